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
import { noChange, type AccountEvent, type Routes } from './routes.ts'

/**
 * The account's domains' routes: balances, send, wallet lists and images, saved connections, account
 * type, Activity, NFTs, identity, names, smart sessions, and the transport facts (storage, rpc, analytics).
 */
export const accountRoutes: Routes<AccountEvent> = {
  'balances/requested': balances.requested,
  'balances/loaded': balances.loaded,
  'balances/failed': balances.failed,
  'send/tokenSelected': send.tokenSelected,
  'send/amountChanged': send.amountChanged,
  'send/receiverChanged': send.receiverChanged,
  'send/previewRequested': send.previewRequested,
  'send/submitted': send.submitted,
  'send/succeeded': (draft, event, base) => {
    // First: it reads the send the send slice then resets (`base` is the draft in the final-state replay).
    activity.sendSucceeded(draft, event, base)
    return send.succeeded(draft, event, base)
  },
  'send/failed': send.failed,
  'send/maxRequested': send.maxRequested,
  'send/maxFeeEstimated': send.maxFeeEstimated,
  'send/maxFailed': send.maxFailed,
  'wallets/listRequested': wallets.listRequested,
  'wallets/pageLoaded': wallets.pageLoaded,
  'wallets/pageFailed': wallets.pageFailed,
  'wallets/searchChanged': wallets.searchChanged,
  'wallets/searchLoaded': wallets.searchLoaded,
  'wallets/searchFailed': wallets.searchFailed,
  'wallets/walletSelected': wallets.walletSelected,
  'wallets/recentLoaded': wallets.recentLoaded,
  'wallets/recentAdded': wallets.recentAdded,
  'wallets/imagesLoaded': wallets.imagesLoaded,
  'assets/imagesLoaded': assets.imagesLoaded,
  'activity/pageRequested': activity.pageRequested,
  'activity/pageLoaded': activity.pageLoaded,
  'activity/pageFailed': activity.pageFailed,
  'nfts/requested': nfts.requested,
  'nfts/loaded': nfts.loaded,
  'nfts/failed': nfts.failed,
  'identity/loaded': identity.loaded,
  'identity/failed': identity.failed,
  'names/viewRequested': names.viewRequested,
  'names/inputChanged': names.inputChanged,
  'names/suggestionsLoaded': names.suggestionsLoaded,
  'names/suggestionsFailed': names.suggestionsFailed,
  'names/registerSubmitted': names.registerSubmitted,
  'names/registered': names.registered,
  'names/registerFailed': names.registerFailed,
  'names/receiverResolved': names.receiverResolved,
  'names/receiverResolveFailed': names.receiverResolveFailed,
  'connections/restored': savedConnections.restored,
  'accounts/typeSwitched': accountType.switched,
  'accounts/typeSwitchFailed': accountType.switchFailed,
  'accounts/typePreferenceRestored': accountType.preferenceRestored,
  'sessions/viewRequested': smartSessions.viewRequested,
  'sessions/loaded': smartSessions.loaded,
  'sessions/failed': smartSessions.failed,
  'sessions/revokeRequested': smartSessions.revokeRequested,
  'sessions/revoked': smartSessions.revoked,
  'sessions/revokeFailed': smartSessions.revokeFailed,
  // The account-type epic asks the wallet; the outcome is `accounts/typeSwitched` or `switchFailed`.
  'accounts/typeSwitchRequested': noChange,
  // Facts recorded for effects and debugging; the state does not change.
  'storage/readFailed': noChange,
  'storage/writeFailed': noChange,
  'activity/moreRequested': noChange,
  // RPC transport facts (core/clients/rpcBatchEpic.ts): the log shows them, state is unchanged.
  'rpc/requested': noChange,
  'rpc/succeeded': noChange,
  'rpc/failed': noChange,
  'rpc/cancelled': noChange,
  'rpc/batchPosted': noChange,
  'rpc/endpointFailed': noChange,
  'rpc/endpointsRanked': noChange,
  // The app's own requests (API.md getProvider): the log shows what the app asked and what the
  // wallet answered; the modal's state changes only through what they lead to (a switch, a connect).
  'provider/requested': noChange,
  'provider/succeeded': noChange,
  'provider/failed': noChange,
  // Usage events left (or failed to): the log shows them, state is unchanged.
  'analytics/batchSettled': noChange,
}
