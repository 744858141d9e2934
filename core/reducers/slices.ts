import type { ModalEventType } from '../events/index.ts'
import type { ModalState } from './state.ts'

/** The root fields of the state that hold objects or arrays (the ones a handler can write into). */
export type SliceKey = {
  [K in keyof ModalState]-?: NonNullable<ModalState[K]> extends object ? K : never
}[keyof ModalState]

/**
 * Which object fields of the root each event's handler writes INTO (a nested write such as
 * `state.send.amount = …` or `state.accounts[ns].status = …`), so the per-event reduce copies only
 * those (to `copyDepth`, core/reducers/copyOnWrite.ts) and gives the handler a plain copy of the
 * root for the rest (copying or drafting the whole state per event cost more than all of
 * the handlers' own work).
 *
 * Fields a handler only assigns whole (`state.config = …`, `state.history = [view]`) or reads need
 * no entry: the root copy takes the assignment, and reads see the frozen state. A missing entry is
 * never wrong, only slow: a handler writing into an uncopied field throws on the frozen object,
 * and that event is reduced again on a copy of the whole state (`reduceValid`, counted by
 * `sliceDraftStats`); the slice-drafts property test checks the table leaves no event there.
 * Events absent from the table copy nothing but the root.
 */
export const SLICES: { readonly [T in ModalEventType]?: readonly SliceKey[] } = {
  'app/initialized': ['theme'],
  'theme/modeRequested': ['theme'],
  'theme/systemPreferenceChanged': ['theme'],
  'connection/connected': ['siwx'],
  'connection/disconnected': ['accounts', 'connections', 'siwx'],
  'networks/switched': ['siwx'],
  'pairing/expired': ['pairing'],
  'send/maxRequested': ['send'],
  'send/maxFeeEstimated': ['send'],
  'send/maxFailed': ['send'],
  'snackbar/holdStarted': ['snackbar'],
  'snackbar/holdEnded': ['snackbar'],
  'wallets/listRequested': ['wallets'],
  'wallets/pageFailed': ['wallets'],
  'wallets/searchChanged': ['wallets'],
  'wallets/searchLoaded': ['wallets'],
  'wallets/searchFailed': ['wallets'],
  'wallets/walletSelected': ['wallets'],
  'wallets/recentLoaded': ['wallets'],
  'wallets/recentAdded': ['wallets'],
  'modal/openRequested': ['siwx'],
  'modal/closeRequested': ['siwx'],
  'siwx/sessionRestored': ['siwx', 'accounts'],
  // Another tab's change: the slices of the event each mirrors (core/reducers/apply.ts).
  'tabs/connectionAdopted': ['siwx'],
  'tabs/disconnected': ['accounts', 'connections', 'siwx'],
  'tabs/networkSwitched': ['siwx'],
  'tabs/accountTypeSwitched': ['accounts'],
  'tabs/signInAdopted': ['siwx', 'accounts'],
  'tabs/signOutAdopted': ['siwx', 'accounts'],
  'siwx/messageCreated': ['siwx', 'accounts'],
  'siwx/initFailed': ['siwx', 'accounts'],
  'siwx/signRequested': ['siwx', 'accounts'],
  'siwx/sessionAdded': ['siwx', 'accounts'],
  'siwx/signFailed': ['siwx', 'accounts'],
  'siwx/cancelled': ['siwx', 'accounts'],
  'siwx/sessionRevoked': ['siwx', 'accounts'],
  'activity/pageRequested': ['activity'],
  'activity/pageLoaded': ['activity'],
  'activity/pageFailed': ['activity'],
  'nfts/requested': ['nfts'],
  'nfts/loaded': ['nfts'],
  'nfts/failed': ['nfts'],
  'identity/loaded': ['accounts'],
  'identity/failed': ['accounts'],
  'ui/emailSubmitted': ['embedded'],
  'embedded/otpSubmitted': ['embedded'],
  'embedded/emailAccepted': ['embedded'],
  'embedded/emailFailed': ['embedded'],
  'embedded/deviceApproved': ['embedded'],
  'embedded/otpAccepted': ['embedded'],
  'embedded/otpFailed': ['embedded'],
  'embedded/approvalRequested': ['embedded'],
  'embedded/approvalSettled': ['embedded'],
  'embedded/alerted': ['embedded'],
  'embedded/storageRestored': ['embedded'],
  'embedded/smartAccountNetworksReported': ['embedded'],
  'embedded/emailChangeRequested': ['embedded'],
  'embedded/newEmailSubmitted': ['embedded'],
  'embedded/emailChangeCodeSubmitted': ['embedded'],
  'embedded/emailChangeCodeMailed': ['embedded'],
  'embedded/emailUpdated': ['embedded', 'accounts', 'connections'],
  'embedded/emailChangeFailed': ['embedded'],
  'social/redirectOpened': ['social'],
  'social/farcasterUriIssued': ['social'],
  'social/resultReceived': ['social'],
  'social/succeeded': ['social'],
  'social/failed': ['social'],
  'social/cancelled': [],
  'swap/viewRequested': ['swap'],
  'swap/selectTokenRequested': ['swap'],
  'swap/tokenSelected': ['swap'],
  'swap/amountChanged': ['swap'],
  'swap/toAmountChanged': ['swap'],
  'swap/reverseQuoted': ['swap'],
  'swap/reverseQuoteFailed': ['swap'],
  'swap/sidesSwitched': ['swap'],
  'swap/previewRequested': ['swap'],
  'swap/submitted': ['swap'],
  'swap/tokensLoaded': ['swap'],
  'swap/tokensFailed': ['swap'],
  'swap/quoteLoaded': ['swap'],
  'swap/quoteFailed': ['swap'],
  'swap/allowanceChecked': ['swap'],
  'swap/approvalBroadcasted': ['swap'],
  'swap/approvalConfirmed': ['swap'],
  'swap/swapBroadcasted': ['swap'],
  'swap/succeeded': ['swap'],
  'swap/failed': ['swap'],
  'onramp/viewRequested': ['onramp'],
  'onramp/selectTokenRequested': [],
  'onramp/purchaseCurrencySelected': ['onramp'],
  'onramp/paymentCurrencySelected': ['onramp'],
  'onramp/paymentMethodSelected': ['onramp'],
  'onramp/amountChanged': ['onramp'],
  'onramp/providerSelected': ['onramp'],
  'onramp/checkoutRequested': ['onramp'],
  'onramp/statusCheckRequested': ['onramp'],
  'onramp/resetRequested': ['onramp'],
  'onramp/optionsLoaded': ['onramp'],
  'onramp/quoteLoaded': ['onramp'],
  'onramp/checkoutOpened': ['onramp'],
  'onramp/purchaseCompleted': ['onramp'],
  'onramp/failed': ['onramp'],
  'project/checked': ['project'],
  'project/alertDismissed': ['project'],
  'names/viewRequested': ['names'],
  'names/inputChanged': ['names'],
  'names/suggestionsLoaded': ['names'],
  'names/suggestionsFailed': ['names'],
  'names/registerSubmitted': ['names'],
  'names/registered': ['names', 'accounts'],
  'names/registerFailed': ['names'],
  'names/receiverResolved': ['send'],
  'names/receiverResolveFailed': ['send'],
  'connections/restored': ['connections'],
  'accounts/typeSwitched': ['accounts'],
  'accounts/typePreferenceRestored': ['accounts'],
  'pay/sourceChosen': ['pay'],
  'pay/cancelRequested': ['pay'],
  'pay/walletConnected': ['pay'],
  'pay/sent': ['pay'],
  'pay/exchangeOpened': ['pay'],
  'pay/confirmed': ['pay'],
  'pay/failed': ['pay'],
  'sessions/viewRequested': ['smartSessions'],
  'sessions/loaded': ['smartSessions'],
  'sessions/failed': ['smartSessions'],
  'sessions/revokeRequested': ['smartSessions'],
  'sessions/revoked': ['smartSessions'],
  'sessions/revokeFailed': ['smartSessions'],
}

/**
 * How deep each root field is copied for an event that writes into it (core/reducers/copyOnWrite.ts):
 * 1 copies the field's object alone, 2 its object children too, and so on. Written below their top:
 * `accounts` one level down (`state.accounts[ns].status = …`), `siwx` and `embedded` too (`siwx.sessions[caip]`, `embedded.update.step`),
 * `connections` two (`connections[ns].push(…)`, `connection.disconnected = true`). A write deeper
 * than the depth falls back to the whole-state path, which the slice-drafts property test keeps unused.
 */
const COPY_DEPTH: { readonly [K in SliceKey]?: number } = { accounts: 2, siwx: 2, embedded: 2, connections: 3 }

export const copyDepth = (key: SliceKey): number => COPY_DEPTH[key] ?? 1
