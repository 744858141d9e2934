import { CHAIN_NAMESPACES, type CaipAddress, type ChainNamespace } from '../types.ts'
import { tryParseCaipAddress } from './parseCaipAddress.ts'

/**
 * The connection snapshot a page keeps for the next (SPEC.md §3 Connection: a session survives a
 * reload): per namespace, the wallet and the CAIP address (its network included). The session
 * effect writes it, a reload restores from it, and a server renders a returning visitor from it
 * (the cookie of `cookieStorage`). Checked by hand, not by the events' schema: the server entries
 * and `latch/wagmi` read it without the event catalogue.
 */
export type SavedSession = Partial<Record<ChainNamespace, { connectorId: string; caipAddress: CaipAddress }>>

/**
 * A stored value read back as a session, each namespace's entry checked on its own: a corrupt one
 * is skipped and the valid ones beside it kept; anything else is no session at all.
 *
 * @example
 * parseSavedSession({ eip155: { connectorId: 'io.metamask', caipAddress: 'eip155:1:0xabc…' } })
 */
export function parseSavedSession(value: unknown): SavedSession {
  const out: SavedSession = {}
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return out
  for (const [ns, entry] of Object.entries(value as Record<string, unknown>)) {
    if (!(CHAIN_NAMESPACES as readonly string[]).includes(ns) || typeof entry !== 'object' || entry === null) continue
    const { connectorId, caipAddress } = entry as { connectorId?: unknown; caipAddress?: unknown }
    if (typeof connectorId !== 'string' || typeof caipAddress !== 'string') continue
    // An address of another namespace (or none at all) is as corrupt as a missing field.
    if (tryParseCaipAddress(caipAddress)?.namespace !== ns || connectorId === '') continue
    out[ns as ChainNamespace] = { connectorId, caipAddress: caipAddress as CaipAddress }
  }
  return out
}
