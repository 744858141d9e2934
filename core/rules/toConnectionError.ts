import { ConnectionError } from '../errors/ConnectionError.ts'

/** EIP-1193 4001 anywhere in the cause chain: the user said no. */
export function isUserRejection(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    if ((e as { code?: unknown }).code === 4001) return true
    if ((e as { name?: unknown }).name === 'UserRejectedRequestError') return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}

/** SPEC.md §8: a rejected prompt is 'Connection rejected'; anything else 'Failed to connect'. */
export function toConnectionError(error: unknown): ConnectionError {
  if (error instanceof ConnectionError) return error
  return isUserRejection(error) ? new ConnectionError('Connection rejected', { cause: error, code: 4001 }) : new ConnectionError('Failed to connect', { cause: error })
}
