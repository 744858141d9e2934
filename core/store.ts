import { BehaviorSubject, type Observable, Subject, Subscription, catchError, concat, defer, EMPTY, firstValueFrom, of, race, timer, type SchedulerLike } from 'rxjs'
import { toErrorData } from './errors/LatchError.ts'
import { effectFailed, eventRejected, snapshotRestored } from './events/app.ts'
import { validateEvent, type ModalEvent, type StampedEvent } from './events/index.ts'
import { createEventLog, type EventLog } from './events/log.ts'
import { initialState as defaultInitialState, type ModalState } from './reducers/index.ts'
import { StateObservable } from './stateObservable.ts'
import { step } from './step.ts'
import { DEFAULT_LOG_CAPACITY } from './rules/constants.ts'
import type { Adapter } from './adapter.ts'
import { reportingStorage, type KeyValueStorage } from './storage.ts'
import { readFailed, writeFailed } from './events/storage.ts'
import type { BlockchainApi } from './clients/blockchainApi.ts'
import type { WalletApi } from './clients/walletApi.ts'
import type { SIWXConfig } from './siwx/types.ts'
import type { Analytics } from './clients/analytics.ts'

/** What the social login uses of the popup it opens: polled `closed` (SPEC.md §4), the address, close. */
export type PopupLike = { readonly closed: boolean; close(): void; location: { href: string } }

/** The slice of `window` the core uses; injected so tests and servers can pass their own. */
export type WindowLike = {
  matchMedia?: (query: string) => {
    matches: boolean
    addEventListener?: (type: 'change', listener: (event: { matches: boolean }) => void) => void
    removeEventListener?: (type: 'change', listener: (event: { matches: boolean }) => void) => void
  }
  navigator?: { userAgent?: string; maxTouchPoints?: number; language?: string; sendBeacon?: (url: string, data: string) => boolean }
  innerWidth?: number
  /** Object URLs for images fetched as blobs (wallet images, SPEC.md §7). */
  URL?: { createObjectURL(blob: Blob): string }
  /** The page: its origin for the allowlist check, its address for analytics. */
  location?: { origin?: string; href?: string; hostname?: string; pathname?: string }
  /** Page hide (`pagehide`) flushes the analytics batch. */
  addEventListener?: (type: 'pagehide', listener: () => void) => void
  removeEventListener?: (type: 'pagehide', listener: () => void) => void
  /** Social login's 600×800 popup (SPEC.md §4): `window.open`. */
  open?: (url: string, target: string, features: string) => PopupLike | null
  document?: {
    visibilityState?: string
    addEventListener?: (type: 'visibilitychange', listener: () => void) => void
    removeEventListener?: (type: 'visibilitychange', listener: () => void) => void
  }
}

/** What effects may touch: time, the window, adapters, storage, and the service clients (SPEC.md §7). */
export type Deps = {
  scheduler: SchedulerLike
  window: WindowLike | undefined
  adapters: readonly Adapter[]
  /** Absent: nothing is persisted (no session restore on reload). */
  storage?: KeyValueStorage
  /** The wallet-list service (SPEC.md §7); absent: wallet lists stay empty. */
  walletApi?: WalletApi
  /** The blockchain service (SPEC.md §7); absent: no balances. */
  blockchainApi?: BlockchainApi
  /** Sign in with a wallet: the host's `siwx` option; absent, no sign-in is asked. */
  siwx?: SIWXConfig
  /** The analytics service (SPEC.md §7 POST /e); absent: no usage events are sent. */
  analytics?: Analytics
  /**
   * The channel the tabs of this origin share (`syncTabs`, SPEC.md §3 Connection: what one tab
   * connects, switches or disconnects shows in every tab); absent: this modal keeps to itself.
   */
  tabChannel?: string
  /** The random source (like `scheduler` for time): keys the exported log's personal tokens. */
  randomBytes?: (length: number) => Uint8Array
  /**
   * Registers storage work an effect started (a read-modify-write whose write waits for its read):
   * facade promises wait for it as for the storage's own writes (`Store.flushStorage`). Set by the store.
   */
  holdStorage?: (work: Promise<unknown>) => void
}

/** `crypto.getRandomValues`, which every browser and Node 20 have; without it, no key (plain '[redacted]'). */
function cryptoRandomBytes(length: number): Uint8Array | undefined {
  const crypto = (globalThis as { crypto?: { getRandomValues?(array: Uint8Array): Uint8Array } }).crypto
  return crypto?.getRandomValues ? crypto.getRandomValues(new Uint8Array(length)) : undefined
}

