/**
 * The per-event replay's fast path (core/replayKept.ts: one working root carried through the log,
 * a twin of one shape for the last state) against the reference, one store `step` per event
 * (`replayEachStep`): over random logs every state deep-equal, deep-frozen, and the very same
 * object exactly where the reference's is (an event that changed nothing keeps the state; ARCHITECTURE.md
 * determinism rules: a log replays to the states the store had).
 */
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { validateStamped } from '../../core/step.ts'
import type { StampedEvent } from '../../core/events/index.ts'
import type { ModalState } from '../../core/reducers/state.ts'
import { replay, replayEachStep, type ReplayResult } from '../../core/replay.ts'
import { session } from './arbitraries.ts'

const JOURNEY = new URL('../fixtures/journey.log.json', import.meta.url)

function firstUnfrozen(value: unknown, path = 'state'): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  if (!Object.isFrozen(value)) return path
  for (const [key, child] of Object.entries(value)) {
    const found = firstUnfrozen(child, `${path}.${key}`)
    if (found) return found
  }
  return undefined
}

/** `fast` replays the log as `reference` does: the same states, identities and failures. */
function assertSameReplay(fast: ReplayResult, reference: ReplayResult, log: readonly StampedEvent[]): void {
  assert.is(fast.states.length, reference.states.length)
  for (let i = 0; i < fast.states.length; i++) {
    const at = `state ${i} (${log[i]?.type})`
    assert.equal(fast.states[i], reference.states[i], at)
    assert.is(firstUnfrozen(fast.states[i]), undefined, `${at}: deep-frozen`)
    const prevFast: ModalState | undefined = fast.states[i - 1]
    const prevReference: ModalState | undefined = reference.states[i - 1]
    if (i > 0) assert.is(fast.states[i] === prevFast, reference.states[i] === prevReference, `${at}: kept the state exactly where the store's step did`)
  }
  assert.equal(fast.final, reference.final)
  assert.equal(fast.failures, reference.failures)
}

/**
 * Only the events the current version accepts, stamped (the store refuses the rest before its
 * log); no snapshot, which only a log's first entry may be (the last property puts one there).
 */
function stamped(events: unknown[]): StampedEvent[] {
  return events.map((event, i) => ({ ...(event as object), seq: i + 1, at: i * 10 }) as StampedEvent).filter((event) => event.type !== 'app/snapshotRestored' && validateStamped(event) === undefined)
}

test('behavior: the recorded journey, repeated, replays through the fast path to the very states one step per event gives', () => {
  const journey = JSON.parse(readFileSync(JOURNEY, 'utf8')) as StampedEvent[]
  const log = [0, 1, 2].flatMap((round) => journey.map((e, i) => ({ ...e, seq: round * 1000 + i + 1, at: e.at + round * 100_000 })))
  const reference = replayEachStep(structuredClone(log))
  assertSameReplay(replay(log), reference, log)
  // Replayed again, its events already validated and frozen: the same states once more.
  assertSameReplay(replay(log), reference, log)
})

test('behavior: random logs (every event type, hostile values) replay through the fast path exactly as one store step per event', () => {
  fc.assert(
    fc.property(session, (events) => {
      const log = stamped(events)
      assertSameReplay(replay(log), replayEachStep(structuredClone(log)), log)
    }),
    { numRuns: Number(process.env.LATCH_PROPERTY_RUNS ?? 400) },
  )
})

test('behavior: a log starting with a snapshot replays from it on the fast path as on the reference', () => {
  fc.assert(
    fc.property(session, fc.nat(), (events, cut) => {
      const log = stamped(events)
      const { states } = replayEachStep(structuredClone(log))
      const at = log.length === 0 ? 0 : cut % log.length
      const from = states[at - 1]
      const tail: StampedEvent[] = [{ type: 'app/snapshotRestored', state: structuredClone(from ?? replayEachStep([]).final), seq: 0, at: 0 } as unknown as StampedEvent, ...log.slice(at)]
      assertSameReplay(replay(tail), replayEachStep(structuredClone(tail)), tail)
    }),
    { numRuns: 100 },
  )
})

test.run()
