import type { OnrampProblem, OnrampProvider } from '../core/reducers/onrampState.ts'

type OnrampStage = 'url' | 'status' | 'timeout'

/** The Buy view's texts (SPEC.md §8: the service's message is shown when it gave one). */
export type BuyMessages = {
  buy: string
  youBuy: (symbol: string, network: string) => string
  /** Opens BuySelectToken. */
  changeCurrency: string
  /** BuySelectToken's search field. */
  searchCurrencies: string
  noCurrencies: string
  paymentCurrency: string
  paymentMethod: string
  methods: { card: string; ach_bank_account: string }
  limits: (min: string, max: string, currency: string) => string
  amount: string
  provider: string
  providers: Record<OnrampProvider, { name: string; fee: string }>
  loadingOptions: string
  /** SPEC.md §8: the service failed; the built-in options are shown. */
  optionsFallback: string
  quoteLoading: string
  youGet: (amount: string, symbol: string) => string
  providerFee: string
  networkFee: string
  total: string
  /** SPEC.md §8: the service failed; the mock quote is shown. */
  quoteFallback: string
  continue: string
  problems: Record<OnrampProblem, string>
  opening: string
  inCheckout: string
  openCheckout: string
  success: (amount: string, symbol: string) => string
  newBalance: (quantity: string) => string
  buyMore: string
  failed: (stage: OnrampStage, message: string) => string
  tryAgain: string
  checkAgain: string
}

export const defaultBuyMessages: BuyMessages = {
  buy: 'Buy',
  youBuy: (symbol, network) => `Buy ${symbol} on ${network}`,
  changeCurrency: 'Change',
  searchCurrencies: 'Search by name or symbol',
  noCurrencies: 'Nothing to buy matches',
  paymentCurrency: 'Pay with',
  paymentMethod: 'Payment method',
  methods: { card: 'Card', ach_bank_account: 'Bank account' },
  limits: (min, max, currency) => `${min} to ${max} ${currency}`,
  amount: 'Amount',
  provider: 'Provider',
  providers: { meld: { name: 'Meld', fee: 'Fee 1-2%' }, coinbase: { name: 'Coinbase', fee: 'Fee 1-2%' } },
  loadingOptions: 'Loading payment options…',
  optionsFallback: 'The onramp service did not answer: default options are shown.',
  quoteLoading: 'Getting a quote…',
  youGet: (amount, symbol) => `You get ${amount} ${symbol}`,
  providerFee: 'Provider fee',
  networkFee: 'Network fee',
  total: 'Total',
  quoteFallback: 'The onramp service did not answer: this quote is an estimate.',
  continue: 'Continue to checkout',
  problems: {
    notConnected: 'Connect a wallet to buy',
    noProvider: 'Choose a provider',
    amount: 'Enter a valid amount',
    amountBelowMin: 'The amount is below the minimum',
    amountAboveMax: 'The amount is above the maximum',
    noQuote: 'Wait for a quote',
  },
  opening: 'Opening the checkout…',
  inCheckout: 'Complete the purchase in the checkout window. This view updates when it is done.',
  openCheckout: 'Open the checkout again',
  success: (amount, symbol) => `Bought ${amount} ${symbol}`,
  newBalance: (quantity) => `New balance: ${quantity}`,
  buyMore: 'Buy more',
  failed: (stage, message) =>
    stage === 'url' ? `The checkout could not be opened: ${message}` : stage === 'timeout' ? 'The checkout was not completed in time.' : `The checkout status could not be read: ${message}`,
  tryAgain: 'Try again',
  checkAgain: 'Check again',
}

/** The Buy view's texts: the defaults with the host's overrides (`messages.buy`). */
export function buyMessagesOf(overrides: Partial<BuyMessages> | undefined): BuyMessages {
  return overrides ? { ...defaultBuyMessages, ...overrides } : defaultBuyMessages
}
