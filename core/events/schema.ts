/**
 * A small run-time schema language for event payloads. One definition serves three ends:
 * the TypeScript type of the payload (`Infer`), validation of events arriving from epics, hosts
 * and saved logs (`validate`), and the fast-check arbitraries of the property tests.
 */
import { isDecimal, MAX_DECIMAL_LENGTH } from '../rules/decimal.ts'

/**
 * The bound of a string field without its own `maxLength` (a 10 MB string was kept in
 * the log). 1 MiB: an EIP-6963 icon is a data URI of some kilobytes to a few hundred; nothing
 * Latch records legitimately comes near it. JSON values hold strings under the same bound.
 */
export const DEFAULT_MAX_STRING_LENGTH = 1_048_576
/**
 * The markers an exported log puts where a secret or a personal datum was (core/events/redact.ts
 * `[redacted]`, `[redacted:<kind>]`; core/events/log.ts `[personal:<hex>]`). What the user typed
 * was within its field's bound; its marker may be longer (a phone number in a 16-character
 * currency field), so a bound counts each marker as one character and an exported log replays.
 */
const MARKER = /\[(?:redacted(?::[A-Za-z]+)?|personal:[0-9a-f]+)\]/g

/** Whether a string is within `max` characters, each redaction marker counted as one. */
function withinBound(value: string, max: number): boolean {
  return value.length <= max || (value.includes('[') && value.replace(MARKER, '_').length <= max)
}

/** Nesting and size bounds of a `json` value (view data, remote config, snapshots). */
export const MAX_JSON_DEPTH = 64

/** A value JSON can carry unchanged: what event payloads are made of, so a log round-trips. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

export type Schema =
  | {
      readonly kind: 'string'
      /** A secret (an OTP code, a token): `'[redacted]'` in an exported log (core/events/redact.ts). */
      readonly sensitive?: boolean
      /** Personal data (an email, a social user name): a keyed token in an exported log. */
      readonly personal?: boolean
      /** `'transactionId'`: holds a transaction hash or signature by design, kept on export when alone. */
      readonly format?: 'transactionId' | 'publicId'
      readonly maxLength?: number
    }
  | { readonly kind: 'decimal'; readonly integer?: boolean }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'number'; readonly integer?: boolean; readonly min?: number }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'scalar' }
  | { readonly kind: 'json' }
  | { readonly kind: 'optional'; readonly of: Schema }
  | { readonly kind: 'array'; readonly of: Schema; readonly maxLength?: number }
  | { readonly kind: 'record'; readonly of: Schema }
  | { readonly kind: 'object'; readonly fields: Readonly<Record<string, Schema>> }

type StringSchema = { readonly kind: 'string' }
type DecimalSchema = { readonly kind: 'decimal' }
type EnumSchema<V extends string> = { readonly kind: 'enum'; readonly values: readonly V[] }
type NumberSchema = { readonly kind: 'number' }
type BooleanSchema = { readonly kind: 'boolean' }
type JsonSchema = { readonly kind: 'json' }
type ScalarSchema = { readonly kind: 'scalar' }
type OptionalSchema<S extends Schema> = { readonly kind: 'optional'; readonly of: S }
type ArraySchema<S extends Schema> = { readonly kind: 'array'; readonly of: S }
type RecordSchema<S extends Schema> = { readonly kind: 'record'; readonly of: S }
type ObjectSchema<F extends Record<string, Schema>> = { readonly kind: 'object'; readonly fields: F }

type Simplify<T> = { [K in keyof T]: T[K] } & {}
type OptionalKeys<F> = { [K in keyof F]: F[K] extends OptionalSchema<Schema> ? K : never }[keyof F]
type RequiredKeys<F> = Exclude<keyof F, OptionalKeys<F>>

export type InferFields<F extends Record<string, Schema>> = Simplify<{ [K in RequiredKeys<F>]: Infer<F[K]> } & { [K in OptionalKeys<F>]?: Infer<F[K]> }>

