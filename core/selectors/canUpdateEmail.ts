import type { ModalState } from '../reducers/state.ts'

/**
 * UpdateEmailWallet (SPEC.md §2) is offered: the connected eip155 account is the AUTH connector's
 * and was logged in with an email (a social login has no email to move).
 *
 * @example
 * selectCanUpdateEmail(state) // true after an email login, false after google
 */
export function selectCanUpdateEmail(state: Pick<ModalState, 'accounts' | 'embedded'>): boolean {
  const account = state.accounts.eip155
  return account?.status === 'connected' && account.connectorId === 'auth' && state.embedded?.email !== undefined && account.authName === state.embedded.email
}
