/**
 * Routing of the views' intents (ARCHITECTURE.md rule 5; SPEC.md §2 views, §6 feature
 * flags). A view says what the user did (`ui/sendClicked`); the rules of where that leads — which
 * flag allows it, which namespace supports it, which flow is offered — live here, once. An intent
 * the rules do not allow leaves the state as it was.
 */
import { isConnectFlowOffered, isEmailLoginOffered, isSocialLoginOffered } from '../rules/connectFlows.ts'
import { selectCanReceive, selectCanSend } from '../selectors/accountActions.ts'
import { selectWalletConnectTarget } from '../selectors/walletConnectTarget.ts'
import { selectLegalBlocked } from '../selectors/legal.ts'
import type { CaipNetworkId, ViewName } from '../types.ts'
import type { Handler, StateDraft } from './draft.ts'
import { pushView } from './router.ts'
import { emailSubmitted as embeddedEmailSubmitted } from './embedded.ts'
import { socialLoginStarted } from './social.ts'
import type { JsonValue } from '../events/schema.ts'

/** Views open only in an open modal; a closed one rests on its root (SPEC.md §2 closing). */
function go(state: StateDraft, view: ViewName, data?: JsonValue): void {
  if (state.open) pushView(state, view, data)
}

export const networksClicked: Handler<'ui/networksClicked'> = (state) => go(state, 'Networks')

/** SPEC.md §6 multiWallet: the wallets of this session are managed in ProfileWallets. */
export const walletsClicked: Handler<'ui/walletsClicked'> = (state, _event, base) => {
  if (base.features.multiWallet) go(state, 'ProfileWallets')
}

/** SPEC.md §6 `send`, §9: Send opens only with the flag on, connected on eip155 or solana. */
export const sendClicked: Handler<'ui/sendClicked'> = (state, _event, base) => {
  if (selectCanSend(base)) go(state, 'Send')
}

/** SPEC.md §6 `receive`. */
export const receiveClicked: Handler<'ui/receiveClicked'> = (state, _event, base) => {
  if (selectCanReceive(base)) go(state, 'Receive')
}

export const addWalletClicked: Handler<'ui/addWalletClicked'> = (state) => go(state, 'Connect')

/** SPEC.md §6 `allWallets`. */
export const allWalletsClicked: Handler<'ui/allWalletsClicked'> = (state, _event, base) => {
  if (base.features.allWallets) go(state, 'AllWallets')
}

export const helpClicked: Handler<'ui/helpClicked'> = (state) => go(state, 'WhatIsAWallet')

/** SPEC.md §6 `email`, offered once its flow lands (core/rules/connectFlows.ts). */
export const emailSubmitted: Handler<'ui/emailSubmitted'> = (state, event, base) => {
  if (!base.features.email || !isEmailLoginOffered(base.config)) return
  go(state, 'EmailLogin')
  // With the address, the login itself starts (core/reducers/embedded.ts).
  embeddedEmailSubmitted(state, event, base)
}

/** SPEC.md §6 `socials`: only a configured provider, once the social flow is offered. */
export const socialChosen: Handler<'ui/socialChosen'> = (state, event, base) => {
  const socials = base.features.socials
  if (socials === false || !socials.includes(event.provider)) return
  if (!isSocialLoginOffered(base.config)) return
  // SPEC.md §4: Farcaster uses a fetched URL shown as a QR code, not a popup.
  if (event.provider === 'farcaster') {
    // "Try again" on ConnectingFarcaster restarts in place.
    if (base.view !== 'ConnectingFarcaster') go(state, 'ConnectingFarcaster')
    if (base.config.authConnector === true) socialLoginStarted(state, event, base)
    return
  }
  // "Try again" on ConnectingSocial restarts in place; from Connect the view opens.
  if (base.view !== 'ConnectingSocial') go(state, 'ConnectingSocial', { provider: event.provider })
  else state.viewData = { provider: event.provider }
  // With an AUTH connector, the popup opens (core/reducers/social.ts).
  if (base.config.authConnector === true) socialLoginStarted(state, event, base)
}

/**
 * A listed wallet that is not installed (SPEC.md §2 ConnectingWalletConnect): with a
 * WalletConnect connector (on the namespace the modal is opened for, if any), that wallet's QR and
 * links — the pairing starts with the view (core/effects/walletChosen.ts). Without one, where to
 * get it (Downloads): never a "not available" panel.
 */
export const walletChosen: Handler<'ui/walletChosen'> = (state, event, base) => {
  const target = isConnectFlowOffered('walletConnect', base.config.previewFlows) ? selectWalletConnectTarget(base) : undefined
  if (target) go(state, 'ConnectingWalletConnect', { walletId: event.walletId, ...target })
  else go(state, 'Downloads', { walletId: event.walletId })
}

/**
 * SwitchActiveChain's "Connect a … wallet" (SPEC.md §2): Connect for the chosen network's
 * namespace, as `open({ namespace })` does, and the connection lands on that network.
 * A network the modal is not configured with leads nowhere.
 */
export const networkChosen: Handler<'ui/networkChosen'> = (state, event, base) => {
  if (!state.open) return
  const network = base.config.networks.find((n) => n.caipNetworkId === event.caipNetworkId)
  if (!network) return
  state.openNamespace = network.chainNamespace
  state.openNetwork = network.caipNetworkId as CaipNetworkId
  go(state, 'Connect', { namespace: network.chainNamespace, caipNetworkId: network.caipNetworkId })
}

/**
 * SPEC.md §6 `collapseWallets`: "Continue with a wallet" opens Connect's wallet list on its own
 * (Connect again, with `{ wallets: true }`), so going back returns to email and socials. Not while
 * the legal consent blocks every connect method (§6 `legalCheckbox`).
 */
export const walletListClicked: Handler<'ui/walletListClicked'> = (state, _event, base) => {
  if (!state.open || !base.features.collapseWallets || selectLegalBlocked(base)) return
  // Pushed even over Connect itself (pushView keeps one entry per view): back pops to the methods.
  state.history = [...state.history, 'Connect']
  state.viewData = { wallets: true }
  state.transition = 'next'
}
