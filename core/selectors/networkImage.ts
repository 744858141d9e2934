import type { ModalState } from '../reducers/state.ts'
import type { CaipNetwork } from '../types.ts'

/**
 * The image a network shows: the host's `assets.imageUrl`, else its asset image once fetched from
 * the wallet-list service (`assets/imagesLoaded`, by CAIP network id); `undefined` leaves the
 * letter avatar.
 *
 * @example
 * selectNetworkImage(state, state.config.networks[0])
 */
export function selectNetworkImage(state: Pick<ModalState, 'assetImages'>, network: Pick<CaipNetwork, 'caipNetworkId' | 'assets'> | undefined): string | undefined {
  if (!network) return undefined
  return network.assets?.imageUrl || state.assetImages[network.caipNetworkId]
}
