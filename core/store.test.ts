import { EMPTY, filter, map, mergeMap, of, throwError, timer } from 'rxjs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events, type StampedEvent } from './events/index.ts'
import { createStore, MAX_EPIC_RESTARTS, type Deps, type Epic } from './store.ts'
import { adaptersEpic } from './effects/adapters.ts'
import type { Adapter } from './adapter.ts'
import { onVirtualTime } from '../test/fixtures/virtual.ts'
import { init } from '../test/fixtures/config.ts'
import { asyncScheduler } from 'rxjs'

const deps = (scheduler = asyncScheduler): Deps => ({ scheduler, window: undefined, adapters: [] })

test('behavior: the store stamps seq and at from deps.scheduler.now()', () => {
  onVirtualTime(({ scheduler, at }) => {
    const store = createStore({ epics: {}, deps: deps(scheduler) })
    store.dispatch(init())
    at(250, () => store.dispatch(events.modal.openRequested()))
    at(251, () => {
      const log = store.log.entries()
      assert.equal(
        log.map((e) => [e.seq, e.at]),
        [
          [1, 0],
          [2, 250],
        ],
      )
      assert.is(store.getState().open, true)
    })
  })
})

test('behavior: events dispatched while a reduce runs are queued, never reduced recursively', () => {
  const seen: [number, boolean][] = []
  // Emits synchronously in reaction to each open: the store must finish the current event first.
  const echo: Epic = (event$, state$) =>
    event$.pipe(
      filter(events.modal.openRequested.match),
      mergeMap(() => {
        seen.push([state$.value.history.length, state$.value.open])
        return of(events.router.navigated({ view: 'Networks' }), events.router.navigated({ view: 'AllWallets' }))
      }),
    )
  const store = createStore({ epics: { echo }, deps: deps() })
  const order: string[] = []
  store.events$.subscribe((e) => order.push(`${e.seq}:${e.type}`))
  store.dispatch(init())
  store.dispatch(events.modal.openRequested())
  assert.equal(order, ['1:app/initialized', '2:modal/openRequested', '3:router/navigated', '4:router/navigated'])
  assert.equal(seen, [[1, true]])
  assert.equal(store.getState().history, ['Connect', 'Networks', 'AllWallets'])
})

test('behavior: an epic that throws becomes app/effectFailed and the other epics keep running', () => {
  const boom: Epic = (event$) =>
    event$.pipe(
      filter(events.modal.openRequested.match),
      map(() => {
        throw new Error('kaboom')
      }),
    )
  const healthy: Epic = (event$) =>
    event$.pipe(
      filter(events.modal.openRequested.match),
      map(() => events.router.navigated({ view: 'Networks' })),
    )
  const store = createStore({ epics: { boom, healthy }, deps: deps() })
  store.dispatch(init())
  store.dispatch(events.modal.openRequested())
  const failed = store.log.entries().filter((e) => e.type === 'app/effectFailed')
  assert.is(failed.length, 1)
  assert.equal(
    { source: (failed[0] as { source: string }).source, error: (failed[0] as { error: unknown }).error, restarting: (failed[0] as { restarting: boolean }).restarting },
    { source: 'epic:boom', error: { name: 'Error', shortMessage: 'kaboom' }, restarting: true },
  )
  assert.is(store.getState().view, 'Networks', 'the healthy epic still ran')
  // The failing epic was restarted: it fails again on the next open, and is counted.
  store.dispatch(events.modal.openRequested())
  assert.is(store.log.entries().filter((e) => e.type === 'app/effectFailed').length, 2)
})

test(`behavior: a failing epic is restarted at most ${MAX_EPIC_RESTARTS} times`, () => {
  const always: Epic = () => throwError(() => new Error('at subscribe'))
  const store = createStore({ epics: { always }, deps: deps() })
  const failed = store.log.entries().filter((e): e is Extract<StampedEvent, { type: 'app/effectFailed' }> => e.type === 'app/effectFailed')
  assert.is(failed.length, MAX_EPIC_RESTARTS + 1)
  assert.is(failed.at(-1)!.restarting, false)
})

test('error: a malformed or unknown event is recorded as app/eventRejected and changes nothing', () => {
  const store = createStore({ epics: {}, deps: deps() })
  store.dispatch(init())
  const before = store.getState()
  store.dispatch({ type: 'modal/openRequested', view: 42 })
  store.dispatch({ type: 'made/up' })
  store.dispatch(null)
  store.dispatch({ type: 'app/snapshotRestored', state: {} })
  assert.is(store.getState(), before)
  const rejected = store.log.entries().slice(1)
  assert.equal(
    rejected.map((e) => [e.type, (e as { eventType?: string }).eventType]),
    [
      ['app/eventRejected', 'modal/openRequested'],
      ['app/eventRejected', 'made/up'],
      ['app/eventRejected', '(null)'],
      ['app/eventRejected', 'app/snapshotRestored'],
    ],
  )
})

