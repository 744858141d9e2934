import { asyncScheduler, Observable, Subscription } from 'rxjs'
import type { Adapter } from './adapter.ts'
import { coreEpics } from './effects/index.ts'
import { DARK_SCHEME_QUERY } from './effects/systemTheme.ts'
import { ConnectionError } from './errors/ConnectionError.ts'
import { InvalidEventError } from './errors/InvalidEventError.ts'
import { LatchError, type ErrorData } from './errors/LatchError.ts'
import { ValidationError } from './errors/ValidationError.ts'
import { closeRequested, openRequested } from './events/modal.ts'
import { configSnapshot, initialized } from './events/app.ts'
import { connectRequested, disconnectRequested, switchRequested as connectionSwitchRequested } from './events/connection.ts'
import { connectionKind } from './selectors/connections.ts'
import { connectTarget } from './selectors/connectTarget.ts'
import { type IntentEvent, type ModalEvent, type StampedEvent } from './events/index.ts'
import { admitIntent } from './events/admit.ts'
import { eventRejected } from './events/app.ts'
import { switchRequested } from './events/networks.ts'
import { requested as rpcRequested } from './events/rpc.ts'
import { validate, type Infer } from './events/schema.ts'
import { modeRequested } from './events/theme.ts'
import type { ModalState } from './reducers/state.ts'
import { parseCaipNetworkId } from './rules/parseCaipNetworkId.ts'
import { lazyEpic, lazyService, once } from './lazy.ts'
import type { FetchLike } from './clients/http.ts'
import type { BlockchainApi } from './clients/blockchainApi.ts'
import type { WalletApi } from './clients/walletApi.ts'
import type { Analytics } from './clients/analytics.ts'
import { defaultStorage } from './storage.ts'
import { createStore, type Deps, type StateObservable, type WindowLike } from './store.ts'
import {
  CHAIN_NAMESPACES,
  THEME_MODES,
  VIEW_NAMES,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  type ConnectMethod,
  type Features,
  type ThemeMode,
  type ViewName,
} from './types.ts'
import type { ConnectFlow } from './rules/connectFlows.ts'
import type { SIWXConfig } from './siwx/types.ts'

/** Options of `createModal` (API.md). */
export type CreateModalOptions = {
  /** Sent as `projectId` on every service call. */
  projectId: string
  /** The configured networks; any other network is unsupported (SPEC.md §5). */
  networks: CaipNetwork[]
  adapters?: Adapter[]
  defaultNetwork?: CaipNetworkId
  features?: Partial<Features>
  themeMode?: ThemeMode
  themeVariables?: Record<string, string>
  connectMethodsOrder?: ConnectMethod[]
  connectorOrder?: string[]
  featuredWalletIds?: string[]
  includeWalletIds?: string[]
  excludeWalletIds?: string[]
  /**
   * Connect flows that have not landed yet (email, social, WalletConnect pairing) to offer anyway;
   * they end on a "not available yet" panel. For Latch's own development; none by default.
   */
  previewFlows?: ConnectFlow[]
  /**
   * Networks where Swap is offered (issue 16); absent: SPEC.md §9's swap networks. Elsewhere Swap
   * says 'Network not supported for Swaps'. The sandbox demo names its anvil chains here.
   */
  swapNetworks?: CaipNetworkId[]
  allowUnsupportedChain?: boolean
  enableNetworkSwitch?: boolean
  embedded?: boolean
  manualControl?: boolean
  metadata?: { name: string; description: string; url: string; icons: string[] }
  /**
   * Sign in with a wallet (SPEC.md §4 SIWX, issue 14): after each connect, and each switch to a
   * network without a session, the account signs a message (`latch/siwx`'s `DefaultSIWX`, or your own).
   */
  siwx?: SIWXConfig
  /**
   * Shows SPEC.md §8's debug-only alerts (the analytics service's 403, the origin check's
   * 'Rate Limited' / 'Server Error'); default off. An origin off the allowlist is shown either way.
   */
  debug?: boolean
  /** Message catalogue and number/date formats (BCP 47, e.g. 'es-MX'); absent: the browser's language, else en-US (SPEC.md §9). */
  locale?: string
  endpoints?: { walletApi?: string; blockchainApi?: string; analytics?: string; secureSite?: string }
  /** Ring-buffer size of the event log (default 10,000). */
  logCapacity?: number
  /**
   * Injected effects' dependencies: tests pass a virtual-time scheduler, their own window,
   * storage, `fetch`, or whole service clients (`null` turns a service off).
   */
  deps?: Partial<Pick<Deps, 'scheduler' | 'window' | 'storage'>> & {
    fetch?: FetchLike
    walletApi?: WalletApi | null
    blockchainApi?: BlockchainApi | null
    analytics?: Analytics | null
  }
}

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
   */
  dispatch(intent: IntentEvent): void
  /** The recorded events, sensitive fields redacted, JSON-serialisable (feed it to `replay`). */
  eventLog(): StampedEvent[]
  /** Ends epics, timers and listeners; later calls do nothing. */
  destroy(): void
}

