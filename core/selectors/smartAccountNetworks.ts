import type { ModalState } from '../reducers/state.ts'
import type { ChainNamespace } from '../types.ts'

/**
 * SPEC.md §3 "smart account enabled networks": where the namespace's wallet has smart accounts,
 * when it is the embedded wallet (an AUTH connector) and the secure site said so; `undefined` for
 * any other wallet (its listed accounts alone say what it offers).
 *
 * @example
 * accountTypeSwitchTarget(account, selectSmartAccountNetworks(state, 'eip155'))
 */
export function selectSmartAccountNetworks(state: Pick<ModalState, 'accounts' | 'connectors' | 'embedded'>, namespace: ChainNamespace): readonly string[] | undefined {
  const connectorId = state.accounts[namespace]?.connectorId
  if (connectorId === undefined || !state.connectors.some((c) => c.id === connectorId && c.type === 'AUTH')) return undefined
  return state.embedded?.smartAccountNetworks
}
