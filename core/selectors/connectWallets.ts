import type { ConnectorInfo, ModalState } from '../reducers/state.ts'
import type { ChainNamespace } from '../types.ts'
import { orderConnectors, type ConnectorGroup } from '../rules/orderConnectors.ts'
import { isConnectFlowOffered } from '../rules/connectFlows.ts'
import { selectVisibleConnectors } from './visibleConnectors.ts'
import { selectWalletConnectTarget } from './walletConnectTarget.ts'
import { selectVisibleWallets, type ListedWallet } from './visibleWallets.ts'

/** One row of the Connect view's wallet section: a live connector, or a wallet from a list. */
export type ConnectWalletItem =
  | {
      group: ConnectorGroup
      kind: 'connector'
      /** The connector a click connects: the one on the namespace the modal is opened for or active on. */
      connector: ConnectorInfo
      /** The wallet's id, the same whichever namespace `connector` is on (its rdns connector's). */
      id: string
      /** Every namespace this wallet has a connector on; two or more make it SPEC.md §3 MULTI_CHAIN. */
      chains: ChainNamespace[]
    }
  | { group: ConnectorGroup; kind: 'wallet'; wallet: ListedWallet }

const INJECTED_TYPES: readonly string[] = ['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN']

/**
 * Cached per state object: a module-level "last value" was shared by every modal on the
 * page, so two modals evicted each other's and React saw a new list on every read.
 */
const cache = new WeakMap<ModalState, ConnectWalletItem[]>()

/**
 * The Connect view's wallets in SPEC.md §9 connector order (walletConnect, recent, injected,
 * featured, custom, external, recommended) or the configured `connectorOrder`. A wallet already
 * shown as an installed connector is not listed again (SPEC.md §5: nothing added twice).
 *
 * @example
 * selectConnectWallets(state).map((item) => item.group) // ['walletConnect', 'injected', 'recommended', …]
 */
export function selectConnectWallets(state: ModalState): ConnectWalletItem[] {
  const cached = cache.get(state)
  if (cached) return cached
  const connectors = selectVisibleConnectors(state)
  const lists = selectVisibleWallets(state)
  const wallet = (w: ListedWallet) => ({ kind: 'wallet' as const, wallet: w })
  const preferred = state.openNamespace ?? state.activeNamespace
  // Opened for a namespace (open({ namespace }), or a network of it picked while disconnected):
  // only wallets that can connect there (the next step is a wallet for that network).
  const forNamespace = (rows: ReturnType<typeof byWallet>) => (state.openNamespace ? rows.filter((r) => r.chains.includes(state.openNamespace!)) : rows)
  const ofTypes = (types: readonly string[]) =>
    forNamespace(
      byWallet(
        connectors.filter((c) => types.includes(c.type)),
        preferred,
      ),
    )
  // A listed wallet that is not installed connects over WalletConnect with that wallet's QR and
  // links when a WalletConnect connector can pair it; without one, recent and recommended ones are
  // not offered here (AllWallets leads to their Downloads), but the host's `featuredWalletIds` are:
  // the host asked for them, and choosing one leads to its Downloads. The WalletConnect row itself
  // is there whenever a WalletConnect adapter is configured.
  const pairing = isConnectFlowOffered('walletConnect', state.config.previewFlows) && selectWalletConnectTarget(state) !== undefined
  const notInstalled = (list: ListedWallet[], always = false) => (pairing || always ? list.filter((w) => !w.installed).map(wallet) : [])
  const groups = orderConnectors<ReturnType<typeof byWallet>[number] | ReturnType<typeof wallet>>(
    {
      walletConnect: ofTypes(['WALLET_CONNECT']),
      recent: notInstalled(lists.recent),
      injected: ofTypes(INJECTED_TYPES),
      featured: notInstalled(lists.featured, true),
      external: ofTypes(['EXTERNAL']),
      recommended: notInstalled(lists.recommended),
    },
    state.config.connectorOrder,
  )
  const value = groups.flatMap(({ group, items }) => items.map((item): ConnectWalletItem => ({ group, ...item })))
  cache.set(state, value)
  return value
}

/**
 * One row per wallet: a wallet that injects a connector on several namespaces is one MULTI_CHAIN
 * row, not one row per namespace. Connectors are the same wallet when their names match (case
 * aside) and their rdns do not differ: Wallet Standard (Solana) carries no rdns, EIP-6963 does, so
 * the dev wallet's two halves match by name; two wallets that share a name but announce different
 * rdns (an impersonator) stay apart. The row's `id` is its rdns connector's, so it does not change
 * with the namespace; its click connects on `preferred` when the wallet has it, else on its first.
 */
function byWallet(connectors: ConnectorInfo[], preferred: ChainNamespace | undefined) {
  type Row = { kind: 'connector'; id: string; connector: ConnectorInfo; chains: ChainNamespace[]; rdns?: string }
  const rows: Row[] = []
  for (const c of connectors) {
    const rdns = c.info?.rdns
    // Rows are built per connector group (one type set), so only the wallet itself is compared.
    const row = rows.find((r) => r.connector.name.toLowerCase() === c.name.toLowerCase() && (!r.rdns || !rdns || r.rdns === rdns) && !r.chains.includes(c.chain))
    if (!row) {
      rows.push({ kind: 'connector', id: c.id, connector: c, chains: [c.chain], ...(rdns ? { rdns } : {}) })
      continue
    }
    row.chains.push(c.chain)
    if (rdns && !row.rdns) Object.assign(row, { rdns, id: c.id })
    if (c.chain === preferred) row.connector = c
  }
  return rows.map(({ rdns: _, ...row }) => row)
}
