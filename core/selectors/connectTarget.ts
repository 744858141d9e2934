import type { ConnectorInfo, ModalState } from '../reducers/state.ts'
import type { ChainNamespace } from '../types.ts'

/**
 * Where `modal.connect(connectorId)` connects: one wallet is one connector id on every
 * namespace. Without a namespace, one the connector is on: the namespace the modal was opened
 * for, then the active one, then the first the connector was discovered on; a connector not
 * discovered yet goes to the opened-for or active namespace, else the first adapter's. On the
 * chosen namespace the connector with that id is used, else the same wallet under another id
 * (same name, rdns not differing: a Wallet Standard wallet whose EVM twin was announced late).
 *
 * @example
 * connectTarget(state, 'dev.latch.wallet') // { namespace: 'eip155', connectorId: 'dev.latch.wallet' }
 * connectTarget(state, 'dev.latch.wallet', 'solana') // { namespace: 'solana', connectorId: 'dev.latch.wallet' }
 */
export function connectTarget(state: ModalState, connectorId: string, namespace?: ChainNamespace): { namespace: ChainNamespace; connectorId: string } | undefined {
  const usable = (c: ConnectorInfo) => state.config.adapters.length === 0 || state.config.adapters.includes(c.chain)
  const named = state.connectors.filter((c) => c.id === connectorId && usable(c))
  const preferred = [state.openNamespace, state.activeNamespace].filter((ns): ns is ChainNamespace => ns !== undefined)
  const ns =
    namespace ?? preferred.find((p) => named.some((c) => c.chain === p)) ?? named[0]?.chain ?? preferred.find((p) => state.config.adapters.includes(p)) ?? preferred[0] ?? state.config.adapters[0]
  if (!ns) return undefined
  if (named.some((c) => c.chain === ns)) return { namespace: ns, connectorId }
  const twin = named.length > 0 ? state.connectors.find((c) => c.chain === ns && named.some((n) => isSameWallet(n, c))) : undefined
  return { namespace: ns, connectorId: twin?.id ?? connectorId }
}

function isSameWallet(a: ConnectorInfo, b: ConnectorInfo): boolean {
  const ra = a.info?.rdns
  const rb = b.info?.rdns
  return a.name.trim().toLowerCase() === b.name.trim().toLowerCase() && (!ra || !rb || ra === rb)
}
