import { initialState, replay } from '../core/coreEntry.ts'
import type { StampedEvent } from '../core/index.ts'
import { replayLogText } from '../core/replayRefusal.ts'
import { timelineOf, type Timeline } from './timeline.ts'

/** A log a user sent, opened in the panel: its file name and its replayed timeline. */
export type OpenedLog = { name: string; timeline: Timeline }

/**
 * "Open a log": the Download log file's text → the same timeline as a live session, by replay
 * only (ARCHITECTURE.md rule 4: no effect runs, no service or wallet is called). A log replay
 * refuses gets the replay CLI's one-line reason (core/replayRefusal.ts).
 *
 * @example
 * const opened = openLogText(file.name, await file.text())
 */
export function openLogText(name: string, text: string): { ok: true; opened: OpenedLog } | { ok: false; reason: string } {
  const read = replayLogText(name, text)
  if (!read.ok) return { ok: false, reason: read.reason }
  return { ok: true, opened: { name, timeline: timelineOf(read.log, read.result) } }
}

/**
 * The live session's timeline: the modal's exported log replayed. The store wrote it, so every
 * entry replays; an entry this version refuses is listed as the store would have refused it
 * (`skipInvalid`) rather than blanking the panel.
 */
export function liveTimeline(log: readonly StampedEvent[]): Timeline {
  try {
    return timelineOf(log, replay(log, { skipInvalid: true }))
  } catch {
    return timelineOf([], { states: [], final: initialState, failures: [] })
  }
}

/** The index of the entry stamped `seq` (a log's `seq` only grows), or -1. */
export function indexOfSeq(log: readonly StampedEvent[], seq: number): number {
  let low = 0
  let high = log.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const at = log[middle]!.seq
    if (at === seq) return middle
    if (at < seq) low = middle + 1
    else high = middle - 1
  }
  return -1
}
