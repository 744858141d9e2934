import type { Draft } from './draft.ts'
import type { ApplySignInEvent } from './applySignIn.ts'
import { assertNever } from '../rules/assertNever.ts'
import * as onramp from './onramp.ts'
import * as swap from './swap.ts'
import type { ModalState } from './state.ts'
import type { NO_CHANGE } from './noChange.ts'

/** The events `applySignIn` hands on: its own domains (embedded wallet, social, pairing, sign-in) handled. */
export type ApplyTradeEvent = Exclude<ApplySignInEvent, { type: `${'embedded' | 'social' | 'pairing' | 'siwx'}/${string}` }>

/**
 * The trade domains: swap and onramp (Buy).
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a handler edits the draft and returns nothing (an Immer-style recipe), or NO_CHANGE
export function applyTrade(draft: Draft<ModalState>, event: ApplyTradeEvent, base: ModalState): void | typeof NO_CHANGE {
  switch (event.type) {
    case 'swap/viewRequested':
      return swap.viewRequested(draft, event, base)
    case 'swap/selectTokenRequested':
      return swap.selectTokenRequested(draft, event, base)
    case 'swap/tokenSelected':
      return swap.tokenSelected(draft, event, base)
    case 'swap/toAmountChanged':
      return swap.toAmountChanged(draft, event, base)
    case 'swap/reverseQuoted':
      return swap.reverseQuoted(draft, event, base)
    case 'swap/reverseQuoteFailed':
      return swap.reverseQuoteFailed(draft, event, base)
    case 'swap/amountChanged':
      return swap.amountChanged(draft, event, base)
    case 'swap/sidesSwitched':
      return swap.sidesSwitched(draft, event, base)
    case 'swap/previewRequested':
      return swap.previewRequested(draft, event, base)
    case 'swap/submitted':
      return swap.submitted(draft, event, base)
    case 'swap/tokensLoaded':
      return swap.tokensLoaded(draft, event, base)
    case 'swap/tokensFailed':
      return swap.tokensFailed(draft, event, base)
    case 'swap/quoteLoaded':
      return swap.quoteLoaded(draft, event, base)
    case 'swap/quoteFailed':
      return swap.quoteFailed(draft, event, base)
    case 'swap/allowanceChecked':
      return swap.allowanceChecked(draft, event, base)
    case 'swap/approvalBroadcasted':
      return swap.approveSent(draft, event, base)
    case 'swap/approvalConfirmed':
      return swap.approveConfirmed(draft, event, base)
    case 'swap/swapBroadcasted':
      return swap.swapSent(draft, event, base)
    case 'swap/succeeded':
      return swap.succeeded(draft, event, base)
    case 'swap/failed':
      return swap.failed(draft, event, base)
    case 'onramp/viewRequested':
      return onramp.viewRequested(draft, event, base)
    case 'onramp/selectTokenRequested':
      return onramp.selectTokenRequested(draft, event, base)
    case 'onramp/purchaseCurrencySelected':
      return onramp.purchaseCurrencySelected(draft, event, base)
    case 'onramp/paymentCurrencySelected':
      return onramp.paymentCurrencySelected(draft, event, base)
    case 'onramp/paymentMethodSelected':
      return onramp.paymentMethodSelected(draft, event, base)
    case 'onramp/amountChanged':
      return onramp.amountChanged(draft, event, base)
    case 'onramp/providerSelected':
      return onramp.providerSelected(draft, event, base)
    case 'onramp/checkoutRequested':
      return onramp.checkoutRequested(draft, event, base)
    case 'onramp/statusCheckRequested':
      return onramp.statusCheckRequested(draft, event, base)
    case 'onramp/resetRequested':
      return onramp.resetRequested(draft, event, base)
    case 'onramp/optionsLoaded':
      return onramp.optionsLoaded(draft, event, base)
    case 'onramp/quoteLoaded':
      return onramp.quoteLoaded(draft, event, base)
    case 'onramp/checkoutOpened':
      return onramp.checkoutOpened(draft, event, base)
    case 'onramp/purchaseCompleted':
      return onramp.purchaseCompleted(draft, event, base)
    case 'onramp/failed':
      return onramp.failed(draft, event, base)
    default:
      return assertNever(event)
  }
}
