import type { ConnectorInfo, ModalState } from '../reducers/state.ts'
import type { ChainNamespace } from '../types.ts'
import { orderConnectors, type ConnectorGroup } from '../rules/orderConnectors.ts'
import { selectVisibleConnectors } from './visibleConnectors.ts'
import { selectVisibleWallets, type ListedWallet } from './visibleWallets.ts'

/** One row of the Connect view's wallet section: a live connector, or a wallet from a list. */
export type ConnectWalletItem =
  | {
      group: ConnectorGroup
      kind: 'connector'
      /** The connector a click connects: the one on the namespace the modal is opened for or active on. */
      connector: ConnectorInfo
      /** Every namespace this wallet has a connector on; two or more make it SPEC.md §3 MULTI_CHAIN. */
      chains: ChainNamespace[]
    }
  | { group: ConnectorGroup; kind: 'wallet'; wallet: ListedWallet }

const INJECTED_TYPES: readonly string[] = ['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN']

let last: { state: ModalState; value: ConnectWalletItem[] } | undefined

/**
 * The Connect view's wallets in SPEC.md §9 connector order (walletConnect, recent, injected,
 * featured, custom, external, recommended) or the configured `connectorOrder`. A wallet already
 * shown as an installed connector is not listed again (SPEC.md §5: nothing added twice).
 *
 * @example
 * selectConnectWallets(state).map((item) => item.group) // ['walletConnect', 'injected', 'recommended', …]
 */
export function selectConnectWallets(state: ModalState): ConnectWalletItem[] {
  if (last?.state === state) return last.value
  const connectors = selectVisibleConnectors(state)
  const lists = selectVisibleWallets(state)
  const wallet = (w: ListedWallet) => ({ kind: 'wallet' as const, wallet: w })
  const preferred = state.openNamespace ?? state.activeNamespace
  const ofTypes = (types: readonly string[]) => byWallet(connectors.filter((c) => types.includes(c.type)), preferred)
  const notInstalled = (list: ListedWallet[]) => list.filter((w) => !w.installed).map(wallet)
  const groups = orderConnectors<ReturnType<typeof byWallet>[number] | ReturnType<typeof wallet>>(
    {
      walletConnect: ofTypes(['WALLET_CONNECT']),
      recent: notInstalled(lists.recent),
      injected: ofTypes(INJECTED_TYPES),
      featured: notInstalled(lists.featured),
      external: ofTypes(['EXTERNAL']),
      recommended: notInstalled(lists.recommended),
    },
    state.config.connectorOrder,
  )
  const value = groups.flatMap(({ group, items }) => items.map((item): ConnectWalletItem => ({ group, ...item })))
  last = { state, value }
  return value
}

/**
 * One row per wallet: a wallet that injects a connector on several namespaces (the same rdns, or
 * the same name when it has none) is one MULTI_CHAIN row, not one row per namespace. Its click
 * connects on `preferred` when the wallet has it, else on its first namespace.
 */
function byWallet(connectors: ConnectorInfo[], preferred: ChainNamespace | undefined) {
  const rows = new Map<string, { kind: 'connector'; connector: ConnectorInfo; chains: ChainNamespace[] }>()
  for (const c of connectors) {
    const key = `${c.type === 'WALLET_CONNECT' ? 'wc' : 'wallet'}:${c.info?.rdns ?? c.name.toLowerCase()}`
    const row = rows.get(key)
    if (!row) {
      rows.set(key, { kind: 'connector', connector: c, chains: [c.chain] })
      continue
    }
    if (!row.chains.includes(c.chain)) row.chains.push(c.chain)
    if (c.chain === preferred && row.connector.chain !== preferred) row.connector = c
  }
  return [...rows.values()]
}
