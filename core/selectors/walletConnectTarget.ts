import type { ModalState } from '../reducers/state.ts'
import type { ChainNamespace } from '../types.ts'

/**
 * The WALLET_CONNECT connector a wallet picked from the list pairs through (SPEC.md §2
 * ConnectingWalletConnect, §3): the one on the namespace the modal was opened for, else the active
 * namespace's, else the first configured. Undefined without a WalletConnect adapter.
 *
 * @example
 * selectWalletConnectTarget(state) // { connectorId: 'walletConnect', namespace: 'eip155' }
 */
export function selectWalletConnectTarget(state: Pick<ModalState, 'connectors' | 'openNamespace' | 'activeNamespace'>): { connectorId: string; namespace: ChainNamespace } | undefined {
  const candidates = state.connectors.filter((c) => c.type === 'WALLET_CONNECT')
  const preferred = state.openNamespace ?? state.activeNamespace
  const connector = candidates.find((c) => c.chain === preferred) ?? (state.openNamespace ? undefined : candidates[0])
  return connector ? { connectorId: connector.id, namespace: connector.chain } : undefined
}
