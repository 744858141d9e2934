import { validateState, type ModalState } from '../../core/reducers/state.ts'
import { DEFAULT_FEATURES } from '../../core/rules/features.ts'
import { resolveTheme } from '../../core/rules/resolveTheme.ts'
import { rootView } from '../../core/rules/rootView.ts'

/** The invariants every reachable state keeps; returns the first one broken, or undefined. */
export function brokenInvariant(state: ModalState): string | undefined {
  const shape = validateState(state)
  if (shape) return shape
  if (state.history.length === 0) return 'history is empty'
  if (state.view !== state.history.at(-1)) return 'view is not the top of history'
  const active = state.activeNamespace ? state.accounts[state.activeNamespace] : undefined
  const connected = active?.status === 'connected' && active.address !== undefined
  if (!state.open) {
    const root = rootView({ embedded: state.config.embedded, connected })
    if (state.history.length !== 1 || state.history[0] !== root) return `closed modal is not on its root view ${root}`
  }
  if (state.status !== (active?.status ?? 'disconnected')) return 'status disagrees with the active account'
  if (state.status === 'connected' && !active?.address) return 'connected without an address'
  // Issue 11: the active network always belongs to the active namespace.
  if (state.activeCaipNetworkId !== undefined && !state.activeCaipNetworkId.startsWith(`${state.activeNamespace}:`))
    return 'active network outside the active namespace'
  for (const account of Object.values(state.accounts)) {
    if (account?.status === 'connected' && !account.caipAddress) return 'connected account without caipAddress'
  }
  if (state.loading !== (state.status === 'connecting' || state.pendingNetworkSwitch !== undefined)) return 'loading flag'
  if (state.themeMode !== resolveTheme(state.theme.requested, state.theme.system)) return 'theme not resolved'
  if (Object.keys(state.features).sort().join() !== Object.keys(DEFAULT_FEATURES).sort().join()) return 'feature keys'
  if (state.snackbar && state.snackbarNext) return 'a snack shown and another queued at once'
  return undefined
}
