/**
 * Buy (SPEC.md §7 onramp calls, §8 fallback to default options or a mock quote, §9
 * providers, limits and the purchase currency). Codes, not English: problems and failed stages are
 * codes; the service's own message is kept as it came (SPEC.md §8).
 */
import { compareDecimal } from '../rules/decimal.ts'
import { defaultPurchaseCurrency, onrampProvidersFor, selectBuyAddress, selectOnrampLimits, selectOnrampProblem, selectPurchaseCurrencies } from '../selectors/onramp.ts'
import { swapAmountOf } from '../selectors/swap.ts'
import { asDraft, type Handler, type StateDraft } from './draft.ts'
import { goBack, pushView } from './router.ts'
import type { ModalState } from './state.ts'

/** A purchase under way: the inputs are frozen until it ends. */
const busy = (base: ModalState): boolean => base.onramp !== undefined && (base.onramp.status === 'opening' || base.onramp.status === 'checkout')

/** The quote the inputs need: loading when the amount is a decimal within the limits (no call for one the service would refuse), else none. */
function refreshQuote(state: StateDraft): void {
  const onramp = state.onramp
  if (!onramp) return
  delete onramp.problem
  const amount = swapAmountOf(onramp.amount)
  const limits = selectOnrampLimits(onramp)
  const within = amount !== undefined && (!limits || (compareDecimal(amount, limits.min) !== -1 && compareDecimal(amount, limits.max) !== 1))
  if (amount && within && onramp.optionsStatus === 'success') {
    onramp.quote = { status: 'loading', purchaseCurrency: onramp.purchaseCurrency, paymentCurrency: onramp.paymentCurrency, amount }
  } else {
    delete onramp.quote
  }
}

/** SPEC.md §6 `onramp`: Buy opens on a connected eip155 or solana account; options load once per network. */
export const viewRequested: Handler<'onramp/viewRequested'> = (state, _event, base) => {
  if (!base.open || !selectBuyAddress(base)) return
  const caipNetworkId = base.activeCaipNetworkId ?? ''
  if (base.onramp?.caipNetworkId !== caipNetworkId) {
    // SPEC.md §5: those the project's remote config names, when it names any.
    const providers = onrampProvidersFor(base.activeNamespace, base.project?.onrampProviders)
    state.onramp = {
      caipNetworkId,
      status: 'idle',
      optionsStatus: 'loading',
      purchaseCurrency: defaultPurchaseCurrency(base.activeNamespace),
      paymentCurrency: 'USD',
      paymentMethod: 'card',
      providers,
      ...(providers[0] ? { provider: providers[0] } : {}),
    }
  } else if (!busy(base) && base.onramp.status !== 'idle') {
    resetPurchase(state)
  }
  pushView(state, 'Buy')
}

export const optionsLoaded: Handler<'onramp/optionsLoaded'> = (state, event, base) => {
  if (base.onramp?.caipNetworkId !== event.caipNetworkId) return
  const onramp = state.onramp!
  onramp.optionsStatus = 'success'
  onramp.options = asDraft(event.options)
  if (event.fallback) onramp.optionsFallback = true
  else delete onramp.optionsFallback
  if (!event.options.paymentCurrencies.some((c) => c.id === onramp.paymentCurrency)) {
    onramp.paymentCurrency = event.options.paymentCurrencies[0]?.id ?? onramp.paymentCurrency
  }
  refreshQuote(state)
}

/** BuySelectToken, once the options are there and no purchase is under way. */
export const selectTokenRequested: Handler<'onramp/selectTokenRequested'> = (state, _event, base) => {
  if (!base.open || !base.onramp || busy(base) || base.onramp.optionsStatus !== 'success') return
  pushView(state, 'BuySelectToken')
}

/** A purchase currency the network offers (`selectPurchaseCurrencies`); from BuySelectToken, back to Buy with a new quote. */
export const purchaseCurrencySelected: Handler<'onramp/purchaseCurrencySelected'> = (state, event, base) => {
  if (!base.onramp || busy(base) || !selectPurchaseCurrencies(base.onramp).some((c) => c.id === event.currency)) return
  if (base.view === 'BuySelectToken') goBack(state)
  state.onramp!.purchaseCurrency = event.currency
  refreshQuote(state)
}

