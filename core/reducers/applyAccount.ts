import type { Draft } from './draft.ts'
import type { StampedEvent } from '../events/index.ts'
import * as accountType from './accountType.ts'
import * as activity from './activity.ts'
import * as assets from './assets.ts'
import * as balances from './balances.ts'
import * as identity from './identity.ts'
import * as names from './names.ts'
import * as nfts from './nfts.ts'
import * as savedConnections from './savedConnections.ts'
import * as send from './send.ts'
import * as smartSessions from './smartSessions.ts'
import * as wallets from './wallets.ts'
import type { ModalState } from './state.ts'
import { NO_CHANGE } from './noChange.ts'
import { applySignIn } from './applySignIn.ts'

/** Domains the switches before `applyAccount` handle. */
type HandledBefore = 'app' | 'features' | 'project' | 'modal' | 'router' | 'ui' | 'connection' | 'connectors' | 'networks' | 'theme' | 'snackbar' | 'tabs' | 'legal' | 'pay'

/** The events `apply` hands on. */
export type ApplyAccountEvent = Exclude<StampedEvent, { type: `${HandledBefore}/${string}` }>

/**
 * The account's domains: balances, send, wallet lists and images, saved connections, account type,
 * Activity, NFTs, identity, names, smart sessions, and the transport facts (storage, rpc, analytics).
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a handler edits the draft and returns nothing (an Immer-style recipe), or NO_CHANGE
export function applyAccount(draft: Draft<ModalState>, event: ApplyAccountEvent, base: ModalState): void | typeof NO_CHANGE {
  switch (event.type) {
    case 'balances/requested':
      return balances.requested(draft, event, base)
    case 'balances/loaded':
      return balances.loaded(draft, event, base)
    case 'balances/failed':
      return balances.failed(draft, event, base)
    case 'send/tokenSelected':
      return send.tokenSelected(draft, event, base)
    case 'send/amountChanged':
      return send.amountChanged(draft, event, base)
    case 'send/receiverChanged':
      return send.receiverChanged(draft, event, base)
    case 'send/previewRequested':
      return send.previewRequested(draft, event, base)
    case 'send/submitted':
      return send.submitted(draft, event, base)
    case 'send/succeeded':
      // First: it reads the send the send slice then resets (`base` is the draft in the final-state replay).
      activity.sendSucceeded(draft, event, base)
      return send.succeeded(draft, event, base)
    case 'send/failed':
      return send.failed(draft, event, base)
    case 'send/maxRequested':
      return send.maxRequested(draft, event, base)
    case 'send/maxFeeEstimated':
      return send.maxFeeEstimated(draft, event, base)
    case 'send/maxFailed':
      return send.maxFailed(draft, event, base)
    case 'wallets/listRequested':
      return wallets.listRequested(draft, event, base)
    case 'wallets/pageLoaded':
      return wallets.pageLoaded(draft, event, base)
    case 'wallets/pageFailed':
      return wallets.pageFailed(draft, event, base)
    case 'wallets/searchChanged':
      return wallets.searchChanged(draft, event, base)
    case 'wallets/searchLoaded':
      return wallets.searchLoaded(draft, event, base)
    case 'wallets/searchFailed':
      return wallets.searchFailed(draft, event, base)
    case 'wallets/walletSelected':
      return wallets.walletSelected(draft, event, base)
    case 'wallets/recentLoaded':
      return wallets.recentLoaded(draft, event, base)
    case 'wallets/recentAdded':
      return wallets.recentAdded(draft, event, base)
    case 'wallets/imagesLoaded':
      return wallets.imagesLoaded(draft, event, base)
    case 'assets/imagesLoaded':
      return assets.imagesLoaded(draft, event, base)
    case 'activity/pageRequested':
      return activity.pageRequested(draft, event, base)
    case 'activity/pageLoaded':
      return activity.pageLoaded(draft, event, base)
    case 'activity/pageFailed':
      return activity.pageFailed(draft, event, base)
    case 'nfts/requested':
      return nfts.requested(draft, event, base)
    case 'nfts/loaded':
      return nfts.loaded(draft, event, base)
    case 'nfts/failed':
      return nfts.failed(draft, event, base)
    case 'identity/loaded':
      return identity.loaded(draft, event, base)
    case 'identity/failed':
      return identity.failed(draft, event, base)
    case 'names/viewRequested':
      return names.viewRequested(draft, event, base)
    case 'names/inputChanged':
      return names.inputChanged(draft, event, base)
    case 'names/suggestionsLoaded':
      return names.suggestionsLoaded(draft, event, base)
    case 'names/suggestionsFailed':
      return names.suggestionsFailed(draft, event, base)
    case 'names/registerSubmitted':
      return names.registerSubmitted(draft, event, base)
    case 'names/registered':
      return names.registered(draft, event, base)
    case 'names/registerFailed':
      return names.registerFailed(draft, event, base)
    case 'names/receiverResolved':
      return names.receiverResolved(draft, event, base)
    case 'names/receiverResolveFailed':
      return names.receiverResolveFailed(draft, event, base)
    case 'connections/restored':
      return savedConnections.restored(draft, event, base)
    case 'accounts/typeSwitched':
      return accountType.switched(draft, event, base)
    case 'accounts/typeSwitchFailed':
      return accountType.switchFailed(draft, event, base)
    case 'accounts/typePreferenceRestored':
      return accountType.preferenceRestored(draft, event, base)
    case 'sessions/viewRequested':
      return smartSessions.viewRequested(draft, event, base)
    case 'sessions/loaded':
      return smartSessions.loaded(draft, event, base)
    case 'sessions/failed':
      return smartSessions.failed(draft, event, base)
    case 'sessions/revokeRequested':
      return smartSessions.revokeRequested(draft, event, base)
    case 'sessions/revoked':
      return smartSessions.revoked(draft, event, base)
    case 'sessions/revokeFailed':
      return smartSessions.revokeFailed(draft, event, base)
    // The account-type epic asks the wallet; the outcome is `accounts/typeSwitched` or `switchFailed`.
    case 'accounts/typeSwitchRequested':
      return NO_CHANGE
    // Facts recorded for effects and debugging; the state does not change.
    case 'storage/readFailed':
    case 'storage/writeFailed':
    case 'activity/moreRequested':
      return NO_CHANGE
    // RPC transport facts (core/clients/rpcBatchEpic.ts): the log shows them, state is unchanged.
    case 'rpc/requested':
    case 'rpc/succeeded':
    case 'rpc/failed':
    case 'rpc/cancelled':
    case 'rpc/batchPosted':
    case 'rpc/endpointFailed':
    case 'rpc/endpointsRanked':
      return NO_CHANGE
    // The app's own requests (API.md getProvider): the log shows what the app asked and what the
    // wallet answered; the modal's state changes only through what they lead to (a switch, a connect).
    case 'provider/requested':
    case 'provider/succeeded':
    case 'provider/failed':
      return NO_CHANGE
    // Usage events left (or failed to): the log shows them, state is unchanged.
    case 'analytics/batchSettled':
      return NO_CHANGE
    default:
      return applySignIn(draft, event, base)
  }
}
