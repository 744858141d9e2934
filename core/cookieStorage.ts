import { parseSavedSession } from './rules/savedSession.ts'
import { encodeSession, readSessionCookie, SESSION_COOKIE } from './rules/sessionCookie.ts'
import { defaultStorage, SESSION_KEY, type KeyValueStorage } from './storage.ts'

export { SESSION_COOKIE }

/** Options of `cookieStorage`. */
export type CookieStorageOptions = {
  /** The cookie's name; default `'latch.session'` (pass the same to `initialState`). */
  name?: string
  /** How long the cookie lasts, in seconds; default 30 days. */
  maxAge?: number
  /** Where every other key goes (recent wallets, saved connections…); default IndexedDB, else memory. */
  fallback?: KeyValueStorage
  /** The document whose cookie is used (tests); default the page's, none on a server. */
  document?: { cookie: string; location?: { protocol?: string } }
}

const THIRTY_DAYS = 30 * 24 * 60 * 60

/**
 * A storage for server-rendered apps (API.md `storage`): the connection snapshot (SPEC.md §3
 * Connection: the wallet and CAIP address per namespace, a hundred-odd bytes) goes to a cookie,
 * so the server sees it with the request and renders a returning visitor as connected
 * (`initialState(cookieHeader)` in `latch/react`); every other key goes to `fallback`. The cookie
 * is written synchronously, so what `connect()` saved is there before it resolves, as with the
 * journaled IndexedDB (a reload right after finds it). On a server (no document) it holds nothing.
 *
 * @example
 * const modal = createModal({ projectId, networks, storage: cookieStorage() })
 */
export function cookieStorage(options: CookieStorageOptions = {}): KeyValueStorage {
  const name = options.name ?? SESSION_COOKIE
  const maxAge = options.maxAge ?? THIRTY_DAYS
  const fallback = options.fallback ?? defaultStorage()
  const page = () => options.document ?? (globalThis as { document?: CookieStorageOptions['document'] }).document
  const write = (value: string, age: number) => {
    const doc = page()
    if (!doc) return
    const secure = doc.location?.protocol === 'https:' ? '; Secure' : ''
    doc.cookie = `${name}=${value}; Path=/; Max-Age=${age}; SameSite=Lax${secure}`
  }
  return {
    async get(key) {
      if (key !== SESSION_KEY) return fallback.get(key)
      const doc = page()
      if (!doc) return undefined
      const session = readSessionCookie(doc.cookie, name)
      return Object.keys(session).length > 0 ? session : undefined
    },
    async set(key, value) {
      if (key !== SESSION_KEY) return fallback.set(key, value)
      // Only what a session entry holds: nothing else of the value reaches every request's headers.
      const session = parseSavedSession(value)
      if (Object.keys(session).length === 0) write('', 0)
      else write(encodeSession(session), maxAge)
    },
    async del(key) {
      if (key !== SESSION_KEY) return fallback.del(key)
      write('', 0)
    },
    flush: () => fallback.flush?.() ?? Promise.resolve(),
  }
}
