/**
 * SPEC.md §4: an expired SIWX session is treated as none. A session whose message has
 * an `Expiration Time` at or before `now` (ms), or one that is not a date, has expired; one
 * without an expiry never does.
 *
 * @example
 * isSessionExpired({ expirationTime: '2026-01-01T00:00:00.000Z' }, Date.UTC(2026, 0, 2)) // true
 */
export function isSessionExpired(data: { expirationTime?: string | undefined }, now: number): boolean {
  if (data.expirationTime === undefined) return false
  const at = Date.parse(data.expirationTime)
  return !Number.isFinite(at) || at <= now
}
