import { createStore as createIdbStore, del, get, set } from 'idb-keyval'

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
