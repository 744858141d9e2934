import { defer, type Observable, of, tap, type SchedulerLike } from 'rxjs'

/** A cache whose entries expire after `ttlMs` of scheduler time. */
export type TtlCache<V> = {
  get(key: string): V | undefined
  set(key: string, value: V): void
  delete(key: string): void
  clear(): void
  /** Serves `key` from the cache while fresh, else subscribes to `load()` and stores its value. */
  through(key: string, load: () => Observable<V>): Observable<V>
}

/**
 * Creates a TTL cache on the injected scheduler (SPEC.md §9: balances 30 s, ENS and identity
 * 5 min), so virtual time expires it in tests.
 *
 * @example
 * const identities = createTtlCache<Identity>({ ttlMs: 5 * 60_000, scheduler })
 * identities.through(address, () => api.getIdentity(address))
 */
export function createTtlCache<V>(options: { ttlMs: number; scheduler: SchedulerLike; maxEntries?: number }): TtlCache<V> {
  const entries = new Map<string, { value: V; expiresAt: number }>()
  const maxEntries = options.maxEntries ?? 500
  const cache: TtlCache<V> = {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (options.scheduler.now() >= entry.expiresAt) {
        entries.delete(key)
        return undefined
      }
      return entry.value
    },
    set(key, value) {
      entries.delete(key)
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
      entries.set(key, { value, expiresAt: options.scheduler.now() + options.ttlMs })
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    through: (key, load) =>
      defer(() => {
        const hit = cache.get(key)
        return hit !== undefined ? of(hit) : load().pipe(tap((value) => cache.set(key, value)))
      }),
  }
  return cache
}

/** SPEC.md §9 cache lifetimes and the balance retry block. */
export const BALANCE_CACHE_MS = 30_000
export const IDENTITY_CACHE_MS = 5 * 60_000
export const BALANCE_RETRY_BLOCK_MS = 30_000
