import { BehaviorSubject, Subject } from 'rxjs'
import { provideEngine, type Engine } from './engineSlot.ts'
import { dispatchInternal, openInternalDoor } from './internalDoor.ts'
import { InvalidEventError } from './errors/InvalidEventError.ts'
import { LatchError } from './errors/LatchError.ts'
import type { IntentEvent, StampedEvent } from './events/index.ts'
import { once } from './lazy.ts'
import { checkOpenOptions, checkThemeMode } from './modalChecks.ts'
import type { Modal } from './modalFacade.ts'
import type { CreateModalOptions } from './modalOptions.ts'
import type { PreparedModal } from './modalPrepare.ts'
import { preState } from './preState.ts'
import type { ModalState } from './reducers/state.ts'
import { StateObservable } from './stateObservable.ts'
import { SESSION_KEY } from './storage.ts'
import { createGetProvider, requestDoorOf } from './provider/providers.ts'

/**
 * A modal whose core has not loaded yet (a button page's first load is the buttons and
 * this, not the store, reducers and epics). It shows the first state (core/preState.ts) and loads
 * the core (`loadEngine`, core/engine.ts) at the first of:
 * - `load()` — the React renderer calls it when the pointer reaches a Latch button, with the
 *   dialog's own prefetch (renderer-react/components/ModalRoot.tsx);
 * - any call that needs the core: `open`, `close`, `setThemeMode` and `dispatch` are kept in
 *   order and run as it loads; `connect`, `switchNetwork`, `switchConnection` and `disconnect`
 *   wait for it;
 * - a saved connection in storage (a returning visitor reconnects at once, as before).
 * Then it is the live modal: its states and events flow through this modal's `state$`/`events$`
 * (subscribers keep their subscriptions), and every method calls the live one.
 *
 * A core that fails to load (offline) is tried again at the next call: the waiting promises
 * reject with 'Latch could not load', the kept calls are dropped (the modal stays closed);
 * `destroy()` rejects them with 'Modal destroyed'.
 */
export function createDeferredModal(options: CreateModalOptions, prepared: PreparedModal, loadEngine: () => Promise<Engine>): Modal {
  const stateSubject = new BehaviorSubject<ModalState>(preState(prepared.initialized))
  const state$ = new StateObservable(stateSubject)
  const eventSubject = new Subject<StampedEvent>()
  /** Calls waiting for the core, in the order they were made; `fail` settles a waiting promise. */
  const kept: { run: (live: Modal) => void; fail?: (error: LatchError) => void }[] = []
  let live: Modal | undefined
  let destroyed = false
  /** Ends the wait of every kept call: their promises reject with `error`, the rest are dropped. */
  const drop = (error: LatchError) => {
    for (const call of kept.splice(0)) call.fail?.(error)
  }

  const report = (error: unknown) => globalThis.console?.error('Latch:', error)

  const load = once(async () => {
    let engine: Engine
    try {
      engine = await loadEngine()
    } catch (cause) {
      const error = new LatchError('Latch could not load', { details: 'the core chunk could not be fetched; the next call tries again', cause })
      drop(error)
      throw error
    }
    provideEngine(engine)
    if (destroyed || live) return
    const modal = engine.createLiveModal(options, prepared)
    // The live store's states and events, from now on, through this modal's own streams.
    modal.state$.subscribe((state) => stateSubject.next(state))
    modal.events$.subscribe((event) => eventSubject.next(event))
    live = modal
    for (const call of kept.splice(0)) {
      // One kept call that throws must not stop the ones after it.
      try {
        call.run(modal)
      } catch (error) {
        report(error)
      }
    }
  })
  /** Runs `run` on the live modal now, or keeps it for when the core has loaded. */
  const onLive = (run: (modal: Modal) => void, fail?: (error: LatchError) => void): void => {
    if (destroyed) return void fail?.(new LatchError('Modal destroyed'))
    if (live) return void run(live)
    kept.push({ run, ...(fail ? { fail } : {}) })
    // A waiting promise carries a failure to its caller; a kept call without one is reported.
    load().catch(fail ? () => undefined : report)
  }
  /** A promise-returning method: the live modal's promise, kept in order with the other calls. */
  const awaitLive = <T>(call: (modal: Modal) => Promise<T>): Promise<T> => new Promise<T>((resolve, reject) => onLive((modal) => call(modal).then(resolve, reject), reject))

  // A returning visitor: reconnect at once, as a live modal would at start. A storage that fails
  // (or throws at the call) only means no early load: the core reads it again when it runs.
  Promise.resolve()
    .then(() => prepared.storage.get(SESSION_KEY))
    .then(
      (saved) => {
        if (saved && typeof saved === 'object' && Object.keys(saved).length > 0) load().catch(report)
      },
      () => undefined,
    )

  const modal: Modal = {
    open(openOptions = {}) {
      checkOpenOptions(openOptions)
      onLive((modal) => modal.open(openOptions))
    },
    close: () => onLive((modal) => modal.close()),
    switchNetwork: (caipNetworkId) => awaitLive((modal) => modal.switchNetwork(caipNetworkId)),
    connect: (connectorId, connectOptions) => awaitLive((modal) => modal.connect(connectorId, connectOptions)),
    switchConnection: (connectorId, namespace) => awaitLive((modal) => modal.switchConnection(connectorId, namespace)),
    disconnect: (namespace) => awaitLive((modal) => modal.disconnect(namespace)),
    pay: (parameters) => awaitLive((modal) => modal.pay(parameters)),
    setThemeMode(mode) {
      checkThemeMode(mode)
      onLive((modal) => modal.setThemeMode(mode))
    },
    getState: () => (live ? live.getState() : stateSubject.value),
    state$,
    events$: eventSubject.asObservable(),
    subscribeState(callback) {
      const subscription = state$.subscribe(callback)
      return () => subscription.unsubscribe()
    },
    subscribeEvents(callback) {
      const subscription = eventSubject.subscribe(callback)
      return () => subscription.unsubscribe()
    },
    dispatch(intent: IntentEvent) {
      if (live) return live.dispatch(intent)
      // Kept until the core loads, which admits or refuses it (recorded in the log either way): a
      // copy, so the caller's later changes do not reach the log, as with a live modal.
      let copy: IntentEvent
      try {
        copy = structuredClone(intent)
      } catch (error) {
        throw new InvalidEventError(`not an event that can be copied: ${error instanceof Error ? error.message : String(error)}`)
      }
      onLive((modal) => {
        try {
          modal.dispatch(copy)
        } catch {
          // Refused: the live modal recorded it as `app/eventRejected`.
        }
      })
    },
    eventLog: () => (live ? live.eventLog() : []),
    destroy() {
      if (destroyed) return
      destroyed = true
      drop(new LatchError('Modal destroyed'))
      live?.destroy()
      stateSubject.complete()
      eventSubject.complete()
    },
    load: () => (destroyed ? Promise.resolve() : load()),
    // The app's providers stand on this modal's own state and load the core at their first request.
    getProvider: createGetProvider(
      {
        getState: () => modal.getState(),
        subscribeState: (callback) => modal.subscribeState(callback),
        request: (namespace, args) => awaitLive((live) => requestDoorOf(live)(namespace, args)),
      },
      options.adapters,
    ),
  }
  // Latch's own door (tests playing an effect's part): kept like any call until the core runs.
  openInternalDoor(modal, (event) => onLive((live) => dispatchInternal(live, event)))
  return modal
}
