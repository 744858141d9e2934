import { selectNetworkImage, type CaipNetwork } from '../../core/index.ts'
import { useModalState } from './useModalState.ts'

/**
 * A network's icon URL: the host's `assets.imageUrl`, else its asset image from the wallet-list
 * service once loaded; `undefined` shows the letter avatar.
 *
 * @example
 * const src = useNetworkImage(network)
 */
export function useNetworkImage(network: Pick<CaipNetwork, 'caipNetworkId' | 'assets'> | undefined): string | undefined {
  return useModalState((state) => selectNetworkImage(state, network))
}