export const paymentCurrencySelected: Handler<'onramp/paymentCurrencySelected'> = (state, event, base) => {
  if (!base.onramp || busy(base)) return
  const known = base.onramp.options?.paymentCurrencies.some((c) => c.id === event.currency)
  if (!known) return
  state.onramp!.paymentCurrency = event.currency
  refreshQuote(state)
}

export const paymentMethodSelected: Handler<'onramp/paymentMethodSelected'> = (state, event, base) => {
  if (!base.onramp || busy(base)) return
  state.onramp!.paymentMethod = event.method
  refreshQuote(state)
}

export const amountChanged: Handler<'onramp/amountChanged'> = (state, event, base) => {
  if (!base.onramp || busy(base)) return
  state.onramp!.amount = event.amount
  refreshQuote(state)
}

export const providerSelected: Handler<'onramp/providerSelected'> = (state, event, base) => {
  if (!base.onramp || busy(base) || !base.onramp.providers.includes(event.provider)) return
  state.onramp!.provider = event.provider
  delete state.onramp!.problem
}

/** A quote counts only for the inputs still shown (a late answer for older ones is dropped). */
export const quoteLoaded: Handler<'onramp/quoteLoaded'> = (state, event, base) => {
  const q = base.onramp?.quote
  if (q?.status !== 'loading' || q.amount !== event.amount || q.paymentCurrency !== event.paymentCurrency || q.purchaseCurrency !== event.purchaseCurrency) return
  state.onramp!.quote = { ...q, status: 'success', value: asDraft(event.quote), ...(event.fallback ? { fallback: true } : {}) }
}

/** The Buy button: only with a provider, an amount within the limits and its quote; else the problem. */
export const checkoutRequested: Handler<'onramp/checkoutRequested'> = (state, event, base) => {
  if (!base.onramp || busy(base)) return
  const problem = selectOnrampProblem(base)
  if (problem) {
    state.onramp!.problem = problem
    return
  }
  const onramp = state.onramp!
  onramp.status = 'opening'
  onramp.requestId = event.requestId
  for (const key of ['error', 'url', 'result', 'problem'] as const) delete onramp[key]
}

const current = (base: ModalState, requestId: string): boolean => base.onramp?.requestId === requestId

export const checkoutOpened: Handler<'onramp/checkoutOpened'> = (state, event, base) => {
  if (!current(base, event.requestId) || base.onramp!.status !== 'opening') return
  state.onramp!.status = 'checkout'
  state.onramp!.url = event.url
}

/** After a status failure: the same checkout is looked at again. */
export const statusCheckRequested: Handler<'onramp/statusCheckRequested'> = (state, event, base) => {
  const onramp = base.onramp
  if (!onramp || !current(base, event.requestId) || onramp.status !== 'failure' || !onramp.url) return
  state.onramp!.status = 'checkout'
  delete state.onramp!.error
}

/** Done: the purchase landed on chain; Buy says so (with the new balance once it is read). */
export const purchaseCompleted: Handler<'onramp/purchaseCompleted'> = (state, event, base) => {
  if (!current(base, event.requestId) || base.onramp!.status !== 'checkout') return
  const onramp = state.onramp!
  onramp.status = 'success'
  onramp.result = { hash: event.hash, amount: event.amount, symbol: event.symbol }
  delete onramp.error
}

/** A failed step: the inputs and an opened checkout stay, so trying or checking again loses nothing. */
export const failed: Handler<'onramp/failed'> = (state, event, base) => {
  if (!current(base, event.requestId) || !busy(base)) return
  const onramp = state.onramp!
  onramp.status = 'failure'
  onramp.error = { stage: event.stage, message: event.error.shortMessage, ...(event.error.code !== undefined ? { code: event.error.code } : {}) }
}

/** Back to the inputs (kept) after a purchase ended. */
export const resetRequested: Handler<'onramp/resetRequested'> = (state, _event, base) => {
  if (!base.onramp || busy(base)) return
  resetPurchase(state)
}

function resetPurchase(state: StateDraft): void {
  const onramp = state.onramp!
  onramp.status = 'idle'
  for (const key of ['requestId', 'url', 'error', 'result', 'problem'] as const) delete onramp[key]
}
