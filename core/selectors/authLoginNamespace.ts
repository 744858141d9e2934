import type { ModalState } from '../reducers/state.ts'
import type { ChainNamespace } from '../types.ts'

/**
 * The namespace an email or social login connects first (SPEC.md §3: the AUTH connector
 * serves each namespace): the one the modal is opened for or active on when the AUTH connector
 * serves it — a visitor who picked a Solana network logs in to a Solana account — else eip155. The
 * other namespaces it serves join the session afterwards (core/effects/authNamespaces.ts).
 *
 * @example
 * selectAuthLoginNamespace(state, 'auth') // 'solana' after picking a Solana network, with ew.solana configured
 */
export function selectAuthLoginNamespace(state: Pick<ModalState, 'openNamespace' | 'activeNamespace' | 'connectors'>, authConnectorId: string): ChainNamespace {
  const preferred = state.openNamespace ?? state.activeNamespace
  return preferred !== undefined && state.connectors.some((c) => c.id === authConnectorId && c.chain === preferred) ? preferred : 'eip155'
}
