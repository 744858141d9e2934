import { HttpRequestError } from '../errors/HttpRequestError.ts'
import { RpcError } from '../errors/RpcError.ts'

/** SPEC.md §9 retry rules. */
export const RETRY_COUNT = 3
export const RETRY_BASE_DELAY_MS = 150
export const RETRYABLE_HTTP_STATUSES: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504]
export const RETRYABLE_RPC_CODES: readonly number[] = [-1, -32005, -32603]
/** SPEC.md §9: RPC timeout 10 s (used for every service call). */
export const REQUEST_TIMEOUT_MS = 10_000
/**
 * The longest `Retry-After` the clients wait out silently: one request timeout (10 s). A visitor
 * looking at a spinner should not wait longer without being told, and a longer silent wait let
 * `Retry-After: 3600` hold an empty wallet list for an hour. A longer ask fails the call at once
 * with `retryAfterMs` kept on the error, so the view shows SPEC §8 'Rate Limited' with the time
 * left and a reopen or Retry starts over. Also keeps absurd values (`99999999999`) away from
 * timers, which overflow past 2^31 - 1 ms and fire at once.
 */
export const MAX_RETRY_AFTER_MS = REQUEST_TIMEOUT_MS

/**
 * Backoff before retry number `attempt` (0-based): `(1 << attempt) * 150` ms → 150, 300, 600.
 *
 * @example
 * retryDelayMs(2) // 600
 */
export function retryDelayMs(attempt: number): number {
  return (1 << attempt) * RETRY_BASE_DELAY_MS
}

/**
 * Whether an error may be retried (SPEC.md §9): only HTTP 403, 408, 413, 429, 500, 502, 503, 504
 * and RPC codes -1, -32005, -32603. Everything else — user rejection (4001), aborts, timeouts,
 * dropped connections, malformed bodies — fails at once.
 *
 * @example
 * shouldRetry(new HttpRequestError({ call: 'x', url: 'u', status: 503 })) // true
 */
export function shouldRetry(error: unknown): boolean {
  if (error instanceof HttpRequestError) return error.status !== undefined && RETRYABLE_HTTP_STATUSES.includes(error.status)
  if (error instanceof RpcError) return RETRYABLE_RPC_CODES.includes(error.code)
  return false
}

/**
 * The wait before the next retry of `error` (0-based `attempt`), or `undefined` when the server
 * asked for longer than {@link MAX_RETRY_AFTER_MS}: then the call fails now instead.
 *
 * @example
 * retryWaitMs(new HttpRequestError({ call: 'c', url: 'u', status: 429, retryAfterMs: 2000 }), 0) // 2000
 * retryWaitMs(new HttpRequestError({ call: 'c', url: 'u', status: 429, retryAfterMs: 3_600_000 }), 0) // undefined
 */
export function retryWaitMs(error: unknown, attempt: number): number | undefined {
  if (error instanceof HttpRequestError && error.retryAfterMs !== undefined) return error.retryAfterMs <= MAX_RETRY_AFTER_MS ? error.retryAfterMs : undefined
  return retryDelayMs(attempt)
}

/**
 * Reads `Retry-After` in both forms: delay-seconds (`"2"`) or an HTTP-date. A date is measured
 * against the response's own `Date` header when present (immune to client clock skew), else
 * against `nowMs`. Returns ms ≥ 0, or `undefined` when absent or unreadable.
 *
 * @example
 * parseRetryAfter('2') // 2000
 * parseRetryAfter('Wed, 21 Oct 2026 07:28:05 GMT', 'Wed, 21 Oct 2026 07:28:00 GMT') // 5000
 */
export function parseRetryAfter(value: string | null | undefined, dateHeader?: string | null, nowMs?: number): number | undefined {
  if (value === null || value === undefined) return undefined
  const text = value.trim()
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, Number.MAX_SAFE_INTEGER)
  const at = Date.parse(text)
  if (Number.isNaN(at)) return undefined
  const serverNow = dateHeader ? Date.parse(dateHeader) : Number.NaN
  const reference = Number.isNaN(serverNow) ? nowMs : serverNow
  if (reference === undefined) return undefined
  return Math.max(0, at - reference)
}
