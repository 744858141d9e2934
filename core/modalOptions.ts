import type { Adapter } from './adapter.ts'
import type { Analytics } from './clients/analytics.ts'
import type { BlockchainApi } from './clients/blockchainApi.ts'
import type { FetchLike } from './clients/http.ts'
import type { WalletApi } from './clients/walletApi.ts'
import { DARK_SCHEME_QUERY } from './effects/systemTheme.ts'
import { ValidationError } from './errors/ValidationError.ts'
import { configSnapshot } from './events/app.ts'
import { validate, type Infer } from './events/schema.ts'
import type { ConnectFlow } from './rules/connectFlows.ts'
import { parseCaipNetworkId } from './rules/parseCaipNetworkId.ts'
import type { SIWXConfig } from './siwx/types.ts'
import type { WalletFeature } from './rules/walletFeatureOrder.ts'
import type { Deps, WindowLike } from './store.ts'
import type { KeyValueStorage } from './storage.ts'
import type { CaipNetwork, CaipNetworkId, ConnectMethod, Features, ThemeMode } from './types.ts'

/**
 * `createModal`'s options (API.md) and what becomes of them before any store exists: the
 * validated, serialisable config snapshot `app/initialized` records, the environment it reads
 * once (system theme, mobile), and the one console warning about services without an endpoint.
 * Split from core/modal.ts (the guide: createModal held wiring, config and API in one).
 */

/** Options of `createModal` (API.md). */
export type CreateModalOptions = {
  /** Sent as `projectId` on every service call. */
  projectId: string
  /** The configured networks; any other network is unsupported (SPEC.md §5). */
  networks: CaipNetwork[]
  /** The chain adapters (`eip155Adapter()`, `solanaAdapter()`) and flow adapters (`walletConnect(…)`, `embeddedWallet(…)`); none: the modal only shows, as with `manualControl`. */
  adapters?: Adapter[]
  /** The network a visitor starts on; default the first of `networks`. */
  defaultNetwork?: CaipNetworkId
  /** SPEC.md §6 feature flags, merged flag by flag with the project's remote configuration (the docs' Configuration page). */
  features?: Partial<Features>
  /** 'dark' or 'light'; absent: the system preference, followed live. */
  themeMode?: ThemeMode
  /** Theme variables (`--latch-*` custom properties without the prefix, e.g. `{ 'accent': '#3b82f6' }`). */
  themeVariables?: Record<string, string>
  /** The order of Connect's sections: 'email', 'social', 'wallet' (SPEC.md §9 default). */
  connectMethodsOrder?: ConnectMethod[]
  /** Account's wallet features in this order (SPEC.md §9 default: onramp, swaps, receive, send); left-out ones follow. */
  walletFeaturesOrder?: WalletFeature[]
  /** Connector ids listed first on Connect, in this order (the rest follow SPEC.md §9's order). */
  connectorOrder?: string[]
  /** Wallet-list ids shown on Connect and first in AllWallets, in your order; one not installed leads to its download links (or its QR with WalletConnect). */
  featuredWalletIds?: string[]
  /** Only these wallet-list ids are listed (installed wallets still show). */
  includeWalletIds?: string[]
  /** These wallet-list ids are never listed. */
  excludeWalletIds?: string[]
  /**
   * Connect flows that have not landed yet (email, social, WalletConnect pairing) to offer anyway;
   * they end on a "not available yet" panel. For Latch's own development; none by default.
   */
  previewFlows?: ConnectFlow[]
  /**
   * Networks where Swap is offered; absent: SPEC.md §9's swap networks. Elsewhere Swap
   * says 'Network not supported for Swaps'. The sandbox demo names its anvil chains here.
   */
  swapNetworks?: CaipNetworkId[]
  /** Stay connected on a network the app did not configure instead of showing UnsupportedChain (SPEC.md §2); default false. */
  allowUnsupportedChain?: boolean
  /** Let the visitor switch networks from the modal; default true. */
  enableNetworkSwitch?: boolean
  /** Embedded mode (SPEC.md §2): closing shows Account when connected, else Connect; default false. */
  embedded?: boolean
  /** The host drives connecting itself: the modal opens on WalletConnect pairing (AllWallets on a phone); default false. */
  manualControl?: boolean
  /** Your app as wallets show it (WalletConnect, sign-in messages). */
  metadata?: { name: string; description: string; url: string; icons: string[] }
  /**
   * Sign in with a wallet (SPEC.md §4 SIWX): after each connect, and each switch to a
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
  /** Terms of Service page that Connect's consent links to when `features.legalCheckbox` is on (SPEC.md §6). */
  termsConditionsUrl?: string
  /** Privacy Policy page that Connect's consent links to when `features.legalCheckbox` is on (SPEC.md §6). */
  privacyPolicyUrl?: string
  /** Base URLs of the services Latch may call (the docs' Getting started page); absent: none is called. */
  endpoints?: { walletApi?: string; blockchainApi?: string; analytics?: string; secureSite?: string; exchange?: string }
  /**
   * Connecting, disconnecting, switching network, connection or account type, and signing in or
   * out in one tab show in every tab of the origin, with no wallet prompt in the others; default true.
   */
  syncTabs?: boolean
  /**
   * Where what survives a reload is kept (the connected session, recent wallets); default IndexedDB
   * (memory where there is none). `cookieStorage()` for server rendering: the server then sees the
   * connection and renders it (`initialState` in `latch/react`).
   */
  storage?: KeyValueStorage
  /** Ring-buffer size of the event log (default 10,000). */
  logCapacity?: number
  /**
   * Injected effects' dependencies: tests pass a virtual-time scheduler, their own window,
   * storage, `fetch`, or whole service clients (`null` turns a service off).
   */
  deps?: Partial<Pick<Deps, 'scheduler' | 'window' | 'storage' | 'tabChannel'>> & {
    fetch?: FetchLike
    walletApi?: WalletApi | null
    blockchainApi?: BlockchainApi | null
    analytics?: Analytics | null
    /** The page's IANA time zone (tests); default: the browser's (SPEC.md §9 restricted regions). */
    timeZone?: string
  }
}

