import { getFeature, type StandardWallet } from './walletStandard.ts'

/**
 * Whether a registered wallet is one this adapter offers: it speaks a `solana:*` chain and
 * `standard:connect`.
 *
 * @example
 * wallets.filter(isSolanaWallet)
 */
export function isSolanaWallet(wallet: StandardWallet): boolean {
  return (
    Array.isArray(wallet.chains) && wallet.chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:')) && typeof getFeature(wallet, 'standard:connect')?.connect === 'function'
  )
}
