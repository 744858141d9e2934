import { s, type Infer } from '../events/schema.ts'
import { SWAP_SIDES, SWAP_STAGES, swapToken } from '../events/swap.ts'

/**
 * Why a swap cannot go on, as a code (the renderer's catalogue words it;
 * `networkNotSupported` is SPEC.md §8's text for an unsupported swap network).
 */
export const SWAP_PROBLEMS = ['networkNotSupported', 'notConnected', 'tokens', 'sameToken', 'amount', 'insufficientBalance', 'balanceUnknown', 'noQuote'] as const
export type SwapProblem = (typeof SWAP_PROBLEMS)[number]

/** Where a confirmed swap is: each step is one event. */
export const SWAP_STATUSES = ['idle', 'checkingAllowance', 'approving', 'approveSent', 'swapping', 'swapSent'] as const
export type SwapStatus = (typeof SWAP_STATUSES)[number]

const quoteSchema = s.object({
  status: s.enum(['loading', 'success', 'failure']),
  from: s.string(),
  to: s.string(),
  fromAmount: s.string(),
  toAmount: s.optional(s.decimal()),
  gasPrice: s.optional(s.decimal({ integer: true })),
  provider: s.optional(s.string()),
  /** The service's message (SPEC.md §8: the API error message is used if present). */
  error: s.optional(s.string()),
})

/** The Swap and SwapPreview views' state; absent until Swap first opens. */
export const swapStateSchema = s.object({
  caipNetworkId: s.string(),
  status: s.enum(SWAP_STATUSES),
  problem: s.optional(s.enum(SWAP_PROBLEMS)),
  tokensStatus: s.enum(['loading', 'success', 'failure']),
  tokens: s.array(swapToken),
  tokensError: s.optional(s.string()),
  from: s.optional(s.string()),
  to: s.optional(s.string()),
  /** The side SwapSelectToken picks for, while it is open. */
  selecting: s.optional(s.enum(SWAP_SIDES)),
  amount: s.optional(s.string()),
  /** The amount to receive the user typed (reverse quote under way); the amount to sell follows. */
  wantedTo: s.optional(s.object({ amount: s.string(), status: s.enum(['loading', 'failure']), error: s.optional(s.string()) })),
  quote: s.optional(quoteSchema),
  allowance: s.optional(s.object({ from: s.string(), fromAmount: s.string(), approvalNeeded: s.boolean() })),
  requestId: s.optional(s.string()),
  approveHash: s.optional(s.string({ format: 'transactionId' })),
  swapHash: s.optional(s.string({ format: 'transactionId' })),
  /** The failed step and the wallet's or service's message; the step says what was not done. */
  error: s.optional(s.object({ stage: s.enum(SWAP_STAGES), message: s.string(), code: s.optional(s.scalar()) })),
  lastHash: s.optional(s.string({ format: 'transactionId' })),
})

export type SwapState = Infer<typeof swapStateSchema>
export type SwapQuote = NonNullable<SwapState['quote']>
export type SwapToken = Infer<typeof swapToken>
