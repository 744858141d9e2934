import type { CaipNetwork } from '../../core/index.ts'
import { useModalState } from './useModalState.ts'

/** The configured network named by the current view's data (`viewData.caipNetworkId`). */
export function useViewNetwork(): { caipNetworkId: string | undefined; network: CaipNetwork | undefined } {
  const caipNetworkId = useModalState((state) => {
    const data = state.viewData
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      const id = (data as { caipNetworkId?: unknown }).caipNetworkId
      if (typeof id === 'string') return id
    }
    return undefined
  })
  const network = useModalState((state) => state.config.networks.find((n) => n.caipNetworkId === caipNetworkId))
  return { caipNetworkId, network }
}
