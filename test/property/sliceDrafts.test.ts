import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { StampedEvent } from '../../core/events/index.ts'
import { initialState, reduceValid, sliceDraftStats, type ModalState } from '../../core/reducers/index.ts'
import { freezeDeep, validateStamped } from '../../core/step.ts'
import { replay, replayFinal } from '../../core/replay.ts'
import { session } from './arbitraries.ts'

/**
 * The per-event reduce drafts only the root fields core/reducers/slices.ts names for the
 * event, on a plain copy of the root; `reduceValid(…, false)` is the reference (the handlers on a copy
 * of the whole state). Both must give equal states, and the table must never send an event to the
 * reference path (that path is exact but slow: a fallback means a missing table entry).
 */
const RUNS = Number(process.env.LATCH_PROPERTY_RUNS ?? 1_000)
const journey = JSON.parse(readFileSync(new URL('../fixtures/journey.log.json', import.meta.url), 'utf8')) as StampedEvent[]

/** Every state of the recorded journey (connected, sending, switched…): where random events start. */
const journeyStates: ModalState[] = []
{
  let state = initialState
  for (const event of journey) journeyStates.push((state = reduceValid(state, freezeDeep(event))))
}

function checkAgainstReference(start: ModalState, events: readonly unknown[]): void {
  let state = start
  events.forEach((raw, i) => {
    const event = { ...(raw as object), seq: i + 1, at: i * 7 } as StampedEvent
    if (validateStamped(event) !== undefined) return
    freezeDeep(event)
    const reference = freezeDeep(reduceValid(state, event, false))
    const fallbacks = sliceDraftStats.fallbacks
    const next = reduceValid(state, event)
    assert.is(sliceDraftStats.fallbacks, fallbacks, `${event.type} fell back to a draft of the whole root: its slices.ts entry misses a field`)
    assert.equal(next, reference, `${event.type}: slice path and whole-root draft differ`)
    assert.ok(Object.isFrozen(next), 'every state is frozen')
    if (next === state) assert.equal(reference, state, `${event.type}: a change was lost`)
    state = next
  })
}

test('behavior: reducing on the event’s slices equals one draft of the whole root, from every journey state', () => {
  fc.assert(
    fc.property(fc.nat({ max: journeyStates.length - 1 }), session, (from, events) => checkAgainstReference(journeyStates[from]!, events)),
    { numRuns: RUNS },
  )
})

test('behavior: the recorded journey reduces on slices alone (no event falls back)', () => {
  checkAgainstReference(initialState, journey)
})

test('behavior: replayFinal and replay give the same final state down to the JSON text (field order included)', () => {
  const log = structuredClone(journey).concat(structuredClone(journey).map((e, i) => ({ ...e, seq: 1000 + i, at: e.at + 100_000 })))
  assert.is(JSON.stringify(replayFinal(log)), JSON.stringify(replay(log).final))
})

test.run()
