import { validateEvent, type StampedEvent } from '../events/index.ts'
import { freezeDeep } from '../rules/freezeDeep.ts'
import { initialState } from './initialState.ts'
import { validateState, type ModalState } from './state.ts'
import { copyDepth, SLICES, type SliceKey } from './slices.ts'
import { copyDown, keepUnchanged } from './copyOnWrite.ts'
import type { StateDraft } from './draft.ts'
import { apply } from './apply.ts'
import { NO_CHANGE } from './noChange.ts'
import { copyRoot } from './copyRoot.ts'
import { freezeNewFields } from './freezeNewFields.ts'
import { deriveInPlace } from './derive.ts'
import { twinOf } from '../replayTwin.ts'

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
  if (STATELESS.has(event.type)) return state
  if (frozen && Object.isFrozen(state)) {
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
  const keys = SLICES[event.type] ?? NO_SLICES
  const { copy, before } = takeSpare(state)
  const root = copy as StateDraft
  const fields = root as unknown as Record<SliceKey, unknown>
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!
    const value = before[key]
    if (value !== undefined) fields[key] = copyDown(value, copyDepth(key))
  }
  apply(root, event, before)
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!
    const value = fields[key]
    if (value !== undefined) fields[key] = keepUnchanged(value, before[key])
  }
  deriveInPlace(root)
  // The new state is a fresh copy of the working root, never the root itself: a handler's
  // `delete state.viewData` turns an object into a dictionary (a shape of its own, slow to read),
  // and a tenth of the states were such before (4,000 shapes over 41,000 states; now 8 in all).
  const next = copyRoot(root as ModalState)
  if (!freezeNewFields(next, before)) {
    // Nothing changed: the copy equals `state` field for field, a working root as good as new.
    spare = { state, copy: next, before }
    return state
  }
  // The working root holds the new state's values: it is the next event's `before`.
  spare = { state: next, copy: copyRoot(next), before: root as ModalState }
  return Object.freeze(next)
}

/**
 * Two unfrozen twins of the last state the slice path made: `copy`, the next event's working
 * root (copied before the state was frozen), and `before` (the last event's working root, which
 * holds the same values), what the handlers read as the state before the event and what the new
 * root is compared with. Why: V8 reads a frozen root's fields on a slow,
 * megamorphic path (a frozen shape per set of root fields; measured: copying one costs
 * 1.8 µs against 0.5 µs unfrozen, comparing one 1.7 µs against 0.75), and every state a caller
 * holds is frozen. `before` is the frozen state's twin: the same values, its nested objects the
 * very same frozen ones, so a handler still cannot write into anything the state shares. One spare
 * for the last state made: a store or a replay reduces from the state it just made; anything else
 * (two modals taking turns, a replay from an older state) copies the frozen root and reads it.
 */
let spare: { state: ModalState; copy: ModalState; before: ModalState } | undefined

function takeSpare(state: ModalState): { copy: ModalState; before: ModalState } {
  const held = spare
  spare = undefined
  if (held === undefined || held.state !== state) return { copy: copyRoot(state), before: state }
  return held
}

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

/** Event types that change no state (the `NO_CHANGE` cases of `apply`), skipped before any draft. */
const STATELESS: ReadonlySet<string> = new Set<StampedEvent['type']>([
  'connection/disconnectRequested',
  'tabs/adoptFailed',
  'app/effectFailed',
  'app/eventRejected',
  'embedded/authConnectorReloadRequested',
  'storage/readFailed',
  'storage/writeFailed',
  'activity/moreRequested',
  'provider/requested',
  'provider/succeeded',
  'provider/failed',
  'rpc/requested',
  'rpc/succeeded',
  'rpc/failed',
  'rpc/cancelled',
  'rpc/batchPosted',
  'rpc/endpointFailed',
  'rpc/endpointsRanked',
  'analytics/batchSettled',
])

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
