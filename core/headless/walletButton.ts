/**
 * The one-click flow of a wallet button (API.md `<WalletButton>`, `<latch-wallet-button>`): its
 * reading of the state and its click, in the own-UI chunk (core/headless/ownUi.ts), not with the
 * page — the button itself (renderer-react/components/WalletButton.tsx) names email and the
 * socials in the modal's language up front and waits for these for the rest.
 */
import type { Modal } from '../modalFacade.ts'
import type { ModalState } from '../reducers/state.ts'
import { SOCIAL_PROVIDERS, type ChainNamespace } from '../types.ts'
import { connectWallet, findListedWallet, rememberListedWallet, resolveConnectFlow, selectConnectProgress } from './connect.ts'
import type { ConnectStep } from './types.ts'

/** A wallet's name as the lists show it (a connector's, a listed wallet's); undefined while unknown. Email and the socials are named by the button's words. */
export function walletName(state: ModalState, wallet: string): string | undefined {
  const connector = state.connectors.find((c) => c.id === wallet || (wallet === 'walletConnect' && c.type === 'WALLET_CONNECT'))
  return connector ? connector.name : findListedWallet(state, wallet)?.name
}

/** Its icon: a social provider's asset image, a connector's, a listed wallet's. */
export function walletIcon(state: ModalState, wallet: string): string | undefined {
  if ((SOCIAL_PROVIDERS as readonly string[]).includes(wallet)) return state.assetImages[wallet]
  const connector = state.connectors.find((c) => c.id === wallet)
  if (connector) return connector.imageUrl ?? connector.info?.icon
  return findListedWallet(state, wallet)?.image_url
}

/**
 * Starts `wallet`'s flow without the modal's list (API.md `<WalletButton>`). An installed wallet
 * and a social login need no modal (the wallet's prompt, the popup); a WalletConnect pairing opens
 * the modal on its QR (a listed wallet's, with its icon and links), email opens it on EmailLogin.
 * Every step is an intent or a facade call, so the log replays as the modal's own would.
 */
export function startWalletButton(modal: Modal, wallet: string, namespace: ChainNamespace | undefined): void {
  const state = modal.getState()
  const flow = resolveConnectFlow(state, wallet, namespace)
  if (!flow) return
  const ns = namespace ? { namespace } : {}
  if (flow.kind === 'email') {
    modal.open({ view: 'EmailLogin', ...ns })
    return
  }
  if (flow.kind === 'wallet' && flow.walletConnect) {
    modal.open({ namespace: flow.namespace })
    const listed = state.connectors.some((c) => c.id === wallet) || wallet === 'walletConnect' ? undefined : wallet
    if (listed) {
      // As choosing it on Connect does: remembered, then its QR (SPEC.md §2 ConnectingWalletConnect).
      rememberListedWallet(modal, findListedWallet(state, listed))
      modal.dispatch({ type: 'ui/walletChosen', walletId: listed })
      return
    }
    modal.connect(flow.connectorId, flow.namespace).catch(() => undefined)
    return
  }
  // The outcome (connected, or the §8 error) arrives as state.
  connectWallet(modal, wallet, ns).catch(() => undefined)
}

/** What a wallet button shows on a state: its name and icon as the lists show them, whether it can start, and its flow's progress. */
export type WalletButtonState = { name: string | undefined; icon: string | undefined; ready: boolean; step: ConnectStep; error: string | undefined }

/** The last answer per button (wallet and namespace): an unchanged one is the same object, so the button renders again only on a change. */
const answers = new Map<string, WalletButtonState>()

/**
 * The button's reading of a state (one selector rather than five, so the page's button code stays small).
 *
 * @example
 * walletButtonState(state, 'dev.latch.wallet', undefined) // { name: 'Latch Dev Wallet', ready: true, step: 'idle', … }
 */
export function walletButtonState(state: ModalState, wallet: string, namespace: ChainNamespace | undefined): WalletButtonState {
  const flow = resolveConnectFlow(state, wallet, namespace)
  const progress = selectConnectProgress(state, flow)
  const next: WalletButtonState = { name: walletName(state, wallet), icon: walletIcon(state, wallet), ready: flow !== undefined, step: progress.step, error: progress.error }
  const key = `${wallet} ${namespace ?? ''}`
  const last = answers.get(key)
  if (last && (Object.keys(next) as (keyof WalletButtonState)[]).every((field) => last[field] === next[field])) return last
  answers.set(key, next)
  return next
}
