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

type ServiceActionState = Pick<ModalState, 'features' | 'activeNamespace' | 'accounts' | 'config'>

function eip155Connected(state: ServiceActionState): boolean {
  return state.activeNamespace === 'eip155' && state.accounts.eip155?.status === 'connected' && state.accounts.eip155.address !== undefined && !state.config.noBlockchainApi
}

/**
 * Account's "Choose a name" (SPEC.md §9 names on eip155, through the blockchain
 * service): offered while the account has no name. The reducer opens RegisterAccountName by the same rule.
 */
export function selectCanRegisterName(state: ServiceActionState): boolean {
  return eip155Connected(state) && !state.accounts.eip155?.profileName
}

/** Account's Sessions row (SPEC.md §6 smartSessions flag, §7 sessions on the eip155 account). */
export function selectCanSeeSmartSessions(state: ServiceActionState): boolean {
  return state.features.smartSessions && eip155Connected(state)
}
