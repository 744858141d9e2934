import type { ConnectorInfo, ModalState } from '../reducers/state.ts'
import type { WalletInfo } from '../reducers/wallets.ts'
import type { ChainNamespace } from '../types.ts'

/** Connector types that stand for a way of connecting rather than one wallet. */
const NOT_A_WALLET: readonly string[] = ['AUTH', 'ID_AUTH', 'WALLET_CONNECT']

/**
 * SPEC.md §9 recent wallets: the wallet a fresh connection through `connectorId` on `namespace`
 * was made with, however it was chosen (the Connect list, AllWallets, search or
 * `modal.connect`). The wallet picked from a list when it is the one that connected; else the
 * service's entry for the connector's wallet (same rdns, or same name when either lacks one);
 * else the connector itself described as a wallet. `undefined` for an email or social login,
 * the bare WalletConnect entry, or a connector the modal does not know.
 *
 * @example
 * recentWalletFor(state, 'dev.latch.wallet', 'eip155') // { id: '…', name: 'Latch Dev Wallet', rdns: 'dev.latch.wallet', … }
 */
export function recentWalletFor(state: ModalState, connectorId: string, namespace: ChainNamespace): WalletInfo | undefined {
  const connector = state.connectors.find((c) => c.id === connectorId && c.chain === namespace) ?? state.connectors.find((c) => c.id === connectorId)
  const selected = state.wallets.selected
  if (selected && (!connector || connector.type === 'WALLET_CONNECT' || connector.type === 'EXTERNAL' || isSameWallet(selected, connector))) {
    return selected
  }
  if (!connector || NOT_A_WALLET.includes(connector.type)) return undefined
  const { wallets } = state
  const known = [...wallets.recent, ...wallets.featured.wallets, ...wallets.recommended.wallets, ...wallets.all.wallets, ...wallets.search.results]
  const listed = known.find((w) => isSameWallet(w, connector))
  if (listed) return listed
  const rdns = connector.info?.rdns
  const image = connector.imageUrl ?? connector.info?.icon
  return { id: rdns ?? connector.id, name: connector.name, ...(rdns ? { rdns } : {}), ...(image ? { image_url: image } : {}) }
}

/** The same wallet: equal rdns; or equal names (case aside) when either side has no rdns. */
function isSameWallet(wallet: WalletInfo, connector: ConnectorInfo): boolean {
  const rdns = connector.info?.rdns
  if (wallet.rdns && rdns) return wallet.rdns === rdns
  return wallet.name.trim().toLowerCase() === connector.name.trim().toLowerCase()
}
