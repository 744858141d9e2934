/**
 * Intents and facts (ARCHITECTURE.md rule 5). An **intent** is what a user or a host may
 * ask (`modal/openRequested`, `ui/sendClicked`, `connection/connectRequested`); a **fact** is what
 * an effect observed or Latch itself recorded (`connection/connected`, `rpc/succeeded`,
 * `send/succeeded`). The public `modal.dispatch` takes intents only: a host (or any script on the
 * page) cannot fake a wallet's answer, an RPC result or a finished transaction, however
 * predictable their request ids are. Epics dispatch facts through the store.
 *
 * Only the intents are listed at run time; the facts are a type (`FactType`), and together they
 * classify every event type exactly once (checked in core/events/index.ts).
 */
const INTENT_LIST = [
  'activity/moreRequested',
  'connection/connectRequested',
  'connection/disconnectRequested',
  'connection/switchRequested',
  'embedded/otpSubmitted',
  'embedded/emailChangeRequested',
  'embedded/newEmailSubmitted',
  'embedded/emailChangeCodeSubmitted',
  'project/alertDismissed',
  'modal/openRequested',
  'modal/closeRequested',
  'modal/shakeRequested',
  'networks/switchRequested',
  'router/wentBack',
  'router/accountTabSelected',
  'siwx/signRequested',
  'siwx/cancelled',
  'send/tokenSelected',
  'send/amountChanged',
  'send/receiverChanged',
  'send/previewRequested',
  'send/submitted',
  'send/maxRequested',
  'snackbar/requested',
  // The user's steps in Swap and SwapPreview; the swap epic's observations are facts.
  'swap/viewRequested',
  'swap/selectTokenRequested',
  'swap/tokenSelected',
  'swap/amountChanged',
  'swap/toAmountChanged',
  'swap/sidesSwitched',
  'swap/previewRequested',
  'swap/submitted',
  // The user's steps in Buy; the onramp epic's observations are facts.
  'onramp/viewRequested',
  'onramp/selectTokenRequested',
  'onramp/purchaseCurrencySelected',
  'onramp/paymentCurrencySelected',
  'onramp/paymentMethodSelected',
  'onramp/amountChanged',
  'onramp/providerSelected',
  'onramp/checkoutRequested',
  'onramp/statusCheckRequested',
  'onramp/resetRequested',
  // The user's steps in RegisterAccountName; the names epic's observations are facts.
  'names/viewRequested',
  'names/inputChanged',
  'names/registerSubmitted',
  // The account type, eoa ⇄ smartAccount (SPEC.md §4).
  'accounts/typeSwitchRequested',
  // Smart sessions (SPEC.md §6 smartSessions flag).
  'sessions/viewRequested',
  'sessions/revokeRequested',
  // The app's own requests through its provider (API.md getProvider): the ask is the app's, the
  // answer the wallet's.
  'provider/requested',
  'snackbar/dismissed',
  'snackbar/holdStarted',
  'snackbar/holdEnded',
  // SPEC.md §6 legalCheckbox: the user's tick; the saved choice read back at start.
  'legal/consentChanged',
  // SPEC.md §6 pay: the host's request and the user's choices; what the wallet and the exchange did.
  'pay/requested',
  'pay/sourceChosen',
  'pay/cancelRequested',
  'theme/modeRequested',
  'ui/networksClicked',
  'ui/walletsClicked',
  'ui/sendClicked',
  'ui/receiveClicked',
  'ui/addWalletClicked',
  'ui/allWalletsClicked',
  'ui/helpClicked',
  'ui/emailSubmitted',
  'ui/socialChosen',
  'ui/walletChosen',
  'ui/networkChosen',
  'ui/walletListClicked',
  'wallets/listRequested',
  'wallets/searchChanged',
  'wallets/walletSelected',
] as const

/**
 * Every fact, as a type only (no bytes in the bundle: every type not listed as an intent is a
 * fact at run time); with `IntentType` it classifies every event type exactly once, which
 * core/events/index.ts checks, so a new event does not typecheck until it is classified here.
 */
