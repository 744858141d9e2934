import { asyncScheduler, filter, map, of, Subject, VirtualTimeScheduler } from 'rxjs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { StampedEvent } from './events/index.ts'
import { lazyEpic, lazyService, once, type LazyEpicOptions } from './lazy.ts'
import { initialState } from './reducers/index.ts'
import { StateObservable, type Epic } from './store.ts'
import { BehaviorSubject } from 'rxjs'

const deps = { scheduler: asyncScheduler, window: undefined, adapters: [] }
const stamped = (type: string, seq: number) => ({ type, seq, at: 0 }) as unknown as StampedEvent

/** A lazy epic that echoes each event as `{ echoed: seq }`, counting how often its code loaded. */
function countedEcho(options: LazyEpicOptions): { epic: Epic; counter: { loads: number } } {
  const counter = { loads: 0 }
  const echo: Epic = (event$) => event$.pipe(map((e) => ({ type: 'router/wentBack' as const, echoed: e.seq }) as never))
  const epic = lazyEpic(async () => {
    counter.loads++
    return echo
  }, options)
  return { epic, counter }
}

test('behavior: once shares one load between callers', async () => {
  let loads = 0
  const load = once(async () => ++loads)
  assert.equal(await Promise.all([load(), load()]), [1, 1])
})

test('behavior: a lazy epic gets the events that arrived while its code loaded, in order', async () => {
  const events$ = new Subject<StampedEvent>()
  let release!: () => void
  const loaded = new Promise<void>((r) => (release = r))
  const echo: Epic = (event$) => event$.pipe(map((e) => ({ type: 'router/wentBack' as const, echoed: e.seq }) as never))
  const out: unknown[] = []
  lazyEpic(() => loaded.then(() => echo))(events$, new StateObservable(new BehaviorSubject(initialState)), deps).subscribe((e) => out.push((e as unknown as { echoed: number }).echoed))
  events$.next(stamped('a/b', 1))
  events$.next(stamped('a/b', 2))
  release()
  await loaded
  await new Promise((r) => setTimeout(r, 0))
  events$.next(stamped('a/b', 3))
  assert.equal(out, [1, 2, 3])
})

test('behavior: a lazy service calls the real method once its module is there', async () => {
  const service = lazyService(async () => ({ double: (n: number) => of(n * 2) }))
  const value = await new Promise((resolve) => service.double(21).subscribe(resolve))
  assert.is(value, 42)
})

test('error: a lazy epic whose code fails to load reports the error (the store turns it into app/effectFailed)', async () => {
  const errors: unknown[] = []
  lazyEpic(() => Promise.reject(new Error('chunk failed')))(new Subject<StampedEvent>().pipe(filter(Boolean)), new StateObservable(new BehaviorSubject(initialState)), deps).subscribe({
    error: (e) => errors.push((e as Error).message),
  })
  await new Promise((r) => setTimeout(r, 0))
  assert.equal(errors, ['chunk failed'])
})

test('behavior: once forgets a rejected load, so the next use tries again', async () => {
  let calls = 0
  const load = once(async () => {
    calls++
    if (calls === 1) throw new Error('chunk failed')
    return 'loaded'
  })
  await load().then(
    () => assert.unreachable('the first load fails'),
    (error: Error) => assert.is(error.message, 'chunk failed'),
  )
  assert.is(await load(), 'loaded')
  assert.is(await load(), 'loaded')
  assert.is(calls, 2)
})

test('behavior: a lazy epic with startsOn loads nothing before its first event, then gets it and every later one in order', async () => {
  const events$ = new Subject<StampedEvent>()
  const { epic, counter } = countedEcho({ startsOn: (event) => event.type === 'send/submitted' })
  const out: unknown[] = []
  epic(events$, new StateObservable(new BehaviorSubject(initialState)), deps).subscribe((e) => out.push((e as unknown as { echoed: number }).echoed))
  events$.next(stamped('app/initialized', 1))
  events$.next(stamped('modal/openRequested', 2))
  await new Promise((r) => setTimeout(r, 0))
  assert.is(counter.loads, 0, 'no code loaded before the first send')
  events$.next(stamped('send/submitted', 3))
  events$.next(stamped('send/amountChanged', 4))
  assert.is(counter.loads, 1)
  await new Promise((r) => setTimeout(r, 0))
  events$.next(stamped('modal/closeRequested', 5))
  assert.equal(out, [3, 4, 5])
})

test('behavior: a lazy epic already loaded runs at once on every event (a restart or a second modal)', async () => {
  const echo: Epic = (event$) => event$.pipe(map((e) => ({ type: 'router/wentBack' as const, echoed: e.seq }) as never))
  const epic = lazyEpic(async () => echo, { startsOn: (event) => event.type === 'send/submitted' })
  const state$ = new StateObservable(new BehaviorSubject(initialState))
  const first = new Subject<StampedEvent>()
  epic(first, state$, deps).subscribe()
  first.next(stamped('send/submitted', 1))
  await new Promise((r) => setTimeout(r, 0))
  const second = new Subject<StampedEvent>()
  const out: unknown[] = []
  epic(second, state$, deps).subscribe((e) => out.push((e as unknown as { echoed: number }).echoed))
  second.next(stamped('modal/openRequested', 7))
  assert.equal(out, [7])
})

