import type { Eip1193Provider, SolanaSigner } from '../../core/index.ts'
import { useModal } from './useModal.ts'

/**
 * The app's provider of `namespace` (API.md `getProvider`): one stable object for the modal's
 * life, following its current connection; safe to keep in a ref or pass to viem.
 *
 * @example
 * const provider = useProvider('eip155')
 * await provider.request({ method: 'eth_blockNumber' })
 */
export function useProvider(namespace: 'eip155'): Eip1193Provider
export function useProvider(namespace: 'solana'): SolanaSigner
export function useProvider(namespace: 'eip155' | 'solana'): Eip1193Provider | SolanaSigner {
  const modal = useModal()
  return namespace === 'eip155' ? modal.getProvider('eip155') : modal.getProvider('solana')
}
