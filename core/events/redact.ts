/**
 * Redaction of what leaves the page in an exported log (ARCHITECTURE rule 7): secrets
 * marked `sensitive` become `'[redacted]'`, personal data marked `personal` (emails, social user
 * names) becomes a keyed token, and every other string — wherever it sits, in a field the schema
 * knows or not — is scanned for pasted secrets (core/rules/findSecret.ts) and for personal data
 * (core/rules/findPersonal.ts: an email, phone or card number in a route's data or an error's
 * details gets the same token its `personal` field would).
 */
import { replacePersonal } from '../rules/findPersonal.ts'
import { findSecret } from '../rules/findSecret.ts'
import { escapeControls } from '../rules/escapeControls.ts'
import type { JsonValue, Schema } from './schema.ts'

export const REDACTED = '[redacted]'

export type RedactOptions = {
  /** What stands for a personal value; default `'[redacted]'`. */
  personal?: (value: string) => string
  /** Keep lone transaction ids in every string, not only in `format: 'transactionId'` fields (RPC traffic). */
  allowHash?: boolean
  /**
   * Values a service published as identifiers (`format: 'publicId'` fields, e.g. the wallet list's
   * 64-hex wallet ids): kept wherever they appear (view data, config, image keys), though they
   * have a private key's shape. Collected from the whole log first (`collectPublicIds`).
   */
  publicIds?: ReadonlySet<string>
}

/** Deeper than any state or event Latch writes: what lies below is not walked. */
const MAX_DEPTH = 64

type Walk = { personal: (value: string) => string; allowHash: boolean; publicIds: ReadonlySet<string> | undefined; path: Set<object> }

/**
 * A JSON copy of `value` with its secrets and personal data redacted, guided by `schema`. Total:
 * whatever it meets (a cycle, a BigInt, a getter that throws, a function, NaN) it still returns
 * JSON — a cycle becomes `'[cycle]'`, a BigInt its decimal string, a function is left out.
 *
 * @example
 * redact(s.object({ otp: s.string({ sensitive: true }), note: s.string() }), { otp: '123456', note: 'hi' })
 * // { otp: '[redacted]', note: 'hi' }
 */
export function redact(schema: Schema, value: unknown, options: RedactOptions = {}): JsonValue {
  const walk: Walk = { personal: options.personal ?? (() => REDACTED), allowHash: options.allowHash === true, publicIds: options.publicIds, path: new Set() }
  return guided(schema, value, walk, 0) ?? null
}

/**
 * Adds to `out` every value of a `format: 'publicId'` field in `value` (guided by `schema`): the
 * identifiers a service published, which `redact` then keeps wherever they appear.
 *
 * @example
 * collectPublicIds(walletInfo, { id: 'c57c…', name: 'MetaMask' }, ids) // ids has 'c57c…'
 */
export function collectPublicIds(schema: Schema, value: unknown, out: Set<string>, depth = 0): void {
  if (depth > MAX_DEPTH || value === null || value === undefined) return
  switch (schema.kind) {
    case 'string':
      if (schema.format === 'publicId' && typeof value === 'string') out.add(value)
      return
    case 'optional':
      return void collectPublicIds(schema.of, value, out, depth)
    case 'array':
      if (Array.isArray(value)) for (const item of value) collectPublicIds(schema.of, item, out, depth + 1)
      return
    case 'record':
      if (isPlainObject(value)) for (const item of Object.values(value)) collectPublicIds(schema.of, item, out, depth + 1)
      return
    case 'object':
      if (isPlainObject(value)) for (const [key, field] of Object.entries(schema.fields)) collectPublicIds(field, value[key], out, depth + 1)
      return
    default:
      return
  }
}

/**
 * `[redacted:<kind>]` when the text holds a secret, else the text with each personal datum in it
 * replaced by `personal(datum)` (default `'[redacted]'`).
 */
export function scanText(text: string, allowHash = false, publicIds?: ReadonlySet<string>, personal: (value: string) => string = () => REDACTED): string {
  // A published id may look like a key, never like an email: the personal scan still runs on it.
  if (publicIds?.has(text)) return escapeControls(replacePersonal(text, personal))
  const kind = findSecret(text, { allowHash })
  // Free text from outside (a wallet's rejection message) is shown escaped: no forged line, no bidi override.
  return kind ? `[redacted:${kind}]` : escapeControls(replacePersonal(text, personal))
}

