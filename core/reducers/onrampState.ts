import { onrampOptionsSchema, onrampQuoteSchema } from '../clients/onrampSchemas.ts'
import { ONRAMP_METHODS, ONRAMP_PROVIDERS, ONRAMP_STAGES } from '../events/onramp.ts'
import { s, type Infer } from '../events/schema.ts'

/**
 * Why a purchase cannot start, as a code (the renderer's catalogue words it).
 * `amountBelowMin` / `amountAboveMax`: outside the payment method's limits (SPEC.md §9).
 */
export const ONRAMP_PROBLEMS = ['notConnected', 'noProvider', 'amount', 'amountBelowMin', 'amountAboveMax', 'noQuote'] as const
export type OnrampProblem = (typeof ONRAMP_PROBLEMS)[number]

/** Where a purchase is: inputs, waiting for the checkout URL, checkout open (polled), done, failed. */
export const ONRAMP_STATUSES = ['idle', 'opening', 'checkout', 'success', 'failure'] as const
export type OnrampStatus = (typeof ONRAMP_STATUSES)[number]

/** The Buy view's state; absent until Buy first opens. */
export const onrampStateSchema = s.object({
  caipNetworkId: s.string(),
  status: s.enum(ONRAMP_STATUSES),
  optionsStatus: s.enum(['loading', 'success']),
  options: s.optional(onrampOptionsSchema),
  /** SPEC.md §8: the service failed and the built-in options are shown (the view says so). */
  optionsFallback: s.optional(s.boolean()),
  /** SPEC.md §9: SOL on Solana, else USDC. */
  purchaseCurrency: s.string(),
  paymentCurrency: s.string(),
  paymentMethod: s.enum(ONRAMP_METHODS),
  providers: s.array(s.enum(ONRAMP_PROVIDERS)),
  provider: s.optional(s.enum(ONRAMP_PROVIDERS)),
  amount: s.optional(s.string()),
  quote: s.optional(
    s.object({
      status: s.enum(['loading', 'success']),
      purchaseCurrency: s.string(),
      paymentCurrency: s.string(),
      amount: s.string(),
      value: s.optional(onrampQuoteSchema),
      /** SPEC.md §8 mock quote: the service failed. */
      fallback: s.optional(s.boolean()),
    }),
  ),
  problem: s.optional(s.enum(ONRAMP_PROBLEMS)),
  requestId: s.optional(s.string()),
  /** The checkout page (kept after a status failure, so checking again loses nothing). */
  url: s.optional(s.string()),
  error: s.optional(s.object({ stage: s.enum(ONRAMP_STAGES), message: s.string(), code: s.optional(s.scalar()) })),
  result: s.optional(s.object({ hash: s.string({ format: 'transactionId' }), amount: s.decimal(), symbol: s.string() })),
})

export type OnrampState = Infer<typeof onrampStateSchema>
export type OnrampProvider = (typeof ONRAMP_PROVIDERS)[number]
export type OnrampMethod = (typeof ONRAMP_METHODS)[number]