test('behavior: keeps hands over the early events the epic needs (app/initialized) before its first event, in order', async () => {
  const events$ = new Subject<StampedEvent>()
  const echo: Epic = (event$) => event$.pipe(map((e) => ({ type: 'router/wentBack' as const, echoed: e.seq }) as never))
  const out: unknown[] = []
  const epic = lazyEpic(async () => echo, { startsOn: (event) => event.type === 'modal/openRequested', keeps: (event) => event.type === 'app/initialized' })
  epic(events$, new StateObservable(new BehaviorSubject(initialState)), deps).subscribe((e) => out.push((e as unknown as { echoed: number }).echoed))
  events$.next(stamped('app/initialized', 1))
  events$.next(stamped('theme/modeRequested', 2))
  events$.next(stamped('modal/openRequested', 3))
  events$.next(stamped('modal/closeRequested', 4))
  await new Promise((r) => setTimeout(r, 0))
  assert.equal(out, [1, 3, 4], 'initialized kept, the unrelated early event dropped')
})

test('behavior: startsOn reads the state the event produced — a flag off fetches nothing; the event that turns it on starts the epic (SPEC §6 legalCheckbox, pay)', async () => {
  let loads = 0
  const state = new BehaviorSubject(initialState)
  const events$ = new Subject<StampedEvent>()
  const echo: Epic = (event$) => event$.pipe(map((e) => ({ type: 'router/wentBack' as const, echoed: e.seq }) as never))
  const epic = lazyEpic(
    async () => {
      loads++
      return echo
    },
    { startsOn: (_event, s) => s.open && s.features.legalCheckbox },
  )
  const out: unknown[] = []
  epic(events$, new StateObservable(state), deps).subscribe((e) => out.push((e as unknown as { echoed: number }).echoed))
  state.next({ ...initialState, open: true })
  events$.next(stamped('modal/openRequested', 1))
  await new Promise((r) => setTimeout(r, 0))
  assert.is(loads, 0, 'open with the checkbox off: nothing fetched')
  state.next({ ...initialState, open: true, features: { ...initialState.features, legalCheckbox: true } })
  events$.next(stamped('theme/modeRequested', 2))
  await new Promise((r) => setTimeout(r, 0))
  assert.is(loads, 1)
  assert.equal(out, [2], 'the event that turned it on is the first the epic gets')
})

test('behavior: needs — an epic with nothing to do for these deps never fetches its code', () => {
  let loads = 0
  const epic = lazyEpic(
    async () => {
      loads++
      return () => of()
    },
    { needs: (d) => Boolean(d.walletApi) },
  )
  const completed: boolean[] = []
  epic(new Subject<StampedEvent>(), new StateObservable(new BehaviorSubject(initialState)), deps).subscribe({ complete: () => completed.push(true) })
  assert.is(loads, 0)
  assert.equal(completed, [true])
})

test('behavior: startsInOwnTask — the event that wakes the epic only schedules its start; the code loads in that task, then the epic gets the kept and later events in order (the view paints first)', async () => {
  const scheduler = new VirtualTimeScheduler()
  const events$ = new Subject<StampedEvent>()
  const { epic, counter } = countedEcho({ startsOn: (event) => event.type === 'modal/openRequested', keeps: (event) => event.type === 'app/initialized', startsInOwnTask: true })
  const out: unknown[] = []
  epic(events$, new StateObservable(new BehaviorSubject(initialState)), { ...deps, scheduler }).subscribe((e) => out.push((e as unknown as { echoed: number }).echoed))
  events$.next(stamped('app/initialized', 1))
  events$.next(stamped('modal/openRequested', 2))
  await new Promise((r) => setTimeout(r, 0))
  assert.is(counter.loads, 0, 'nothing loaded or started in the waking task, nor by a microtask after it')
  events$.next(stamped('router/accountTabSelected', 3))
  scheduler.flush()
  assert.is(counter.loads, 1, 'the scheduled task starts it')
  await new Promise((r) => setTimeout(r, 0))
  events$.next(stamped('modal/closeRequested', 4))
  assert.equal(out, [1, 2, 3, 4])
})

test('behavior: startsInOwnTask — unsubscribed before its task ran, the epic never loads', async () => {
  const scheduler = new VirtualTimeScheduler()
  const events$ = new Subject<StampedEvent>()
  const { epic, counter } = countedEcho({ startsOn: (event) => event.type === 'modal/openRequested', startsInOwnTask: true })
  const subscription = epic(events$, new StateObservable(new BehaviorSubject(initialState)), { ...deps, scheduler }).subscribe()
  events$.next(stamped('modal/openRequested', 1))
  subscription.unsubscribe()
  scheduler.flush()
  await new Promise((r) => setTimeout(r, 0))
  assert.is(counter.loads, 0)
})

test.run()
