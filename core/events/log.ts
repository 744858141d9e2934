import { LogParseError } from '../errors/LogParseError.ts'
import { snapshotRestored } from './app.ts'
import { schemaOf, validateEvent, type StampedEvent } from './index.ts'
import { collectPublicIds, redact, REDACTED } from './redact.ts'
import { s, type JsonValue, type Schema } from './schema.ts'
import { sha256 } from '../rules/sha256.ts'
import { redactAppRequest } from './providerRedaction.ts'
import { isReadOnlyRpcMethod } from '../clients/rpcReadOnly.ts'
import { stateSchema, type ModalState } from '../reducers/state.ts'
import { step } from '../step.ts'
import { snapshotProblem } from '../replay.ts'

/**
 * The store's event log: a bounded ring buffer of what the user and the effects did. When it is
 * full, the oldest event is folded into a base snapshot (through the shared `step`, exactly as the
 * store reduced it), which the export puts first as `app/snapshotRestored` so a truncated log
 * still replays to the very states the live session had.
 *
 * RPC traffic (calls, results, batches, the 4-second ranking rounds) changes no state and would
 * push the user's own steps out of an hour-long session's log; it goes to a separate,
 * smaller ring (`traffic()`), redacted as it is recorded: the params of a method that is not
 * read-only (a raw transaction, a message to sign) and the result of such a call (a signature).
 */
export type EventLog = {
  record(event: StampedEvent): void
  /** The raw retained events, oldest first (unredacted; in memory only). */
  entries(): StampedEvent[]
  /**
   * JSON copy safe to share (API.md `eventLog()`): secrets redacted, personal data as
   * keyed tokens, pasted keys found in any string replaced by `[redacted:<kind>]`. Never throws.
   */
  export(): StampedEvent[]
  /** The newest RPC traffic events, oldest first, redacted like `export()` (JSON-serialisable). */
  traffic(): StampedEvent[]
  /** A state as this log's export shows it (its snapshot; what replaying the export gives). */
  redactState(state: ModalState): JsonValue
  readonly capacity: number
  readonly size: number
  /** How many events the buffer has dropped. */
  readonly dropped: number
}

/** How many RPC traffic events the side ring keeps. */
export const TRAFFIC_LOG_CAPACITY = 500

/** RPC transport facts: no reducer reads them, so the main log and replay do without them. */
export function isTrafficEvent(event: { type: string }): boolean {
  return event.type.startsWith('rpc/')
}

export function createEventLog(options: {
  capacity: number
  initialState: ModalState
  trafficCapacity?: number
  /**
   * Keys the personal-data tokens, so a token cannot be computed from a guess. The store passes one
   * from its random source (`deps.randomBytes`); absent, personal data is only `'[redacted]'`.
   */
  redactionKey?: string
}): EventLog {
  const redactor = createLogRedactor(options.redactionKey)
  const main = createRing<StampedEvent>(options.capacity)
  const traffic = createRing<StampedEvent>(options.trafficCapacity ?? TRAFFIC_LOG_CAPACITY)
  const redactTraffic = createTrafficRedactor()
  let base = options.initialState
  let lastDropped: StampedEvent | undefined
  let dropped = 0

  return {
    capacity: main.capacity,
    get size() {
      return main.size
    },
    get dropped() {
      return dropped
    },
    record(event) {
      if (isTrafficEvent(event)) {
        traffic.push(redactTraffic(event))
        return
      }
      const oldest = main.push(event)
      if (oldest === undefined) return
      base = step(base, oldest)
      lastDropped = oldest
      dropped++
    },
    entries: main.items,
    export() {
      // Wallet ids the service published look like private keys (64 hex): learnt first, kept.
      for (const event of main.items()) redactor.learn({ event })
      if (lastDropped) redactor.learn({ state: base })
      const out = main.items().map(redactor.event)
      if (lastDropped) {
        const snapshot = snapshotRestored({ state: redactor.state(base) })
        out.unshift({ ...snapshot, seq: lastDropped.seq, at: lastDropped.at })
      }
      return out
    },
    traffic: () => traffic.items().map(redactor.traffic),
    redactState: redactor.state,
  }
}

