import type { ModalEventType } from '../events/index.ts'
import type { ModalState } from './state.ts'

/** The root fields of the state that hold objects or arrays (the ones a handler can write into). */
export type SliceKey = {
  [K in keyof ModalState]-?: NonNullable<ModalState[K]> extends object ? K : never
}[keyof ModalState]

/**
 * Which object fields of the root each event's handler writes INTO (a nested write such as
 * `state.send.amount = …` or `state.accounts[ns].status = …`), so the per-event reduce drafts only those
 * with Immer and gives the handler a plain copy of the root for the rest (issue 10: one Immer
 * draft of the whole root per event cost more than all of the handlers' own work).
 *
 * Fields a handler only assigns whole (`state.config = …`, `state.history = [view]`) or reads need
 * no entry: the root copy takes the assignment, and reads see the frozen state. A missing entry is
 * never wrong, only slow: a handler writing into an undrafted field throws on the frozen object,
 * and that event is reduced again with a draft of the whole root (`reduceValid`, counted by
 * `sliceFallbacks`); the slice-drafts property test checks the table leaves no event there.
 * Events absent from the table draft nothing.
 */
export const SLICES: { readonly [T in ModalEventType]?: readonly SliceKey[] } = {
  'app/initialized': ['theme'],
  'theme/modeRequested': ['theme'],
  'theme/systemPreferenceChanged': ['theme'],
  'assets/imagesLoaded': ['assetImages'],
  'balances/requested': ['accounts'],
  'balances/loaded': ['accounts'],
  'balances/failed': ['accounts'],
  'connection/connectRequested': ['accounts', 'connectAttempts', 'beforeConnect'],
  'connection/reconnectRequested': ['accounts', 'connectAttempts', 'beforeConnect'],
  'connection/switchRequested': ['accounts', 'connectAttempts', 'beforeConnect'],
  'connection/connectFailed': ['accounts', 'connectAttempts'],
  'connection/connectCancelled': ['accounts', 'connectAttempts'],
  'connection/reconnectFailed': ['accounts', 'connectAttempts'],
  'connection/switchFailed': ['accounts', 'connectAttempts'],
  'connection/connected': ['accounts', 'connections', 'connectAttempts', 'siwx'],
  'connection/disconnected': ['accounts', 'connections', 'siwx'],
  'networks/switched': ['accounts', 'siwx'],
  'pairing/expired': ['pairing'],
  'send/tokenSelected': ['send'],
  'send/amountChanged': ['send'],
  'send/receiverChanged': ['send'],
  'send/maxRequested': ['send'],
  'send/maxFeeEstimated': ['send'],
  'send/maxFailed': ['send'],
  'send/previewRequested': ['send'],
  'send/submitted': ['send'],
  'send/failed': ['send'],
  'snackbar/holdStarted': ['snackbar'],
  'snackbar/holdEnded': ['snackbar'],
  'wallets/listRequested': ['wallets'],
  'wallets/pageLoaded': ['wallets'],
  'wallets/pageFailed': ['wallets'],
  'wallets/searchChanged': ['wallets'],
  'wallets/searchLoaded': ['wallets'],
  'wallets/searchFailed': ['wallets'],
  'wallets/walletSelected': ['wallets'],
  'wallets/recentLoaded': ['wallets'],
  'wallets/recentAdded': ['wallets'],
  'wallets/imagesLoaded': ['wallets'],
  'modal/openRequested': ['siwx'],
  'modal/closeRequested': ['siwx'],
  'siwx/sessionRestored': ['siwx', 'accounts'],
  'siwx/messageCreated': ['siwx', 'accounts'],
  'siwx/initFailed': ['siwx', 'accounts'],
  'siwx/signRequested': ['siwx', 'accounts'],
  'siwx/sessionAdded': ['siwx', 'accounts'],
  'siwx/signFailed': ['siwx', 'accounts'],
  'siwx/cancelled': ['siwx', 'accounts'],
  'siwx/sessionRevoked': ['siwx', 'accounts'],
  'send/succeeded': ['send', 'activity'],
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
  'swap/viewRequested': ['swap'],
  'swap/tokenSelected': ['swap'],
  'swap/amountChanged': ['swap'],
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
  'project/checked': ['project'],
  'project/alertDismissed': ['project'],
}
