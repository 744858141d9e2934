import { once } from '../../core/lazy.ts'

/**
 * Loads ./solanaActions.ts — connecting, signing and transfers of the adapter and of Wallet
 * Standard connectors — at the first of those actions, never at import: a host configured with
 * `latch/solana` loads only discovery up front (a Vite host with eip155 and solana ≤ 50 KB
 * gzip beyond React). One dynamic import for all of them; a failed load is retried on next use.
 *
 * @example
 * const actions = await loadSolanaActions()
 * await actions.connect(session, { connectorId: 'app.phantom' })
 */
export const loadSolanaActions = once(() => import('./solanaActions.ts'))
