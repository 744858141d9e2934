/**
 * The public door's copy of a host's event ("Input at the edges"): only the fields the
 * event's schema names are read, each once, into fresh plain objects and arrays. Unknown fields
 * are dropped, so a BigInt, a cycle, a function or 10 MB hidden in an extra field never reach the
 * log; what is read is then validated as usual. Getters that throw and Proxies whose traps throw
 * end as a reason, never as an exception.
 */
import { DEFAULT_MAX_STRING_LENGTH, MAX_JSON_DEPTH, type Schema } from './schema.ts'

/** How many values a `json` field may hold in all (view data is a few keys). */
export const MAX_JSON_NODES = 10_000

export type Sanitized = { ok: true; value: unknown } | { ok: false; reason: string }

/**
 * Copies `value` as `schema` describes it. Values of the wrong kind are copied as they are (or as
 * `undefined` for objects that cannot be read) so the validator that follows names the field.
 *
 * @example
 * sanitize(events.modal.openRequested.schema, { type: 'modal/openRequested', extra: 10n })
 * // → { ok: true, value: { type: 'modal/openRequested' } }
 */
export function sanitize(schema: Schema, value: unknown, path = 'event'): Sanitized {
  try {
    return { ok: true, value: copy(schema, value, path, { nodes: 0 }) }
  } catch (error) {
    return { ok: false, reason: error instanceof Unreadable ? error.message : `${path}: unreadable` }
  }
}

class Unreadable extends Error {}

type Budget = { nodes: number }

function copy(schema: Schema, value: unknown, path: string, budget: Budget): unknown {
  switch (schema.kind) {
    case 'optional':
      return value === undefined ? undefined : copy(schema.of, value, path, budget)
    case 'array': {
      if (!Array.isArray(value)) return scalarOrNothing(value)
      const length = value.length
      if (schema.maxLength !== undefined && length > schema.maxLength) throw new Unreadable(`${path}: more than ${schema.maxLength} items`)
      const out: unknown[] = []
      for (let i = 0; i < length; i++) out.push(copy(schema.of, value[i], `${path}[${i}]`, budget))
      return out
    }
    case 'record': {
      if (!isObject(value)) return scalarOrNothing(value)
      const out: Record<string, unknown> = {}
      for (const key of Object.keys(value)) define(out, key, copy(schema.of, value[key], `${path}.${key}`, budget))
      return out
    }
    case 'object': {
      if (!isObject(value)) return scalarOrNothing(value)
      const out: Record<string, unknown> = {}
      for (const key of Object.keys(schema.fields)) {
        const field = schema.fields[key]!
        const item = copy(field, (value as Record<string, unknown>)[key], `${path}.${key}`, budget)
        if (item !== undefined) define(out, key, item)
      }
      return out
    }
    case 'json':
      return copyJson(value, path, 0, budget)
    default:
      return scalarOrNothing(value)
  }
}

/** Primitives pass (the validator judges them); objects where a scalar belongs become a marker. */
function scalarOrNothing(value: unknown): unknown {
  if (value === null || value === undefined) return value
  const kind = typeof value
  if (kind === 'string' || kind === 'number' || kind === 'boolean') return value
  // BigInt, symbol, function, object: not a valid value of any scalar schema. A plain marker the
  // validator rejects, never the value itself (a BigInt cannot be cloned or serialised).
  return { unsupported: kind }
}

function copyJson(value: unknown, path: string, depth: number, budget: Budget): unknown {
  if (++budget.nodes > MAX_JSON_NODES) throw new Unreadable(`${path}: more than ${MAX_JSON_NODES} values`)
  if (depth > MAX_JSON_DEPTH) throw new Unreadable(`${path}: nested deeper than ${MAX_JSON_DEPTH}`)
  if (value === null || typeof value === 'boolean') return value
  if (typeof value === 'string') {
    if (value.length > DEFAULT_MAX_STRING_LENGTH) throw new Unreadable(`${path}: longer than ${DEFAULT_MAX_STRING_LENGTH}`)
    return value
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Unreadable(`${path}: expected JSON value`)
    return value
  }
  if (Array.isArray(value)) {
    const length = value.length
    const out: unknown[] = []
    for (let i = 0; i < length; i++) out.push(copyJson(value[i], `${path}[${i}]`, depth + 1, budget))
    return out
  }
  if (isObject(value)) {
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(value)) define(out, key, copyJson(value[key], `${path}.${key}`, depth + 1, budget))
    return out
  }
  throw new Unreadable(`${path}: expected JSON value`)
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** An own data property, even for `__proto__` (plain assignment would set the prototype). */
function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
}
