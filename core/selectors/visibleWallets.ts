import type { ConnectorInfo, ModalState } from '../reducers/state.ts'
import type { WalletInfo } from '../reducers/wallets.ts'
import { dedupeWallets } from '../rules/dedupeWallets.ts'
import { excludeRecentWallets } from '../rules/excludeRecentWallets.ts'
import { filterExcludedWallets } from '../rules/filterExcludedWallets.ts'
import { isInstalledWallet } from '../rules/isInstalledWallet.ts'
import type { ChainNamespace } from '../types.ts'

/** A wallet as the lists show it: SPEC.md §3 installed flag, and the browser connector behind it. */
export type ListedWallet = WalletInfo & { installed: boolean; connectorId?: string; namespace?: ChainNamespace }

/** Every wallet list after the SPEC.md §5 rules. */
export type VisibleWallets = {
  recent: ListedWallet[]
  featured: ListedWallet[]
  recommended: ListedWallet[]
  /** AllWallets: the featured wallets first (`featuredWalletIds` order), then installed wallets, then the service's order. */
  all: ListedWallet[]
  /** Search results: recent wallets stay findable by name. */
  search: ListedWallet[]
}

/**
 * Cached on its inputs, per wallets slice: one module-level slot was shared by every
 * modal on the page, so two modals evicted each other's lists.
 */
const cache = new WeakMap<ModalState['wallets'], WeakMap<ModalState['connectors'], WeakMap<ModalState['config'], VisibleWallets>>>()

function cached(state: ModalState): VisibleWallets | undefined {
  return cache.get(state.wallets)?.get(state.connectors)?.get(state.config)
}

function remember(state: ModalState, value: VisibleWallets): void {
  let byConnectors = cache.get(state.wallets)
  if (!byConnectors) cache.set(state.wallets, (byConnectors = new WeakMap()))
  let byConfig = byConnectors.get(state.connectors)
  if (!byConfig) byConnectors.set(state.connectors, (byConfig = new WeakMap()))
  byConfig.set(state.config, value)
}

/**
 * The wallet lists as shown: duplicates dropped (rdns, explorer id, name without rdns), the
 * configured excluded wallets left out (id, rdns, case-insensitive name), recent wallets left out
 * of the other lists, featured in `featuredWalletIds` order, left out of recommended and heading
 * AllWallets once, each with its installed flag (SPEC.md §3, §5). Pure; cached on its inputs.
 *
 * @example
 * const { recommended, recent } = selectVisibleWallets(modal.getState())
 */
export function selectVisibleWallets(state: ModalState): VisibleWallets {
  const known = cached(state)
  if (known) return known
  const excluded = state.config.excludeWalletIds ?? []
  const clean = (list: readonly WalletInfo[]) => filterExcludedWallets(dedupeWallets(list), excluded)
  const images = state.wallets.images
  const listed = (list: readonly WalletInfo[]) => list.map((w) => toListed(withImage(w, images), state.connectors))

  const recent = clean(state.wallets.recent)
  const featuredOrder = state.config.featuredWalletIds ?? []
  const rank = (w: WalletInfo) => {
    const i = featuredOrder.indexOf(w.id)
    return i < 0 ? featuredOrder.length : i
  }
  const featured = excludeRecentWallets(clean(state.wallets.featured.wallets), recent).sort((a, b) => rank(a) - rank(b))
  const notShown = (list: readonly WalletInfo[]) => excludeRecentWallets(excludeRecentWallets(clean(list), recent), featured)
  const all = listed(notShown(state.wallets.all.wallets))
  const featuredListed = listed(featured)
  // The host's own picks head AllWallets as they head Connect's wallet lists (SPEC.md §9 order),
  // once the grid has something to show beside them.
  const allFeatured = state.wallets.all.wallets.length > 0 ? featuredListed : []
  const value: VisibleWallets = {
    recent: listed(recent),
    featured: featuredListed,
    recommended: listed(notShown(state.wallets.recommended.wallets)),
    // Stable sort: installed first, the service's popularity order otherwise.
    all: [...allFeatured, ...all.filter((w) => w.installed), ...all.filter((w) => !w.installed)],
    search: listed(clean(state.wallets.search.results)),
  }
  remember(state, value)
  return value
}

/** The service sends `image_id`; the image fetched for it stands in for a missing `image_url`. */
function withImage(wallet: WalletInfo, images: Readonly<Record<string, string>>): WalletInfo {
  const url = wallet.image_url === undefined && wallet.image_id !== undefined ? images[wallet.image_id] : undefined
  return url === undefined ? wallet : { ...wallet, image_url: url }
}

function toListed(wallet: WalletInfo, connectors: readonly ConnectorInfo[]): ListedWallet {
  if (!isInstalledWallet(wallet, connectors)) return { ...wallet, installed: false }
  const connector = connectors.find((c) => isInstalledWallet(wallet, [c]))!
  return { ...wallet, installed: true, connectorId: connector.id, namespace: connector.chain }
}
