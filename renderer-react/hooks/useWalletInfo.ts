import { useMemo } from 'react'
import type { ConnectorInfo } from '../../core/index.ts'
import { useAccount } from './useAccount.ts'
import { useModalState } from './useModalState.ts'

/** What `useWalletInfo` returns. */
export type WalletInfo = { walletInfo: { id: string; name: string; icon?: string; type: ConnectorInfo['type'] } | undefined }

/**
 * The wallet (connector) behind the active account, when it is known.
 *
 * @example
 * const { walletInfo } = useWalletInfo()
 * walletInfo?.name // 'MetaMask'
 */
export function useWalletInfo(): WalletInfo {
  const { connectorId, isConnected } = useAccount()
  const connectors = useModalState((state) => state.connectors)
  return useMemo(() => {
    const connector = isConnected ? connectors.find((c) => c.id === connectorId) : undefined
    if (!connector) return { walletInfo: undefined }
    const icon = connector.imageUrl ?? connector.info?.icon
    return {
      walletInfo: { id: connector.id, name: connector.name, type: connector.type, ...(icon ? { icon } : {}) },
    }
  }, [connectors, connectorId, isConnected])
}
