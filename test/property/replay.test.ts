import fc from 'fast-check'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { coreEpics } from '../../core/effects/index.ts'
import { isTrafficEvent, parseLog } from '../../core/events/log.ts'
import type { ModalState } from '../../core/reducers/state.ts'
import { replay, replayFinal } from '../../core/replay.ts'
import { createStore } from '../../core/store.ts'
import { virtualTime } from '../fixtures/virtual.ts'
import { shortSession, timedSession } from './arbitraries.ts'

/** Runs a live store with every epic on virtual time; returns its exported log and the states it went through. */
function live(timed: { event: unknown; at: number }[], logCapacity = 10_000) {
  const scheduler = virtualTime()
  let log: ReturnType<ReturnType<typeof createStore>['log']['export']> = []
  const states: ModalState[] = []
  let final!: ModalState
  let asExported!: (state: ModalState) => unknown
  scheduler.run(({ flush }) => {
    const store = createStore({ epics: coreEpics, deps: { scheduler, window: undefined, adapters: [] }, logCapacity })
    // RPC traffic has its own ring, so the main log and replay go without it.
    store.events$.subscribe((event) => isTrafficEvent(event) || states.push(store.getState()))
    for (const { event, at } of timed) scheduler.schedule(() => store.dispatch(event), at)
    flush()
    log = store.log.export()
    final = store.getState()
    asExported = store.log.redactState
    store.destroy()
  })
  return { log, states, final, sameAs: sameAs(asExported) }
}

/**
 * A replayed state equals the live one as the export shows it: the export redacts
 * personal data (keyed tokens) and pasted secrets, and replaying it carries them into the state.
 */
function sameAs(asExported: (state: ModalState) => unknown) {
  return (replayed: ModalState, liveState: ModalState | undefined, message?: string) => {
    if (liveState === undefined) return assert.equal(replayed, liveState, message)
    try {
      assert.equal(replayed, liveState, message)
    } catch {
      assert.equal(JSON.parse(JSON.stringify(replayed)), asExported(liveState), message)
    }
  }
}

test('behavior: replay determinism — a live store (epics on, virtual time) and replay(eventLog) yield equal states step by step', () => {
  fc.assert(
    fc.property(timedSession, (timed) => {
      const { log, states, sameAs } = live(timed)
      const replayed = replay(log)
      assert.is(replayed.states.length, states.length)
      replayed.states.forEach((state, i) => {
        sameAs(state, states[i], `step ${i}: ${log[i]?.type}`)
      })
    }),
    { numRuns: 150 },
  )
})

/**
 * The replay property over 10⁵ sequences: short ones (≤ 6 events after an `app/initialized`, the
 * hostile decimal strings of the arbitraries included) through a store without effects, so the
 * count fits the CI budget; the epic-driven property above covers long sessions.
 * LATCH_PROPERTY_RUNS overrides the count.
 */
const SHORT_RUNS = Number(process.env.LATCH_PROPERTY_RUNS ?? 100_000)
test(`behavior: store equals replay event by event over ${SHORT_RUNS.toLocaleString('en-US')} short generated sequences`, () => {
  const scheduler = virtualTime()
  fc.assert(
    fc.property(shortSession, (sequence) => {
      const store = createStore({ epics: {}, deps: { scheduler, window: undefined, adapters: [] } })
      const states: ModalState[] = []
      store.events$.subscribe((event) => isTrafficEvent(event) || states.push(store.getState()))
      for (const event of sequence) store.dispatch(event)
      const log = store.log.export()
      const replayed = replay(log)
      const same = sameAs(store.log.redactState)
      assert.is(replayed.states.length, states.length)
      for (let i = 0; i < states.length; i++) same(replayed.states[i]!, states[i])
      store.destroy()
    }),
    { numRuns: SHORT_RUNS },
  )
})

test('behavior: the final-state replay (one draft) gives the same final state as the per-event replay', () => {
  fc.assert(
    fc.property(timedSession, fc.integer({ min: 1, max: 10_000 }), (timed, capacity) => {
      const { log, final, sameAs } = live(timed, capacity)
      const finalOnly = replayFinal(log)
      assert.equal(finalOnly, replay(log).final)
      sameAs(finalOnly, final)
      assert.ok(Object.isFrozen(finalOnly) && Object.isFrozen(finalOnly.config), 'frozen like every state')
    }),
    { numRuns: 300 },
  )
})

test('behavior: replay determinism holds for a truncated ring buffer (snapshot first)', () => {
  fc.assert(
    fc.property(timedSession, fc.integer({ min: 1, max: 40 }), (timed, capacity) => {
      const { log, states, final, sameAs } = live(timed, capacity)
      const replayed = replay(log)
      sameAs(replayed.final, final)
      // The retained suffix replays step by step too.
      const offset = log[0]?.type === 'app/snapshotRestored' ? 1 : 0
      const tail = states.slice(states.length - (log.length - offset))
      replayed.states.slice(offset).forEach((state, i) => {
        sameAs(state, tail[i])
      })
    }),
    { numRuns: 100 },
  )
})

test('behavior: JSON round-trip — exported logs and every state survive JSON exactly', () => {
  fc.assert(
    fc.property(timedSession, (timed) => {
      const { log, states } = live(timed)
      const text = JSON.stringify(log)
      assert.equal(parseLog(JSON.parse(text)), log)
      for (const state of states) assert.equal(JSON.parse(JSON.stringify(state)), state)
    }),
    { numRuns: 100 },
  )
})

test.run()
