import { defer, EMPTY, from, mergeMap, Observable, Subject, type Subscription } from 'rxjs'
import type { ModalEvent, StampedEvent } from './events/index.ts'
import type { ModalState } from './reducers/state.ts'
import type { Epic } from './store.ts'

/**
 * Runs `load` once; every caller shares the same promise. A rejected load (a chunk that failed to
 * fetch, offline) is forgotten, so the next call tries again rather than failing for good.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined
  return () =>
    (promise ??= load().catch((error: unknown) => {
      promise = undefined
      throw error
    }))
}

/** A chunk of code fetched on first use (nothing before it is needed). */
export type LazyChunk<T> = {
  /** Loads the chunk once; a failed load (offline, a deploy that removed the file) is forgotten, so the next call tries again. */
  load(): Promise<T>
  /** The chunk if it has loaded, so a render or a call needs no wait. */
  loaded(): T | undefined
}

/**
 * `once` (one shared load, a failure forgotten), and the loaded chunk kept for a render or a call
 * that must not wait (the dialog, a language, the QR encoder, the own-UI code).
 *
 * @example
 * const dialog = lazyChunk(() => import('./ModalDialog.tsx'))
 * await dialog.load() // dialog.loaded() is the module from now on
 */
export function lazyChunk<T>(importer: () => Promise<T>): LazyChunk<T> {
  let value: T | undefined
  return { load: once(() => importer().then((chunk) => (value = chunk))), loaded: () => value }
}

/**
 * A service whose code loads on first use (a separate chunk): every method returns an Observable
 * that waits for the module, then calls the real method. Keeps the first load of a host page small.
 */
export function lazyService<T extends object>(load: () => Promise<T>): T {
  return new Proxy({} as T, {
    get:
      (_target, method) =>
      (...args: unknown[]) =>
        defer(() => from(load())).pipe(mergeMap((service) => (service[method as keyof T] as (...a: unknown[]) => Observable<unknown>)(...args))),
  })
}

/** When a lazy epic's code loads (see `lazyEpic`). */
export type LazyEpicOptions = {
  /**
   * The first event the epic has work for. Its code loads only then (nothing a page
   * does not use is fetched before the first click); earlier events are none of its business and
   * are not handed over. Absent: the code loads as soon as the epic is subscribed (`createModal`).
   * `state` is the state that event produced (a feature the remote config turned on, an open
   * modal), so an epic whose work depends on a flag need not be fetched while the flag is off.
   */
  startsOn?: (event: StampedEvent, state: ModalState) => boolean
  /**
   * Events before `startsOn` the epic still needs (e.g. `app/initialized`, whose config it reads):
   * kept and handed over, in order, when the code has loaded.
   */
  keeps?: (event: StampedEvent) => boolean
  /** Whether the epic has anything to do with these deps; when not, its code is never fetched. */
  needs?: (deps: Parameters<Epic>[2]) => boolean
  /**
   * Start (fetch the code, then subscribe and hand over the kept events) in a task of its own on
   * `deps.scheduler`, not in the task of the event that woke it: for the epics the first open
   * wakes, so the browser paints the view before their requests and subscriptions run (
   * they took about 5 ms of the click's task). Default: in the same task, as soon as the code is in.
   */
  startsInOwnTask?: boolean
}

/**
 * An epic whose code loads on first use. Events that arrive while it loads are kept and handed over
 * in order, so nothing is missed (e.g. the first `rpc/requested`). Once loaded (a restart after an
 * error, a second modal), the epic runs at once on every event.
 */
export function lazyEpic(load: () => Promise<Epic>, options: LazyEpicOptions = {}): Epic {
  let loaded: Epic | undefined
  const loadOnce = once(() => load().then((epic) => (loaded = epic)))
  return (event$, state$, deps) => {
    if (options.needs && !options.needs(deps)) return EMPTY
    if (loaded) return loaded(event$, state$, deps)
    return new Observable<ModalEvent>((subscriber) => {
      const early: StampedEvent[] = []
      const input = new Subject<StampedEvent>()
      let started = !options.startsOn
      let ready = false
      let inner: Subscription | undefined
      let deferred: Subscription | undefined
      const start = () =>
        loadOnce().then(
          (epic) => {
            if (subscriber.closed) return
            inner = epic(input.asObservable(), state$, deps).subscribe(subscriber)
            ready = true
            for (const event of early.splice(0)) input.next(event)
          },
          (error: unknown) => subscriber.error(error),
        )
      const upstream = event$.subscribe({
        next: (event) => {
          if (ready) return input.next(event)
          if (!started) {
            if (!options.startsOn!(event, state$.value)) {
              if (options.keeps?.(event)) early.push(event)
              return
            }
            started = true
            if (options.startsInOwnTask) deferred = deps.scheduler.schedule(() => void start())
            else void start()
          }
          early.push(event)
        },
        complete: () => input.complete(),
      })
      if (started) void start()
      return () => {
        upstream.unsubscribe()
        deferred?.unsubscribe()
        inner?.unsubscribe()
      }
    })
  }
}
