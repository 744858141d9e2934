import { Subscription } from 'rxjs'
import { ConnectionError } from './errors/ConnectionError.ts'
import { InvalidEventError } from './errors/InvalidEventError.ts'
import { LatchError, type ErrorData } from './errors/LatchError.ts'
import { ValidationError } from './errors/ValidationError.ts'
import { admitIntent } from './events/admit.ts'
import { eventRejected } from './events/app.ts'
import { PAY_TIMEOUT_MS } from './rules/payAsset.ts'
import { connectRequested, disconnectRequested, switchRequested as connectionSwitchRequested } from './events/connection.ts'
import type { IntentEvent, StampedEvent } from './events/index.ts'
import { closeRequested, openRequested } from './events/modal.ts'
import { switchRequested } from './events/networks.ts'
import { modeRequested } from './events/theme.ts'
import type { ModalState } from './reducers/state.ts'
import { connectionKind } from './selectors/connections.ts'
import { connectTarget } from './selectors/connectTarget.ts'
import type { Store } from './store.ts'
import type { StateObservable } from './stateObservable.ts'
import { checkOpenOptions, checkThemeMode } from './modalChecks.ts'
import { CHAIN_NAMESPACES, type CaipNetworkId, type ChainNamespace, type ThemeMode, type ViewName } from './types.ts'
import type { Observable } from 'rxjs'
import type { GetProvider } from './provider/providers.ts'

/** The public facade (API.md). */
export type Modal = {
  /** Opens the modal on the view SPEC.md §2's opening rules choose (or the one requested). */
  open(options?: { view?: ViewName; namespace?: ChainNamespace }): void
  /** Closes the modal; the view stack resets to its root (SPEC.md §2). */
  close(): void
  /**
   * Switches the active network. Disconnected: at once. Connected on that namespace: asks the
   * wallet (SwitchNetwork view). Connected elsewhere: the SwitchActiveChain view asks the user.
   * Resolves once the network is active; rejects with 'Network not found' for an unknown network,
   * with the wallet's error on failure, and with 'Modal closed' if the user gives up.
   */
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>
  /**
   * Connects the wallet behind `connectorId` (from `state.connectors`; one id per wallet on every
   * namespace). Without a namespace: one the connector is on — the namespace the modal was opened
   * for, then the active one, then its first. Resolves once connected; rejects with 'Connection
   * rejected' when the user declines, 'Failed to connect' on failure or when the wallet does not
   * answer within 2 minutes, 'Modal closed' when the modal showing the attempt is closed.
   * A connection on another namespace stays as it is.
   */
  connect(connectorId: string, options?: ChainNamespace | { namespace?: ChainNamespace }): Promise<void>
  /**
   * SPEC.md §4 switching connection: makes a connection known this session current on its
   * namespace (default: the active one). An `active` one is reused without a prompt; a
   * `disconnected` one re-runs the connect flow; the current one resolves at once. Rejects with
   * 'Connection not found' for a connector never connected there, else as `connect` does.
   */
  switchConnection(connectorId: string, namespace?: ChainNamespace): Promise<void>
  /** Disconnects one namespace, or every connected one; rejects with 'Failed to disconnect'. */
  disconnect(namespace?: ChainNamespace): Promise<void>
  /**
   * SPEC.md §6 `pay`: opens Pay for `amount` (token units) of `asset` (CAIP-19, e.g.
   * `eip155:1/slip44:60`) to `recipient`, paid from the connected wallet (connecting first if
   * needed) or from an exchange account (`endpoints.exchange`). Resolves with the transaction hash
   * once confirmed; rejects with a `PayError` whose `reason` is 'cancelled', 'timeout',
   * 'insufficientBalance', 'networkNotSupported', 'notEnabled' (the `pay` flag is off) or 'failed'.
   * `timeoutMs` (default 10 minutes) bounds the whole payment. Its code is a chunk of its own.
   */
  pay(parameters: { recipient: string; asset: string; amount: string; timeoutMs?: number }): Promise<{ hash: string }>
  setThemeMode(mode: ThemeMode): void
  getState(): ModalState
  readonly state$: StateObservable
  readonly events$: Observable<StampedEvent>
  subscribeState(callback: (state: ModalState) => void): () => void
  subscribeEvents(callback: (event: StampedEvent) => void): () => void
  /**
   * Dispatches an intent (what a user or host may ask: `modal/openRequested`, `ui/sendClicked`,
   * …). Facts — what effects report, `connection/connected`, `rpc/succeeded`, `send/succeeded` —
   * are refused, as is anything malformed or hostile (a BigInt, a cycle, an oversized string, a
   * throwing getter, a Proxy): the attempt is recorded as `app/eventRejected` and
   * `InvalidEventError` is thrown; the state does not change. Unknown fields are dropped.
   * Before the core has loaded (see `load`), an intent is copied, kept, and dispatched as it loads
   * (a refusal is then recorded in the log, not thrown); one that cannot be copied throws here.
   */
  dispatch(intent: IntentEvent): void
  /** The recorded events, sensitive fields redacted, JSON-serialisable (feed it to `replay`). */
  eventLog(): StampedEvent[]
  /** Ends epics, timers and listeners; later calls do nothing. */
  destroy(): void
  /**
   * The connection, for the app's own calls: one stable object per namespace for the modal's life,
   * speaking for its current connection of any kind (injected, WalletConnect, embedded, a
   * connection switched to). `'eip155'`: an EIP-1193 provider — usable as viem's
   * `custom(provider)`, EIP-5792 included; SPEC.md §6 safe methods go through Latch's RPC
   * transport, approval methods to the wallet, chain switches through the modal, anything else is
   * refused with 'Requested RPC call is not allowed' (4200). `'solana'`: a signer over web3.js
   * transactions. Every request is in the log (API.md).
   *
   * @example
   * const client = createWalletClient({ transport: custom(modal.getProvider('eip155')) })
   * await client.writeContract({ address, abi, functionName: 'increment', account })
   */
  readonly getProvider: GetProvider
  /**
   * Loads the modal's core now, resolving once it runs. The core is a chunk of its own: a modal
   * loads it by itself at the first interaction with a Latch button, at the first call that needs
   * it (`open`, `connect`, `dispatch`, …), or at once when the visitor has a saved connection.
   * Until then `getState()` is the first state and `eventLog()` is empty. Rejects if the chunk
   * cannot be fetched (the next call tries again).
   */
  load(): Promise<void>
}

