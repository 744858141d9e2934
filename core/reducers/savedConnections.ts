import { CHAIN_NAMESPACES } from '../types.ts'
import type { Handler } from './draft.ts'

/**
 * The saved wallets join the namespace's list; one the session already knows (the
 * current wallet, reconnected) keeps what this session learned.
 */
export const restored: Handler<'connections/restored'> = (state, event, base) => {
  // The namespaces the schema knows: an object schema lets other keys through unchecked.
  for (const namespace of CHAIN_NAMESPACES) {
    const saved = event.connections[namespace]
    if (!saved?.length) continue
    const known = base.connections[namespace] ?? []
    const fresh = saved.filter((c) => !known.some((k) => k.connectorId === c.connectorId))
    if (fresh.length === 0) continue
    state.connections[namespace] = [
      ...(state.connections[namespace] ?? []),
      ...fresh.map((c) => ({ connectorId: c.connectorId, accounts: c.accounts.map((a) => ({ address: a.address, type: a.type })), ...(c.disconnected ? { disconnected: true } : {}) })),
    ]
  }
}
