import type { ModalState } from '../reducers/state.ts'
import { SWAP_SLIPPAGE_PERCENT } from '../rules/swapNetworks.ts'
import { swapQuoteFigures, type SwapQuoteFigures } from '../rules/swapQuote.ts'
import { isNativeSwapToken, selectSwapToken } from './swap.ts'

// Apart from ./swap.ts (which the reducer needs at start): the figures are for the views only.
/** The quote's figures (rate, minimum received at §9 slippage, price impact, network fee). */
export function selectSwapQuoteFigures(state: Pick<ModalState, 'swap' | 'config' | 'activeCaipNetworkId'>): SwapQuoteFigures | undefined {
  const swap = state.swap
  const quote = swap?.quote
  if (!swap || quote?.status !== 'success' || quote.toAmount === undefined || quote.gasPrice === undefined) return undefined
  const from = selectSwapToken(swap, quote.from)
  const to = selectSwapToken(swap, quote.to)
  if (!from || !to) return undefined
  const native = swap.tokens.find((t) => isNativeSwapToken(t.address))
  const network = state.config.networks.find((n) => n.caipNetworkId === state.activeCaipNetworkId)
  return swapQuoteFigures({
    fromAmount: quote.fromAmount,
    fromDecimals: from.decimals,
    toAmount: quote.toAmount,
    toDecimals: to.decimals,
    gasPrice: quote.gasPrice,
    slippagePercent: SWAP_SLIPPAGE_PERCENT,
    ...(from.price !== undefined ? { fromPrice: from.price } : {}),
    ...(to.price !== undefined ? { toPrice: to.price } : {}),
    ...(native?.price !== undefined ? { nativePrice: native.price } : {}),
    ...(network ? { nativeDecimals: network.nativeCurrency.decimals } : {}),
  })
}
