/**
 * Replay throughput on a RECORDED journey, not a synthetic mix: the demo's browser
 * journey (test/e2e/demo.test.ts saves it; committed as test/fixtures/journey.log.json — connect,
 * a rejected prompt, retry, two sends, a network switch) repeated end to end until `count` events,
 * `seq` and `at` running on. Two modes:
 * - per event: `replay()`, every intermediate state kept (what the view trail needs);
 * - final state: `replayFinal()`, only where the user ended (what `npm run replay` prints first).
 * The no-op share is the fraction of events after which the state is the very same object.
 * The headline rounds replay the same log objects again (events already validated and frozen by
 * the first pass, as for a log replayed twice in one process); a second line replays freshly
 * parsed copies.
 * Timings are the median of a few rounds on the main thread's CPU clock (see `Clocks`); nothing
 * here asserts them.
 */
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as esbuild from 'esbuild'
import { produce } from 'immer'
import { buildOptions } from './build.ts'
import type { ModalState } from '../core/reducers/state.ts'
import type { StampedEvent } from '../core/events/index.ts'
import { recordedChanges, replayByPathCopy } from './replayFloor.ts'

const root = new URL('..', import.meta.url).pathname

/**
 * The core exactly as it ships (minified, production Immer), bundled for Node: `latch` and
 * `latch/core` in one module, with the modal's core provided up front so `createModal` is live at
 * once (as on a page after the first interaction).
 */
export async function shippedCore(): Promise<typeof import('../core/index.ts') & typeof import('../core/coreEntry.ts')> {
  const outfile = join(tmpdir(), `latch-bench-replay-${process.pid}.mjs`)
  const contents = [
    `export * from './core/index.ts'`,
    `export * from './core/coreEntry.ts'`,
    `import * as engine from './core/engine.ts'`,
    `import { provideEngine } from './core/engineSlot.ts'`,
    `provideEngine(engine)`,
  ].join('\n')
  await esbuild.build({ ...buildOptions(), entryPoints: undefined, stdin: { contents, resolveDir: root, loader: 'ts' }, splitting: false, outdir: undefined, outfile, platform: 'node', external: [] })
  return import(pathToFileURL(outfile).href)
}
export const JOURNEY_LOG = `${root}test/fixtures/journey.log.json`

type Core = {
  initialState: ModalState
  replay(log: readonly StampedEvent[]): { states: ModalState[]; final: ModalState }
  replayFinal(log: readonly StampedEvent[]): ModalState
}

/** The recorded journey, repeated until `count` events (seq and time keep increasing). */
export function tileJourney(count: number, journey: StampedEvent[] = JSON.parse(readFileSync(JOURNEY_LOG, 'utf8'))): StampedEvent[] {
  const span = journey.at(-1)!.at - journey[0]!.at + 1000
  const out: StampedEvent[] = []
  for (let round = 0; out.length < count; round++) {
    for (const event of journey) {
      if (out.length === count) break
      out.push({ ...event, seq: out.length + 1, at: event.at + round * span })
    }
  }
  return out
}

