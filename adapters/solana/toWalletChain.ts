import type { CaipNetworkId } from '../../core/types.ts'
import type { IdentifierString } from './walletStandard.ts'

/** CAIP-2 ids of the public clusters and the Wallet Standard names wallets know them by. */
const CLUSTERS: Record<string, IdentifierString> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The chain identifier to hand a wallet for `caipNetworkId`: the CAIP id itself when the wallet
 * lists it, else the cluster name it lists (`solana:mainnet`, …), else `solana:localnet` for a
 * network that is no public cluster (a local node), else the CAIP id.
 *
 * @example
 * toWalletChain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', ['solana:mainnet']) // 'solana:mainnet'
 */
export function toWalletChain(caipNetworkId: CaipNetworkId, walletChains: readonly IdentifierString[]): IdentifierString {
  if (walletChains.includes(caipNetworkId)) return caipNetworkId
  const cluster = CLUSTERS[caipNetworkId]
  if (cluster) return cluster
  if (walletChains.includes('solana:localnet')) return 'solana:localnet'
  return caipNetworkId
}
