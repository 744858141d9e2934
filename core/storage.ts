import { createStore as createIdbStore, del, get, set } from 'idb-keyval'

/** The saved connections per namespace (core/effects/session.ts); the deferred modal loads the core at once when it holds one. */
export const SESSION_KEY = 'latch/session'

/** Where Latch keeps what must survive a reload (the connected session, recent wallets). */
export type KeyValueStorage = {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
  del(key: string): Promise<void>
  /**
   * Resolves once every read and write issued so far has settled (never rejects). The facade's
   * promises wait for it, so what `connect()` saved is stored before the caller goes on.
   */
  flush?(): Promise<void>
}

/** IndexedDB through idb-keyval (its own database, so hosts' keys never clash), journaled (see `journaledStorage`). */
export function createIdbStorage(): KeyValueStorage {
  const store = createIdbStore('latch', 'keyval')
  const idb: KeyValueStorage = {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
  }
  return journaledStorage(idb, globalThis as JournalPage)
}

/** The page as a journal needs it: a synchronous store and the `pagehide` signal. */
export type JournalPage = {
  localStorage?: { getItem(key: string): string | null; setItem(key: string, value: string): void }
  addEventListener?: (type: 'pagehide', listener: () => void) => void
}

/** The one localStorage item holding writes that had not reached the inner storage when a page was hidden. */
export const JOURNAL_KEY = 'latch/journal'

type Entry = { value?: unknown; deleted?: true }

/**
 * Makes an asynchronous storage (IndexedDB) survive a reload that comes before its writes commit
 * (SPEC.md §3 Connection: a session survives a reload). Every write is pending until the inner
 * storage settles it; reads see pending writes first; on `pagehide` the pending ones are copied
 * synchronously to localStorage, and the next page replays that journal into the inner storage
 * (reads see the journal until then). A journal entry is dropped once its key is written again.
 *
 * @example
 * const storage = journaledStorage(idbStorage, window)
 * storage.set('latch/session', saved) // survives `location.reload()` on the next line
 */
export function journaledStorage(inner: KeyValueStorage, page?: JournalPage): KeyValueStorage {
  const pending = new Map<string, Entry>()
  const inflight = new Set<Promise<unknown>>()
  const local = page?.localStorage
  let journal: Record<string, Entry> = readJournal()

  function readJournal(): Record<string, Entry> {
    try {
      const parsed: unknown = JSON.parse(local?.getItem(JOURNAL_KEY) ?? '{}')
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, Entry>) : {}
    } catch {
      return {}
    }
  }
  function writeJournal(change: (all: Record<string, Entry>) => void): void {
    try {
      // Read again: another storage of this page (SIWX's) keeps its entries in the same item.
      const all = readJournal()
      change(all)
      local?.setItem(JOURNAL_KEY, JSON.stringify(all))
    } catch {
      // Quota or no localStorage: the write still goes to the inner storage as before.
    }
  }
  function track<T>(promise: Promise<T>): Promise<T> {
    inflight.add(promise)
    const done = () => void inflight.delete(promise)
    promise.then(done, done)
    return promise
  }
  function write(key: string, entry: Entry): Promise<void> {
    pending.set(key, entry)
    const settled = () => {
      if (pending.get(key) !== entry) return
      pending.delete(key)
      if (Object.hasOwn(journal, key)) {
        delete journal[key]
        writeJournal((all) => delete all[key])
      }
    }
    // A failed write stays pending: this page reads it, and `pagehide` journals it for the next.
    return track(entry.deleted ? inner.del(key) : inner.set(key, entry.value)).then(settled)
  }

  // The last page's journal goes to the inner storage; until then `get` answers from it.
  for (const [key, entry] of Object.entries(journal)) {
    if (typeof entry !== 'object' || entry === null) continue
    write(key, entry.deleted ? { deleted: true } : { value: entry.value }).catch(() => undefined)
  }
  page?.addEventListener?.('pagehide', () => {
    if (pending.size === 0) return
    writeJournal((all) => {
      for (const [key, entry] of pending) all[key] = entry
    })
    journal = readJournal()
  })

  return {
    async get(key) {
      const entry = pending.get(key)
      if (entry) return entry.deleted ? undefined : structuredClone(entry.value)
      return track(inner.get(key))
    },
    // async: a value that cannot be cloned rejects, as an IndexedDB write of it would.
    set: async (key, value) => write(key, { value: structuredClone(value) }),
    del: async (key) => write(key, { deleted: true }),
    async flush() {
      // A write issued when a tracked read settles (read-modify-write) is waited for too.
      while (inflight.size > 0) await Promise.allSettled([...inflight])
    },
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
 * `storage/readFailed` / `storage/writeFailed`), then rejects as before: the effects'
 * own fallbacks are unchanged, the log now says why a session did not survive a reload.
 */
export function reportingStorage(storage: KeyValueStorage, report: (failure: { key: string; operation: 'get' | 'set' | 'del'; error: unknown }) => void): KeyValueStorage {
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
    flush: () => storage.flush?.() ?? Promise.resolve(),
  }
}
