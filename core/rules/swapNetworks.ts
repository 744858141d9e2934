import type { CaipNetworkId } from '../types.ts'

/** SPEC.md §9 swap networks (eip155 chain ids). */
export const SWAP_CHAIN_IDS = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554] as const

/** SPEC.md §9 swap networks as CAIP network ids: the default of `createModal({ swapNetworks })`. */
export const DEFAULT_SWAP_NETWORKS: readonly CaipNetworkId[] = SWAP_CHAIN_IDS.map((id) => `eip155:${id}` as CaipNetworkId)

/** SPEC.md §9 swap slippage tolerance, in percent. */
export const SWAP_SLIPPAGE_PERCENT = 1

/**
 * Whether swaps are offered on `caipNetworkId` (SPEC.md §8 'Network not supported for Swaps'
 * outside): eip155 only, on the configured `swapNetworks` (a host — the sandbox demo — names its
 * own chains there), else on SPEC.md §9's list.
 *
 * @example isSwapNetwork('eip155:1', undefined) // true
 * @example isSwapNetwork('eip155:31337', ['eip155:31337']) // true
 */
export function isSwapNetwork(caipNetworkId: string | undefined, configured: readonly string[] | undefined): boolean {
  if (!caipNetworkId?.startsWith('eip155:')) return false
  return (configured ?? DEFAULT_SWAP_NETWORKS).includes(caipNetworkId)
}
