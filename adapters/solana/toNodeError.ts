import { LatchError } from '../../core/errors/LatchError.ts'
import { toRpcError } from '../../core/errors/toRpcError.ts'

/**
 * Maps a failure of the Solana node (web3.js `Connection` calls: blockhash, account reads,
 * `sendRawTransaction`, confirmation) to the core's errors: a JSON-RPC code goes through
 * `toRpcError` (node messages such as "insufficient funds" first); anything else is a
 * `LatchError` with `action` as its short message. Unlike `toWalletError`, words are never read
 * as the user's rejection: a node cannot reject on the user's behalf.
 *
 * @example
 * toNodeError({ code: -32002, message: 'Transaction simulation failed' }) // ResourceUnavailableRpcError
 */
export function toNodeError(error: unknown, action = 'Transaction failed'): LatchError {
  const { mapped, text } = mapCoded(error)
  return mapped ?? new LatchError(action, { cause: error, ...(text ? { details: text } : {}) })
}

/**
 * The part the node's and the wallets' mappings share: a `LatchError` stays itself, a JSON-RPC
 * code goes through `toRpcError` (keeping the cause); otherwise no `mapped`, and the failure's
 * words (`text`, '' when it has none) for the caller's own rule.
 *
 * @example
 * mapCoded({ code: 4001, message: 'User rejected' }).mapped // UserRejectedRequestError
 */
export function mapCoded(error: unknown): { mapped?: LatchError; text: string } {
  const { code, message, data } = (error ?? {}) as { code?: unknown; message?: unknown; data?: unknown }
  const text = typeof message === 'string' ? message : typeof error === 'string' ? error : ''
  if (error instanceof LatchError) return { mapped: error, text }
  if (typeof code === 'number' && Number.isInteger(code)) {
    const mapped = toRpcError({ code, ...(text ? { message: text } : {}), data })
    mapped.cause = error
    return { mapped, text }
  }
  return { text }
}
