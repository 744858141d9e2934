/**
 * A host's own connect UI (API.md "Own UI") as plain functions over a modal: the connect list, the
 * connect flows and the WalletConnect URI, from the selectors and state the modal's views read,
 * acting through intents, so a host's flows leave the modal's own log and replay (core/replay.ts).
 *
 * This module is what the `latch` barrel carries, and it is light: the code itself is a chunk of
 * its own (core/headless/ownUi.ts) loaded at the first use of a function below — or of a
 * latch/react hook — beside the core, whose intents it acts through anyway. A selector asked
 * before then answers "loading" (`selectWallets`) or "nothing yet"; `subscribeWallets` calls
 * back again once the code is in. A page that never uses them fetches none of it.
 */
import type { Modal } from '../modalFacade.ts'
import type { ModalState } from '../reducers/state.ts'
import type { ChainNamespace } from '../types.ts'
import { loadedHeadless, runHeadless, withHeadless } from './load.ts'
import type { ConnectOptions, ConnectProgress, HeadlessWallets, WalletFlow } from './types.ts'

export type { HeadlessWallet, HeadlessWallets, WalletFlow, ConnectOptions, ConnectProgress, ConnectStep, WalletConnectUri } from './types.ts'
export { selectWalletConnectUri, subscribeWalletConnectUri } from './pairing.ts'

/** The list before the own-UI code is in: nothing yet, on its way. */
const LOADING: HeadlessWallets = { wallets: [], query: '', loading: true, hasMore: false }
const IDLE: ConnectProgress = { step: 'idle' }

/**
 * The host's wallet list from a state: the Connect view's wallets in SPEC.md §9 order (the same
 * selectors the views use), then AllWallets' pages, or the search's results; cached on its inputs,
 * so an unrelated state change (a balance, a view) gives the same object. Before the own-UI code
 * has loaded: an empty list, `loading`.
 *
 * @example
 * selectWallets(modal.getState()).wallets.map((w) => w.group) // ['walletConnect', 'recent', 'injected', 'recommended']
 */
export function selectWallets(state: ModalState): HeadlessWallets {
  return loadedHeadless()?.selectWallets(state) ?? LOADING
}

/**
 * Which flow `wallet` names on this state, or undefined when it names nothing Latch can connect
 * (no such connector, listed wallet or provider; WalletConnect not configured) — or the own-UI
 * code has not loaded yet.
 *
 * @example
 * resolveConnectFlow(state, 'dev.latch.wallet') // { kind: 'wallet', connectorId: 'dev.latch.wallet', namespace: 'eip155', walletConnect: false }
 */
export function resolveConnectFlow(state: ModalState, wallet: string, namespace?: ChainNamespace): WalletFlow | undefined {
  return loadedHeadless()?.resolveConnectFlow(state, wallet, namespace)
}

/**
 * Where `flow` stands on this state (pure: the same state gives the same answer; `idle` before
 * the own-UI code has loaded).
 *
 * @example
 * selectConnectProgress(state, { kind: 'email' }) // { step: 'otp' }
 */
export function selectConnectProgress(state: ModalState, flow: WalletFlow | undefined): ConnectProgress {
  return loadedHeadless()?.selectConnectProgress(state, flow) ?? IDLE
}

/**
 * Asks for the lists the Connect view shows (recommended, and featured when the host named some),
 * as opening the modal does, unless loaded or on their way.
 *
 * @example
 * requestWallets(modal)
 */
export function requestWallets(modal: Modal): void {
  runHeadless((impl) => impl.requestWallets(modal))
}

/**
 * Searches the wallet list (SPEC.md §9: 100 entries, the latest query wins); '' ends the search.
 *
 * @example
 * searchWallets(modal, 'rain')
 */
export function searchWallets(modal: Modal, query: string): void {
  runHeadless((impl) => impl.searchWallets(modal, query))
}

/**
 * The next page of AllWallets (SPEC.md §9: pages of 40): the first, the next, or the one that
 * failed again. Nothing while a page is on its way or when none is left.
 *
 * @example
 * loadMoreWallets(modal)
 */
export function loadMoreWallets(modal: Modal): void {
  runHeadless((impl) => impl.loadMoreWallets(modal))
}

/**
 * Calls `callback` with the host's wallet list now and whenever it changes (`loading` until the
 * own-UI code is in, then the list), after asking for the Connect view's lists; returns the
 * unsubscribe function.
 *
 * @example
 * const stop = subscribeWallets(modal, ({ wallets }) => render(wallets))
 */
export function subscribeWallets(modal: Modal, callback: (wallets: HeadlessWallets) => void): () => void {
  let last: HeadlessWallets | undefined
  let live = true
  const emit = (state: ModalState) => {
    const next = selectWallets(state)
    if (live && next !== last) callback((last = next))
  }
  const stop = modal.subscribeState(emit)
  runHeadless((impl) => {
    if (!live) return
    emit(modal.getState())
    impl.requestWallets(modal)
  })
  return () => {
    live = false
    stop()
  }
}

/**
 * Starts connecting `wallet` (see `resolveConnectFlow`) without the modal's list; resolves once
 * connected, rejects with the SPEC.md §8 error ('Connection rejected', 'Popup closed', 'Wallet not
 * found', …). Email needs `options.email`; the mailed code then goes to `submitOtp`. A listed
 * wallet is remembered first, so the connection makes it a recent one (SPEC.md §9), as choosing it
 * in the modal does.
 *
 * @example
 * await connectWallet(modal, 'dev.latch.wallet')
 * connectWallet(modal, 'email', { email: 'ada@example.com' })
 */
export function connectWallet(modal: Modal, wallet: string, options: ConnectOptions = {}): Promise<void> {
  return withHeadless((impl) => impl.connectWallet(modal, wallet, options))
}

/** Starts a flow `resolveConnectFlow` gave; the promise settles on its outcome. */
export function startFlow(modal: Modal, flow: WalletFlow, options: ConnectOptions = {}): Promise<void> {
  return withHeadless((impl) => impl.startFlow(modal, flow, options))
}

/**
 * The mailed code of the email login under way (SPEC.md §4); a wrong one sets `error` to
 * `invalidOtp` and the step back to `otp`.
 *
 * @example
 * submitOtp(modal, '123456')
 */
export function submitOtp(modal: Modal, otp: string): void {
  runHeadless((impl) => impl.submitOtp(modal, otp))
}

/**
 * Starts a WalletConnect pairing (the adapter then issues the URI: `subscribeWalletConnectUri`);
 * resolves once a wallet has paired and connected, rejects as `modal.connect` does, or with
 * 'Wallet not found' when no WalletConnect adapter is configured (for `namespace`, if given).
 *
 * @example
 * startPairing(modal).then(() => console.log('paired'))
 */
export function startPairing(modal: Modal, options: { namespace?: ChainNamespace } = {}): Promise<void> {
  return withHeadless((impl) => impl.startPairing(modal, options))
}
