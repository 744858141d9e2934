import { errorData, namespace } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

const requestId = s.string({ maxLength: 100 })
const method = s.string({ maxLength: 100 })

/**
 * The app asked its provider (API.md `getProvider`) for something the wallet or the modal must
 * answer: a SPEC.md §6 approval method, an EIP-5792 wallet method, a chain switch, accounts. Safe
 * reads are not here: they are RPC traffic (`rpc/requested`, SPEC.md §6 safe list). The params of
 * methods whose contents are private (messages, typed data, raw transactions) are redacted in an
 * exported log (core/events/providerRedaction.ts).
 */
export const requested = defineEvent('provider/requested', {
  requestId,
  namespace,
  method,
  params: s.optional(s.json()),
})
/** The wallet (or the modal) answered: a hash is kept in an exported log, a signature is not. */
export const succeeded = defineEvent('provider/succeeded', { requestId, method, result: s.json() })
/**
 * The request failed with its EIP-1193 / JSON-RPC code kept (SPEC.md §8: 4001 rejected, 4200
 * 'Requested RPC call is not allowed', 4900 disconnected, 4901 the connection changed, 5700–5760).
 */
export const failed = defineEvent('provider/failed', { requestId, method, error: errorData })