export type FactType =
  | 'app/initialized'
  | 'app/effectFailed'
  | 'app/eventRejected'
  | 'app/snapshotRestored'
  // Activity: the epic's pages are facts; reaching the end of the list is the user's ask.
  | 'activity/pageRequested'
  | 'activity/pageLoaded'
  | 'activity/pageFailed'
  | 'nfts/requested'
  | 'nfts/loaded'
  | 'nfts/failed'
  | 'identity/loaded'
  | 'identity/failed'
  | 'assets/imagesLoaded'
  // Dispatched by the balances epic when an account needs them; the host asks by opening.
  | 'balances/requested'
  | 'balances/loaded'
  | 'balances/failed'
  | 'connection/connected'
  | 'connection/connectFailed'
  | 'connection/connectCancelled'
  | 'connection/disconnected'
  | 'connection/disconnectFailed'
  // The session epic's restore on load (SPEC.md §4), not something a page asks.
  | 'connection/savedSessionLoaded'
  | 'connection/reconnectRequested'
  | 'connection/reconnectFailed'
  | 'connection/switchFailed'
  | 'connectors/discovered'
  | 'embedded/authConnectorReloadRequested'
  // What the secure-site frame answered (facts of the email-login and approval epics).
  | 'embedded/emailAccepted'
  | 'embedded/emailFailed'
  | 'embedded/deviceApproved'
  | 'embedded/otpAccepted'
  | 'embedded/otpFailed'
  | 'embedded/approvalRequested'
  | 'embedded/approvalSettled'
  | 'embedded/alerted'
  | 'embedded/storageRestored'
  | 'embedded/smartAccountNetworksReported'
  | 'embedded/emailChangeCodeMailed'
  | 'embedded/emailUpdated'
  | 'embedded/emailChangeFailed'
  // The social login's popup steps (facts of core/effects/socialLogin.ts).
  | 'social/redirectOpened'
  | 'social/farcasterUriIssued'
  | 'social/resultReceived'
  | 'social/succeeded'
  | 'social/failed'
  | 'social/cancelled'
  | 'features/remoteConfigLoaded'
  | 'project/checked'
  | 'analytics/batchSettled'
  | 'modal/shakeEnded'
  | 'networks/switched'
  | 'networks/switchFailed'
  // A destination, not an intent: kept so logs recorded before intents-only dispatch still replay; views dispatch
  // `ui/*` and the reducers route (core/reducers/ui.ts).
  | 'router/navigated'
  // The WalletConnect adapter's pairing URI and the pairing epic's expiry (SPEC.md §9).
  | 'pairing/uriIssued'
  | 'pairing/expired'
  // The RPC client's own traffic (core/clients/rpcProvider.ts) and its outcomes.
  | 'rpc/requested'
  | 'rpc/succeeded'
  | 'rpc/failed'
  | 'rpc/cancelled'
  | 'rpc/batchPosted'
  | 'rpc/endpointFailed'
  | 'rpc/endpointsRanked'
  // What another tab changed, as this tab's sync epic recorded it (never broadcast again).
  | 'tabs/connectionAdopted'
  | 'tabs/adoptFailed'
  | 'tabs/disconnected'
  | 'tabs/networkSwitched'
  | 'tabs/accountTypeSwitched'
  | 'tabs/signInAdopted'
  | 'tabs/signOutAdopted'
  // Sign in with a wallet: the user's Sign and Cancel; the rest are the siwx epic's outcomes.
  | 'siwx/sessionRestored'
  | 'siwx/messageCreated'
  | 'siwx/initFailed'
  | 'siwx/sessionAdded'
  | 'siwx/signFailed'
  | 'siwx/sessionRevoked'
  | 'send/succeeded'
  | 'send/failed'
  | 'send/maxFeeEstimated'
  | 'send/maxFailed'
  | 'swap/reverseQuoted'
  | 'swap/reverseQuoteFailed'
  | 'swap/tokensLoaded'
  | 'swap/tokensFailed'
  | 'swap/quoteLoaded'
  | 'swap/quoteFailed'
  | 'swap/allowanceChecked'
  | 'swap/approvalBroadcasted'
  | 'swap/approvalConfirmed'
  | 'swap/swapBroadcasted'
  | 'swap/succeeded'
  | 'swap/failed'
  | 'onramp/optionsLoaded'
  | 'onramp/quoteLoaded'
  | 'onramp/checkoutOpened'
  | 'onramp/purchaseCompleted'
  | 'onramp/failed'
  | 'names/suggestionsLoaded'
  | 'names/suggestionsFailed'
  | 'names/registered'
  | 'names/registerFailed'
  | 'names/receiverResolved'
  | 'names/receiverResolveFailed'
  // The saved multi-wallet list, read back from storage.
  | 'connections/restored'
  | 'accounts/typeSwitched'
  | 'accounts/typeSwitchFailed'
  | 'accounts/typePreferenceRestored'
  | 'sessions/loaded'
  | 'sessions/failed'
  | 'sessions/revoked'
  | 'sessions/revokeFailed'
  | 'snackbar/replacementElapsed'
  | 'provider/succeeded'
  | 'provider/failed'
  | 'snackbar/autoHideElapsed'
  | 'legal/consentRestored'
  | 'pay/walletConnected'
  | 'pay/sent'
  | 'pay/exchangeOpened'
  | 'pay/confirmed'
  | 'pay/failed'
  | 'pay/restored'
  | 'storage/readFailed'
  | 'storage/writeFailed'
  | 'theme/systemPreferenceChanged'
  | 'wallets/pageLoaded'
  | 'wallets/pageFailed'
  | 'wallets/searchLoaded'
  | 'wallets/searchFailed'
  | 'wallets/imagesLoaded'
  | 'wallets/recentLoaded'
  | 'wallets/recentAdded'

/** An intent is what a user or host asks; a fact is what an effect observed (only intents may be dispatched). */
export type EventKind = 'intent' | 'fact'
/** The `type` of every intent event: the only types `modal.dispatch` accepts. */
export type IntentType = (typeof INTENT_LIST)[number]

/** The types the public dispatch accepts. */
export const INTENT_TYPES: ReadonlySet<string> = new Set(INTENT_LIST)

/** True for a type a user or host may dispatch. */
export function isIntentType(type: string): type is IntentType {
  return INTENT_TYPES.has(type)
}
