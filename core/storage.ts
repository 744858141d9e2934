import { createStore as createIdbStore, del, get, set } from 'idb-keyval'

/** The saved connections per namespace (core/effects/session.ts); the deferred modal loads the core at once when it holds one. */
export const SESSION_KEY = 'latch/session'

/** Where Latch keeps what must survive a reload (the connected session, recent wallets). */
export type KeyValueStorage = {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
  del(key: string): Promise<void>
}

/** IndexedDB through idb-keyval (its own database, so hosts' keys never clash). */
export function createIdbStorage(): KeyValueStorage {
  const store = createIdbStore('latch', 'keyval')
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
  }
}

/** In memory: for servers, tests, and browsers without IndexedDB. */
export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, unknown>()
  return {
    get: async (key) => structuredClone(map.get(key)),
    set: async (key, value) => void map.set(key, structuredClone(value)),
    del: async (key) => void map.delete(key),
  }
}

/** IndexedDB when the environment has it, else memory. */
export function defaultStorage(): KeyValueStorage {
  return typeof (globalThis as { indexedDB?: unknown }).indexedDB === 'object' ? createIdbStorage() : createMemoryStorage()
}

/**
 * Wraps a storage so that every failed read or write is also reported (the store dispatches it as
 * `storage/readFailed` / `storage/writeFailed`, issue 10), then rejects as before: the effects'
 * own fallbacks are unchanged, the log now says why a session did not survive a reload.
 */
export function reportingStorage(
  storage: KeyValueStorage,
  report: (failure: { key: string; operation: 'get' | 'set' | 'del'; error: unknown }) => void,
): KeyValueStorage {
  const guard =
    <A extends unknown[], R>(operation: 'get' | 'set' | 'del', call: (key: string, ...rest: A) => Promise<R>) =>
    async (key: string, ...rest: A): Promise<R> => {
      try {
        return await call(key, ...rest)
      } catch (error) {
        report({ key, operation, error })
        throw error
      }
    }
  return {
    get: guard('get', (key) => storage.get(key)),
    set: guard('set', (key, value: unknown) => storage.set(key, value)),
    del: guard('del', (key) => storage.del(key)),
  }
}
