import { CONNECTOR_TYPES } from '../types.ts'
import { namespace } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/** SPEC.md §3 Connector, minus the live provider object (not serialisable). */
export const connectorInfo = s.object({
  id: s.string(),
  name: s.string(),
  type: s.enum(CONNECTOR_TYPES),
  chain: namespace,
  imageUrl: s.optional(s.string()),
  imageId: s.optional(s.string()),
  explorerId: s.optional(s.string({ format: 'publicId' })),
  info: s.optional(s.object({ rdns: s.optional(s.string()), icon: s.optional(s.string()) })),
})

/** Adapters found connectors (injected, EIP-6963 announced, Wallet Standard, …). */
export const discovered = defineEvent('connectors/discovered', { connectors: s.array(connectorInfo) })