type ConfigSnapshot = Infer<typeof configSnapshot>

/**
 * Creates a modal: the store, its epics, and the facade of API.md.
 *
 * @example
 * const modal = createModal({ projectId: 'demo', networks: [mainnet] })
 * modal.open()
 */
export function createModal(options: CreateModalOptions): Modal {
  const config = snapshotOf(options)
  const window = options.deps?.window ?? (globalThis as { window?: WindowLike }).window
  const scheduler = options.deps?.scheduler ?? asyncScheduler
  // Aborted by destroy(): no request outlives the modal.
  const lifetime = new AbortController()
  // The service clients load on first use, in a chunk of their own: the button's first load stays small.
  const loadClients = once(() =>
    import('./clients/createClients.ts').then((m) => ({
      rpcEpics: m.rpcEpics,
      clients: m.createClients({
        projectId: config.projectId,
        scheduler,
        signal: lifetime.signal,
        ...(options.endpoints ? { endpoints: options.endpoints } : {}),
        ...(options.deps?.fetch ? { fetch: options.deps.fetch } : {}),
        ...(window ? { window } : {}),
      }),
    })),
  )
  const deps: Deps = {
    scheduler,
    window,
    adapters: options.adapters ?? [],
    storage: options.deps?.storage ?? defaultStorage(),
    ...(options.siwx ? { siwx: options.siwx } : {}),
  }
  // Issue 9: a page calls only the hosts its developer named — a service without an endpoint is
  // off. An injected client (tests) wins; `null` turns a service off. Analytics too (issue 17).
  const unnamed = missingEndpointsWarning(options)
  if (unnamed) globalThis.console?.warn(unnamed)
  for (const key of SERVICES) {
    const injected = options.deps?.[key]
    const client =
      injected !== undefined ? injected : options.endpoints?.[key] ? lazyService(() => loadClients().then((m) => m.clients[key])) : null
    if (client) (deps as Pick<Deps, typeof key>)[key] = client as never
  }
  let requestCount = 0
  // The JSON-RPC transport's epics (batching, fallback ranking) run beside the core's; their code
  // (with the service clients) loads at the first RPC request, not at start (issue 10).
  const rpcEpic = (name: 'rpcBatch' | 'rpcRanking') =>
    lazyEpic(() => loadClients().then((m) => m.rpcEpics(m.clients.rpc)[name]), { startsOn: rpcRequested.match })
  const store = createStore({
    epics: { ...coreEpics, rpcBatch: rpcEpic('rpcBatch'), rpcRanking: rpcEpic('rpcRanking') },
    deps,
    logCapacity: options.logCapacity ?? 10_000,
  })
  const subscriptions = new Subscription()
  const systemTheme = readSystemTheme(window)
  // Issue 15: the state records that no blockchain service exists (Activity and NFTs say so).
  const recorded: ConfigSnapshot = deps.blockchainApi ? config : { ...config, noBlockchainApi: true }
  store.dispatch(
    initialized({ config: recorded, env: { isMobile: detectMobile(window), ...(systemTheme ? { systemTheme } : {}) } }),
  )

  /**
   * Resolves or rejects on the first event `decide` settles on. Subscribed before `start`
   * dispatches, so outcomes emitted synchronously are not missed; `decide` runs once per event.
   */
  function awaitOutcome(decide: (event: StampedEvent) => 'ok' | ErrorData | undefined, start: () => void): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let settled = false
      let subscription: Subscription | undefined = undefined
      subscription = store.events$.subscribe({
        next: (event) => {
          if (settled) return
          const outcome = decide(event)
          if (outcome === undefined) return
          settled = true
          subscription?.unsubscribe()
          if (outcome === 'ok') resolve()
          else reject(errorFromData(outcome))
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

  const modal: Modal = {
    open(openOptions = {}) {
      if (openOptions.view !== undefined && !VIEW_NAMES.includes(openOptions.view)) {
        throw new ValidationError('Unknown view', { details: String(openOptions.view) })
      }
      if (openOptions.namespace !== undefined && !CHAIN_NAMESPACES.includes(openOptions.namespace)) {
        throw new ValidationError('Unknown namespace', { details: String(openOptions.namespace) })
      }
      store.dispatch(openRequested(openOptions))
    },
    close() {
      store.dispatch(closeRequested())
    },
    switchNetwork(caipNetworkId) {
      const state = store.getState()
      if (!state.config.networks.some((n) => n.caipNetworkId === caipNetworkId)) {
        // Recorded (the state shows the error too), then refused.
        store.dispatch(switchRequested({ caipNetworkId: String(caipNetworkId) }))
        return Promise.reject(new ConnectionError('Network not found', { details: caipNetworkId }))
      }
      if (state.activeCaipNetworkId === caipNetworkId && !state.pendingNetworkSwitch) return Promise.resolve()
      return awaitOutcome(
        (event) => {
          if (event.type === 'networks/switched' && event.caipNetworkId === caipNetworkId) return 'ok'
          if (event.type === 'networks/switchFailed' && event.caipNetworkId === caipNetworkId) return event.error
          if (event.type === 'modal/closeRequested') return new ConnectionError('Modal closed').toData()
          if (event.type === 'networks/switchRequested' && event.caipNetworkId !== caipNetworkId)
            return new LatchError('Network switch superseded', { details: event.caipNetworkId }).toData()
          // SwitchActiveChain: a wallet connected on the target's namespace, landing on the target (or not).
          if (event.type === 'connection/connected' && caipNetworkId.startsWith(`${event.namespace}:`))
            return store.getState().activeCaipNetworkId === caipNetworkId
              ? 'ok'
              : new LatchError('Network switch superseded', { details: event.caipAddress }).toData()
          // Disconnected: the reducer switched at once.
          if (event.type === 'networks/switchRequested' && store.getState().activeCaipNetworkId === caipNetworkId)
            return 'ok'
          return undefined
        },
        () => store.dispatch(switchRequested({ caipNetworkId })),
      )
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
      return awaitOutcome(
        (event) => {
          if (event.type === 'connection/connected' && event.requestId === requestId) return 'ok'
          if ((event.type === 'connection/connectFailed' || event.type === 'connection/connectCancelled') && event.requestId === requestId)
            return event.error
          return undefined
        },
        () => store.dispatch(connectRequested({ requestId, ...target })),
      )
    },
    switchConnection(connectorId, namespace) {
      const state = store.getState()
      const ns = namespace ?? state.activeNamespace
      const kind = ns && CHAIN_NAMESPACES.includes(ns) ? connectionKind(state, ns, connectorId) : undefined
      if (!ns || !kind) return Promise.reject(new ValidationError('Connection not found', { details: `${connectorId} on ${ns ?? 'no namespace'}` }))
      if (kind === 'connected') return Promise.resolve()
      if (kind === 'disconnected') return modal.connect(connectorId, ns)
      const requestId = `switch-${++requestCount}`
      return awaitOutcome(
        (event) => {
          if (event.type === 'connection/connected' && event.requestId === requestId) return 'ok'
          if (
            (event.type === 'connection/connectFailed' || event.type === 'connection/connectCancelled' || event.type === 'connection/switchFailed') &&
            event.requestId === requestId
          )
            return event.error
          return undefined
        },
        () => store.dispatch(connectionSwitchRequested({ requestId, connectorId, namespace: ns })),
      )
    },
    disconnect(namespace) {
      if (namespace !== undefined && !CHAIN_NAMESPACES.includes(namespace)) {
        return Promise.reject(new ValidationError('Unknown namespace', { details: String(namespace) }))
      }
      const accounts = store.getState().accounts
      const targets = namespace ? [namespace] : (Object.keys(accounts) as ChainNamespace[])
      const remaining = new Set(targets.filter((ns) => accounts[ns] !== undefined))
      if (remaining.size === 0) {
        store.dispatch(disconnectRequested(namespace ? { namespace } : {}))
        return Promise.resolve()
      }
      return awaitOutcome(
        (event) => {
          if (event.type === 'connection/disconnectFailed' && (!event.namespace || remaining.has(event.namespace)))
            return event.error
          if (event.type === 'connection/disconnected' && remaining.delete(event.namespace) && remaining.size === 0)
            return 'ok'
          return undefined
        },
        () => store.dispatch(disconnectRequested(namespace ? { namespace } : {})),
      )
    },
    setThemeMode(mode) {
      if (!THEME_MODES.includes(mode)) throw new ValidationError('Unknown theme mode', { details: String(mode) })
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
      // The public door (issues 10, 11): a fresh copy of the intent's known fields, or a refusal.
      // The copy also keeps the log as it was if the caller later mutates its object.
      const admission = admitIntent(intent)
      if (!admission.ok) {
        store.dispatch(eventRejected({ eventType: admission.eventType, reason: admission.reason }))
        throw new InvalidEventError(admission.reason)
      }
      store.dispatch(admission.event)
    },
    eventLog: () => store.log.export(),
    destroy() {
      store.destroy()
      subscriptions.unsubscribe()
      lifetime.abort()
    },
  }
  internalDoors.set(modal, store.dispatch)
  return modal
}

/** The service clients `createModal` injects into the effects' deps, each only with its endpoint (or an injected client). */
const SERVICES = ['walletApi', 'blockchainApi', 'analytics'] as const

const internalDoors = new WeakMap<Modal, (event: ModalEvent) => void>()

/**
 * The store's own door, which epics use: any valid event, facts included. Not exported from the
 * package (core/index.ts); Latch's tests use it to play an effect's part (a wallet's answer, a
 * service's page) without running the effect.
 */
export function dispatchInternal(modal: Modal, event: ModalEvent): void {
  const door = internalDoors.get(modal)
  if (!door) throw new LatchError('Not a modal of this Latch')
  door(event)
}

/** The serialisable part of the options, validated; bad options fail fast with a clear error. */
function snapshotOf(options: CreateModalOptions): ConfigSnapshot {
  if (typeof options?.projectId !== 'string') {
    throw new ValidationError('Invalid modal options', { details: 'projectId: expected string' })
  }
  if (!Array.isArray(options.networks)) {
    throw new ValidationError('Invalid modal options', { details: 'networks: expected array' })
  }
  for (const network of options.networks) {
    const { namespace } = parseCaipNetworkId(String(network?.caipNetworkId))
    if (namespace !== network.chainNamespace) {
      throw new ValidationError('Invalid modal options', {
        details: `networks: ${network.caipNetworkId} is not in namespace ${network.chainNamespace}`,
      })
    }
  }
  const snapshot: Record<string, unknown> = {
    projectId: options.projectId,
    networks: options.networks,
    adapters: [...new Set((options.adapters ?? []).map((a) => a.namespace))],
    features: options.features ?? {},
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    embedded: options.embedded ?? false,
    manualControl: options.manualControl ?? false,
    ...((options.adapters ?? []).some((a) => a.auth !== undefined) ? { authConnector: true } : {}),
  }
  for (const key of [
    'defaultNetwork',
    'themeMode',
    'themeVariables',
    'connectMethodsOrder',
    'connectorOrder',
    'featuredWalletIds',
    'includeWalletIds',
    'excludeWalletIds',
    'previewFlows',
    'swapNetworks',
    'metadata',
    'debug',
    'locale',
  ] as const) {
    if (options[key] !== undefined) snapshot[key] = options[key]
  }
  const plain = JSON.parse(JSON.stringify(snapshot)) as unknown
  const reason = validate(configSnapshot, plain, 'options')
  if (reason) throw new ValidationError('Invalid modal options', { details: reason })
  return plain as ConfigSnapshot
}

function readSystemTheme(window: WindowLike | undefined): ThemeMode | undefined {
  const media = window?.matchMedia?.(DARK_SCHEME_QUERY)
  return media ? (media.matches ? 'dark' : 'light') : undefined
}

/** Coarse pointer or a mobile user agent (used by the opening rule of SPEC.md §2). */
function detectMobile(window: WindowLike | undefined): boolean {
  if (!window) return false
  if (window.matchMedia?.('(pointer: coarse)').matches) return true
  return /Android|iPhone|iPad|iPod|Mobile/i.test(window.navigator?.userAgent ?? '')
}

function errorFromData(data: ErrorData): LatchError {
  const error = new LatchError(data.shortMessage, {
    ...(data.details !== undefined ? { details: data.details } : {}),
    ...(data.code !== undefined ? { code: data.code } : {}),
  })
  error.name = data.name
  return error
}

/**
 * The one console warning of a modal created without some service endpoints (issue 9): what is
 * off, and how to turn it on. Undefined when every service has an endpoint (or an injected client).
 */
export function missingEndpointsWarning(options: Pick<CreateModalOptions, 'endpoints' | 'deps'>): string | undefined {
  const lines: string[] = []
  if (!options.endpoints?.walletApi && options.deps?.walletApi === undefined)
    lines.push('no endpoints.walletApi: the wallet list shows installed and announced wallets only')
  if (!options.endpoints?.blockchainApi && options.deps?.blockchainApi === undefined)
    lines.push('no endpoints.blockchainApi: no balances')
  if (!lines.length) return undefined
  return [
    `Latch: ${lines.join('; ')}.`,
    'Latch calls no hosted service it was not given. To add one, pass its base URL:',
    "createModal({ endpoints: { walletApi: 'https://…', blockchainApi: 'https://…' } }) — see the README, \"Endpoints\".",
  ].join(' ')
}

