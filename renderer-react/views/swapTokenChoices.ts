import { selectSwapBalance, type ModalState } from '../../core/index.ts'
import type { SwapToken } from '../../core/reducers/swapState.ts'

export type SwapTokenChoice = { token: SwapToken; balance?: string; usd?: number }

/**
 * SwapSelectToken's list (the service's tokens with balances and prices): the tokens
 * matching `query` (symbol, name or address, any case); those held first, largest USD value first,
 * then the rest by symbol.
 *
 * @example
 * swapTokenChoices(state, 'us').map((c) => c.token.symbol) // ['USDC']
 */
export function swapTokenChoices(state: Pick<ModalState, 'activeNamespace' | 'accounts' | 'swap'>, query: string): SwapTokenChoice[] {
  const q = query.trim().toLowerCase()
  const matches = (t: SwapToken) => !q || t.symbol.toLowerCase().includes(q) || t.name.toLowerCase().includes(q) || t.address.toLowerCase().includes(q)
  const choices = (state.swap?.tokens ?? []).filter(matches).map((token): SwapTokenChoice => {
    const balance = selectSwapBalance(state, token.address)
    const held = balance !== undefined && Number(balance) > 0
    return { token, ...(balance !== undefined ? { balance } : {}), ...(held && token.price !== undefined ? { usd: Number(balance) * token.price } : {}) }
  })
  const held = (c: SwapTokenChoice) => c.balance !== undefined && Number(c.balance) > 0
  return choices.sort((a, b) => Number(held(b)) - Number(held(a)) || (b.usd ?? 0) - (a.usd ?? 0) || a.token.symbol.localeCompare(b.token.symbol))
}