/** A fixed-size ring; `push` returns the item it pushed out, if any. */
function createRing<T>(size: number) {
  const capacity = Math.max(1, Math.floor(size))
  const ring: (T | undefined)[] = new Array(capacity)
  let start = 0
  let length = 0
  return {
    capacity,
    get size() {
      return length
    },
    push(item: T): T | undefined {
      if (length < capacity) {
        ring[(start + length++) % capacity] = item
        return undefined
      }
      const oldest = ring[start]
      ring[start] = item
      start = (start + 1) % capacity
      return oldest
    },
    items(): T[] {
      const out: T[] = []
      for (let i = 0; i < length; i++) out.push(ring[(start + i) % capacity]!)
      return out
    },
  }
}

/**
 * Redacts RPC traffic as it is recorded: params of calls that are not read-only (SPEC.md §6: a
 * signed raw transaction, a message to sign) and the results of those calls (signatures). The
 * ids of such calls in flight are remembered, at most 1000 (oldest forgotten first).
 */
function createTrafficRedactor(): (event: StampedEvent) => StampedEvent {
  const secret = new Set<string>()
  return (event) => {
    switch (event.type) {
      case 'rpc/requested': {
        if (isReadOnlyRpcMethod(event.method) || event.params === undefined) return event
        secret.add(event.requestId)
        if (secret.size > 1000) secret.delete(secret.values().next().value!)
        return { ...event, params: REDACTED }
      }
      case 'rpc/succeeded':
        return secret.delete(event.requestId) ? { ...event, result: REDACTED } : event
      case 'rpc/failed':
      case 'rpc/cancelled':
        secret.delete(event.requestId)
        return event
      default:
        return event
    }
  }
}

/** How an exported log shows events and states. */
export type LogRedactor = {
  /** Notes the published identifiers an event or a state holds, so redaction keeps them. */
  learn(entry: { event: StampedEvent } | { state: ModalState }): void
  event(event: StampedEvent): StampedEvent
  state(state: ModalState): JsonValue
  traffic(event: StampedEvent): StampedEvent
}

/** Hex digits of a personal-data token: 32 bits, so distinct emails of one log do not collide. */
const TOKEN_LENGTH = 8

/**
 * The redaction of one log. Personal data becomes `[personal:<8 hex>]`, the start of
 * SHA-256(key, value): the same email reads the same everywhere in the log and its snapshot (a
 * maintainer still sees "the same account"), while the key — random per log, never exported —
 * keeps anyone holding the log from confirming a guessed address (an unkeyed hash of an email is
 * a dictionary lookup away from the email).
 */
export function createLogRedactor(key?: string): LogRedactor {
  const tokens = new Map<string, string>()
  // Without a key (the store always gives one, from its random source) a personal value is only
  // '[redacted]': an unkeyed token would be a dictionary lookup away from the email.
  const personal = (value: string) => {
    if (key === undefined) return REDACTED
    let token = tokens.get(value)
    if (token === undefined) {
      token = `[personal:${sha256(`${key}\u0000${value}`).slice(0, TOKEN_LENGTH)}]`
      if (tokens.size >= 1000) tokens.clear()
      tokens.set(value, token)
    }
    return token
  }
  const publicIds = new Set<string>()
  const stamped = (event: StampedEvent, schema: Schema, allowHash = false) => {
    const out = redact(schema, event, { personal, allowHash, publicIds })
    // Total (core/events/redact.ts): an object in, an object out; kept typed for replay.
    return out as unknown as StampedEvent
  }
  return {
    learn: (entry) => ('event' in entry ? collectPublicIds(exportSchemaOf(entry.event.type), entry.event, publicIds) : collectPublicIds(stateSchema, entry.state, publicIds)),
    event: (event) => {
      // An app's requests: private params and signatures out, public hashes kept (providerRedaction.ts).
      const [kept, publicResult] = redactAppRequest(event)
      return stamped(kept, exportSchemaOf(event.type), publicResult)
    },
    state: (state) => redact(stateSchema, state, { personal, publicIds }),
    // Chain answers are full of 32-byte words (hashes, balances): a lone one is kept in them, and
    // in the params of the reads that take a hash; other params may quote what a user typed.
    traffic: (event) => stamped(event, exportSchemaOf(event.type), event.type === 'rpc/succeeded' || (event.type === 'rpc/requested' && HASH_PARAM_METHODS.has(event.method))),
  }
}