export type ReplayBench = {
  log: string
  journeyEvents: number
  events: number
  noOpShare: number
  perEvent: Timing
  finalState: Timing
  /** Both modes on a freshly parsed copy of the log (no event validated yet). */
  fresh: { perEvent: Timing; finalState: Timing }
  /** One trivial Immer `produce` per event (one root field flipped) on the journey's final state. */
  trivialProduce: Timing
  /** The same, every state kept (as a per-event replay keeps them). */
  trivialProduceKept: Timing
  /**
   * The floor of any per-event replay that keeps frozen, shared states (scripts/replayFloor.ts):
   * each event's recorded change applied by exact path copying, no decision logic.
   */
  pathCopyFloor: Timing
  heapForStates: number
  sameFinal: boolean
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * The clocks a round is read on, in ms:
 * - `main`: the CPU time of the thread that runs the replay (Linux: /proc's schedstat of the
 *   main thread, nanoseconds; elsewhere the process's CPU time). The goal ratios use it: it is the
 *   time the replay holds its thread, and other jobs' load on this shared machine (2 cores, several
 *   jobs) does not enter it as it enters wall time.
 * - `process`: the CPU time of every thread of the process: the main thread plus V8's helper
 *   threads, which mark the heap concurrently and scavenge in parallel. A run that keeps 100,000
 *   states gives them work a run that keeps nothing does not, and how much depends on the heap the
 *   process had grown before (the same replay measured 0.54× alone and 0.96× inside
 *   `npm run bench` by this clock), so it is printed beside the goal ratio, not used for it.
 */
export type Clocks = { main: number; process: number }

const schedstat = `/proc/self/task/${process.pid}/schedstat`
const hasSchedstat = (() => {
  try {
    return Number.isFinite(Number(readFileSync(schedstat, 'utf8').split(' ')[0]))
  } catch {
    return false
  }
})()

function readClocks(): Clocks {
  const cpu = process.cpuUsage()
  const all = (cpu.user + cpu.system) / 1000
  return { main: hasSchedstat ? Number(readFileSync(schedstat, 'utf8').split(' ')[0]) / 1e6 : all, process: all }
}

/** Which clock `main` is, for the printed lines. */
export const MAIN_CLOCK = hasSchedstat ? "the main thread's CPU time" : "the process's CPU time (no per-thread clock here)"

/** Each round's time on both clocks. */
function time<T>(run: (input: T) => unknown, rounds: number, setup: () => T = () => undefined as T): Clocks[] {
  const out: Clocks[] = []
  for (let i = 0; i < rounds; i++) {
    const input = setup()
    const started = readClocks()
    run(input)
    const ended = readClocks()
    out.push({ main: ended.main - started.main, process: ended.process - started.process })
  }
  return out
}

/** `time` for several runs taken in turn, one round of each after another, a collection before each run. */
function timeInTurn(runs: (() => unknown)[], rounds: number): Clocks[][] {
  const gc = (globalThis as { gc?: () => void }).gc
  const out = runs.map(() => [] as Clocks[])
  for (let round = 0; round < rounds; round++) {
    runs.forEach((run, k) => {
      gc?.()
      out[k]!.push(time(run, 1)[0]!)
    })
  }
  return out
}

/** A mode's figure: the median round on the main thread's clock, and on the whole process's. */
export type Timing = { ms: number; eventsPerSecond: number; rounds: number[]; processMs: number }

function timing(rounds: Clocks[], count: number): Timing {
  const ms = median(rounds.map((r) => r.main))
  return { ms: Math.round(ms), eventsPerSecond: Math.round(count / (ms / 1000)), rounds: rounds.map((r) => Math.round(r.main)), processMs: Math.round(median(rounds.map((r) => r.process))) }
}

/** Measures both replay modes of `core` (the shipped build) on the tiled journey. */
export function benchReplayJourney(core: Core, count = 100_000, rounds = 7): ReplayBench {
  const journey = JSON.parse(readFileSync(JOURNEY_LOG, 'utf8')) as StampedEvent[]
  const log = tileJourney(count, journey)
  // Warm-up: JIT both paths.
  core.replay(log.slice(0, 5_000))
  core.replayFinal(log.slice(0, 5_000))
  const gc = (globalThis as { gc?: () => void }).gc
  gc?.()
  const heapBefore = process.memoryUsage().heapUsed
  const { states, final } = core.replay(log)
  const heapForStates = process.memoryUsage().heapUsed - heapBefore
  let noOps = 0
  for (let i = 1; i < states.length; i++) if (states[i] === states[i - 1]) noOps++
  const sameFinal = JSON.stringify(core.replayFinal(log)) === JSON.stringify(final)
  // The yardstick: one trivial Immer `produce` per event (one root field flipped) on the journey's
  // final state, Immer's auto-freeze on (its default), nothing kept.
  const trivial = () => {
    let state = final
    for (let i = 0; i < count; i++) state = produce(state, (draft) => void (draft.loading = !draft.loading))
    return state
  }
  trivial()
  // The two goal ratios and their yardstick in turn, round by round (a collection before each):
  // the machine is shared, and a load spike then falls on all three alike instead of on one.
  const [perEvent, finalState, trivialProduce] = timeInTurn([() => core.replay(log), () => core.replayFinal(log), trivial], rounds) as [Clocks[], Clocks[], Clocks[]]
  // A log never replayed before in this process (as `npm run replay` reads it): every event
  // validated and frozen on the way. The parse is not timed.
  const text = JSON.stringify(log)
  gc?.()
  const finalFresh = time(
    (fresh: StampedEvent[]) => core.replayFinal(fresh),
    rounds,
    () => JSON.parse(text) as StampedEvent[],
  )
  gc?.()
  const perEventFresh = time(
    (fresh: StampedEvent[]) => core.replay(fresh),
    rounds,
    () => JSON.parse(text) as StampedEvent[],
  )
  const trivialKept = () => {
    const kept: ModalState[] = new Array(count)
    let state = final
    for (let i = 0; i < count; i++) kept[i] = state = produce(state, (draft) => void (draft.loading = !draft.loading))
    return kept
  }
  gc?.()
  const trivialProduceKept = time(trivialKept, rounds)
  const changes = recordedChanges(core.initialState, states)
  replayByPathCopy(core.initialState, changes.slice(0, 5_000))
  gc?.()
  const pathCopyFloor = time(() => replayByPathCopy(core.initialState, changes), rounds)
  return {
    log: 'test/fixtures/journey.log.json',
    journeyEvents: journey.length,
    events: count,
    noOpShare: noOps / (states.length - 1),
    perEvent: timing(perEvent, count),
    finalState: timing(finalState, count),
    fresh: { perEvent: timing(perEventFresh, count), finalState: timing(finalFresh, count) },
    trivialProduce: timing(trivialProduce, count),
    trivialProduceKept: timing(trivialProduceKept, count),
    pathCopyFloor: timing(pathCopyFloor, count),
    heapForStates,
    sameFinal,
  }
}

/**
 * The goals, as ratios to the trivial produce measured in the same run (the machine is shared, so
 * absolute rates swing with the others' load; a ratio compares two measures taken side by side):
 * the per-event replay keeping every frozen, shared state at least 0.9× a trivial produce, the
 * final-state replay at least 2×.
 */
export const REPLAY_GOALS = { perEvent: 0.9, finalState: 2 } as const

/** Both goal ratios of a run: each mode's rate over the trivial produce's (main thread's clock). */
export function replayRatios(r: ReplayBench): { perEvent: number; finalState: number } {
  return { perEvent: r.perEvent.eventsPerSecond / r.trivialProduce.eventsPerSecond, finalState: r.finalState.eventsPerSecond / r.trivialProduce.eventsPerSecond }
}

/** The same ratios on the whole process's CPU time (V8's helper threads included). */
export function processRatios(r: ReplayBench): { perEvent: number; finalState: number } {
  return { perEvent: r.trivialProduce.processMs / r.perEvent.processMs, finalState: r.trivialProduce.processMs / r.finalState.processMs }
}

/** The lines `npm run bench` prints. */
export function formatReplayBench(r: ReplayBench): string[] {
  const n = (x: number) => x.toLocaleString('en-US')
  const ratio = (x: number) => `${(x / r.trivialProduce.eventsPerSecond).toFixed(3)}× trivial produce`
  const ratios = replayRatios(r)
  const whole = processRatios(r)
  const goal = (value: number, wanted: number) => `${value >= wanted ? '✓' : '✗'} goal ≥ ${wanted}×`
  const median = (t: Timing) => `median of ${t.rounds.length}: ${t.ms} ms; whole process ${t.processMs} ms`
  return [
    `replay (recorded journey ${r.log}, ${r.journeyEvents} events repeated to ${n(r.events)}; no-op share ${(r.noOpShare * 100).toFixed(1)} %; times on ${MAIN_CLOCK}):`,
    `  per event (every state kept): ${n(r.perEvent.eventsPerSecond)} events/s (${median(r.perEvent)}); ${ratio(r.perEvent.eventsPerSecond)} ${goal(ratios.perEvent, REPLAY_GOALS.perEvent)}`,
    `  final state only:             ${n(r.finalState.eventsPerSecond)} events/s (${median(r.finalState)}); ${ratio(r.finalState.eventsPerSecond)} ${goal(ratios.finalState, REPLAY_GOALS.finalState)}; same final state: ${r.sameFinal}`,
    `  on the whole process's CPU time (V8's helper threads too): per event ${whole.perEvent.toFixed(2)}×, final state ${whole.finalState.toFixed(2)}× trivial produce`,
    `  on a freshly parsed log (every event validated on the way): per event ${n(r.fresh.perEvent.eventsPerSecond)} events/s (${ratio(r.fresh.perEvent.eventsPerSecond)}), final state ${n(r.fresh.finalState.eventsPerSecond)} events/s (${ratio(r.fresh.finalState.eventsPerSecond)})`,
    `  trivial Immer produce (yardstick, same run: one root field flipped per event on the journey's final state, Immer's auto-freeze on): ${n(r.trivialProduce.eventsPerSecond)} /s (${median(r.trivialProduce)}); every state kept: ${n(r.trivialProduceKept.eventsPerSecond)} /s`,
    `  floor of a per-event replay keeping frozen shared states (each recorded change applied by exact path copying, no handler logic; scripts/replayFloor.ts): ${n(r.pathCopyFloor.eventsPerSecond)} events/s (${ratio(r.pathCopyFloor.eventsPerSecond)})`,
    `  heap holding all ${n(r.events)} states: ${(r.heapForStates / 1024 / 1024).toFixed(1)} MB`,
  ]
}

// `node --expose-gc --import tsx scripts/benchReplay.ts [--source]`: this bench alone; `--source`
// replays the TypeScript sources (for `--cpu-prof`) instead of the shipped build.
if (import.meta.url === `file://${process.argv[1]}`) {
  const core = (process.argv.includes('--source') ? await import('../core/coreEntry.ts') : await shippedCore()) as unknown as Core
  for (const line of formatReplayBench(benchReplayJourney(core, Number(process.env.EVENTS ?? 100_000)))) console.log(line)
}
