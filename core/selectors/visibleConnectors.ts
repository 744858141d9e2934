import type { ConnectorInfo, ModalState } from '../reducers/state.ts'
import { isExcludedWallet } from '../rules/isExcludedWallet.ts'

/**
 * The connectors the Connect view shows: SPEC.md §5 excluded wallets (by id, rdns or
 * case-insensitive name) are left out.
 */
export function selectVisibleConnectors(state: ModalState): ConnectorInfo[] {
  const excluded = state.config.excludeWalletIds ?? []
  if (excluded.length === 0) return state.connectors
  return state.connectors.filter((c) => !excluded.includes(c.id) && !isExcludedWallet({ name: c.name, rdns: c.info?.rdns }, excluded))
}
