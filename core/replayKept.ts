import type { StampedEvent } from './events/index.ts'
import { apply } from './reducers/apply.ts'
import { copyDown } from './reducers/copyOnWrite.ts'
import { freezeDeep } from './rules/freezeDeep.ts'
import { copyRoot } from './reducers/copyRoot.ts'
import { deriveInPlace } from './reducers/derive.ts'
import type { StateDraft } from './reducers/draft.ts'
import { reduceValid } from './reducers/index.ts'
import { copyDepth, SLICES, type SliceKey } from './reducers/slices.ts'
import type { ModalState } from './reducers/state.ts'
import { settleTwin, twinOf, SHRANK, UNCHANGED } from './replayTwin.ts'

const NO_SLICES: readonly SliceKey[] = []

/**
 * The per-event replay's loop, every state kept: `events[from…]` (validated and deep-frozen
 * already) reduced from the frozen `start`, `states[i]` set to the state after `events[i]`.
 * The same handlers and copy-on-write as the store's slice path (core/reducers/index.ts
 * `reduceValid`: the root fields an event writes into copied, the handlers run, what stayed equal
 * put back, the derived fields, only new values frozen), driven for a run of events:
 * - one unfrozen working root carried from event to event (it holds the last state's values
 *   after each one), so an event copies no root before its handlers run;
 * - the last state's values also kept in a twin of one shape (core/replayTwin.ts): the handlers'
 *   `base`, and what the working root is compared with, field by field, at one read per field;
 * - the one root copy an event makes is the new state itself, from the twin; an event that
 *   changed nothing copies no root and keeps the state, the very same object.
 * A handler's `delete` of a root field the state had turns the working root into a dictionary
 * (slow to read): it is made again from the twin then.
 *
 * A handler that throws (a write below the copied depth, or a bug) leaves the working root
 * half-written: the event goes through the store's own `reduceValid` from the last state, whose
 * throw `onFailed` reports (the state stays as it was, as in the store), and both roots are made
 * again from the state that follows.
 */
export function reduceKeepingStates(start: ModalState, events: readonly StampedEvent[], from: number, states: ModalState[], onFailed: (index: number, error: unknown) => void): ModalState {
  let state = start
  const last = twinOf(start)
  let work = twinOf(start) as StateDraft
  const old: unknown[] = []
  for (let i = from; i < events.length; i++) {
    const event = events[i]!
    const keys = SLICES[event.type] ?? NO_SLICES
    const slots = work as Record<SliceKey, unknown>
    try {
      for (let k = 0; k < keys.length; k++) {
        const key = keys[k]!
        const value = slots[key]
        old[k] = value
        if (value !== undefined) slots[key] = copyDown(value, copyDepth(key))
      }
      apply(work, event, last as ModalState)
      for (let k = 0; k < keys.length; k++) {
        const key = keys[k]!
        const value = slots[key]
        if (value !== undefined) slots[key] = keepOrFreeze(value, old[k])
      }
      deriveInPlace(work)
    } catch {
      try {
        state = reduceValid(state, event)
      } catch (error) {
        onFailed(i, error)
      }
      // Both roots again from the state that follows (the working one is half-written).
      Object.assign(last, twinOf(state))
      work = twinOf(state) as StateDraft
      states[i] = state
      continue
    }
    const settled = settleTwin(work as ModalState, last)
    if (settled !== UNCHANGED) {
      state = Object.freeze(copyRoot(last as ModalState))
      if (settled === SHRANK) work = twinOf(state) as StateDraft
    }
    states[i] = state
  }
  return state
}

/**
 * `keepUnchanged` (core/reducers/copyOnWrite.ts) and the `freezeDeep` of what it keeps new, in one
 * walk: every unfrozen node deep-equal to the one at its place in `prev` is replaced by `prev`'s,
 * every other one is frozen (its children first). The store's step walks a changed slice twice
 * (keep, then freeze); the replay bench's profile had the second walk at a tenth of the time.
 */
function keepOrFreeze<T>(next: T, prev: unknown): T {
  if (next === prev || typeof next !== 'object' || next === null || Object.isFrozen(next)) return next
  if (typeof prev !== 'object' || prev === null || Array.isArray(next) !== Array.isArray(prev)) return freezeDeep(next)
  if (Array.isArray(next)) {
    const before = prev as readonly unknown[]
    let same = next.length === before.length
    for (let i = 0; i < next.length; i++) if (keptAt(next as unknown[], i, before[i])) same = false
    return (same ? prev : Object.freeze(next)) as T
  }
  const fields = next as Record<string, unknown>
  const before = prev as Record<string, unknown>
  let same = true
  let count = 0
  for (const key in fields) {
    count++
    const old = before[key]
    if (keptAt(fields, key, old) || (old === undefined && !(key in before))) same = false
  }
  if (same) for (const _key in before) if (--count < 0) break
  return (same && count === 0 ? prev : Object.freeze(next)) as T
}

/**
 * `keepOrFreeze` of `node[key]` against `old`, written back only when it gives another object;
 * `true` when the value there is not `old`. Plain values and frozen ones (the state's own or an
 * event's payload) need no call.
 */
function keptAt(node: Record<string, unknown> | unknown[], key: string | number, old: unknown): boolean {
  const slots = node as Record<string | number, unknown>
  const value = slots[key]
  if (value === old) return false
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return true
  const kept = keepOrFreeze(value, old)
  if (kept !== value) slots[key] = kept
  return kept !== old
}
