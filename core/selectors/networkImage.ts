import type { ModalState } from '../reducers/state.ts'
import { networkImageId } from '../rules/networkImageId.ts'
import type { CaipNetwork } from '../types.ts'

/**
 * The image a network shows: the host's `assets.imageUrl`, else its asset image once fetched from
 * the wallet-list service (`assets/imagesLoaded`); `undefined` leaves the letter avatar.
 *
 * @example
 * selectNetworkImage(state, state.config.networks[0])
 */
export function selectNetworkImage(state: Pick<ModalState, 'assetImages'>, network: Pick<CaipNetwork, 'caipNetworkId' | 'assets'> | undefined): string | undefined {
  if (!network) return undefined
  if (network.assets?.imageUrl) return network.assets.imageUrl
  const id = networkImageId(network)
  return id === undefined ? undefined : state.assetImages[id]
}
