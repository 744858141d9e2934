import type { ModalState } from '../reducers/state.ts'
import { isSendNamespace } from '../rules/sendNamespaces.ts'

type ActionState = Pick<ModalState, 'features' | 'activeNamespace' | 'accounts'>

function hasAddress(state: ActionState): boolean {
  const ns = state.activeNamespace
  const account = ns ? state.accounts[ns] : undefined
  return account?.status === 'connected' && account.address !== undefined
}

/**
 * Account's Send action (SPEC.md §6 `send` flag, §9 eip155 and solana only): shown by the view,
 * and the rule the reducer routes `ui/sendClicked` by — one rule, not a copy in each.
 */
export function selectCanSend(state: ActionState): boolean {
  return state.features.send && hasAddress(state) && isSendNamespace(state.activeNamespace)
}

/** Account's Receive action (SPEC.md §6 `receive` flag). */
export function selectCanReceive(state: ActionState): boolean {
  return state.features.receive && hasAddress(state)
}