/** Reads whose params are transaction or block hashes (eip155) or signatures (Solana). */
const HASH_PARAM_METHODS = new Set(['eth_getTransactionByHash', 'eth_getTransactionReceipt', 'eth_getBlockByHash', 'eth_getBlockReceipts', 'getSignatureStatuses', 'getTransaction'])

const exportSchemas = new Map<string, Schema>()
const snapshotSchema = s.object({ type: s.enum([snapshotRestored.type]), state: stateSchema })
const unknownSchema: Schema = s.json()

/** The event's schema, a snapshot's state read as a state (its personal fields included). */
function exportSchemaOf(type: unknown): Schema {
  if (typeof type !== 'string') return unknownSchema
  let schema = exportSchemas.get(type)
  if (schema === undefined) {
    schema = type === snapshotRestored.type ? snapshotSchema : schemaOf(type)
    if (schema === undefined) return unknownSchema
    exportSchemas.set(type, schema)
  }
  return schema
}

let defaultRedactor: LogRedactor | undefined

/**
 * An event as an exported log shows it: secrets and personal data `'[redacted]'` (a store's own
 * log gives personal data keyed tokens instead), pasted keys in any string `[redacted:<kind>]`.
 * Never throws.
 *
 * @example
 * redactEvent({ type: 'embedded/otpSubmitted', email: 'a@b.c', otp: '123456', seq: 1, at: 0 }).otp // '[redacted]'
 */
export function redactEvent(event: StampedEvent): StampedEvent {
  defaultRedactor ??= createLogRedactor()
  return defaultRedactor.event(event)
}

/**
 * Validates a saved log (for `replay` and the replay CLI). Throws `LogParseError` naming the first
 * bad entry: not an object, unknown type, malformed payload, missing or non-increasing `seq`, bad
 * `at`, a snapshot anywhere but first, or one whose state breaks an invariant.
 */
export function parseLog(value: unknown): StampedEvent[] {
  if (!Array.isArray(value)) throw new LogParseError(-1, 'expected a JSON array of events')
  let lastSeq = -Infinity
  value.forEach((entry: unknown, index) => {
    const reason = validateEvent(entry)
    if (reason) throw new LogParseError(index, reason)
    const { seq, at, type } = entry as { seq?: unknown; at?: unknown; type: string }
    if (typeof seq !== 'number' || !Number.isInteger(seq)) throw new LogParseError(index, 'event.seq: expected integer')
    if (seq <= lastSeq) throw new LogParseError(index, `event.seq: ${seq} does not follow ${lastSeq}`)
    if (typeof at !== 'number' || !Number.isFinite(at)) throw new LogParseError(index, 'event.at: expected finite number')
    if (type === snapshotRestored.type && index !== 0) throw new LogParseError(index, 'app/snapshotRestored: only allowed first')
    lastSeq = seq
  })
  // A snapshot of a state no session reaches, as `replay` refuses it.
  const problem = snapshotProblem(value[0] as StampedEvent | undefined)
  if (problem !== undefined) throw new LogParseError(0, problem)
  return value as StampedEvent[]
}
