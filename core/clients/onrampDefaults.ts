import type { OnrampOptions, OnrampQuote } from './onrampSchemas.ts'

const limits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/**
 * Built-in onramp options used when the service fails (SPEC.md §8, limits of §9: card 10.00 to
 * 7500.00, bank account 10.00 to 25000.00, USD and EUR).
 *
 * @example
 * DEFAULT_ONRAMP_OPTIONS.paymentCurrencies.map((c) => c.id) // ['USD', 'EUR']
 */
export const DEFAULT_ONRAMP_OPTIONS: OnrampOptions = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: limits },
    { id: 'EUR', payment_method_limits: limits },
  ],
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        { name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
        { name: 'polygon-mainnet', display_name: 'Polygon', chain_id: '137', contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
      ],
    },
    {
      id: 'SOL',
      name: 'Solana',
      symbol: 'SOL',
      networks: [{ name: 'solana-mainnet', display_name: 'Solana', chain_id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', contract_address: '' }],
    },
  ],
}

/**
 * The quote shown when the quote call fails (SPEC.md §8 "mock quote"): 1:1, no fees, in the
 * payment currency.
 *
 * @example
 * mockOnrampQuote({ amount: '50', paymentCurrency: 'USD' }).quoteId // 'mocked-quote-id'
 */
export function mockOnrampQuote(args: { amount: string; paymentCurrency: string }): OnrampQuote {
  const amount = { amount: args.amount, currency: args.paymentCurrency }
  return {
    coinbaseFee: { amount: '0', currency: args.paymentCurrency },
    networkFee: { amount: '0', currency: args.paymentCurrency },
    paymentSubtotal: amount,
    paymentTotal: amount,
    purchaseAmount: amount,
    quoteId: 'mocked-quote-id',
  }
}
