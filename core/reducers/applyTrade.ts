import type { ApplySignInEvent } from './applySignIn.ts'
import * as onramp from './onramp.ts'
import * as swap from './swap.ts'
import type { Routes } from './routes.ts'

/** The events left once the sign-in domains (embedded wallet, social, pairing, sign-in) are routed. */
export type ApplyTradeEvent = Exclude<ApplySignInEvent, { type: `${'embedded' | 'social' | 'pairing' | 'siwx'}/${string}` }>

/** The trade domains' routes: swap and onramp (Buy). */
export const tradeRoutes: Routes<ApplyTradeEvent> = {
  'swap/viewRequested': swap.viewRequested,
  'swap/selectTokenRequested': swap.selectTokenRequested,
  'swap/tokenSelected': swap.tokenSelected,
  'swap/toAmountChanged': swap.toAmountChanged,
  'swap/reverseQuoted': swap.reverseQuoted,
  'swap/reverseQuoteFailed': swap.reverseQuoteFailed,
  'swap/amountChanged': swap.amountChanged,
  'swap/sidesSwitched': swap.sidesSwitched,
  'swap/previewRequested': swap.previewRequested,
  'swap/submitted': swap.submitted,
  'swap/tokensLoaded': swap.tokensLoaded,
  'swap/tokensFailed': swap.tokensFailed,
  'swap/quoteLoaded': swap.quoteLoaded,
  'swap/quoteFailed': swap.quoteFailed,
  'swap/allowanceChecked': swap.allowanceChecked,
  'swap/approvalBroadcasted': swap.approveSent,
  'swap/approvalConfirmed': swap.approveConfirmed,
  'swap/swapBroadcasted': swap.swapSent,
  'swap/succeeded': swap.succeeded,
  'swap/failed': swap.failed,
  'onramp/viewRequested': onramp.viewRequested,
  'onramp/selectTokenRequested': onramp.selectTokenRequested,
  'onramp/purchaseCurrencySelected': onramp.purchaseCurrencySelected,
  'onramp/paymentCurrencySelected': onramp.paymentCurrencySelected,
  'onramp/paymentMethodSelected': onramp.paymentMethodSelected,
  'onramp/amountChanged': onramp.amountChanged,
  'onramp/providerSelected': onramp.providerSelected,
  'onramp/checkoutRequested': onramp.checkoutRequested,
  'onramp/statusCheckRequested': onramp.statusCheckRequested,
  'onramp/resetRequested': onramp.resetRequested,
  'onramp/optionsLoaded': onramp.optionsLoaded,
  'onramp/quoteLoaded': onramp.quoteLoaded,
  'onramp/checkoutOpened': onramp.checkoutOpened,
  'onramp/purchaseCompleted': onramp.purchaseCompleted,
  'onramp/failed': onramp.failed,
}
