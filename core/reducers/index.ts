import { freeze, Immer, type Draft } from 'immer'
import { validateEvent, type StampedEvent } from '../events/index.ts'
import { freezeDeep } from '../rules/freezeDeep.ts'
import { initialState } from './initialState.ts'
import { validateState, type ModalState } from './state.ts'
import { SLICES, type SliceKey } from './slices.ts'
import { apply } from './apply.ts'
import { NO_CHANGE } from './noChange.ts'
import { copyRoot, freezeNewFields } from './copyRoot.ts'
import { deriveInPlace } from './derive.ts'

export { initialState, type ModalState }

/**
 * Latch's own Immer instance (hosts may use Immer with other settings). Auto-freeze off: Immer's
 * freeze pass walked every new node with its own checks; `reduceValid` deep-freezes the new nodes
 * itself after writing the derived fields (issue 10). Iteration over own enumerable string keys
 * only — state holds no symbols or getters, and strict iteration doubled the cost of every event.
 */
const loose = new Immer({ autoFreeze: false, useStrictShallowCopy: false, useStrictIteration: false })

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
 * `reduce` for events already validated and deep-frozen (core/step.ts). The handlers are Immer
 * recipes; per event, Immer drafts only the root fields the event's handlers write into
 * (core/reducers/slices.ts), and the handlers get a plain copy of the root for the rest (issue 10:
 * a draft of the whole root per event, finalized key by key, cost more than the handlers' work).
 * The derived fields are then written into that fresh root (never one a caller holds) and the new
 * nodes alone are deep-frozen (everything shared with `state` is frozen already, so `freezeDeep`
 * stops there). Events no slice reacts to return `state` without a copy.
 *
 * Anything the slice path cannot do exactly — a handler writing into a field the table does not
 * draft (it throws on the frozen object), a draft leaking out of its slice (revoked, it throws when
 * frozen), a reducer bug, an unfrozen `state`, `frozen: false` — re-runs the event on one draft of
 * the whole root, the reference path; so the table can only make an event slower, never wrong.
 */
export function reduceValid(state: ModalState, event: StampedEvent, frozen = true): ModalState {
  if (event.type === 'app/snapshotRestored') {
    return validateState(event.state) === undefined ? (freeze(structuredClone(event.state), true) as ModalState) : state
  }
  if (STATELESS.has(event.type)) return state
  if (frozen && Object.isFrozen(state)) {
    try {
      return reduceOnSlices(state, event)
    } catch {
      sliceDraftStats.fallbacks++
    }
  }
  return reduceOnRootDraft(state, event, frozen)
}

/** How often `reduceValid` fell back to a draft of the whole root (tests keep it at zero). */
export const sliceDraftStats = { fallbacks: 0 }

const NO_SLICES: readonly SliceKey[] = []

/** The slice path of `reduceValid` (see there); throws where only the reference path can be exact. */
function reduceOnSlices(state: ModalState, event: StampedEvent): ModalState {
  const keys = SLICES[event.type] ?? NO_SLICES
  const root = unfrozenCopy(state) as Draft<ModalState>
  const fields = root as unknown as Record<SliceKey, unknown>
  let drafts: unknown[] | undefined
  for (let i = 0; i < keys.length; i++) {
    const value = state[keys[i]!]
    if (value === undefined) continue
    ;(drafts ??= new Array(keys.length))[i] = fields[keys[i]!] = loose.createDraft(value)
  }
  apply(root, event, state)
  if (drafts !== undefined) {
    for (let i = 0; i < keys.length; i++) {
      const draft = drafts[i]
      if (draft === undefined) continue
      const done = loose.finishDraft(draft)
      // A handler that replaced the whole field keeps its value (a draft inside it throws below).
      if (fields[keys[i]!] === draft) fields[keys[i]!] = done
    }
  }
  deriveInPlace(root)
  const next = root as ModalState
  if (!freezeNewFields(next, state)) return state
  const frozen = Object.freeze(next)
  spare = { state: frozen, copy: copyRoot(frozen) }
  return frozen
}

/**
 * V8 copies a frozen object's fields one by one on a slow path (`{ ...frozen }` costs about five
 * times `{ ...notFrozen }` for the root's 20-odd fields, issue 10's measure), and every state is
 * frozen. So the slice path copies each new root once more BEFORE freezing it, and the next event
 * reduced from that very state takes the copy instead of spreading the frozen root. One spare for
 * the last state made: a store or a replay reduces from the state it just made; anything else
 * (two modals taking turns, a replay from an older state) copies the frozen root, as before.
 */
let spare: { state: ModalState; copy: ModalState } | undefined

function unfrozenCopy(state: ModalState): ModalState {
  const held = spare
  if (held === undefined || held.state !== state) return copyRoot(state)
  spare = undefined
  return held.copy
}

/** The reference path: one Immer draft of the whole root (see `reduceValid`). */
function reduceOnRootDraft(state: ModalState, event: StampedEvent, frozen: boolean): ModalState {
  const draft = loose.createDraft(state)
  apply(draft, event, state)
  const next = loose.finishDraft(draft) as ModalState
  if (next === state) return state
  deriveInPlace(next as Draft<ModalState>)
  return frozen ? freezeChanged(next, state) : next
}

/**
 * Deep-freezes the fresh root `next` where it differs from `prev`: a field holding the very value
 * it held in `prev` is frozen already (every state a caller holds is), so only replaced fields are
 * walked (issue 10: a full root walk was a tenth of the per-event replay).
 */
function freezeChanged(next: ModalState, prev: ModalState): ModalState {
  if (!Object.isFrozen(prev)) return freezeDeep(next)
  const before = prev as unknown as Record<string, unknown>
  const after = next as unknown as Record<string, unknown>
  for (const key in after) {
    const value = after[key]
    if (value !== before[key]) freezeDeep(value)
  }
  return Object.freeze(next)
}

/** Event types that change no state (the `NO_CHANGE` cases of `apply`), skipped before any draft. */
const STATELESS: ReadonlySet<string> = new Set<StampedEvent['type']>([
  'connection/disconnectRequested',
  'app/effectFailed',
  'app/eventRejected',
  'embedded/authConnectorReloadRequested',
  'storage/readFailed',
  'storage/writeFailed',
  'activity/moreRequested',
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
 * the result once: the final-state replay (issue 10: no per-event draft, copy or freeze, and no
 * Immer proxy on any read or write). The handlers are the same Immer recipes: a recipe only
 * mutates what it is given, so a plain object serves as the draft, exactly as one shared Immer
 * draft did before (a payload a handler stores is the event's frozen object in both, so a later
 * in-place write to it throws in both). Each handler's `base` is the working state itself, which
 * holds the state before the event until the handler writes; the derived fields are recomputed
 * after each event. `replayFinal` equals `replay().final` (property-tested).
 * `app/snapshotRestored` is not handled here (a log's first entry only).
 */
export function reduceAllInOneDraft(
  state: ModalState,
  events: readonly StampedEvent[],
  from: number,
  onError: (index: number, error: unknown) => void,
): ModalState {
  const work = structuredClone(state) as Draft<ModalState>
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
