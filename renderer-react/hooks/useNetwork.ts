import { useCallback, useMemo } from 'react'
import { selectActiveNetwork, type CaipNetwork, type CaipNetworkId } from '../../core/index.ts'
import { useModal } from './useModal.ts'
import { useModalState } from './useModalState.ts'

/** What `useNetwork` returns. */
export type NetworkInfo = {
  caipNetworkId: CaipNetworkId | undefined
  /** The configured network, or undefined when the active one is unsupported (SPEC.md §5). */
  caipNetwork: CaipNetwork | undefined
  isSupported: boolean
  networks: CaipNetwork[]
  switchNetwork: (caipNetworkId: CaipNetworkId) => Promise<void>
}

/**
 * The active network, the configured ones, and `switchNetwork` (the facade's).
 *
 * @example
 * const { caipNetwork, switchNetwork } = useNetwork()
 */
export function useNetwork(): NetworkInfo {
  const modal = useModal()
  const caipNetworkId = useModalState((state) => state.activeCaipNetworkId)
  const caipNetwork = useModalState(selectActiveNetwork)
  const networks = useModalState((state) => state.config.networks)
  const switchNetwork = useCallback((id: CaipNetworkId) => modal.switchNetwork(id), [modal])
  return useMemo(() => ({ caipNetworkId, caipNetwork, isSupported: caipNetwork !== undefined, networks, switchNetwork }), [caipNetworkId, caipNetwork, networks, switchNetwork])
}
