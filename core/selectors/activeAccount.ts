import type { AccountState, ModalState } from '../reducers/state.ts'
import type { ChainNamespace } from '../types.ts'

/** The account of `namespace`, or of the active namespace. */
export function selectAccount(state: ModalState, namespace?: ChainNamespace): AccountState | undefined {
  const ns = namespace ?? state.activeNamespace
  return ns ? state.accounts[ns] : undefined
}