/** What decides a facade promise on an event: `'ok'`, the error to reject with, or not yet (`undefined`). */
type Decide = (event: StampedEvent) => 'ok' | ErrorData | undefined

/**
 * The facade of API.md over a store (split from core/modal.ts): each method validates its
 * arguments, dispatches an intent, and — for the promise-returning ones — settles on the first
 * outcome event. `onDestroy` ends what the store does not own (the modal's lifetime signal).
 */
export function createFacade(store: Store, onDestroy: () => void, getProvider: GetProvider): Modal {
  const subscriptions = new Subscription()
  const awaitOutcome = (decide: Decide, start: () => void) => outcome(store, subscriptions, decide, start)
  let requestCount = 0
  const modal: Modal = {
    open(openOptions = {}) {
      checkOpenOptions(openOptions)
      store.dispatch(openRequested(openOptions))
    },
    close: () => store.dispatch(closeRequested()),
    switchNetwork(caipNetworkId) {
      const state = store.getState()
      if (!state.config.networks.some((n) => n.caipNetworkId === caipNetworkId)) {
        // Recorded (the state shows the error too), then refused.
        store.dispatch(switchRequested({ caipNetworkId: String(caipNetworkId) }))
        return Promise.reject(new ConnectionError('Network not found', { details: caipNetworkId }))
      }
      if (state.activeCaipNetworkId === caipNetworkId && !state.pendingNetworkSwitch) return Promise.resolve()
      return awaitOutcome(switchNetworkOutcome(caipNetworkId, store.getState), () => store.dispatch(switchRequested({ caipNetworkId })))
    },
    connect(connectorId, options) {
      const requested = typeof options === 'string' ? options : options?.namespace
      if (requested !== undefined && !CHAIN_NAMESPACES.includes(requested)) {
        return Promise.reject(new ValidationError('Unknown namespace', { details: String(requested) }))
      }
      const target = connectTarget(store.getState(), String(connectorId), requested)
      if (!target) {
        return Promise.reject(new ValidationError('Unknown namespace', { details: `connector ${connectorId}` }))
      }
      const requestId = `connect-${++requestCount}`
      return awaitOutcome(connectOutcome(requestId), () => store.dispatch(connectRequested({ requestId, ...target })))
    },
    switchConnection(connectorId, namespace) {
      const state = store.getState()
      const ns = namespace ?? state.activeNamespace
      const kind = ns && CHAIN_NAMESPACES.includes(ns) ? connectionKind(state, ns, connectorId) : undefined
      if (!ns || !kind) return Promise.reject(new ValidationError('Connection not found', { details: `${connectorId} on ${ns ?? 'no namespace'}` }))
      if (kind === 'connected') return Promise.resolve()
      if (kind === 'disconnected') return modal.connect(connectorId, ns)
      const requestId = `switch-${++requestCount}`
      return awaitOutcome(connectOutcome(requestId), () => store.dispatch(connectionSwitchRequested({ requestId, connectorId, namespace: ns })))
    },
    disconnect(namespace) {
      if (namespace !== undefined && !CHAIN_NAMESPACES.includes(namespace)) {
        return Promise.reject(new ValidationError('Unknown namespace', { details: String(namespace) }))
      }
      const accounts = store.getState().accounts
      const targets = namespace ? [namespace] : (Object.keys(accounts) as ChainNamespace[])
      const remaining = new Set(targets.filter((ns) => accounts[ns] !== undefined))
      const start = () => store.dispatch(disconnectRequested(namespace ? { namespace } : {}))
      if (remaining.size === 0) return Promise.resolve(start())
      return awaitOutcome(disconnectOutcome(remaining), start)
    },
    setThemeMode(mode) {
      checkThemeMode(mode)
      store.dispatch(modeRequested({ mode }))
    },
    getState: store.getState,
    state$: store.state$,
    events$: store.events$,
    subscribeState(callback) {
      const subscription = store.state$.subscribe(callback)
      return () => subscription.unsubscribe()
    },
    subscribeEvents(callback) {
      const subscription = store.events$.subscribe(callback)
      return () => subscription.unsubscribe()
    },
    dispatch(intent) {
      // The public door: a fresh copy of the intent's known fields, or a refusal.
      // The copy also keeps the log as it was if the caller later mutates its object.
      const admission = admitIntent(intent)
      if (!admission.ok) {
        store.dispatch(eventRejected({ eventType: admission.eventType, reason: admission.reason }))
        throw new InvalidEventError(admission.reason)
      }
      store.dispatch(admission.event)
    },
    pay(parameters) {
      // A fresh id per payment, so one restored after a reload never meets a new one's.
      const requestId = `pay-${Date.now().toString(36)}-${++requestCount}`
      const timeoutMs = parameters?.timeoutMs ?? PAY_TIMEOUT_MS
      return import('./effects/pay.ts').then((m) => m.startPayment(store, parameters, requestId, timeoutMs))
    },
    eventLog: () => store.log.export(),
    destroy() {
      store.destroy()
      subscriptions.unsubscribe()
      onDestroy()
    },
    load: () => Promise.resolve(),
    getProvider,
  }
  return modal
}

