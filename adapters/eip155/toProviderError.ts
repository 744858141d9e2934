import { LatchError } from '../../core/errors/LatchError.ts'
import { RpcError } from '../../core/errors/RpcError.ts'
import { toRpcError } from '../../core/errors/toRpcError.ts'

/**
 * Maps whatever a wallet provider threw to the core's typed errors (SPEC.md §8 provider codes):
 * an object with a numeric `code` goes through the core's `toRpcError` (4001 →
 * UserRejectedRequestError, 4902 → SwitchChainError, node messages → their classes), keeping the
 * original as `cause`. Latch errors pass through; anything else becomes an `RpcError` with code -1.
 *
 * @example
 * toProviderError({ code: 4001, message: 'User rejected the request.' }).shortMessage // 'User rejected the request'
 */
export function toProviderError(error: unknown): LatchError {
  if (error instanceof LatchError) return error
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'number') {
    const message = (error as { message?: unknown }).message
    const mapped = toRpcError({
      code,
      ...(typeof message === 'string' ? { message } : {}),
      data: (error as { data?: unknown }).data,
    })
    mapped.cause = error
    return mapped
  }
  const details = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined
  return new RpcError('Unknown RPC error', { code: -1, cause: error, ...(details ? { details } : {}) })
}
