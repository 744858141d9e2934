import { useMemo } from 'react'
import { selectAccount, type AccountState, type CaipAddress, type ChainNamespace, type ConnectionStatus } from '../../core/index.ts'
import { useModalState } from './useModalState.ts'

/** What `useAccount` returns. */
export type AccountInfo = {
  namespace: ChainNamespace | undefined
  status: ConnectionStatus
  isConnected: boolean
  address: string | undefined
  caipAddress: CaipAddress | undefined
  connectorId: string | undefined
  /** The raw account state of SPEC.md §3 (undefined when the namespace never connected). */
  account: AccountState | undefined
}

/**
 * The account of `namespace` (default: the active namespace).
 *
 * @example
 * const { isConnected, address } = useAccount()
 */
export function useAccount(namespace?: ChainNamespace): AccountInfo {
  const ns = useModalState((state) => namespace ?? state.activeNamespace)
  // The reducers keep unchanged subtrees identical (core/reducers/copyOnWrite.ts), so this re-renders only when the account changes.
  const account = useModalState((state) => selectAccount(state, ns))
  return useMemo(() => {
    const status = account?.status ?? 'disconnected'
    return {
      namespace: ns,
      status,
      isConnected: status === 'connected' && account?.address !== undefined,
      address: account?.address,
      caipAddress: account?.caipAddress,
      connectorId: account?.connectorId,
      account,
    }
  }, [ns, account])
}
