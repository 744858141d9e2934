import { LogParseError } from '../errors/LogParseError.ts'
import { snapshotRestored } from './app.ts'
import { schemaOf, validateEvent, type StampedEvent } from './index.ts'
import { hasSensitive, redact, REDACTED, type Schema } from './schema.ts'
import { isReadOnlyRpcMethod } from '../clients/rpcAllowlist.ts'
import type { ModalState } from '../reducers/state.ts'
import { step } from '../step.ts'

/**
 * The store's event log: a bounded ring buffer of what the user and the effects did. When it is
 * full, the oldest event is folded into a base snapshot (through the shared `step`, exactly as the
 * store reduced it), which the export puts first as `app/snapshotRestored` so a truncated log
 * still replays to the very states the live session had.
 *
 * RPC traffic (calls, results, batches, the 4-second ranking rounds) changes no state and would
 * push the user's own steps out of an hour-long session's log (issue 10); it goes to a separate,
 * smaller ring (`traffic()`), redacted as it is recorded: the params of a method that is not
 * read-only (a raw transaction, a message to sign) and the result of such a call (a signature).
 */
export type EventLog = {
  record(event: StampedEvent): void
  /** The raw retained events, oldest first (unredacted; in memory only). */
  entries(): StampedEvent[]
  /** JSON-serialisable copy with sensitive fields redacted (API.md `eventLog()`). */
  export(): StampedEvent[]
  /** The newest RPC traffic events, oldest first, already redacted (JSON-serialisable). */
  traffic(): StampedEvent[]
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
}): EventLog {
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
      const out = main.items().map(redactEvent)
      if (lastDropped) {
        const snapshot = snapshotRestored({ state: JSON.parse(JSON.stringify(base)) })
        out.unshift({ ...snapshot, seq: lastDropped.seq, at: lastDropped.at })
      }
      return JSON.parse(JSON.stringify(out)) as StampedEvent[]
    },
    traffic: () => JSON.parse(JSON.stringify(traffic.items())) as StampedEvent[],
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

const sensitiveSchemas = new Map<string, Schema | null>()

/** Replaces the event's sensitive fields (OTP codes, secrets) with `'[redacted]'`. */
export function redactEvent(event: StampedEvent): StampedEvent {
  let schema = sensitiveSchemas.get(event.type)
  if (schema === undefined) {
    const found = schemaOf(event.type)
    schema = found && hasSensitive(found) ? found : null
    sensitiveSchemas.set(event.type, schema)
  }
  return schema ? (redact(schema, event) as StampedEvent) : event
}

/**
 * Validates a saved log (for `replay` and the replay CLI). Throws `LogParseError` naming the first
 * bad entry: not an object, unknown type, malformed payload, missing or non-increasing `seq`, bad
 * `at`, or a snapshot anywhere but first.
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
  return value as StampedEvent[]
}
