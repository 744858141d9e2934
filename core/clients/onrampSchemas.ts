import { s, type Infer } from '../events/schema.ts'

/** The blockchain service's onramp answers (core/clients/blockchainApi.ts reads them; onrampDefaults.ts falls back to them). */
const amountSchema = s.object({ amount: s.string(), currency: s.string() })
export const onrampOptionsSchema = s.object({
  paymentCurrencies: s.array(s.object({ id: s.string(), payment_method_limits: s.array(s.object({ id: s.string(), min: s.string(), max: s.string() })) })),
  purchaseCurrencies: s.array(
    s.object({
      id: s.string(),
      name: s.string(),
      symbol: s.string(),
      networks: s.array(s.object({ name: s.string(), display_name: s.string(), chain_id: s.string(), contract_address: s.string() })),
    }),
  ),
})
export const onrampQuoteSchema = s.object({
  coinbaseFee: s.optional(amountSchema),
  networkFee: amountSchema,
  paymentSubtotal: amountSchema,
  paymentTotal: amountSchema,
  purchaseAmount: amountSchema,
  quoteId: s.string(),
})

export type OnrampOptions = Infer<typeof onrampOptionsSchema>
export type OnrampQuote = Infer<typeof onrampQuoteSchema>

/**
 * A checkout's status (the sandbox checkout origin's `GET <checkout url>/status`, polled by the
 * onramp epic): `completed` names the delivering transaction.
 */
export const onrampStatusSchema = s.object({
  status: s.enum(['pending', 'completed']),
  symbol: s.string(),
  cryptoAmount: s.string(),
  txHash: s.optional(s.string()),
})
export type OnrampCheckoutStatus = Infer<typeof onrampStatusSchema>