/** `undefined`: leave the key out (as JSON.stringify does). */
function guided(schema: Schema, value: unknown, walk: Walk, depth: number): JsonValue | undefined {
  switch (schema.kind) {
    case 'string':
      // A marked field is redacted whatever it holds (an unvalidated value may not be a string).
      if (schema.sensitive) return REDACTED
      if (schema.personal) return typeof value === 'string' ? walk.personal(value) : REDACTED
      if (typeof value !== 'string') return any(value, walk, depth)
      return scanText(value, walk.allowHash || schema.format === 'transactionId', walk.publicIds, walk.personal)
    case 'enum':
      // Validated values are the schema's own words; anything else is scanned like free text.
      return typeof value === 'string' && schema.values.includes(value) ? value : any(value, walk, depth)
    case 'decimal':
      return typeof value === 'string' && /^[0-9.]*$/.test(value) ? value : any(value, walk, depth)
    case 'optional':
      return value === undefined ? undefined : guided(schema.of, value, walk, depth)
    case 'array':
      return Array.isArray(value) ? container(value, walk, depth, (item) => guided(schema.of, item, walk, depth + 1)) : any(value, walk, depth)
    case 'record':
      return isPlainObject(value) ? container(value, walk, depth, (item) => guided(schema.of, item, walk, depth + 1)) : any(value, walk, depth)
    case 'object':
      if (!isPlainObject(value)) return any(value, walk, depth)
      return container(value, walk, depth, (item, key) => (Object.hasOwn(schema.fields, key) ? guided(schema.fields[key]!, item, walk, depth + 1) : any(item, walk, depth + 1)))
    case 'number':
    case 'boolean':
    case 'scalar':
    case 'json':
      return any(value, walk, depth)
  }
}

/** Any value, no schema: strings scanned, keys too, made JSON whatever it is. */
function any(value: unknown, walk: Walk, depth: number): JsonValue | undefined {
  switch (typeof value) {
    case 'string':
      return scanText(value, walk.allowHash, walk.publicIds, walk.personal)
    case 'number':
      return Number.isFinite(value) ? value : null
    case 'boolean':
      return value
    case 'bigint':
      return value.toString()
    case 'object':
      if (value === null) return null
      if (!Array.isArray(value) && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
        return any(callToJson(value as { toJSON(): unknown }), walk, depth + 1)
      }
      return container(value as object, walk, depth, (item) => any(item, walk, depth + 1))
    default:
      // undefined, functions and symbols have no JSON form.
      return undefined
  }
}

function container(value: object, walk: Walk, depth: number, each: (item: unknown, key: string) => JsonValue | undefined): JsonValue {
  if (depth >= MAX_DEPTH) return '[too deep]'
  if (walk.path.has(value)) return '[cycle]'
  walk.path.add(value)
  try {
    if (Array.isArray(value)) {
      const out: JsonValue[] = []
      for (let i = 0; i < value.length; i++) out.push(each(read(value, String(i)), String(i)) ?? null)
      return out
    }
    const out: Record<string, JsonValue> = {}
    for (const key of Object.keys(value)) {
      const item = each(read(value, key), key)
      if (item === undefined) continue
      const name = scanText(key, walk.allowHash, walk.publicIds, walk.personal)
      // A '__proto__' key stays a key, as in JSON.parse's output (an assignment would set the prototype).
      if (name === '__proto__') Object.defineProperty(out, name, { value: item, enumerable: true, writable: true, configurable: true })
      else out[name] = item
    }
    return out
  } catch {
    // A proxy whose traps throw: nothing of it is kept.
    return '[unreadable]'
  } finally {
    walk.path.delete(value)
  }
}

/** A property's value; a getter that throws reads as a placeholder. */
function read(value: object, key: string): unknown {
  try {
    return (value as Record<string, unknown>)[key]
  } catch {
    return '[unreadable]'
  }
}

function callToJson(value: { toJSON(): unknown }): unknown {
  try {
    return value.toJSON()
  } catch {
    return '[unreadable]'
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
