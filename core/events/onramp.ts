import { onrampOptionsSchema, onrampQuoteSchema } from '../clients/onrampSchemas.ts'
import { errorData } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/** SPEC.md §9 onramp providers: meld (eip155 and solana), coinbase (eip155). */
export const ONRAMP_PROVIDERS = ['meld', 'coinbase'] as const
/** The payment methods of SPEC.md §9's default limits (card, bank account). */
export const ONRAMP_METHODS = ['card', 'ach_bank_account'] as const
/** Which step of a purchase failed: the checkout URL, reading its status, or waiting too long. */
export const ONRAMP_STAGES = ['url', 'status', 'timeout'] as const

// Intents: what the user does in Buy.
/** Account's Buy button (SPEC.md §6 `onramp`, default wallet feature order: onramp first). */
export const viewRequested = defineEvent('onramp/viewRequested', {})
/** BuySelectToken: choose what to buy among the service's purchase currencies on this network. */
export const selectTokenRequested = defineEvent('onramp/selectTokenRequested', {})
/** The purchase currency (SPEC.md §9's default: SOL on Solana, else USDC), one the network offers. */
export const purchaseCurrencySelected = defineEvent('onramp/purchaseCurrencySelected', { currency: s.string({ maxLength: 16 }) })
export const paymentCurrencySelected = defineEvent('onramp/paymentCurrencySelected', { currency: s.string({ maxLength: 16 }) })
export const paymentMethodSelected = defineEvent('onramp/paymentMethodSelected', { method: s.enum(ONRAMP_METHODS) })
/** The amount to pay, in the payment currency (decimal string, as typed). */
export const amountChanged = defineEvent('onramp/amountChanged', { amount: s.string({ maxLength: 40 }) })
export const providerSelected = defineEvent('onramp/providerSelected', { provider: s.enum(ONRAMP_PROVIDERS) })
/** The Buy button: the checkout URL is generated and opened in its own window. */
export const checkoutRequested = defineEvent('onramp/checkoutRequested', { requestId: s.string({ maxLength: 200 }) })
/** After a status failure: look at the same checkout again (nothing typed is lost). */
export const statusCheckRequested = defineEvent('onramp/statusCheckRequested', { requestId: s.string({ maxLength: 200 }) })
/** Back to the inputs after a purchase ended (done or failed); the inputs are kept. */
export const resetRequested = defineEvent('onramp/resetRequested', {})

// Facts: what the onramp epic observed.
/** SPEC.md §7 onramp options; `fallback` when the service failed and the built-in ones are shown (§8). */
export const optionsLoaded = defineEvent('onramp/optionsLoaded', { caipNetworkId: s.string(), options: onrampOptionsSchema, fallback: s.boolean() })
/** A quote for exactly these inputs; `fallback` when it is the §8 mock quote. */
export const quoteLoaded = defineEvent('onramp/quoteLoaded', {
  purchaseCurrency: s.string(),
  paymentCurrency: s.string(),
  amount: s.string(),
  quote: onrampQuoteSchema,
  fallback: s.boolean(),
})
/** The checkout URL the service generated; the renderer opens it, the epic polls its status. */
export const checkoutOpened = defineEvent('onramp/checkoutOpened', { requestId: s.string(), url: s.string({ maxLength: 2000 }) })
/** The checkout completed: the purchase was delivered on chain (balances refresh). */
export const purchaseCompleted = defineEvent('onramp/purchaseCompleted', {
  requestId: s.string(),
  hash: s.string({ format: 'transactionId' }),
  amount: s.decimal(),
  symbol: s.string(),
})
/** A step failed; the inputs (and a checkout URL already opened) are kept. */
export const failed = defineEvent('onramp/failed', { requestId: s.string(), stage: s.enum(ONRAMP_STAGES), error: errorData })
