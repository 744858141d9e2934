/**
 * The public door (`modal.dispatch`): what a host hands in becomes either a
 * clean intent or a reason it was refused — never an exception of another kind, never a fact.
 */
import { isIntentType } from './kinds.ts'
import { schemaOf, type IntentEvent } from './index.ts'
import { sanitize } from './sanitize.ts'
import { validate } from './schema.ts'

export type Admission = { ok: true; event: IntentEvent } | { ok: false; eventType: string; reason: string }

/** The longest `type` echoed back in a reason or an `app/eventRejected`. */
const MAX_TYPE_ECHO = 200

/**
 * Reads `value` once, field by field, as its intent's schema describes: unknown fields are
 * dropped, every kept value is a fresh plain copy, then validated. Facts (`connection/connected`,
 * `rpc/succeeded`, …) are refused: only effects report them.
 *
 * @example
 * admitIntent({ type: 'rpc/succeeded', requestId: 'rpc-1', result: '0x1' })
 * // → { ok: false, eventType: 'rpc/succeeded', reason: "event.type: 'rpc/succeeded' is a fact …" }
 */
export function admitIntent(value: unknown): Admission {
  let type: unknown
  try {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { ok: false, eventType: `(${value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value})`, reason: 'event: expected object' }
    }
    type = (value as { type?: unknown }).type
  } catch {
    return { ok: false, eventType: '(unreadable)', reason: 'event: unreadable' }
  }
  if (typeof type !== 'string') return { ok: false, eventType: `(${typeof type})`, reason: 'event.type: expected string' }
  const eventType = type.slice(0, MAX_TYPE_ECHO)
  const schema = schemaOf(type)
  if (!schema) return { ok: false, eventType, reason: `event.type: unknown event type '${eventType}'` }
  if (!isIntentType(type)) {
    return {
      ok: false,
      eventType,
      reason: `event.type: '${eventType}' is a fact (what an effect reports); modal.dispatch takes intents only`,
    }
  }
  const copy = sanitize(schema, value)
  if (!copy.ok) return { ok: false, eventType, reason: copy.reason }
  const reason = validate(schema, copy.value, 'event')
  if (reason !== undefined) return { ok: false, eventType, reason }
  return { ok: true, event: copy.value as IntentEvent }
}
