/**
 * Reducer time for a connector flood — 1,000 EIP-6963 providers announced one by one
 * (one `connectors/discovered` event each, as the eip155 adapter reports late announcements),
 * the same 1,000 in one event, and 8,000 in one event (half repeats of known ones). Only the
 * reducer is timed (no store, no epics); the target is under 100 ms for the 1,000-provider
 * flood. Printed, never asserted.
 */
import type { ModalEvent, StampedEvent } from '../core/events/index.ts'
import type { ModalState } from '../core/reducers/state.ts'

type Core = {
  reduce(state: ModalState, event: StampedEvent): ModalState
  initialState: ModalState
}

export const FLOOD_TARGET_MS = 100

const connector = (i: number) => ({ id: `flood.wallet${i}`, name: `Flood Wallet ${i}`, type: 'ANNOUNCED' as const, chain: 'eip155' as const, info: { rdns: `flood.wallet${i}` } })
const discovered = (from: number, count: number): ModalEvent => ({ type: 'connectors/discovered', connectors: Array.from({ length: count }, (_, i) => connector(from + i)) }) as ModalEvent

function timeReduce(core: Core, events: ModalEvent[], state: ModalState = core.initialState): { ms: number; state: ModalState } {
  const stamped = events.map((event, i) => ({ ...event, seq: i + 1, at: i }) as StampedEvent)
  const started = performance.now()
  for (const event of stamped) state = core.reduce(state, event)
  return { ms: performance.now() - started, state }
}

export type FloodBench = { oneByOneMs: number; oneEventMs: number; eightThousandMs: number; connectors: number; targetMs: number }

/** Median of 5 rounds of each flood, reducer time only. */
export function benchFlood(core: Core): FloodBench {
  const median = (run: () => number) => {
    const samples = Array.from({ length: 5 }, run).sort((a, b) => a - b)
    return Math.round(samples[2]! * 10) / 10
  }
  let connectors = 0
  const oneByOneMs = median(() => {
    const r = timeReduce(
      core,
      Array.from({ length: 1_000 }, (_, i) => discovered(i, 1)),
    )
    connectors = r.state.connectors.length
    return r.ms
  })
  const oneEventMs = median(() => timeReduce(core, [discovered(0, 1_000)]).ms)
  const eightThousandMs = median(() => {
    const known = timeReduce(core, [discovered(0, 4_000)]).state
    return timeReduce(core, [discovered(0, 8_000)], known).ms
  })
  return { oneByOneMs, oneEventMs, eightThousandMs, connectors, targetMs: FLOOD_TARGET_MS }
}

export function formatFloodBench(r: FloodBench): string[] {
  const mark = r.oneByOneMs < r.targetMs ? '✓' : '✗'
  return [
    `flood: 1,000 providers announced one by one ${`${r.oneByOneMs} ms`.padStart(9)} reducer time ${mark} target < ${r.targetMs} ms (${r.connectors} connectors kept)`,
    `flood: 1,000 providers in one event         ${`${r.oneEventMs} ms`.padStart(9)}`,
    `flood: 8,000 in one event (4,000 known)      ${`${r.eightThousandMs} ms`.padStart(9)}`,
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const core = (await import('../core/index.ts')) as unknown as Core
  for (const line of formatFloodBench(benchFlood(core))) console.log(line)
}
