import { validateEvent, type StampedEvent } from '../events/index.ts'
import { freezeDeep } from '../rules/freezeDeep.ts'
import { initialState } from './initialState.ts'
import { validateState, type ModalState } from './state.ts'
import { copyDepth, SLICES, type SliceKey } from './slices.ts'
import { copyDown, keepUnchanged } from './copyOnWrite.ts'
import type { StateDraft } from './draft.ts'
import { apply, changesNothing } from './apply.ts'
import { NO_CHANGE } from './noChange.ts'
import { copyRoot } from './copyRoot.ts'
import { deriveInPlace } from './derive.ts'
import { settleTwin, SHRANK, twinOf, UNCHANGED, type Twin } from '../replayTwin.ts'

export { initialState, type ModalState }

/**
 * Reduces one stamped event into the next state. Pure: time and ids come from the event.
 * A malformed or unknown event leaves the state unchanged (the store records why).
 *
 * @example
 * const next = reduce(initialState, { type: 'modal/openRequested', seq: 1, at: 0 })
 */
export function reduce(state: ModalState, event: StampedEvent): ModalState {
  if (validateEvent(event) !== undefined || !isStamp(event)) return state
  // As in core/step.ts: the state may share a validated event's payload, frozen.
  return reduceValid(state, freezeDeep(event))
}

function isStamp(event: { seq?: unknown; at?: unknown }): boolean {
  return Number.isInteger(event.seq) && typeof event.at === 'number' && Number.isFinite(event.at)
}

/**
 * `reduce` for events already validated and deep-frozen (core/step.ts). The handlers are plain
 * mutating recipes; per event, only the root fields the event's handlers write into are copied
 * (core/reducers/slices.ts, core/reducers/copyOnWrite.ts: copy, run, keep what stayed equal),
 * and the handlers get a plain copy of the root for the rest (Immer's drafts cost more
 * than the handlers' own work, and were 3.4 KB of the core). The derived fields are then written
 * into that fresh root (never one a caller holds) and the new nodes alone are deep-frozen
 * (everything shared with `state` is frozen already, so `freezeDeep` stops there). Events that
 * change nothing return `state` itself.
 *
 * Anything the slice path cannot do exactly — a handler writing below the copied depth (it throws
 * on the frozen object), a reducer bug, an unfrozen `state`, `frozen: false` — re-runs the event on
 * a copy of the whole state, the reference path; so the table can only make an event slower,
 * never wrong.
 */
export function reduceValid(state: ModalState, event: StampedEvent, frozen = true): ModalState {
  if (event.type === 'app/snapshotRestored') {
    return validateState(event.state) === undefined ? (freezeDeep(structuredClone(event.state)) as ModalState) : state
  }
  // An event that changes no state (its route is `noChange`): skipped before any draft.
  if (changesNothing(event.type)) return state
  // The state the slice path made last is frozen: no check of its 40-odd fields (`isFrozen` reads each).
  if (frozen && (spare?.state === state || Object.isFrozen(state))) {
    try {
      return reduceOnSlices(state, event)
    } catch (error) {
      sliceDraftStats.fallbacks++
      sliceDraftStats.last = `${event.type}: ${error instanceof Error ? error.message : String(error)}`
    }
  }
  return reduceOnWholeCopy(state, event, frozen)
}

/**
 * How often `reduceValid` fell back to the whole-state path, and why the last time (Latch's own
 * test suites fail when any event did).
 */
export const sliceDraftStats: { fallbacks: number; last?: string } = { fallbacks: 0 }

const NO_SLICES: readonly SliceKey[] = []

/** The slice path of `reduceValid` (see there); throws where only the reference path can be exact. */
function reduceOnSlices(state: ModalState, event: StampedEvent): ModalState {
  const held = spare
  // Taken: a handler's throw leaves `work` half-written, and the next event starts afresh.
  spare = undefined
  const follows = held !== undefined && held.state === state
  const last = follows ? held.last : twinOf(state)
  const work = (follows ? held.work : twinOf(state)) as StateDraft
  const keys = SLICES[event.type] ?? NO_SLICES
  const fields = work as unknown as Record<SliceKey, unknown>
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!
    const value = last[key]
    if (value !== undefined) fields[key] = copyDown(value, copyDepth(key))
  }
  apply(work, event, last as ModalState)
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!
    const value = fields[key]
    if (value !== undefined) fields[key] = keepUnchanged(value, last[key])
  }
  deriveInPlace(work)
  // The new values deep-frozen and taken into the twin; nothing changed: the very same state.
  const settled = settleTwin(work as ModalState, last)
  // One record reused from event to event (no allocation per event).
  const record = held ?? { state, work, last }
  record.work = work
  record.last = last
  spare = record
  if (settled === UNCHANGED) {
    record.state = state
    return state
  }
  // A fresh root from the twin, never the working root: a handler's `delete` of a root field
  // turns an object into a dictionary (a shape of its own, slow to read), made again then.
  const next = Object.freeze(copyRoot(last as ModalState))
  record.state = next
  if (settled === SHRANK) record.work = twinOf(next) as StateDraft
  return next
}

/**
 * The last state the slice path made, its twin (core/replayTwin.ts: every root field, one shape)
 * and a working root holding the same values: the next event's start when it follows from that
 * state (a store, a replay), so no frozen root is copied or read field by field (V8 reads a frozen
 * root's fields on a slow, megamorphic path: copying one cost 1.8 µs against 0.5 µs). Anything
 * else (two modals taking turns, a replay from an older state) starts from twins of the state.
 */
let spare: { state: ModalState; work: StateDraft; last: Twin } | undefined

/**
 * The reference path: the handlers on an unfrozen copy of the whole state (as the final-state
 * replay runs them), then every subtree left deep-equal to `state`'s shared with it again.
 */
function reduceOnWholeCopy(state: ModalState, event: StampedEvent, frozen: boolean): ModalState {
  const work = structuredClone(state) as StateDraft
  if (apply(work, event, state) === NO_CHANGE) return state
  deriveInPlace(work)
  const next = copyRoot(work as ModalState)
  if (!frozen) return next
  return freezeDeep(keepUnchanged(next, state))
}

/**
 * Applies a whole run of validated, deep-frozen events to ONE mutable copy of `state` and freezes
 * the result once: the final-state replay (no per-event copy or freeze). The handlers
 * are the same recipes as per event (a payload a handler stores is the event's frozen object in
 * both modes, so a later in-place write to it throws in both). Each handler's `base` is the
 * working state itself, which holds the state before the event until the handler writes; the
 * derived fields are recomputed after each event. `replayFinal` equals `replay().final` (property-tested).
 * `app/snapshotRestored` is not handled here (a log's first entry only).
 */
export function reduceAllInOneDraft(state: ModalState, events: readonly StampedEvent[], from: number, onError: (index: number, error: unknown) => void): ModalState {
  // The root in the per-event replay's one shape (core/replayTwin.ts): the handlers then meet one
  // root map in both replays, where two had them deoptimized and compiled again each time a
  // final-state replay followed a per-event one (half its time again in the replay bench).
  const work = twinOf(structuredClone(state)) as StateDraft
  for (let i = from; i < events.length; i++) {
    try {
      const event = events[i]!
      if (apply(work, event, work as ModalState) !== NO_CHANGE) deriveInPlace(work)
    } catch (error) {
      onError(i, error)
    }
  }
  // The root in `copyRoot`'s field order, as every per-event state has it (same JSON as `replay().final`).
  return freezeDeep(copyRoot(work as ModalState))
}