function redactionKeyFrom(deps: Deps): string | undefined {
  const bytes = deps.randomBytes ? deps.randomBytes(16) : cryptoRandomBytes(16)
  return bytes && Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

export { StateObservable }

/**
 * An effect: events in, events out (redux-observable style). Receives each event after the
 * reducers ran, so `state$.value` is the state that event produced.
 */
export type Epic = (event$: Observable<StampedEvent>, state$: StateObservable, deps: Deps) => Observable<ModalEvent>

/** The event store: stamps, logs and reduces events into one state, and runs the epics. */
export type Store = {
  /** Stamps, logs and reduces an event; re-entrant calls are queued, never reduced recursively. */
  dispatch(event: unknown): void
  getState(): ModalState
  readonly state$: StateObservable
  readonly events$: Observable<StampedEvent>
  readonly log: EventLog
  /** Settles once the storage writes effects issued so far have settled (`KeyValueStorage.flush`). */
  flushStorage(): Promise<void>
  destroy(): void
}

/** How long a facade promise waits for storage writes to settle (`flushStorage`). */
export const STORAGE_FLUSH_BOUND_MS = 2_000

/** How often a failing epic is restarted before it is left stopped. */
export const MAX_EPIC_RESTARTS = 10

/**
 * The loop of ARCHITECTURE.md: dispatch → stamp {seq, at} → log → reduce → state$ → epics → dispatch.
 *
 * @example
 * const store = createStore({ epics: { shakeEpic }, deps: { scheduler: asyncScheduler, window, adapters: [] } })
 * store.dispatch(events.modal.openRequested())
 */
export function createStore(options: { epics: Readonly<Record<string, Epic>>; deps: Deps; initialState?: ModalState; logCapacity?: number }): Store {
  const held = new Set<Promise<unknown>>()
  const holdStorage = (work: Promise<unknown>) => {
    held.add(work)
    const done = () => void held.delete(work)
    work.then(done, done)
  }
  const deps: Deps = options.deps.storage ? { ...options.deps, holdStorage, storage: reportingStorage(options.deps.storage, (failure) => dispatch(storageFailed(failure))) } : options.deps
  const start = options.initialState ?? defaultInitialState
  const stateSubject = new BehaviorSubject<ModalState>(start)
  const state$ = new StateObservable(stateSubject)
  const eventSubject = new Subject<StampedEvent>()
  const log = createEventLog({ capacity: options.logCapacity ?? DEFAULT_LOG_CAPACITY, initialState: start, redactionKey: redactionKeyFrom(deps) })
  const queue: unknown[] = []
  const subscriptions = new Subscription()
  let seq = 0
  let draining = false
  let destroyed = false

  /** The event to record: `raw` copied, or why it was refused (total: a getter that throws is a refusal, not an exception). */
  function admitted(raw: unknown): ModalEvent {
    try {
      const reason = validateEvent(raw) ?? (snapshotRestored.match(raw as ModalEvent) ? 'app/snapshotRestored: only an exported log may start with it' : undefined)
      return reason ? eventRejected({ eventType: typeName(raw), reason }) : { ...(raw as ModalEvent) }
    } catch {
      // An adapter's event whose `type` (or another field) cannot be read: refused like any malformed one.
      return eventRejected({ eventType: '(unreadable)', reason: 'event: unreadable' })
    }
  }

  function process(raw: unknown): void {
    const event = admitted(raw)
    const stamped = { ...event, seq: ++seq, at: deps.scheduler.now() } as StampedEvent
    log.record(stamped)
    // The shared step (core/step.ts): the log's window and replay() reduce this event the same way.
    const next = step(stateSubject.value, stamped, (problem) =>
      queue.push(
        effectFailed({
          source: `reducer:${stamped.type}`,
          error: problem.kind === 'failed' ? problem.error : { name: 'EventRejected', shortMessage: problem.reason },
          restarting: false,
        }),
      ),
    )
    if (next !== stateSubject.value) stateSubject.next(next)
    eventSubject.next(stamped)
  }

  function dispatch(raw: unknown): void {
    if (destroyed) return
    queue.push(raw)
    if (draining) return
    draining = true
    try {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) process(item)
    } finally {
      draining = false
    }
  }

  const event$ = eventSubject.asObservable()
  function run(name: string, epic: Epic, attempt: number): Observable<ModalEvent> {
    return defer(() => epic(event$, state$, deps)).pipe(
      catchError((error: unknown) => {
        const restarting = attempt < MAX_EPIC_RESTARTS
        const failed = of(effectFailed({ source: `epic:${name}`, error: toErrorData(error), restarting }))
        return concat(failed, restarting ? run(name, epic, attempt + 1) : EMPTY)
      }),
    )
  }
  for (const [name, epic] of Object.entries(options.epics)) {
    subscriptions.add(run(name, epic, 0).subscribe({ next: dispatch }))
  }

  return {
    dispatch,
    getState: () => stateSubject.value,
    state$,
    events$: event$,
    log,
    flushStorage: () => {
      const storage = deps.storage
      if (!storage) return Promise.resolve()
      const settled = async () => {
        await Promise.allSettled([...held])
        await storage.flush?.()
      }
      // Bounded: a storage that never settles must not hold a facade promise for ever.
      return firstValueFrom(race(defer(settled).pipe(catchError(() => of(undefined))), timer(STORAGE_FLUSH_BOUND_MS, deps.scheduler)), { defaultValue: undefined }).then(() => undefined)
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      subscriptions.unsubscribe()
      eventSubject.complete()
      stateSubject.complete()
    },
  }
}

function storageFailed(failure: { key: string; operation: 'get' | 'set' | 'del'; error: unknown }): ModalEvent {
  const error = toErrorData(failure.error)
  return failure.operation === 'get' ? readFailed({ key: failure.key, error }) : writeFailed({ key: failure.key, operation: failure.operation, error })
}

function typeName(raw: unknown): string {
  const type = typeof raw === 'object' && raw !== null ? (raw as { type?: unknown }).type : undefined
  return typeof type === 'string' ? type.slice(0, 200) : `(${raw === null ? 'null' : typeof raw})`
}
