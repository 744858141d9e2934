import fc from 'fast-check'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { coreEpics } from '../../core/effects/index.ts'
import { parseLog } from '../../core/events/log.ts'
import type { ModalState } from '../../core/reducers/state.ts'
import { replay } from '../../core/replay.ts'
import { createStore } from '../../core/store.ts'
import { virtualTime } from '../fixtures/virtual.ts'
import { timedSession } from './arbitraries.ts'

/** Runs a live store with every epic on virtual time; returns its exported log and the states it went through. */
function live(timed: { event: unknown; at: number }[], logCapacity = 10_000) {
  const scheduler = virtualTime()
  let log: ReturnType<ReturnType<typeof createStore>['log']['export']> = []
  const states: ModalState[] = []
  let final!: ModalState
  scheduler.run(({ flush }) => {
    const store = createStore({ epics: coreEpics, deps: { scheduler, window: undefined, adapters: [] }, logCapacity })
    store.events$.subscribe(() => states.push(store.getState()))
    for (const { event, at } of timed) scheduler.schedule(() => store.dispatch(event), at)
    flush()
    log = store.log.export()
    final = store.getState()
    store.destroy()
  })
  return { log, states, final }
}

test('behavior: replay determinism — a live store (epics on, virtual time) and replay(eventLog) yield equal states step by step', () => {
  fc.assert(
    fc.property(timedSession, (timed) => {
      const { log, states } = live(timed)
      const replayed = replay(log)
      assert.is(replayed.states.length, states.length)
      replayed.states.forEach((state, i) => assert.equal(state, states[i], `step ${i}: ${log[i]?.type}`))
    }),
    { numRuns: 150 },
  )
})

test('behavior: replay determinism holds for a truncated ring buffer (snapshot first)', () => {
  fc.assert(
    fc.property(timedSession, fc.integer({ min: 1, max: 40 }), (timed, capacity) => {
      const { log, states, final } = live(timed, capacity)
      const replayed = replay(log)
      assert.equal(replayed.final, final)
      // The retained suffix replays step by step too.
      const offset = log[0]?.type === 'app/snapshotRestored' ? 1 : 0
      const tail = states.slice(states.length - (log.length - offset))
      replayed.states.slice(offset).forEach((state, i) => assert.equal(state, tail[i]))
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
