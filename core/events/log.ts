import { LogParseError } from '../errors/LogParseError.ts'
import { snapshotRestored } from './app.ts'
import { schemaOf, validateEvent, type StampedEvent } from './index.ts'
import { hasSensitive, redact, type Schema } from './schema.ts'

/**
 * The store's event log: a bounded ring buffer. When it is full, the oldest event is folded into a
 * base snapshot, which the export puts first as `app/snapshotRestored` so a truncated log still
 * replays to the very states the live session had.
 */
export type EventLog = {
  record(event: StampedEvent): void
  /** The raw retained events, oldest first (unredacted; in memory only). */
  entries(): StampedEvent[]
  /** JSON-serialisable copy with sensitive fields redacted (API.md `eventLog()`). */
  export(): StampedEvent[]
  readonly capacity: number
  readonly size: number
  /** How many events the buffer has dropped. */
  readonly dropped: number
}

export function createEventLog<S>(options: {
  capacity: number
  initialState: S
  reduce: (state: S, event: StampedEvent) => S
}): EventLog {
  const capacity = Math.max(1, Math.floor(options.capacity))
  const ring: (StampedEvent | undefined)[] = new Array(capacity)
  let start = 0
  let size = 0
  let dropped = 0
  let base = options.initialState
  let lastDropped: StampedEvent | undefined

  const entries = () => {
    const out: StampedEvent[] = []
    for (let i = 0; i < size; i++) out.push(ring[(start + i) % capacity]!)
    return out
  }

  return {
    capacity,
    get size() {
      return size
    },
    get dropped() {
      return dropped
    },
    record(event) {
      if (size < capacity) {
        ring[(start + size) % capacity] = event
        size++
        return
      }
      const oldest = ring[start]!
      base = options.reduce(base, oldest)
      lastDropped = oldest
      dropped++
      ring[start] = event
      start = (start + 1) % capacity
    },
    entries,
    export() {
      const out = entries().map(redactEvent)
      if (lastDropped) {
        const snapshot = snapshotRestored({ state: JSON.parse(JSON.stringify(base)) })
        out.unshift({ ...snapshot, seq: lastDropped.seq, at: lastDropped.at })
      }
      return JSON.parse(JSON.stringify(out)) as StampedEvent[]
    },
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
