import type { ConnectorInfo, ModalState } from '../reducers/state.ts'
import { orderConnectors, type ConnectorGroup } from '../rules/orderConnectors.ts'
import { selectVisibleConnectors } from './visibleConnectors.ts'
import { selectVisibleWallets, type ListedWallet } from './visibleWallets.ts'

/** One row of the Connect view's wallet section: a live connector, or a wallet from a list. */
export type ConnectWalletItem =
  | { group: ConnectorGroup; kind: 'connector'; connector: ConnectorInfo }
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
  const connector = (c: ConnectorInfo) => ({ kind: 'connector' as const, connector: c })
  const wallet = (w: ListedWallet) => ({ kind: 'wallet' as const, wallet: w })
  const ofTypes = (types: readonly string[]) => connectors.filter((c) => types.includes(c.type)).map(connector)
  const notInstalled = (list: ListedWallet[]) => list.filter((w) => !w.installed).map(wallet)
  const groups = orderConnectors<ReturnType<typeof connector> | ReturnType<typeof wallet>>(
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
