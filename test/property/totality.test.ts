import fc from 'fast-check'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { StampedEvent } from '../../core/events/index.ts'
import { initialState, reduce } from '../../core/reducers/index.ts'
import { createStore } from '../../core/store.ts'
import { coreEpics } from '../../core/effects/index.ts'
import { virtualTime } from '../fixtures/virtual.ts'
import { session, timedSession } from './arbitraries.ts'
import { brokenInvariant } from './invariants.ts'

test('behavior: totality — any sequence of up to 200 events (unknown types, malformed payloads) never throws, and the invariants hold after every step', () => {
  fc.assert(
    fc.property(session, (events) => {
      let state = initialState
      events.forEach((event, i) => {
        const stamped = { ...(event as object), seq: i + 1, at: i * 7 } as StampedEvent
        state = reduce(state, stamped)
        const broken = brokenInvariant(state)
        if (broken) throw new Error(`after event ${i} (${JSON.stringify(event)}): ${broken}`)
      })
    }),
    { numRuns: 300 },
  )
})

test('behavior: totality through the live store — epics on, virtual time, nothing throws and no epic fails', () => {
  fc.assert(
    fc.property(timedSession, (timed) => {
      const scheduler = virtualTime()
      scheduler.run(({ flush }) => {
        const store = createStore({ epics: coreEpics, deps: { scheduler, window: undefined, adapters: [] } })
        for (const { event, at } of timed) scheduler.schedule(() => store.dispatch(event), at)
        flush()
        // Failures the store itself raised (generated effectFailed events carry random sources).
        const failures = store.log.entries().filter((e) => e.type === 'app/effectFailed' && /^(epic|reducer):/.test(e.source))
        assert.equal(failures, [])
        const broken = brokenInvariant(store.getState())
        if (broken) throw new Error(broken)
        store.destroy()
      })
    }),
    { numRuns: 100 },
  )
})

test.run()
