import type { SolanaSigner } from '../../core/index.ts'
import { useAccount } from './useAccount.ts'
import { useModal } from './useModal.ts'

/**
 * The connected Solana wallet as a signer (API.md `getProvider('solana')`); `undefined` while no
 * Solana wallet is connected, so a component re-renders when one connects.
 *
 * @example
 * const signer = useSolanaSigner()
 * if (signer) await signer.signAndSendTransaction(transaction)
 */
export function useSolanaSigner(): SolanaSigner | undefined {
  const modal = useModal()
  const { isConnected } = useAccount('solana')
  return isConnected ? modal.getProvider('solana') : undefined
}
