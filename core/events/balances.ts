import { errorData } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/** SPEC.md §3 token balance, as the blockchain service reports it. */
export const tokenBalance = s.object({
  name: s.string(),
  symbol: s.string(),
  /** CAIP network id. */
  chainId: s.string(),
  /** CAIP address of the token contract; absent for the native currency. */
  address: s.optional(s.string()),
  /** Value in USD. */
  value: s.optional(s.number()),
  price: s.number(),
  /** `decimals` and `numeric` are decimal strings: '1e21' or 'abc' fail the answer where it enters. */
  quantity: s.object({ decimals: s.decimal({ integer: true }), numeric: s.decimal() }),
  iconUrl: s.string(),
})

/** The balances of an account on a network are being fetched. */
export const requested = defineEvent('balances/requested', { caipAddress: s.string() })
/** The blockchain service answered (SPEC.md §5: zero-decimal tokens are dropped by the reducer). */
export const loaded = defineEvent('balances/loaded', { caipAddress: s.string(), balances: s.array(tokenBalance) })
/** SPEC.md §8 'Token Balance Unavailable': fetch failed or network unsupported. */
export const failed = defineEvent('balances/failed', { caipAddress: s.string(), error: errorData })
