import { resolveTheme } from '../core/rules/resolveTheme.ts'
import { tryParseCaipAddress } from '../core/rules/parseCaipAddress.ts'
// From the page's core barrel (scripts/build.ts chunk grouping): imported on its own, a rule the
// barrel does not reach becomes a file of its own on every button page.
import { defaultAccountType } from '../core/index.ts'
import type { CaipNetworkId, ChainNamespace, ModalState } from '../core/index.ts'
import type { SavedSession } from '../core/rules/savedSession.ts'
import type { InitialState } from './initialState.ts'

/**
 * How `<ModalProvider initialState>` renders a returning visitor before the core has reconnected:
 * - `server()`: the state the server renders and the browser's first render hydrates — the same
 *   on both, so no hydration mismatch: the environment (the system theme, read only in a browser)
 *   left out, the saved session shown as connected;
 * - `view(state)`: what the hooks show of the live state afterwards — the saved session still, until
 *   the core's silent reconnect (SPEC.md §3 Connection) settles it per namespace: connected (the
 *   real account from then on) or not (then "disconnected" is the truth, not a flash).
 */
export type Hydration = {
  server(): ModalState
  view(state: ModalState): ModalState
}

/** No initial state: the modal's own state, the system theme left out while hydrating. */
export function createHydration(getState: () => ModalState, initial: InitialState | undefined): Hydration {
  const pending: SavedSession = { ...initial?.session }
  /** Namespaces whose reconnect was seen under way: their next settled status ends the overlay. */
  const seen = new Set<ChainNamespace>()
  let server: ModalState | undefined
  let last: { state: ModalState; size: number; value: ModalState } | undefined

  function settle(state: ModalState): void {
    for (const ns of Object.keys(pending) as ChainNamespace[]) {
      const status = state.accounts[ns]?.status
      if (status === 'connecting') seen.add(ns)
      else if (status === 'connected' || seen.has(ns)) delete pending[ns]
    }
  }
  return {
    server() {
      // Computed once: React calls it for every hook during hydration, and they must all agree.
      if (!server) {
        const state = getState()
        server = withSession({ ...state, themeMode: resolveTheme(state.theme.requested) }, pending)
      }
      return server
    },
    view(state) {
      settle(state)
      const size = Object.keys(pending).length
      if (size === 0) return state
      if (last?.state === state && last.size === size) return last.value
      last = { state, size, value: withSession(state, pending) }
      return last.value
    },
  }
}

/** `state` with the saved session's accounts connected, and the active namespace and network one of them. */
export function withSession(state: ModalState, session: SavedSession): ModalState {
  const entries = Object.entries(session) as [ChainNamespace, NonNullable<SavedSession[ChainNamespace]>][]
  if (entries.length === 0) return state
  const accounts = { ...state.accounts }
  for (const [ns, { connectorId, caipAddress }] of entries) {
    const parsed = tryParseCaipAddress(caipAddress)
    if (!parsed) continue
    accounts[ns] = { preferredAccountType: defaultAccountType(ns), ...accounts[ns], status: 'connected', caipAddress, address: parsed.address, connectorId }
  }
  const activeNamespace = state.activeNamespace && session[state.activeNamespace] ? state.activeNamespace : entries[0]![0]
  const active = tryParseCaipAddress(session[activeNamespace]!.caipAddress)
  return { ...state, accounts, activeNamespace, ...(active ? { activeCaipNetworkId: active.caipNetworkId as CaipNetworkId } : {}) }
}
