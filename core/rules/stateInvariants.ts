import type { ModalState } from '../reducers/state.ts'
import { DEFAULT_FEATURES } from './features.ts'
import { resolveTheme } from './resolveTheme.ts'
import { rootView } from './rootView.ts'

const FEATURE_KEYS = Object.keys(DEFAULT_FEATURES).sort().join()

/**
 * The invariants every state Latch can reach keeps (CONVENTIONS.md "impossible states"), for a
 * state of the right shape (`validateState`): the property tests check them after every step, and
 * `replay` refuses a log whose snapshot breaks one (a crafted "connected" state with no
 * address). Returns the first one broken, in words, or `undefined`.
 *
 * @example
 * brokenStateInvariant({ ...state, status: 'connected', accounts: { eip155: { status: 'connected', preferredAccountType: 'eoa' } } })
 * // 'connected without an address'
 */
export function brokenStateInvariant(state: ModalState): string | undefined {
  if (state.history.length === 0) return 'the view history is empty'
  if (state.view !== state.history.at(-1)) return 'the view is not the top of the history'
  const active = state.activeNamespace ? state.accounts[state.activeNamespace] : undefined
  const connected = active?.status === 'connected' && active.address !== undefined
  if (!state.open) {
    const root = rootView({ embedded: state.config.embedded, connected })
    if (state.history.length !== 1 || state.history[0] !== root) return `the closed modal is not on its root view ${root}`
  }
  if (state.status !== (active?.status ?? 'disconnected')) return 'the status disagrees with the active account'
  if (state.status === 'connected' && !active?.address) return 'connected without an address'
  // The active network always belongs to the active namespace.
  if (state.activeCaipNetworkId !== undefined && !state.activeCaipNetworkId.startsWith(`${state.activeNamespace}:`)) return 'the active network is outside the active namespace'
  for (const [namespace, account] of Object.entries(state.accounts)) {
    if (account?.status === 'connected' && !account.caipAddress) return `the ${namespace} account is connected without a caipAddress`
  }
  if (state.loading !== (state.status === 'connecting' || state.pendingNetworkSwitch !== undefined)) return 'the loading flag disagrees with the connection and the pending switch'
  if (state.themeMode !== resolveTheme(state.theme.requested, state.theme.system)) return 'the theme mode is not the resolved theme'
  if (Object.keys(state.features).sort().join() !== FEATURE_KEYS) return 'the feature flags are not the known ones'
  if (state.snackbar && state.snackbarNext) return 'a snack is shown and another queued at once'
  return undefined
}
