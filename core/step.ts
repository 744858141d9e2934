import { toErrorData, type ErrorData } from './errors/LatchError.ts'
import { validateEvent, type StampedEvent } from './events/index.ts'
import { reduceValid, type ModalState } from './reducers/index.ts'
import { freezeDeep } from './rules/freezeDeep.ts'

export { freezeDeep }

export type StepOptions = {
  /** Which events may pass; default: every known event, stamped. */
  validate?: (event: unknown) => string | undefined
  /**
   * `false`: the state is not frozen on the way (only `replayFinal`, which freezes the one state
   * it returns); every state a caller can hold otherwise is deep-frozen.
   */
  frozen?: boolean
}

const NO_OPTIONS: StepOptions = {}

/** Why `step` left the state as it was. */
export type StepProblem =
  /** The event is not one Latch knows, or its payload or stamp is malformed. */
  | { kind: 'rejected'; reason: string }
  /** A reducer threw (a bug: reducers are total and property-tested); the error as data. */
  | { kind: 'failed'; error: ErrorData }

/**
 * The one transition of Latch: validate, then reduce; never throws. The live store,
 * the log's window (the base state its dropped events fold into) and `replay()` all go through
 * it, so the three can no longer disagree on an event — before, the store caught a reducer's
 * throw while the log and replay re-ran the same event unguarded and wedged.
 *
 * Validation is one function (`validateEvent`) passed in, so a store that accepts fewer events
 * from outside (intents only) still shares this step for everything it records.
 *
 * @example
 * const next = step(state, { type: 'modal/openRequested', seq: 1, at: 0 }, (problem) => console.warn(problem))
 */
export function step(state: ModalState, event: StampedEvent, onProblem?: (problem: StepProblem) => void, options: StepOptions = NO_OPTIONS): ModalState {
  if (options.validate !== undefined || !checked.has(event)) {
    const reason = (options.validate ?? validateStamped)(event)
    if (reason !== undefined) {
      onProblem?.({ kind: 'rejected', reason })
      return state
    }
    // Validated events are deep-frozen (core/rules/freezeDeep.ts): reducers may share their
    // payloads with the state instead of copying them.
    if (options.validate === undefined) checkAndFreeze(event)
    else freezeDeep(event)
  }
  try {
    return reduceValid(state, event, options.frozen ?? true)
  } catch (error) {
    onProblem?.({ kind: 'failed', error: toErrorData(error) })
    return state
  }
}

/**
 * Event objects this module validated with `validateStamped` and then deep-froze itself: a frozen
 * object cannot change, so its verdict holds for good and a second replay of the same log (or a
 * `replayFinal` after a `replay`) skips the check. An event frozen before it got here
 * is not marked: its payload may be frozen only on the surface.
 */
const checked = new WeakSet<object>()

/**
 * `validateStamped`, then deep-freeze and mark (see `checked`); `undefined` when valid. Already
 * marked events pass at once.
 */
export function validateOnce(event: StampedEvent): string | undefined {
  if (checked.has(event)) return undefined
  const reason = validateStamped(event)
  if (reason === undefined) checkAndFreeze(event)
  return reason
}

function checkAndFreeze(event: StampedEvent): void {
  if (Object.isFrozen(event)) return
  freezeDeep(event)
  checked.add(event)
}

/** A known, well-formed event with an integer `seq` and a finite `at`. */
export function validateStamped(event: unknown): string | undefined {
  const reason = validateEvent(event)
  if (reason !== undefined) return reason
  const { seq, at } = event as { seq?: unknown; at?: unknown }
  if (typeof seq !== 'number' || !Number.isInteger(seq)) return 'event.seq: expected integer'
  if (typeof at !== 'number' || !Number.isFinite(at)) return 'event.at: expected finite number'
  return undefined
}
