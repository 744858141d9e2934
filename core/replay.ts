import { LogParseError } from './errors/LogParseError.ts'
import { snapshotRestored } from './events/app.ts'
import type { StampedEvent } from './events/index.ts'
import { initialState, reduceAllInOneDraft, type ModalState } from './reducers/index.ts'
import { validateState } from './reducers/state.ts'
import { brokenStateInvariant } from './rules/stateInvariants.ts'
import { step, validateOnce, validateStamped, type StepProblem } from './step.ts'
import { reduceKeepingStates } from './replayKept.ts'
import { twinCoversEveryField } from './replayTwin.ts'
import { toErrorData } from './errors/LatchError.ts'

/** What `replay()` returns: the state after each event, and the final one. */
export type ReplayResult = {
  /** `states[i]` is the state right after `log[i]`. */
  states: ModalState[]
  final: ModalState
  /**
   * Events that left the state as it was: a reducer threw (a bug; so did the live store), or,
   * with `skipInvalid`, an entry the current version refuses (a log from an older version).
   */
  failures: { index: number; seq: number; type: string; message: string }[]
}

export type ReplayOptions = {
  initialState?: ModalState
  /**
   * Replay entries the current schema refuses as the store refuses them (state unchanged, listed
   * in `failures`) instead of throwing `LogParseError` — for logs an older version wrote, such as
   * a balance of '1e21' that version let in.
   */
  skipInvalid?: boolean
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
export function replay(log: readonly StampedEvent[], options: ReplayOptions = {}): ReplayResult {
  const events = checkLogShape(log)
  return replayValidLog(events, options) ?? replayEachStep(events, options)
}

/**
 * `replay()` one `step` per event, exactly as the store reduced them: the reference the fast path
 * (core/replayKept.ts) is property-tested against, and the path for logs it leaves alone.
 */
export function replayEachStep(log: readonly StampedEvent[], options: ReplayOptions = {}): ReplayResult {
  const events = checkLogShape(log)
  const states: ModalState[] = new Array(events.length)
  const failures: ReplayResult['failures'] = []
  let state = options.initialState ?? initialState
  let i = 0
  // One problem handler for the whole log (not a closure per event).
  const onProblem = (problem: StepProblem) => {
    if (problem.kind === 'rejected' && !options.skipInvalid) throw new LogParseError(i, problem.reason)
    const message = problem.kind === 'rejected' ? `refused: ${problem.reason}` : problem.error.shortMessage
    failures.push({ index: i, seq: events[i]!.seq, type: String(events[i]!.type), message })
  }
  for (; i < events.length; i++) {
    const refused = i === 0 ? snapshotProblem(events[0]) : undefined
    if (refused !== undefined) {
      // A snapshot no session can have written: refused, or with skipInvalid left out.
      if (!options.skipInvalid) throw new LogParseError(0, refused)
      failures.push({ index: 0, seq: events[0]!.seq, type: snapshotRestored.type, message: `refused: ${refused}` })
      states[0] = state
      continue
    }
    // The store's own step (core/step.ts): validates, reduces, never throws. A malformed entry is
    // a log the store cannot have written; a reducer's throw left the live state as it was.
    state = step(state, events[i]!, onProblem)
    states[i] = state
  }
  return { states, final: state, failures }
}

/**
 * `replay()` for a log whose every entry the current version accepts (a log this version wrote):
 * validation and freezing once up front (core/step.ts `validateOnce`, as `replayFinal` does), then
 * one working root carried through the log (core/replayKept.ts) instead of a `step` per event.
 * `undefined` where only the per-event `step` does exactly what the store did: an entry refused
 * (thrown here unless `skipInvalid`, so the error is the same), or an unfrozen initial state.
 */
function replayValidLog(events: StampedEvent[], options: ReplayOptions): ReplayResult | undefined {
  let state = options.initialState ?? initialState
  if (!Object.isFrozen(state) || !twinCoversEveryField()) return undefined
  const refused = snapshotProblem(events[0])
  if (refused !== undefined) {
    if (!options.skipInvalid) throw new LogParseError(0, refused)
    return undefined
  }
  for (let i = 0; i < events.length; i++) {
    const reason = validateOnce(events[i]!)
    if (reason === undefined) continue
    if (!options.skipInvalid) throw new LogParseError(i, reason)
    return undefined
  }
  const states: ModalState[] = new Array(events.length)
  const failures: ReplayResult['failures'] = []
  const onFailed = (index: number, error: unknown) => {
    const { type, seq } = events[index]!
    failures.push({ index, seq, type: String(type), message: toErrorData(error).shortMessage })
  }
  const from = events[0]?.type === snapshotRestored.type ? 1 : 0
  if (from) states[0] = state = step(state, events[0]!)
  const final = reduceKeepingStates(state, events, from, states, onFailed)
  return { states, final, failures }
}

/**
 * Where a replayed session ended, without keeping the states on the way (what `npm run replay`
 * shows first). The same `step` as `replay()`, so both give the same final state (property-tested);
 * throws `LogParseError` on a malformed entry like `replay()`.
 *
 * @example
 * replayFinal(modal.eventLog()).view // the view the user last saw
 */
export function replayFinal(log: readonly StampedEvent[], options: { initialState?: ModalState } = {}): ModalState {
  const events = checkLogShape(log)
  const refused = snapshotProblem(events[0])
  if (refused !== undefined) throw new LogParseError(0, refused)
  for (let i = 0; i < events.length; i++) {
    // The step's own validation and freezing (core/step.ts; once per event object), then every
    // reducer on one working copy.
    const reason = validateOnce(events[i]!)
    if (reason !== undefined) throw new LogParseError(i, reason)
  }
  let state = options.initialState ?? initialState
  const from = events[0]?.type === snapshotRestored.type ? 1 : 0
  if (from) state = step(state, events[0]!)
  let failed = false
  const final = reduceAllInOneDraft(state, events, from, () => (failed = true))
  // A reducer threw (a bug): the live store kept the state before that event, which one shared
  // draft cannot; the per-event replay does exactly what the store did.
  return failed ? replay(events, options).final : final
}

/**
 * Why a log's first entry, a snapshot, cannot be replayed from: a payload `step` refuses, a state
 * of the wrong shape, or one breaking an invariant no reachable state breaks (core/rules/
 * stateInvariants.ts: a crafted "connected" state with no address). `undefined` when it
 * is no snapshot or a sound one. The store's reducer would only ignore such a snapshot; replay
 * says why instead of replaying from a state the log never had.
 */
export function snapshotProblem(entry: StampedEvent | undefined): string | undefined {
  if (entry?.type !== snapshotRestored.type) return undefined
  const reason = validateStamped(entry)
  if (reason !== undefined) return reason
  const state = (entry as { state: unknown }).state
  const shape = validateState(state)
  if (shape !== undefined) return `app/snapshotRestored: ${shape}`
  const broken = brokenStateInvariant(state as ModalState)
  return broken === undefined ? undefined : `app/snapshotRestored: the state breaks an invariant: ${broken}`
}

/**
 * What `step` cannot see of a log: an array, `seq` increasing, a snapshot only first (payloads
 * and stamps are `step`'s to check, once).
 */
export function checkLogShape(value: unknown): StampedEvent[] {
  if (!Array.isArray(value)) throw new LogParseError(-1, 'expected a JSON array of events')
  let lastSeq = -Infinity
  for (let index = 0; index < value.length; index++) {
    const entry = value[index] as { seq?: unknown; type?: unknown } | null
    const seq = typeof entry === 'object' && entry !== null ? entry.seq : undefined
    if (typeof seq === 'number' && seq <= lastSeq) throw new LogParseError(index, `event.seq: ${seq} does not follow ${lastSeq}`)
    if (entry?.type === snapshotRestored.type && index !== 0) throw new LogParseError(index, 'app/snapshotRestored: only allowed first')
    if (typeof seq === 'number') lastSeq = seq
  }
  return value as StampedEvent[]
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
