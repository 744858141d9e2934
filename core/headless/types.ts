/**
 * The own-UI types (API.md "Own UI"): what the light functions of `latch` (core/headless/index.ts)
 * and the code they load (core/headless/ownUi.ts) share. Types only, so a page pays nothing for them.
 */
import type { ConnectorGroup } from '../rules/orderConnectors.ts'
import type { StateError } from '../rules/stateError.ts'
import type { ChainNamespace, SocialProvider } from '../types.ts'

/** One wallet of the host's list. `id` is what `connectWallet` takes. */
export type HeadlessWallet = {
  /** A connector id (an installed or WalletConnect row) or the wallet list's id (a listed wallet). */
  id: string
  name: string
  icon?: string
  /** Where the list put it: a SPEC.md §9 connector group, or `all` (a page loaded by `loadMore`), or `search`. */
  group: ConnectorGroup | 'all' | 'search'
  /** SPEC.md §3 installed: a browser connector of this page serves it. */
  installed: boolean
  /** The namespaces it connects on here (empty for a listed wallet not installed: WalletConnect decides). */
  namespaces: ChainNamespace[]
}

/** The host's wallet list and where its loading stands. */
export type HeadlessWallets = {
  /** Searching: the results; else the connect list (SPEC.md §9 order), then the pages `loadMore` brought. */
  wallets: HeadlessWallet[]
  /** The current search text ('' when not searching). */
  query: string
  /** A list or a search is on its way (or the own-UI code itself, before it has loaded). */
  loading: boolean
  /** `loadMore` would bring more wallets (AllWallets' next page, or its first). */
  hasMore: boolean
  /** The failure of the list on screen (SPEC.md §8 code), until a retry. */
  error?: StateError
}

/** What a connect starts: a connector id, a listed wallet's id, `'walletConnect'`, `'email'` or a social provider. */
export type WalletFlow = { kind: 'wallet'; connectorId: string; namespace: ChainNamespace; walletConnect: boolean } | { kind: 'email' } | { kind: 'social'; provider: SocialProvider }

/**
 * Where a flow stands. `approveInWallet`: the wallet's own prompt; `scanQr`: the WalletConnect URI
 * is shown (`selectWalletConnectUri`); `sendingEmail`, `approveDevice` (the mailed link), `otp`
 * (the mailed code is needed: `submitOtp`), `verifyingOtp`: SPEC.md §4 email login; `popup`,
 * `farcasterQr`: SPEC.md §4 social login; `connecting`: the connection itself.
 */
export type ConnectStep = 'idle' | 'approveInWallet' | 'scanQr' | 'sendingEmail' | 'approveDevice' | 'otp' | 'verifyingOtp' | 'popup' | 'farcasterQr' | 'connecting' | 'connected' | 'failed'

/** A flow's step and, when it failed (or a code was refused), the SPEC.md §8 code of why. */
export type ConnectProgress = { step: ConnectStep; error?: string }

/** Options of `connectWallet` and `useConnect().connect`: the namespace to connect on, and the address an email login mails its code to. */
export type ConnectOptions = { namespace?: ChainNamespace; email?: string }

/** The pairing to show: its `wc:` URI, when it expires (ms since the epoch) and whether it counts as expired (a fresh one is coming). */
export type WalletConnectUri = { uri: string; expiresAt: number; expired: boolean } | undefined
