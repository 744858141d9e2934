import type { StampedEvent } from './events/index.ts'
import { reduceValid } from './reducers/index.ts'
import type { ModalState } from './reducers/state.ts'

/**
 * The per-event replay's loop, every state kept: `events[from…]` (validated and deep-frozen
 * already) reduced from the frozen `start`, `states[i]` set to the state after `events[i]`.
 * It is the store's own slice path (core/reducers/index.ts `reduceValid`), which carries one
 * working root and a twin of the last state's values (core/replayTwin.ts) from each event to the
 * next it follows: the handlers write path copies or copied slices, the changed root fields are
 * frozen and taken into the twin, and an event that changed nothing keeps the state, the very
 * same object. One path for the store and the replay, so the two cannot disagree.
 *
 * A handler that throws (a bug) leaves the state as it was, as in the store; `onFailed` reports it.
 */
export function reduceKeepingStates(start: ModalState, events: readonly StampedEvent[], from: number, states: ModalState[], onFailed: (index: number, error: unknown) => void): ModalState {
  let state = start
  for (let i = from; i < events.length; i++) {
    try {
      state = reduceValid(state, events[i]!)
    } catch (error) {
      onFailed(i, error)
    }
    states[i] = state
  }
  return state
}
