import { s, type InferFields, type Schema } from './schema.ts'

/** The payload is optional when every field is. */
// biome-ignore lint/complexity/noBannedTypes: `{} extends Fields` is how a type asks "is every field optional?"
type PayloadArgs<F extends Record<string, Schema>> = {} extends InferFields<F> ? [payload?: InferFields<F>] : [payload: InferFields<F>]

/**
 * Defines an event: its `type` string, its payload schema and a creator carrying `.type` and a
 * `.match` type guard (Redux Toolkit style).
 *
 * @example
 * const wentBack = defineEvent('router/wentBack', {})
 * store.dispatch(wentBack())
 * if (wentBack.match(event)) …
 */
export type EventDefinition<T extends string, F extends Record<string, Schema>> = {
  (
    ...args: PayloadArgs<F>
  ): {
    type: T
  } & InferFields<F>
  readonly type: T
  readonly fields: F
  /** Schema of the whole event, `type` included. */
  readonly schema: Schema
  match(event: { type: string }): event is { type: T } & InferFields<F>
}

export function defineEvent<const T extends string, const F extends Record<string, Schema>>(type: T, fields: F): EventDefinition<T, F> {
  const creator = (payload?: InferFields<F>) => ({ ...payload, type })
  return Object.assign(creator, {
    type,
    fields,
    schema: s.object({ type: s.enum([type]), ...fields }),
    match: (event: { type: string }): event is { type: T } & InferFields<F> => event.type === type,
  }) as unknown as EventDefinition<T, F>
}

/** The event a definition creates. */
export type EventOf<D> = D extends EventDefinition<infer T, infer F> ? { type: T } & InferFields<F> : never
