/**
 * Intents and facts (ARCHITECTURE.md rule 5, issue 10). An **intent** is what a user or a host may
 * ask (`modal/openRequested`, `ui/sendClicked`, `connection/connectRequested`); a **fact** is what
 * an effect observed or Latch itself recorded (`connection/connected`, `rpc/succeeded`,
 * `send/succeeded`). The public `modal.dispatch` takes intents only: a host (or any script on the
 * page) cannot fake a wallet's answer, an RPC result or a finished transaction, however
 * predictable their request ids are. Epics dispatch facts through the store.
 *
 * The record is exhaustive over every event type: a new event does not typecheck until it is
 * classified here.
 */
export const EVENT_KINDS = {
  'app/initialized': 'fact',
  'app/effectFailed': 'fact',
  'app/eventRejected': 'fact',
  'app/snapshotRestored': 'fact',
  // Activity (issue 15): the epic's pages are facts; reaching the end of the list is the user's ask.
  'activity/pageRequested': 'fact',
  'activity/pageLoaded': 'fact',
  'activity/pageFailed': 'fact',
  'activity/moreRequested': 'intent',
  'nfts/requested': 'fact',
  'nfts/loaded': 'fact',
  'nfts/failed': 'fact',
  'identity/loaded': 'fact',
  'identity/failed': 'fact',
  'assets/imagesLoaded': 'fact',
  // Dispatched by the balances epic when an account needs them; the host asks by opening.
  'balances/requested': 'fact',
  'balances/loaded': 'fact',
  'balances/failed': 'fact',
  'connection/connectRequested': 'intent',
  'connection/connected': 'fact',
  'connection/connectFailed': 'fact',
  'connection/connectCancelled': 'fact',
  'connection/disconnectRequested': 'intent',
  'connection/disconnected': 'fact',
  'connection/disconnectFailed': 'fact',
  // The session epic's restore on load (SPEC.md §4), not something a page asks.
  'connection/reconnectRequested': 'fact',
  'connection/reconnectFailed': 'fact',
  'connection/switchRequested': 'intent',
  'connection/switchFailed': 'fact',
  'connectors/discovered': 'fact',
  'embedded/authConnectorReloadRequested': 'fact',
  'embedded/otpSubmitted': 'intent',
  // Issue 13: what the secure-site frame answered (facts of the email-login and approval epics).
  'embedded/emailAccepted': 'fact',
  'embedded/emailFailed': 'fact',
  'embedded/deviceApproved': 'fact',
  'embedded/otpAccepted': 'fact',
  'embedded/otpFailed': 'fact',
  'embedded/approvalRequested': 'fact',
  'embedded/approvalSettled': 'fact',
  'embedded/alerted': 'fact',
  'embedded/storageRestored': 'fact',
  'embedded/smartAccountNetworksReported': 'fact',
  'embedded/emailChangeRequested': 'intent',
  'embedded/newEmailSubmitted': 'intent',
  'embedded/emailChangeCodeSubmitted': 'intent',
  'embedded/emailChangeCodeMailed': 'fact',
  'embedded/emailUpdated': 'fact',
  'embedded/emailChangeFailed': 'fact',
  // Issue 13: the social login's popup steps (facts of core/effects/socialLogin.ts).
  'social/redirectOpened': 'fact',
  'social/farcasterUriIssued': 'fact',
  'social/resultReceived': 'fact',
  'social/succeeded': 'fact',
  'social/failed': 'fact',
  'social/cancelled': 'fact',
  'features/remoteConfigLoaded': 'fact',
  'project/checked': 'fact',
  'project/alertDismissed': 'intent',
  'analytics/batchSettled': 'fact',
  'modal/openRequested': 'intent',
  'modal/closeRequested': 'intent',
  'modal/shakeRequested': 'intent',
  'modal/shakeEnded': 'fact',
  'networks/switchRequested': 'intent',
  'networks/switched': 'fact',
  'networks/switchFailed': 'fact',
  // A destination, not an intent: kept so logs recorded before issue 10 replay; views dispatch
  // `ui/*` and the reducers route (core/reducers/ui.ts).
  'router/navigated': 'fact',
  // The WalletConnect adapter's pairing URI and the pairing epic's expiry (SPEC.md §9).
  'pairing/uriIssued': 'fact',
  'pairing/expired': 'fact',
  'router/wentBack': 'intent',
  'router/accountTabSelected': 'intent',
  // The RPC client's own traffic (core/clients/rpcProvider.ts) and its outcomes.
  'rpc/requested': 'fact',
  'rpc/succeeded': 'fact',
  'rpc/failed': 'fact',
  'rpc/cancelled': 'fact',
  'rpc/batchPosted': 'fact',
  'rpc/endpointFailed': 'fact',
  'rpc/endpointsRanked': 'fact',
  // Sign in with a wallet (issue 14): the user's Sign and Cancel; the rest are the siwx epic's outcomes.
  // What another tab changed, as this tab's sync epic recorded it (never broadcast again).
  'tabs/connectionAdopted': 'fact',
  'tabs/adoptFailed': 'fact',
  'tabs/disconnected': 'fact',
  'tabs/networkSwitched': 'fact',
  'tabs/accountTypeSwitched': 'fact',
  'tabs/signInAdopted': 'fact',
  'tabs/signOutAdopted': 'fact',
  'siwx/sessionRestored': 'fact',
  'siwx/messageCreated': 'fact',
  'siwx/initFailed': 'fact',
  'siwx/signRequested': 'intent',
  'siwx/sessionAdded': 'fact',
  'siwx/signFailed': 'fact',
  'siwx/cancelled': 'intent',
  'siwx/sessionRevoked': 'fact',
  'send/tokenSelected': 'intent',
  'send/amountChanged': 'intent',
  'send/receiverChanged': 'intent',
  'send/previewRequested': 'intent',
  'send/submitted': 'intent',
  'send/succeeded': 'fact',
  'send/failed': 'fact',
  'send/maxRequested': 'intent',
  'send/maxFeeEstimated': 'fact',
  'send/maxFailed': 'fact',
  'snackbar/requested': 'intent',
  // Issue 16: the user's steps in Swap and SwapPreview; the swap epic's observations are facts.
  'swap/viewRequested': 'intent',
  'swap/selectTokenRequested': 'intent',
  'swap/tokenSelected': 'intent',
  'swap/amountChanged': 'intent',
  'swap/toAmountChanged': 'intent',
  'swap/reverseQuoted': 'fact',
  'swap/reverseQuoteFailed': 'fact',
  'swap/sidesSwitched': 'intent',
  'swap/previewRequested': 'intent',
  'swap/submitted': 'intent',
  'swap/tokensLoaded': 'fact',
  'swap/tokensFailed': 'fact',
  'swap/quoteLoaded': 'fact',
  'swap/quoteFailed': 'fact',
  'swap/allowanceChecked': 'fact',
  'swap/approvalBroadcasted': 'fact',
  'swap/approvalConfirmed': 'fact',
  'swap/swapBroadcasted': 'fact',
  'swap/succeeded': 'fact',
  'swap/failed': 'fact',
  // Issue 16: the user's steps in Buy; the onramp epic's observations are facts.
  'onramp/viewRequested': 'intent',
  'onramp/selectTokenRequested': 'intent',
  'onramp/purchaseCurrencySelected': 'intent',
  'onramp/paymentCurrencySelected': 'intent',
  'onramp/paymentMethodSelected': 'intent',
  'onramp/amountChanged': 'intent',
  'onramp/providerSelected': 'intent',
  'onramp/checkoutRequested': 'intent',
  'onramp/statusCheckRequested': 'intent',
  'onramp/resetRequested': 'intent',
  'onramp/optionsLoaded': 'fact',
  'onramp/quoteLoaded': 'fact',
  'onramp/checkoutOpened': 'fact',
  'onramp/purchaseCompleted': 'fact',
  'onramp/failed': 'fact',
  // Issue 15: the user's steps in RegisterAccountName; the names epic's observations are facts.
  'names/viewRequested': 'intent',
  'names/inputChanged': 'intent',
  'names/registerSubmitted': 'intent',
  'names/suggestionsLoaded': 'fact',
  'names/suggestionsFailed': 'fact',
  'names/registered': 'fact',
  'names/registerFailed': 'fact',
  'names/receiverResolved': 'fact',
  'names/receiverResolveFailed': 'fact',
  // Issue 15: the saved multi-wallet list, read back from storage.
  'connections/restored': 'fact',
  // Issue 15: eoa ⇄ smartAccount (SPEC.md §4).
  'accounts/typeSwitchRequested': 'intent',
  'accounts/typeSwitched': 'fact',
  'accounts/typeSwitchFailed': 'fact',
  'accounts/typePreferenceRestored': 'fact',
  // Issue 15: smart sessions (SPEC.md §6 smartSessions flag).
  'sessions/viewRequested': 'intent',
  'sessions/revokeRequested': 'intent',
  'sessions/loaded': 'fact',
  'sessions/failed': 'fact',
  'sessions/revoked': 'fact',
  'sessions/revokeFailed': 'fact',
  'snackbar/replacementElapsed': 'fact',
  // The app's own requests through its provider (API.md getProvider): the ask is the app's, the
  // answer the wallet's.
  'provider/requested': 'intent',
  'provider/succeeded': 'fact',
  'provider/failed': 'fact',
  'snackbar/autoHideElapsed': 'fact',
  'snackbar/dismissed': 'intent',
  'snackbar/holdStarted': 'intent',
  'snackbar/holdEnded': 'intent',
  // SPEC.md §6 legalCheckbox: the user's tick; the saved choice read back at start.
  'legal/consentChanged': 'intent',
  'legal/consentRestored': 'fact',
  'storage/readFailed': 'fact',
  'storage/writeFailed': 'fact',
  'theme/modeRequested': 'intent',
  'theme/systemPreferenceChanged': 'fact',
  'ui/networksClicked': 'intent',
  'ui/walletsClicked': 'intent',
  'ui/sendClicked': 'intent',
  'ui/receiveClicked': 'intent',
  'ui/addWalletClicked': 'intent',
  'ui/allWalletsClicked': 'intent',
  'ui/helpClicked': 'intent',
  'ui/emailSubmitted': 'intent',
  'ui/socialChosen': 'intent',
  'ui/walletChosen': 'intent',
  'ui/networkChosen': 'intent',
  'ui/walletListClicked': 'intent',
  'wallets/listRequested': 'intent',
  'wallets/pageLoaded': 'fact',
  'wallets/pageFailed': 'fact',
  'wallets/searchChanged': 'intent',
  'wallets/searchLoaded': 'fact',
  'wallets/searchFailed': 'fact',
  'wallets/walletSelected': 'intent',
  'wallets/imagesLoaded': 'fact',
  'wallets/recentLoaded': 'fact',
  'wallets/recentAdded': 'fact',
} as const

/** An intent is what a user or host asks; a fact is what an effect observed (only intents may be dispatched). */
export type EventKind = 'intent' | 'fact'
/** The `type` of every intent event: the only types `modal.dispatch` accepts. */
export type IntentType = { [T in keyof typeof EVENT_KINDS]: (typeof EVENT_KINDS)[T] extends 'intent' ? T : never }[keyof typeof EVENT_KINDS]

/** The types the public dispatch accepts. */
export const INTENT_TYPES: ReadonlySet<string> = new Set(
  Object.entries(EVENT_KINDS)
    .filter(([, kind]) => kind === 'intent')
    .map(([type]) => type),
)

/** True for a type a user or host may dispatch. */
export function isIntentType(type: string): type is IntentType {
  return INTENT_TYPES.has(type)
}