export type Infer<S> =
  S extends OptionalSchema<infer T>
    ? Infer<T>
    : S extends EnumSchema<infer V>
      ? V
      : S extends StringSchema
        ? string
        : S extends DecimalSchema
          ? string
          : S extends NumberSchema
            ? number
            : S extends BooleanSchema
              ? boolean
              : S extends JsonSchema
                ? JsonValue
                : S extends ScalarSchema
                  ? string | number
                  : S extends ArraySchema<infer T>
                    ? Infer<T>[]
                    : S extends RecordSchema<infer T>
                      ? Record<string, Infer<T>>
                      : S extends ObjectSchema<infer F>
                        ? InferFields<F>
                        : never

/** Schema builders. */
export const s = {
  /**
   * Every string of an exported log is scanned for secrets a user may have pasted (a private key in
   * the receiver field); `sensitive`, `personal` and `format` say more (core/events/redact.ts).
   */
  string: (options: { sensitive?: boolean; personal?: boolean; format?: 'transactionId' | 'publicId'; maxLength?: number } = {}) => ({ kind: 'string', ...options }) as const satisfies Schema,
  /**
   * A plain non-negative decimal string of ASCII digits (balances, fees: core/rules/decimal.ts),
   * at most 100 characters; `integer`: no fraction (a token's `decimals` as the service sends it).
   * '1e21', 'abc', 'NaN', '١' and '-1' are refused where they enter, so no rule meets them.
   */
  decimal: (options: { integer?: boolean } = {}) => ({ kind: 'decimal', ...options }) as const satisfies Schema,
  enum: <const V extends string>(values: readonly V[]) => ({ kind: 'enum', values }) as const,
  number: (options: { integer?: boolean; min?: number } = {}) => ({ kind: 'number', ...options }) as const satisfies Schema,
  boolean: () => ({ kind: 'boolean' }) as const,
  json: () => ({ kind: 'json' }) as const,
  /** A string or a finite number (error codes). */
  scalar: () => ({ kind: 'scalar' }) as const,
  optional: <S extends Schema>(of: S) => ({ kind: 'optional', of }) as const,
  array: <S extends Schema>(of: S, maxLength?: number) =>
    (maxLength === undefined ? { kind: 'array', of } : { kind: 'array', of, maxLength }) as {
      readonly kind: 'array'
      readonly of: S
      readonly maxLength?: number
    },
  record: <S extends Schema>(of: S) => ({ kind: 'record', of }) as const,
  object: <F extends Record<string, Schema>>(fields: F) => ({ kind: 'object', fields }) as const,
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function isJson(value: unknown, depth = 0): boolean {
  if (depth > MAX_JSON_DEPTH) return false
  if (typeof value === 'string') return value.length <= DEFAULT_MAX_STRING_LENGTH
  if (value === null || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (Array.isArray(value)) return value.every((v) => isJson(v, depth + 1))
  if (isPlainObject(value)) return Object.values(value).every((v) => isJson(v, depth + 1))
  return false
}

/**
 * Checks `value` against `schema`. Returns `undefined` when valid, else a message naming the
 * path of the first offending field (`payload.caipNetworkId: expected string`).
 */
export function validate(schema: Schema, value: unknown, path = 'value'): string | undefined {
  switch (schema.kind) {
    case 'string':
      if (typeof value !== 'string') return `${path}: expected string`
      if (!withinBound(value, schema.maxLength ?? DEFAULT_MAX_STRING_LENGTH)) return `${path}: longer than ${schema.maxLength ?? DEFAULT_MAX_STRING_LENGTH}`
      return undefined
    case 'decimal':
      if (!isDecimal(value)) return `${path}: expected a decimal string of at most ${MAX_DECIMAL_LENGTH} ASCII digits and one dot`
      if (schema.integer && !/^[0-9]+$/.test(value)) return `${path}: expected an integer string`
      return undefined
    case 'enum':
      return typeof value === 'string' && schema.values.includes(value) ? undefined : `${path}: expected one of ${schema.values.join(', ')}`
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return `${path}: expected finite number`
      if (schema.integer && !Number.isInteger(value)) return `${path}: expected integer`
      if (schema.min !== undefined && value < schema.min) return `${path}: below ${schema.min}`
      return undefined
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `${path}: expected boolean`
    case 'scalar':
      return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? undefined : `${path}: expected string or finite number`
    case 'json':
      return isJson(value) ? undefined : `${path}: expected JSON value`
    case 'optional':
      return value === undefined ? undefined : validate(schema.of, value, path)
    case 'array': {
      if (!Array.isArray(value)) return `${path}: expected array`
      if (schema.maxLength !== undefined && value.length > schema.maxLength) return `${path}: more than ${schema.maxLength} items`
      for (let i = 0; i < value.length; i++) {
        const error = validate(schema.of, value[i], `${path}[${i}]`)
        if (error) return error
      }
      return undefined
    }
    case 'record': {
      if (!isPlainObject(value)) return `${path}: expected object`
      for (const [key, item] of Object.entries(value)) {
        const error = validate(schema.of, item, `${path}.${key}`)
        if (error) return error
      }
      return undefined
    }
    case 'object': {
      if (!isPlainObject(value)) return `${path}: expected object`
      for (const [key, field] of Object.entries(schema.fields)) {
        const error = validate(field, value[key], `${path}.${key}`)
        if (error) return error
      }
      return undefined
    }
  }
}

type Check = (value: unknown) => boolean

const compiled = new WeakMap<Schema, Check>()

/**
 * `validate` compiled once per schema into a tree of closures: a boolean check with no path
 * strings, no `Object.entries` and no switch per value — run on every event of a replay (
 * validation was 8–10 % of it). On `false`, `validate` itself names the offending field, so the
 * messages are the interpreter's.
 *
 * @example
 * const ok = compileCheck(s.object({ amount: s.decimal() }))
 * ok({ amount: '1.5' }) // true
 */
export function compileCheck(schema: Schema): Check {
  let check = compiled.get(schema)
  if (!check) {
    check = build(schema)
    compiled.set(schema, check)
  }
  return check
}

function build(schema: Schema): Check {
  switch (schema.kind) {
    case 'string': {
      const max = schema.maxLength ?? DEFAULT_MAX_STRING_LENGTH
      return (value) => typeof value === 'string' && withinBound(value, max)
    }
    case 'decimal':
      return schema.integer ? (value) => isDecimal(value) && /^[0-9]+$/.test(value) : isDecimal
    case 'enum': {
      const values = schema.values
      if (values.length === 1) {
        const only = values[0]
        return (value) => value === only
      }
      const set = new Set<unknown>(values)
      return (value) => set.has(value)
    }
    case 'number': {
      const { integer, min } = schema
      return (value) => typeof value === 'number' && Number.isFinite(value) && (!integer || Number.isInteger(value)) && (min === undefined || value >= min)
    }
    case 'boolean':
      return (value) => typeof value === 'boolean'
    case 'scalar':
      return (value) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
    case 'json':
      return (value) => isJson(value)
    case 'optional': {
      const of = build(schema.of)
      return (value) => value === undefined || of(value)
    }
    case 'array': {
      const of = build(schema.of)
      const max = schema.maxLength ?? Infinity
      return (value) => {
        if (!Array.isArray(value) || value.length > max) return false
        for (let i = 0; i < value.length; i++) if (!of(value[i])) return false
        return true
      }
    }
    case 'record': {
      const of = build(schema.of)
      return (value) => {
        if (!isPlainObject(value)) return false
        for (const key of Object.keys(value)) if (!of(value[key])) return false
        return true
      }
    }
    case 'object': {
      const keys = Object.keys(schema.fields)
      const checks = keys.map((key) => build(schema.fields[key]!))
      const n = keys.length
      return (value) => {
        if (!isPlainObject(value)) return false
        for (let i = 0; i < n; i++) if (!checks[i]!(value[keys[i]!])) return false
        return true
      }
    }
  }
}
