import { LatchError } from '../../core/errors/LatchError.ts'
import { UserRejectedRequestError } from '../../core/errors/UserRejectedRequestError.ts'
import { mapCoded } from './toNodeError.ts'

// Wallets without EIP-1193 codes (older Solana adapters) say "User rejected the request" etc.
const REJECTION = /reject|denied|declined|cancell?ed|user aborted/i

/**
 * Maps whatever a Solana wallet threw to the core's error families: a provider code (4001,
 * 4100, -32602, …) goes through `toRpcError`; a rejection told only in words becomes
 * `UserRejectedRequestError` (4001, which the core shows as 'Connection rejected'); anything
 * else is a `LatchError` that keeps the cause.
 *
 * @example
 * toWalletError({ code: 4001, message: 'User rejected the request.' }) // UserRejectedRequestError
 */
export function toWalletError(error: unknown, action = 'Wallet request failed'): LatchError {
  const { mapped, text } = mapCoded(error)
  if (mapped) return mapped
  const name = (error as { name?: unknown } | null)?.name
  if (REJECTION.test(text) || (typeof name === 'string' && /Rejected/.test(name))) {
    return new UserRejectedRequestError({ ...(text ? { details: text } : {}), cause: error })
  }
  return new LatchError(action, { cause: error, ...(text ? { details: text } : {}) })
}
