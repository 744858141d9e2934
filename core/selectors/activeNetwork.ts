import type { ModalState } from '../reducers/state.ts'
import type { CaipNetwork } from '../types.ts'

/** The active network's configuration, or `undefined` when it is not configured (unsupported, §5). */
export function selectActiveNetwork(state: ModalState): CaipNetwork | undefined {
  return state.config.networks.find((n) => n.caipNetworkId === state.activeCaipNetworkId)
}
