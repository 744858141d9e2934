import { CHAIN_NAMESPACES, ACCOUNT_TYPES } from '../types.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/** A wallet connection as it is saved across reloads (SPEC.md §3 Connection, without the personal auth name). */
export const savedConnection = s.object({
  connectorId: s.string({ maxLength: 200 }),
  accounts: s.array(s.object({ address: s.string({ maxLength: 200 }), type: s.enum(ACCOUNT_TYPES) })),
  disconnected: s.optional(s.boolean()),
})

/**
 * The wallets of earlier visits, read from storage at the first connection (the
 * ProfileWallets list survives a reload; SPEC.md §4 kinds: a restored wallet that is not the
 * current one is `active`, or `disconnected` if it was).
 */
export const restored = defineEvent('connections/restored', {
  connections: s.object(Object.fromEntries(CHAIN_NAMESPACES.map((ns) => [ns, s.optional(s.array(savedConnection))]))),
})