/**
 * Resolves or rejects on the first event `decide` settles on. Subscribed before `start`
 * dispatches, so outcomes emitted synchronously are not missed; `decide` runs once per event.
 */
function outcome(store: Store, subscriptions: Subscription, decide: Decide, start: () => void): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false
    let subscription: Subscription | undefined
    subscription = store.events$.subscribe({
      next: (event) => {
        if (settled) return
        const verdict = decide(event)
        if (verdict === undefined) return
        settled = true
        subscription?.unsubscribe()
        // What the outcome saved (a connection, a network, a forgotten session; SPEC.md §3
        // Connection) is stored before the caller goes on, so a reload right after keeps it.
        if (verdict === 'ok') store.flushStorage().then(() => resolve())
        else reject(errorFromData(verdict))
      },
      complete: () => {
        if (!settled) reject(new LatchError('Modal destroyed'))
      },
    })
    subscriptions.add(subscription)
    start()
    if (settled) subscription.unsubscribe()
  })
}

/** `switchNetwork`'s outcome: the network active, the wallet's refusal, the modal closed, or a newer switch. */
function switchNetworkOutcome(caipNetworkId: CaipNetworkId, getState: () => ModalState): Decide {
  return (event) => {
    if (event.type === 'networks/switched' && event.caipNetworkId === caipNetworkId) return 'ok'
    if (event.type === 'networks/switchFailed' && event.caipNetworkId === caipNetworkId) return event.error
    if (event.type === 'modal/closeRequested') return new ConnectionError('Modal closed').toData()
    if (event.type === 'networks/switchRequested' && event.caipNetworkId !== caipNetworkId) return new LatchError('Network switch superseded', { details: event.caipNetworkId }).toData()
    // SwitchActiveChain: a wallet connected on the target's namespace, landing on the target (or not).
    if (event.type === 'connection/connected' && caipNetworkId.startsWith(`${event.namespace}:`))
      return getState().activeCaipNetworkId === caipNetworkId ? 'ok' : new LatchError('Network switch superseded', { details: event.caipAddress }).toData()
    // Disconnected: the reducer switched at once.
    if (event.type === 'networks/switchRequested' && getState().activeCaipNetworkId === caipNetworkId) return 'ok'
    return undefined
  }
}

/** `connect` and `switchConnection`: the request's connection, or its failure, cancellation or refused switch. */
function connectOutcome(requestId: string): Decide {
  return (event) => {
    if (event.type === 'connection/connected' && event.requestId === requestId) return 'ok'
    if ((event.type === 'connection/connectFailed' || event.type === 'connection/connectCancelled' || event.type === 'connection/switchFailed') && event.requestId === requestId) return event.error
    return undefined
  }
}

/** `disconnect`: every namespace in `remaining` disconnected, or the first failure among them. */
function disconnectOutcome(remaining: Set<ChainNamespace>): Decide {
  return (event) => {
    if (event.type === 'connection/disconnectFailed' && (!event.namespace || remaining.has(event.namespace))) return event.error
    if (event.type === 'connection/disconnected' && remaining.delete(event.namespace) && remaining.size === 0) return 'ok'
    return undefined
  }
}

function errorFromData(data: ErrorData): LatchError {
  const error = new LatchError(data.shortMessage, {
    ...(data.details !== undefined ? { details: data.details } : {}),
    ...(data.code !== undefined ? { code: data.code } : {}),
  })
  error.name = data.name
  return error
}
