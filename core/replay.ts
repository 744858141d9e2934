import type { StampedEvent } from './events/index.ts'
import { parseLog } from './events/log.ts'
import { initialState, reduceValid, type ModalState } from './reducers/index.ts'

export type ReplayResult = {
  /** `states[i]` is the state right after `log[i]`. */
  states: ModalState[]
  final: ModalState
}

/**
 * Replays a recorded log without running any effect: the reducers alone give back every state
 * the live session had (ARCHITECTURE.md determinism rules). Throws `LogParseError` naming the
 * first bad entry of a malformed log.
 *
 * @example
 * const { final } = replay(modal.eventLog())
 * final.view // the view the user last saw
 */
export function replay(log: readonly StampedEvent[], options: { initialState?: ModalState } = {}): ReplayResult {
  const events = parseLog(log)
  const states: ModalState[] = new Array(events.length)
  let state = options.initialState ?? initialState
  for (let i = 0; i < events.length; i++) {
    state = reduceValid(state, events[i]!)
    states[i] = state
  }
  return { states, final: state }
}

/** The views a replayed session passed through, with the `seq` of the event that showed each. */
export function viewTrail(log: readonly StampedEvent[], states: readonly ModalState[]): { seq: number; view: string; open: boolean }[] {
  const trail: { seq: number; view: string; open: boolean }[] = []
  states.forEach((state, i) => {
    const last = trail[trail.length - 1]
    if (!last || last.view !== state.view || last.open !== state.open) {
      trail.push({ seq: log[i]!.seq, view: state.view, open: state.open })
    }
  })
  return trail
}
