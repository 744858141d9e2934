import { errorData } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/**
 * A JSON-RPC call was asked for (the EIP-1193 `request` of the RPC transport). `urls` are the
 * endpoints in configured order; the batching epic picks by the current ranking (SPEC.md §9).
 */
export const requested = defineEvent('rpc/requested', {
  requestId: s.string({ maxLength: 200 }),
  urls: s.array(s.string(), 16),
  method: s.string({ maxLength: 200 }),
  params: s.optional(s.json()),
})
/** The node answered the call with a result (`null` included). */
export const succeeded = defineEvent('rpc/succeeded', { requestId: s.string({ maxLength: 200 }), result: s.json() })
/** The call failed: an RPC error object of the node (SPEC.md §8 codes), HTTP, timeout or allowlist. */
export const failed = defineEvent('rpc/failed', { requestId: s.string({ maxLength: 200 }), error: errorData })
/** The caller gave up on the call (unsubscribed); its answer, if any, is dropped. */
export const cancelled = defineEvent('rpc/cancelled', { requestId: s.string({ maxLength: 200 }) })
/** One HTTP POST carried `size` calls as a JSON array batch (at most 1000, SPEC.md §9). */
export const batchPosted = defineEvent('rpc/batchPosted', {
  url: s.string(),
  size: s.number({ integer: true, min: 1 }),
  attempt: s.number({ integer: true, min: 0 }),
})
/** An endpoint failed a batch; the calls moved to the next endpoint of the ranking. */
export const endpointFailed = defineEvent('rpc/endpointFailed', { url: s.string(), error: errorData })
/**
 * The fallback ranking after a ping round (every 4000 ms, last 10 samples, score =
 * 0.7 × stability + 0.3 × latency score; SPEC.md §9). Best first.
 */
export const endpointsRanked = defineEvent('rpc/endpointsRanked', {
  urls: s.array(s.string(), 16),
  ranking: s.array(s.object({ url: s.string(), score: s.number(), stability: s.number(), latencyMs: s.number() }), 16),
})
