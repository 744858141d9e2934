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
  if (/^\d+$/.test(text)) return Number(text) * 1000
  const at = Date.parse(text)
  if (Number.isNaN(at)) return undefined
  const serverNow = dateHeader ? Date.parse(dateHeader) : Number.NaN
  const reference = Number.isNaN(serverNow) ? nowMs : serverNow
  if (reference === undefined) return undefined
  return Math.max(0, at - reference)
}
