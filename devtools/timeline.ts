import { isIntentType, viewTrail, type ReplayResult } from '../core/coreEntry.ts'
import type { ModalState, StampedEvent } from '../core/index.ts'
import { shortenForDisplay } from './shortenForDisplay.ts'

/**
 * One session as DevTools shows it: the exported log (redacted, API.md `eventLog()`), the state
 * after each entry from core `replay()` — never recomputed here — and the view trail the replay
 * CLI prints. `states[i]` is the state right after `log[i]`.
 */
export type Timeline = {
  log: readonly StampedEvent[]
  states: readonly ModalState[]
  trail: { seq: number; view: string; open: boolean }[]
  failures: ReplayResult['failures']
}

/** A timeline over a log and its replay (ARCHITECTURE.md rule 4: the reducers alone give every state). */
export function timelineOf(log: readonly StampedEvent[], result: ReplayResult): Timeline {
  return { log, states: result.states, trail: viewTrail(log, result.states), failures: result.failures }
}

/** `connection/connected` → `connection`: the domain filter's key (one file per domain, core/events). */
export function domainOf(type: string): string {
  const slash = type.indexOf('/')
  return slash < 0 ? type : type.slice(0, slash)
}

/** ARCHITECTURE.md rule 5: what a user or host asked, or what an effect observed. */
export function kindOf(type: string): 'intent' | 'fact' {
  return isIntentType(type) ? 'intent' : 'fact'
}

/** The event's own fields (no `seq`, `at`, `type`), as exported: the log is redacted already. */
export function fieldsOf(event: StampedEvent): Record<string, unknown> {
  const { seq: _seq, at: _at, type: _type, ...fields } = event as StampedEvent & Record<string, unknown>
  return fields
}

/** The fields in one line, long strings shortened for reading (the exact values are in the download). */
export function fieldsText(event: StampedEvent): string {
  const fields = fieldsOf(event)
  return Object.keys(fields).length === 0 ? '' : JSON.stringify(fields, shortenForDisplay)
}

/** `at` (ms since the epoch, stamped by the store's scheduler) as the UTC time of day. */
export function timeOf(at: number): string {
  return Number.isFinite(at) ? new Date(at).toISOString().slice(11, 23) : String(at)
}

/** The log's domains, in order of first appearance (the domain filter's choices). */
export function domainsOf(log: readonly StampedEvent[]): string[] {
  return [...new Set(log.map((event) => domainOf(event.type)))]
}

/**
 * The indexes of the entries a filter keeps: one domain (or all) and a text found, case-blind,
 * in the type or the shown fields.
 */
export function filterIndexes(log: readonly StampedEvent[], filter: { domain: string; text: string }): number[] {
  const needle = filter.text.trim().toLowerCase()
  const kept: number[] = []
  log.forEach((event, index) => {
    if (filter.domain && domainOf(event.type) !== filter.domain) return
    if (needle && !`${event.type} ${fieldsText(event)}`.toLowerCase().includes(needle)) return
    kept.push(index)
  })
  return kept
}

/** One changed place between two states: its path and both values (`undefined` where absent). */
export type StateChange = { path: string; before: unknown; after: unknown }

/** Beyond this many, a diff says how many more changed rather than listing them. */
export const DIFF_LIMIT = 200

/**
 * What an event changed: the leaves of `after` that differ from `before`, by path. States share
 * every untouched subtree (Immer), so an unchanged branch is skipped at its root.
 */
export function diffStates(before: unknown, after: unknown, limit = DIFF_LIMIT): { changes: StateChange[]; more: number } {
  const changes: StateChange[] = []
  let more = 0
  const walk = (a: unknown, b: unknown, path: string) => {
    if (Object.is(a, b)) return
    if (isBranch(a) && isBranch(b) && Array.isArray(a) === Array.isArray(b)) {
      const keys = new Set([...Object.keys(a), ...Object.keys(b)])
      for (const key of keys) walk((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], path ? `${path}.${key}` : key)
      return
    }
    if (changes.length < limit) changes.push({ path: path || '(state)', before: a, after: b })
    else more++
  }
  walk(before, after, '')
  return { changes, more }
}

function isBranch(value: unknown): value is object {
  return typeof value === 'object' && value !== null
}

/** The view trail as the replay CLI prints it (`#seq View`, `(closed)` when the modal was closed). */
export function trailText(trail: Timeline['trail']): string[] {
  return trail.map((step) => `#${step.seq} ${step.open ? step.view : `(closed) ${step.view}`}`)
}