test('error: SPEC §4 adapter events — an adapter emitting an event whose type getter throws is recorded as app/eventRejected, never an uncaught exception', async () => {
  const hostile = (): unknown =>
    Object.defineProperty({ caipAddress: 'eip155:1:0x0000000000000000000000000000000000000001' }, 'type', {
      enumerable: true,
      get() {
        throw new Error('type getter')
      },
    })
  const adapter: Adapter = {
    namespace: 'eip155',
    setup: ({ emit }) => {
      emit(hostile() as never)
      return () => undefined
    },
    connect: async () => ({ caipAddress: 'eip155:1:0x0000000000000000000000000000000000000001' }),
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
  }
  const uncaught: unknown[] = []
  const onUncaught = (error: unknown): void => void uncaught.push(error)
  process.on('uncaughtException', onUncaught)
  try {
    const store = createStore({ epics: { adaptersEpic }, deps: { ...deps(), adapters: [adapter] } })
    store.dispatch(init())
    store.dispatch(hostile())
    // rxjs reports an error thrown in a subscriber's next on a later task: wait for it.
    await new Promise((resolve) => setTimeout(resolve, 20))
    const rejected = store.log.entries().filter((e) => e.type === 'app/eventRejected')
    assert.equal(
      rejected.map((e) => (e as { eventType?: string }).eventType),
      ['(unreadable)', '(unreadable)'],
    )
    assert.equal(uncaught, [])
  } finally {
    process.off('uncaughtException', onUncaught)
  }
})

test('behavior: state$ emits only when the state changes; events$ emits every event', () => {
  const store = createStore({ epics: {}, deps: deps() })
  let states = 0
  let eventsSeen = 0
  store.state$.subscribe(() => states++)
  store.events$.subscribe(() => eventsSeen++)
  store.dispatch(events.router.wentBack()) // closed modal: no change
  store.dispatch(events.modal.openRequested())
  assert.is(states, 2) // current + one change
  assert.is(eventsSeen, 2)
})

test('behavior: destroy ends epics and timers; later dispatches are ignored', () => {
  onVirtualTime(({ scheduler, at }) => {
    const ticks: Epic = () => timer(100, scheduler).pipe(map(() => events.modal.shakeRequested()))
    const store = createStore({ epics: { ticks }, deps: deps(scheduler) })
    store.destroy()
    store.dispatch(events.modal.openRequested())
    at(200, () => {
      assert.is(store.log.size, 0)
      assert.is(store.getState().shake, false)
    })
  })
})

test('behavior: an epic returning EMPTY is fine', () => {
  const store = createStore({ epics: { quiet: () => EMPTY }, deps: deps() })
  store.dispatch(init())
  assert.is(store.log.size, 1)
})

test('error: a storage read or write that fails is an event in the log (storage/readFailed, storage/writeFailed), and still rejects for the effect', async () => {
  const refused = new Error('QuotaExceededError')
  const storage = { get: () => Promise.reject(refused), set: () => Promise.reject(refused), del: () => Promise.resolve() }
  const outcomes: string[] = []
  const persist: Epic = (event$, _state$, d) =>
    event$.pipe(
      filter(events.modal.openRequested.match),
      mergeMap(async () => {
        await d.storage!.get('latch.session').catch(() => outcomes.push('get rejected'))
        await d.storage!.set('latch.session', { a: 1 }).catch(() => outcomes.push('set rejected'))
        await d.storage!.del('latch.session')
      }),
      mergeMap(() => EMPTY),
    )
  const store = createStore({ epics: { persist }, deps: { ...deps(), storage } })
  store.dispatch(events.modal.openRequested())
  await new Promise<void>((resolve) => {
    const sub = store.events$.subscribe((e) => e.type === 'storage/writeFailed' && (sub.unsubscribe(), resolve()))
  })
  const failures = store.log.entries().filter((e) => e.type.startsWith('storage/'))
  assert.equal(
    failures.map((e) => [e.type, (e as { key: string }).key, (e as { error: { shortMessage: string } }).error.shortMessage]),
    [
      ['storage/readFailed', 'latch.session', 'QuotaExceededError'],
      ['storage/writeFailed', 'latch.session', 'QuotaExceededError'],
    ],
  )
  assert.is((failures[1] as { operation?: string }).operation, 'set')
  await Promise.resolve()
  assert.equal(outcomes, ['get rejected', 'set rejected'])
  store.destroy()
})

test.run()