/** The serialisable part of the options, as `app/initialized` records it. */
export type ConfigSnapshot = Infer<typeof configSnapshot>

/** The serialisable part of the options, validated; bad options fail fast with a clear error. */
export function snapshotOf(options: CreateModalOptions): ConfigSnapshot {
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
    // SPEC.md §6 pay: the exchange a payment may come from.
    ...(options.endpoints?.exchange ? { exchangeUrl: options.endpoints.exchange } : {}),
  }
  for (const key of [
    'defaultNetwork',
    'themeMode',
    'themeVariables',
    'connectMethodsOrder',
    'walletFeaturesOrder',
    'connectorOrder',
    'featuredWalletIds',
    'includeWalletIds',
    'excludeWalletIds',
    'previewFlows',
    'swapNetworks',
    'metadata',
    'debug',
    'locale',
    'termsConditionsUrl',
    'privacyPolicyUrl',
  ] as const) {
    if (options[key] !== undefined) snapshot[key] = options[key]
  }
  const plain = JSON.parse(JSON.stringify(snapshot)) as unknown
  const reason = validate(configSnapshot, plain, 'options')
  if (reason) throw new ValidationError('Invalid modal options', { details: reason })
  return plain as ConfigSnapshot
}

export function readSystemTheme(window: WindowLike | undefined): ThemeMode | undefined {
  const media = window?.matchMedia?.(DARK_SCHEME_QUERY)
  return media ? (media.matches ? 'dark' : 'light') : undefined
}

/** Coarse pointer or a mobile user agent (used by the opening rule of SPEC.md §2). */
export function detectMobile(window: WindowLike | undefined): boolean {
  if (!window) return false
  if (window.matchMedia?.('(pointer: coarse)').matches) return true
  return /Android|iPhone|iPad|iPod|Mobile/i.test(window.navigator?.userAgent ?? '')
}

/**
 * Whether a service runs (a page calls only the hosts its developer named): an injected
 * client decides (`null` turns the service off), else a named endpoint. The core's wiring builds
 * the client by it (core/modalDeps.ts), and `createModal` records a missing blockchain service by
 * it (core/modalPrepare.ts).
 */
export function serviceIsOn(options: Pick<CreateModalOptions, 'endpoints' | 'deps'>, key: 'walletApi' | 'blockchainApi' | 'analytics'): boolean {
  const injected = options.deps?.[key]
  return injected !== undefined ? injected !== null : Boolean(options.endpoints?.[key])
}

/**
 * The one console warning of a modal created without some service endpoints: what is
 * off, and how to turn it on. Undefined when every service has an endpoint (or an injected client).
 */
export function missingEndpointsWarning(options: Pick<CreateModalOptions, 'endpoints' | 'deps'>): string | undefined {
  const lines: string[] = []
  if (!options.endpoints?.walletApi && options.deps?.walletApi === undefined) lines.push('no endpoints.walletApi: the wallet list shows installed and announced wallets only')
  if (!options.endpoints?.blockchainApi && options.deps?.blockchainApi === undefined) lines.push('no endpoints.blockchainApi: no balances')
  if (!lines.length) return undefined
  return [
    `Latch: ${lines.join('; ')}.`,
    'Latch calls no hosted service it was not given. To add one, pass its base URL:',
    "createModal({ endpoints: { walletApi: 'https://…', blockchainApi: 'https://…' } }) — see the README, \"Endpoints\".",
  ].join(' ')
}
