import type { Connection, ModalState } from '../reducers/state.ts'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../types.ts'

/** SPEC.md §4 connection kinds per connection and namespace. */
export type ConnectionKind = 'connected' | 'active' | 'disconnected'

/** A connection as the multi-wallet list shows it, with whether it is the active one. */
export type ListedConnection = { namespace: ChainNamespace; kind: ConnectionKind; connection: Connection }

/**
 * SPEC.md §4: the namespace's current connector is `connected`; another known connection is
 * `active` unless the wallet disconnected it; a connector never connected has no kind.
 */
export function connectionKind(state: ModalState, namespace: ChainNamespace, connectorId: string): ConnectionKind | undefined {
  const account = state.accounts[namespace]
  if (account?.status === 'connected' && account.connectorId === connectorId) return 'connected'
  const connection = state.connections[namespace]?.find((c) => c.connectorId === connectorId)
  if (!connection) return undefined
  return connection.disconnected ? 'disconnected' : 'active'
}

const KIND_ORDER: Record<ConnectionKind, number> = { connected: 0, active: 1, disconnected: 2 }

const cache = new WeakMap<ModalState, ListedConnection[]>()

/**
 * The connections the ProfileWallets view lists, per namespace in config order: connected, then
 * active, then disconnected. SPEC.md §6: several wallets only with the `multiWallet` flag (remote config); without it,
 * only the active connector's connection.
 *
 * @example
 * selectConnections(state).map((c) => `${c.namespace} ${c.connection.connectorId} ${c.kind}`)
 */
export function selectConnections(state: ModalState): ListedConnection[] {
  const cached = cache.get(state)
  if (cached) return cached
  const order = [...state.config.adapters, ...CHAIN_NAMESPACES.filter((ns) => !state.config.adapters.includes(ns))]
  const listed: ListedConnection[] = []
  for (const namespace of order) {
    const rows = (state.connections[namespace] ?? []).flatMap((connection) => {
      const kind = connectionKind(state, namespace, connection.connectorId)
      return kind ? [{ namespace, kind, connection }] : []
    })
    rows.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind])
    listed.push(...(state.features.multiWallet ? rows : rows.filter((r) => r.kind === 'connected')))
  }
  cache.set(state, listed)
  return listed
}
