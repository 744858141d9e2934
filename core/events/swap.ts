import { errorData } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/** A token of the service's swap list (SPEC.md §7 convert tokens) with its USD price (fungible price). */
export const swapToken = s.object({
  name: s.string(),
  symbol: s.string(),
  /** CAIP-10 address; the native coin is `eip155:<id>:0xeeee…eeee`. */
  address: s.string(),
  decimals: s.number({ integer: true, min: 0 }),
  logoUri: s.optional(s.string()),
  price: s.optional(s.number()),
})

export const SWAP_SIDES = ['from', 'to'] as const
export const SWAP_STAGES = ['allowance', 'approve', 'approveReceipt', 'build', 'swap', 'swapReceipt'] as const

// Intents: what the user does in Swap and SwapPreview.
/** Account's Swap button (SPEC.md §6 `swaps`, §9 networks). */
export const viewRequested = defineEvent('swap/viewRequested', {})
/** A side's token button: SwapSelectToken opens for that side. */
export const selectTokenRequested = defineEvent('swap/selectTokenRequested', { side: s.enum(SWAP_SIDES) })
export const tokenSelected = defineEvent('swap/tokenSelected', { side: s.enum(SWAP_SIDES), address: s.string({ maxLength: 200 }) })
/** The amount to sell, typed in the from field (decimal string, as typed). */
export const amountChanged = defineEvent('swap/amountChanged', { amount: s.string({ maxLength: 80 }) })
/** The amount to receive, typed in the to field: the swap epic finds the amount to sell for it (reverse quote). */
export const toAmountChanged = defineEvent('swap/toAmountChanged', { amount: s.string({ maxLength: 80 }) })
/** The two tokens trade places (and the quoted amount becomes the amount to sell). */
export const sidesSwitched = defineEvent('swap/sidesSwitched', {})
export const previewRequested = defineEvent('swap/previewRequested', {})
/** Confirmed in SwapPreview: allowance → approve if needed → swap, through the wallet. */
export const submitted = defineEvent('swap/submitted', { requestId: s.string({ maxLength: 200 }) })

// Facts: what the swap epic observed.
export const tokensLoaded = defineEvent('swap/tokensLoaded', { caipNetworkId: s.string(), tokens: s.array(swapToken) })
export const tokensFailed = defineEvent('swap/tokensFailed', { caipNetworkId: s.string(), error: errorData })
/** A quote for exactly these inputs (the reducer drops one for inputs since changed). */
export const quoteLoaded = defineEvent('swap/quoteLoaded', {
  from: s.string(),
  to: s.string(),
  fromAmount: s.decimal(),
  toAmount: s.decimal(),
  /** Wei per gas, the service's standard gas price (SPEC.md §7 gas-price). */
  gasPrice: s.decimal({ integer: true }),
  /** SPEC.md §9 default swap provider when the service names none. */
  provider: s.string(),
})
/** The amount to sell that buys about `toAmount` (a forward quote corrected once); it becomes the amount, then quoted. */
export const reverseQuoted = defineEvent('swap/reverseQuoted', { from: s.string(), to: s.string(), toAmount: s.string(), fromAmount: s.decimal() })
/** No amount to sell could be found for the wanted `toAmount`. */
export const reverseQuoteFailed = defineEvent('swap/reverseQuoteFailed', { from: s.string(), to: s.string(), toAmount: s.string(), error: errorData })
export const quoteFailed = defineEvent('swap/quoteFailed', { from: s.string(), to: s.string(), fromAmount: s.string(), error: errorData })
/** The router's allowance of `from` for the user (base units), and whether `fromAmount` needs an approval. */
export const allowanceChecked = defineEvent('swap/allowanceChecked', {
  from: s.string(),
  fromAmount: s.string(),
  allowance: s.decimal({ integer: true }),
  approvalNeeded: s.boolean(),
})
export const approveSent = defineEvent('swap/approvalBroadcasted', { requestId: s.string(), hash: s.string({ format: 'transactionId' }) })
export const approveConfirmed = defineEvent('swap/approvalConfirmed', { requestId: s.string(), hash: s.string({ format: 'transactionId' }) })
export const swapSent = defineEvent('swap/swapBroadcasted', { requestId: s.string(), hash: s.string({ format: 'transactionId' }) })
/** The swap's receipt: done. Balances refresh (forced). */
export const succeeded = defineEvent('swap/succeeded', { requestId: s.string(), hash: s.string({ format: 'transactionId' }) })
/** Any step failed or was rejected; `stage` says which (nothing later was sent). */
export const failed = defineEvent('swap/failed', { requestId: s.string(), stage: s.enum(SWAP_STAGES), error: errorData })
