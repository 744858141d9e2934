import { CHAIN_NAMESPACES } from '../types.ts'
import { s } from './schema.ts'

/** Payload pieces shared by several domains. */
export const errorData = s.object({
  name: s.string(),
  shortMessage: s.string(),
  details: s.optional(s.string()),
  code: s.optional(s.scalar()),
  status: s.optional(s.number({ integer: true, min: 0 })),
  retryAfterMs: s.optional(s.number({ min: 0 })),
})

export const namespace = s.enum(CHAIN_NAMESPACES)

export const caipNetwork = s.object({
  id: s.scalar(),
  caipNetworkId: s.string(),
  chainNamespace: namespace,
  name: s.string(),
  nativeCurrency: s.object({ name: s.string(), symbol: s.string(), decimals: s.number({ integer: true, min: 0 }) }),
  rpcUrls: s.object({
    default: s.object({ http: s.array(s.string()), webSocket: s.optional(s.array(s.string())) }),
  }),
  assets: s.optional(s.object({ imageId: s.optional(s.string()), imageUrl: s.optional(s.string()) })),
  blockExplorers: s.optional(s.object({ default: s.object({ name: s.string(), url: s.string() }) })),
  testnet: s.optional(s.boolean()),
})
