import type { OnrampOptions } from '../clients/onrampSchemas.ts'
import type { ModalState } from '../reducers/state.ts'
import type { OnrampProblem, OnrampProvider, OnrampState } from '../reducers/onrampState.ts'
import { compareDecimal } from '../rules/decimal.ts'
import type { ChainNamespace } from '../types.ts'
import { swapAmountOf } from './swap.ts'

type BuyReadState = Pick<ModalState, 'features' | 'activeNamespace' | 'accounts' | 'env'>

/** SPEC.md §9: onramp on eip155 and solana. */
export function isOnrampNamespace(namespace: ChainNamespace | undefined): namespace is 'eip155' | 'solana' {
  return namespace === 'eip155' || namespace === 'solana'
}

/** The connected address Buy delivers to, when Buy is offered (SPEC.md §6 `onramp` flag, §9 namespaces). */
export function selectBuyAddress(state: BuyReadState): string | undefined {
  // SPEC.md §9: not in a restricted region (the page's time zone, recorded by app/initialized).
  if (!state.features.onramp || state.env.restrictedRegion || !isOnrampNamespace(state.activeNamespace)) return undefined
  const account = state.accounts[state.activeNamespace]
  return account?.status === 'connected' ? account.address : undefined
}

/** Account's Buy action. */
export function selectCanBuy(state: BuyReadState): boolean {
  return selectBuyAddress(state) !== undefined
}

/**
 * SPEC.md §9 providers on a namespace (meld: eip155 and solana; coinbase: eip155), kept to those
 * the project names when its remote config names providers (§5: an array of strings, else none are
 * used — an empty list leaves none).
 */
export function onrampProvidersFor(namespace: ChainNamespace | undefined, remote?: readonly string[]): OnrampProvider[] {
  const all: OnrampProvider[] = namespace === 'eip155' ? ['meld', 'coinbase'] : namespace === 'solana' ? ['meld'] : []
  return remote ? all.filter((p) => remote.includes(p)) : all
}

/** SPEC.md §9: SOL on Solana, else USDC. */
export function defaultPurchaseCurrency(namespace: ChainNamespace | undefined): string {
  return namespace === 'solana' ? 'SOL' : 'USDC'
}

/** The limits of the chosen payment currency and method (the service's, or §9's defaults). */
export function selectOnrampLimits(onramp: OnrampState | undefined): { min: string; max: string } | undefined {
  const currency = onramp?.options?.paymentCurrencies.find((c) => c.id === onramp.paymentCurrency)
  const limit = currency?.payment_method_limits.find((l) => l.id === onramp!.paymentMethod)
  return limit ? { min: limit.min, max: limit.max } : undefined
}

/** A purchase currency Buy offers: its id (the symbol the checkout delivers), name and symbol. */
export type PurchaseCurrency = { id: string; name: string; symbol: string }

/**
 * What BuySelectToken offers (SPEC.md §7 onramp options): the service's purchase
 * currencies with a network on the active chain, and always the one chosen now (SPEC.md §9's
 * default stays buyable when the options are the built-in ones of §8, which name mainnets only).
 *
 * @example
 * selectPurchaseCurrencies(onramp).map((c) => c.id) // ['ETH', 'USDC', 'LATCH'] on the sandbox chain
 */
export function selectPurchaseCurrencies(onramp: OnrampState): PurchaseCurrency[] {
  const reference = onramp.caipNetworkId.split(':')[1] ?? onramp.caipNetworkId
  const offered = (onramp.options?.purchaseCurrencies ?? []).filter((c) => c.networks.some((n) => n.chain_id === reference)).map(({ id, name, symbol }) => ({ id, name, symbol }))
  return offered.some((c) => c.id === onramp.purchaseCurrency) ? offered : [{ id: onramp.purchaseCurrency, name: onramp.purchaseCurrency, symbol: onramp.purchaseCurrency }, ...offered]
}

/** The onramp network name of the active chain for the purchase currency (else the chain reference). */
export function onrampNetworkOf(options: OnrampOptions | undefined, purchaseCurrency: string, caipNetworkId: string): string {
  const reference = caipNetworkId.split(':')[1] ?? caipNetworkId
  const currency = options?.purchaseCurrencies.find((c) => c.id === purchaseCurrency || c.symbol === purchaseCurrency)
  return currency?.networks.find((n) => n.chain_id === reference)?.name ?? reference
}

/** The first reason the purchase cannot start, as a code. */
export function selectOnrampProblem(state: BuyReadState & Pick<ModalState, 'onramp'>): OnrampProblem | undefined {
  const onramp = state.onramp
  if (!onramp || !selectCanBuy(state)) return 'notConnected'
  if (!onramp.provider || !onramp.providers.includes(onramp.provider)) return 'noProvider'
  const amount = swapAmountOf(onramp.amount)
  if (!amount || (amount.split('.')[1] ?? '').length > 2) return 'amount'
  const limits = selectOnrampLimits(onramp)
  if (limits && compareDecimal(amount, limits.min) === -1) return 'amountBelowMin'
  if (limits && compareDecimal(amount, limits.max) === 1) return 'amountAboveMax'
  const quote = onramp.quote
  if (quote?.status !== 'success' || quote.amount !== amount || quote.paymentCurrency !== onramp.paymentCurrency) return 'noQuote'
  return undefined
}
