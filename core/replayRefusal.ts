import { LatchError } from './errors/LatchError.ts'
import { LogParseError } from './errors/LogParseError.ts'
import type { StampedEvent } from './events/index.ts'
import { replay, type ReplayResult } from './replay.ts'

/** A saved log that replayed: its events and `replay()`'s result. */
export type ReplayedLogText = { ok: true; log: StampedEvent[]; result: ReplayResult }
/**
 * A saved log replay refused: one line naming why (the source, then the first bad entry), and —
 * when the log may be an older version's — a hint that skipping invalid entries replays past it.
 */
export type RefusedLogText = { ok: false; reason: string; hint?: string }

/** Said after a refusal an older version's log may explain (`skipInvalid` replays past it). */
export const SKIP_INVALID_HINT = '(a log from an older version? --skip-invalid replays past such entries, as the store would refuse them)'

/**
 * Parses and replays the text of a downloaded log (API.md `eventLog()` as JSON), naming a refusal
 * in one line — never a stack trace. One wording for every reader of a user's log: the replay CLI
 * prints it, DevTools' "Open a log" shows it. Pure: no file, clock or network.
 *
 * @example
 * const read = replayLogText('log.json', text)
 * if (!read.ok) console.error(read.reason)
 */
export function replayLogText(source: string, text: string, options: { skipInvalid?: boolean } = {}): ReplayedLogText | RefusedLogText {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { ok: false, reason: `${source}: not JSON (${(error as Error).message})` }
  }
  try {
    const log = json as StampedEvent[]
    return { ok: true, log, result: replay(log, { skipInvalid: options.skipInvalid === true }) }
  } catch (error) {
    return refusal(source, error)
  }
}

/** The one line for an error `replay()` threw on a log read from `source`. */
function refusal(source: string, error: unknown): RefusedLogText {
  if (error instanceof LogParseError) {
    const reason = `${source}: ${error.shortMessage}${error.details ? `: ${error.details}` : ''}`
    // A state no session can reach is no older version's log: no hint to skip past it.
    if (error.details?.includes('breaks an invariant')) return { ok: false, reason }
    return { ok: false, reason, hint: SKIP_INVALID_HINT }
  }
  if (error instanceof LatchError) return { ok: false, reason: `${source}: ${error.shortMessage}${error.details ? `: ${error.details}` : ''}` }
  // Whatever else went wrong is named in one line too.
  return { ok: false, reason: `${source}: cannot replay (${error instanceof Error ? `${error.name}: ${error.message}` : String(error)})` }
}
