import type { CaipNetwork } from '../../core/index.ts'
import { useModalState } from './useModalState.ts'
import { useViewDataString } from './useViewDataString.ts'

/** The configured network named by the current view's data (`viewData.caipNetworkId`). */
export function useViewNetwork(): { caipNetworkId: string | undefined; network: CaipNetwork | undefined } {
  const caipNetworkId = useViewDataString('caipNetworkId')
  const network = useModalState((state) => state.config.networks.find((n) => n.caipNetworkId === caipNetworkId))
  return { caipNetworkId, network }
}
