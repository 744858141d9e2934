import { asyncScheduler, filter, map, of, Subject } from 'rxjs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { StampedEvent } from './events/index.ts'
import { lazyEpic, lazyService, once } from './lazy.ts'
import { initialState } from './reducers/index.ts'
import { StateObservable, type Epic } from './store.ts'
import { BehaviorSubject } from 'rxjs'

const deps = { scheduler: asyncScheduler, window: undefined, adapters: [] }
const stamped = (type: string, seq: number) => ({ type, seq, at: 0 }) as unknown as StampedEvent

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

test('error: issue 10 — a rejected lazy import is retried on next use, not cached forever', async () => {
  let calls = 0
  const load = once(async () => {
    calls++
    if (calls === 1) throw new Error('chunk failed')
    return 'module'
  })
  let first: unknown
  await load().catch((error: unknown) => (first = error))
  assert.match(String(first), 'chunk failed')
  assert.is(await load(), 'module')
  assert.is(await load(), 'module')
  assert.is(calls, 2, 'a loaded module is kept')
})

test.run()
