import { defer, from, mergeMap, Observable, Subject, type Subscription } from 'rxjs'
import type { ModalEvent, StampedEvent } from './events/index.ts'
import type { Epic } from './store.ts'

/**
 * Runs `load` once; every caller shares the same promise. A rejected load (a chunk that failed
 * to arrive: offline, a deploy in between) is forgotten, so the next use tries again (issue 10)
 * rather than failing forever.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined
  return () =>
    (promise ??= load().catch((error: unknown) => {
      promise = undefined
      throw error
    }))
}

/**
 * A service whose code loads on first use (a separate chunk): every method returns an Observable
 * that waits for the module, then calls the real method. Keeps the first load of a host page small.
 */
export function lazyService<T extends object>(load: () => Promise<T>): T {
  return new Proxy({} as T, {
    get: (_target, method) =>
      (...args: unknown[]) =>
        defer(() => from(load())).pipe(
          mergeMap((service) => (service[method as keyof T] as (...a: unknown[]) => Observable<unknown>)(...args)),
        ),
  })
}

/**
 * An epic whose code loads on first subscription. Events that arrive while it loads are kept and
 * handed over in order, so nothing is missed (e.g. the first `rpc/requested`).
 */
export function lazyEpic(load: () => Promise<Epic>): Epic {
  return (event$, state$, deps) =>
    new Observable<ModalEvent>((subscriber) => {
      const early: StampedEvent[] = []
      const input = new Subject<StampedEvent>()
      let ready = false
      let inner: Subscription | undefined
      const upstream = event$.subscribe({
        next: (event) => (ready ? input.next(event) : early.push(event)),
        complete: () => input.complete(),
      })
      load().then(
        (epic) => {
          if (subscriber.closed) return
          inner = epic(input.asObservable(), state$, deps).subscribe(subscriber)
          ready = true
          for (const event of early.splice(0)) input.next(event)
        },
        (error: unknown) => subscriber.error(error),
      )
      return () => {
        upstream.unsubscribe()
        inner?.unsubscribe()
      }
    })
}
