/**
 * The connect list for a host's own UI (API.md "Own UI"): the Connect view's wallets in SPEC.md §9
 * order and AllWallets' pages and search, as plain data, from the very selectors those views use
 * (`selectConnectWallets`, `selectVisibleWallets`) — no ordering rule of its own. Loading goes
 * through the same intents the views dispatch (`wallets/listRequested`, `wallets/searchChanged`),
 * so a host's list leaves the same log as the modal's and replays to the same state. Loaded on
 * first use (core/headless/ownUi.ts), not with the page.
 */
import type { Modal } from '../modalFacade.ts'
import type { ModalState } from '../reducers/state.ts'
import type { StateError } from '../rules/stateError.ts'
import { selectConnectWallets } from '../selectors/connectWallets.ts'
import { selectVisibleWallets, type ListedWallet } from '../selectors/visibleWallets.ts'
import type { HeadlessWallet, HeadlessWallets } from './types.ts'

type Inputs = Pick<ModalState, 'wallets' | 'connectors' | 'config' | 'openNamespace' | 'activeNamespace'>
const cache = new WeakMap<ModalState['wallets'], { inputs: Inputs; value: HeadlessWallets }>()

/**
 * The host's wallet list from a state: cached on its inputs, so an unrelated state change (a
 * balance, a view) gives the same object.
 *
 * @example
 * selectWallets(modal.getState()).wallets.map((w) => w.group) // ['walletConnect', 'recent', 'injected', 'recommended']
 */
export function selectWallets(state: ModalState): HeadlessWallets {
  const known = cache.get(state.wallets)
  if (
    known &&
    known.inputs.connectors === state.connectors &&
    known.inputs.config === state.config &&
    known.inputs.openNamespace === state.openNamespace &&
    known.inputs.activeNamespace === state.activeNamespace
  )
    return known.value
  const value = compute(state)
  cache.set(state.wallets, { inputs: state, value })
  return value
}

function compute(state: ModalState): HeadlessWallets {
  const visible = selectVisibleWallets(state)
  const { all, search, recommended, featured } = state.wallets
  const query = search.query
  if (query.trim() !== '') {
    return withError({ wallets: visible.search.map((w) => listed(w, 'search')), query, loading: search.status === 'loading', hasMore: false }, search.status === 'failure' ? search.error : undefined)
  }
  const rows = selectConnectWallets(state).map(
    (item): HeadlessWallet =>
      item.kind === 'connector'
        ? {
            id: item.connector.id,
            name: item.connector.name,
            ...icon(item.connector.imageUrl ?? item.connector.info?.icon),
            group: item.group,
            installed: item.connector.type !== 'WALLET_CONNECT' && item.connector.type !== 'EXTERNAL',
            namespaces: item.chains,
          }
        : listed(item.wallet, item.group),
  )
  // AllWallets' pages after the connect list: a wallet already in it (by list id, or by the
  // connector an installed one is served by) is not listed twice (SPEC.md §5).
  const shown = new Set(rows.map((r) => r.id))
  const more = visible.all.filter((w) => !shown.has(w.id) && !(w.connectorId && shown.has(w.connectorId))).map((w) => listed(w, 'all'))
  const failing = all.status === 'failure' ? all.error : recommended.status === 'failure' ? recommended.error : featured.status === 'failure' ? featured.error : undefined
  return withError(
    {
      wallets: [...rows, ...more],
      query,
      loading: all.status === 'loading' || recommended.status === 'loading' || featured.status === 'loading',
      hasMore: all.status === 'idle' || all.status === 'failure' || (all.status === 'success' && all.nextPage !== undefined),
    },
    failing,
  )
}

function withError(value: HeadlessWallets, error: StateError | undefined): HeadlessWallets {
  return error ? { ...value, error } : value
}

function icon(url: string | undefined): { icon?: string } {
  return url ? { icon: url } : {}
}

function listed(wallet: ListedWallet, group: HeadlessWallet['group']): HeadlessWallet {
  return {
    id: wallet.installed && wallet.connectorId ? wallet.connectorId : wallet.id,
    name: wallet.name,
    ...icon(wallet.image_url),
    group,
    installed: wallet.installed,
    namespaces: wallet.namespace ? [wallet.namespace] : [],
  }
}

/**
 * Asks for the lists the Connect view shows (recommended, and featured when the host named some),
 * as opening the modal does, unless loaded or on their way.
 *
 * @example
 * requestWallets(modal)
 */
export function requestWallets(modal: Modal): void {
  const { wallets, config } = modal.getState()
  if (wallets.recommended.status === 'idle') modal.dispatch({ type: 'wallets/listRequested', list: 'recommended', page: 1 })
  if (wallets.featured.status === 'idle' && (config.featuredWalletIds ?? []).length > 0) modal.dispatch({ type: 'wallets/listRequested', list: 'featured', page: 1 })
}

/**
 * Searches the wallet list (SPEC.md §9: 100 entries, the latest query wins); '' ends the search.
 *
 * @example
 * searchWallets(modal, 'rain')
 */
export function searchWallets(modal: Modal, query: string): void {
  modal.dispatch({ type: 'wallets/searchChanged', query: query.slice(0, 100) })
}

/**
 * The next page of AllWallets (SPEC.md §9: pages of 40): the first, the next, or the one that
 * failed again. Nothing while a page is on its way or when none is left.
 *
 * @example
 * loadMoreWallets(modal)
 */
export function loadMoreWallets(modal: Modal): void {
  const all = modal.getState().wallets.all
  const page = all.status === 'idle' ? 1 : all.status === 'failure' ? all.page : all.status === 'success' ? all.nextPage : undefined
  if (page !== undefined) modal.dispatch({ type: 'wallets/listRequested', list: 'all', page })
}
