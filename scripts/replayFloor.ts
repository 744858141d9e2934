/**
 * The floor of a per-event replay, for `npm run bench` to print beside the real one:
 * each event's change to the state taken from a real replay, path by path, and applied again by
 * exact, hand-written-style immutable updates — every node on a changed path copied (the root as
 * `copyRoot` copies it), the new values set as the recorded state holds them (frozen already; a
 * path copy copies nothing below the path), removed fields deleted, the copies frozen, every state
 * kept. No decision
 * logic runs (no handler reads the event): whatever way Latch's reducers were written, a per-event
 * replay that keeps frozen, structurally shared states costs at least this, plus the handlers' own
 * work (about what the final-state replay costs per event).
 */
import { copyDown } from '../core/reducers/copyOnWrite.ts'
import { copyRoot } from '../core/reducers/copyRoot.ts'
import type { ModalState } from '../core/reducers/state.ts'

/** What one event changed: fields set (whole values), fields deleted, and objects changed inside. */
export type StateChange = { set: [string, unknown][]; deleted: string[]; inside: [string, StateChange][] }

/** The change from `prev` to `next`: plain objects changed in place are walked, anything else is set whole. */
export function changeBetween(prev: object, next: object): StateChange {
  const change: StateChange = { set: [], deleted: [], inside: [] }
  const before = prev as Record<string, unknown>
  const after = next as Record<string, unknown>
  for (const key in after) {
    const a = before[key]
    const b = after[key]
    if (a === b) continue
    if (isPlainObject(a) && isPlainObject(b)) change.inside.push([key, changeBetween(a, b)])
    else change.set.push([key, b])
  }
  for (const key in before) if (!(key in after)) change.deleted.push(key)
  return change
}

/** Each state's change from the one before (`undefined`: the very same state). */
export function recordedChanges(initial: ModalState, states: readonly ModalState[]): (StateChange | undefined)[] {
  return states.map((state, i) => {
    const prev = i === 0 ? initial : states[i - 1]!
    return state === prev ? undefined : changeBetween(prev, state)
  })
}

/** Replays `changes` from `initial` by path copying (see the module), keeping every state. */
export function replayByPathCopy(initial: ModalState, changes: readonly (StateChange | undefined)[]): ModalState[] {
  const states: ModalState[] = new Array(changes.length)
  let state = initial
  for (let i = 0; i < changes.length; i++) {
    const change = changes[i]
    if (change) state = applyChange(state, change, true) as ModalState
    states[i] = state
  }
  return states
}

function applyChange(node: object, change: StateChange, root = false): object {
  const copy = (root ? copyRoot(node as ModalState) : copyDown(node, 1)) as Record<string, unknown>
  // The new value itself, as the recorded state holds it (frozen already): the floor copies only
  // the nodes on a changed path. Copying each set value again (as before) copied one level below
  // the path, which no path copy needs, and counted a handler's own allocation as the floor's.
  for (const [key, value] of change.set) copy[key] = value
  for (const key of change.deleted) delete copy[key]
  for (const [key, inner] of change.inside) copy[key] = applyChange((node as Record<string, object>)[key]!, inner)
  return Object.freeze(copy)
}

const isPlainObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value)
