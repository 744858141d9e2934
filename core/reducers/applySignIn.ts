import type { Draft } from './draft.ts'
import type { ApplyAccountEvent } from './applyAccount.ts'
import * as embedded from './embedded.ts'
import * as emailUpdate from './emailUpdate.ts'
import * as pairing from './pairing.ts'
import * as siwx from './siwx.ts'
import * as social from './social.ts'
import type { ModalState } from './state.ts'
import { NO_CHANGE } from './noChange.ts'
import { applyTrade } from './applyTrade.ts'

/** The events `applyAccount` hands on: its own domains (balances, send, wallets, accounts, …) handled. */
export type ApplySignInEvent = Exclude<
  ApplyAccountEvent,
  {
    type: `${'balances' | 'send' | 'wallets' | 'assets' | 'connections' | 'accounts' | 'activity' | 'nfts' | 'identity' | 'names' | 'sessions' | 'storage' | 'rpc' | 'analytics' | 'provider'}/${string}`
  }
>

/**
 * The sign-in domains: the embedded wallet (email), social login, WalletConnect pairing, SIWX.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a handler edits the draft and returns nothing (an Immer-style recipe), or NO_CHANGE
export function applySignIn(draft: Draft<ModalState>, event: ApplySignInEvent, base: ModalState): void | typeof NO_CHANGE {
  switch (event.type) {
    case 'embedded/otpSubmitted':
      return embedded.otpSubmitted(draft, event, base)
    case 'embedded/emailAccepted':
      return embedded.emailAccepted(draft, event, base)
    case 'embedded/emailFailed':
      return embedded.emailFailed(draft, event, base)
    case 'embedded/deviceApproved':
      return embedded.deviceApproved(draft, event, base)
    case 'embedded/otpAccepted':
      return embedded.otpAccepted(draft, event, base)
    case 'embedded/otpFailed':
      return embedded.otpFailed(draft, event, base)
    case 'embedded/approvalRequested':
      return embedded.approvalRequested(draft, event, base)
    case 'embedded/approvalSettled':
      return embedded.approvalSettled(draft, event, base)
    case 'embedded/alerted':
      return embedded.alerted(draft, event, base)
    case 'embedded/smartAccountNetworksReported':
      return embedded.smartAccountNetworksReported(draft, event, base)
    case 'embedded/storageRestored':
      return embedded.storageRestored(draft, event, base)
    case 'embedded/emailChangeRequested':
      return emailUpdate.requested(draft, event, base)
    case 'embedded/newEmailSubmitted':
      return emailUpdate.submitted(draft, event, base)
    case 'embedded/emailChangeCodeSubmitted':
      return emailUpdate.codeSubmitted(draft, event, base)
    case 'embedded/emailChangeCodeMailed':
      return emailUpdate.codeSent(draft, event, base)
    case 'embedded/emailUpdated':
      return emailUpdate.updated(draft, event, base)
    case 'embedded/emailChangeFailed':
      return emailUpdate.failed(draft, event, base)
    case 'social/redirectOpened':
      return social.redirectOpened(draft, event, base)
    case 'social/farcasterUriIssued':
      return social.farcasterUriIssued(draft, event, base)
    case 'social/resultReceived':
      return social.resultReceived(draft, event, base)
    case 'social/succeeded':
      return social.succeeded(draft, event, base)
    case 'social/failed':
      return social.failed(draft, event, base)
    case 'social/cancelled':
      return social.cancelled(draft, event, base)
    case 'pairing/uriIssued':
      return pairing.uriIssued(draft, event, base)
    case 'pairing/expired':
      return pairing.expired(draft, event, base)
    case 'siwx/sessionRestored':
      return siwx.sessionRestored(draft, event, base)
    case 'siwx/messageCreated':
      return siwx.messageCreated(draft, event, base)
    case 'siwx/initFailed':
      return siwx.initFailed(draft, event, base)
    case 'siwx/signRequested':
      return siwx.signRequested(draft, event, base)
    case 'siwx/sessionAdded':
      return siwx.sessionAdded(draft, event, base)
    case 'siwx/signFailed':
      return siwx.signFailed(draft, event, base)
    case 'siwx/cancelled':
      return siwx.cancelled(draft, event, base)
    case 'siwx/sessionRevoked':
      return siwx.sessionRevoked(draft, event, base)
    // Facts recorded for effects and debugging; the state does not change.
    case 'embedded/authConnectorReloadRequested':
      return NO_CHANGE
    default:
      return applyTrade(draft, event, base)
  }
}
