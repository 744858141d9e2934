import { formatUnits, toUnits } from './decimal.ts'

/** Gas a swap through a router takes, for the network fee shown before the service builds it. */
export const SWAP_GAS_ESTIMATE = 150_000n

/** What the Swap view shows for a quote (SPEC.md §7 convert quotes, gas price; §9 slippage). */
export type SwapQuoteFigures = {
  /** Units of `to` per one `from`, decimal string. */
  rate: string
  /** The least the swap may give at the §9 slippage, in `to` units (decimal string). */
  minimumReceived: string
  /** Value lost to the pool against market prices, percent (0 when prices are unknown). */
  priceImpactPercent: number
  /** Network fee in native units (decimal string) and, with a native price, in USD. */
  networkFee: string
  networkFeeUsd?: number
}

/**
 * The figures of a quote, exactly where amounts are involved (bigint base units) and in floating
 * point only for display ratios (rate, impact, USD).
 *
 * @example
 * swapQuoteFigures({ fromAmount: '1', fromDecimals: 18, toAmount: '2970', toDecimals: 6, gasPrice: '1000000000', slippagePercent: 1 })
 * // { rate: '2970', minimumReceived: '2940.3', networkFee: '0.00015', priceImpactPercent: 0 }
 */
export function swapQuoteFigures(args: {
  fromAmount: string
  fromDecimals: number
  toAmount: string
  toDecimals: number
  /** Wei per gas (decimal string of base units). */
  gasPrice: string
  slippagePercent: number
  fromPrice?: number
  toPrice?: number
  nativePrice?: number
  nativeDecimals?: number
}): SwapQuoteFigures | undefined {
  const from = toUnits(args.fromAmount, args.fromDecimals)
  const to = toUnits(args.toAmount, args.toDecimals)
  const gas = toUnits(args.gasPrice, 0)
  if (from === undefined || to === undefined || gas === undefined || from === 0n) return undefined
  // Rate with 8 decimals of precision: to/from scaled to a common base.
  const PRECISION = 8
  const scaled = (to * 10n ** BigInt(args.fromDecimals + PRECISION)) / (from * 10n ** BigInt(args.toDecimals))
  const rate = formatUnits(scaled, PRECISION)
  const bps = BigInt(Math.round((100 - args.slippagePercent) * 100))
  const minimumReceived = formatUnits((to * bps) / 10_000n, args.toDecimals)
  const nativeDecimals = args.nativeDecimals ?? 18
  const networkFee = formatUnits(gas * SWAP_GAS_ESTIMATE, nativeDecimals)
  let priceImpactPercent = 0
  if (args.fromPrice && args.toPrice) {
    const valueIn = Number(args.fromAmount) * args.fromPrice
    const valueOut = Number(args.toAmount) * args.toPrice
    if (valueIn > 0) priceImpactPercent = Math.max(0, Math.round((1 - valueOut / valueIn) * 10_000) / 100)
  }
  return {
    rate,
    minimumReceived,
    priceImpactPercent,
    networkFee,
    ...(args.nativePrice !== undefined ? { networkFeeUsd: Math.round(Number(networkFee) * args.nativePrice * 100) / 100 } : {}),
  }
}
