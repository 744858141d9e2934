import { parseSavedSession, type SavedSession } from './rules/savedSession.ts'
import { defaultStorage, SESSION_KEY, type KeyValueStorage } from './storage.ts'

/** The cookie `cookieStorage` keeps the connection snapshot in (and `initialState` reads). */
export const SESSION_COOKIE = 'latch.session'

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

/** The session as a cookie value (JSON, percent-encoded: no `;`, `,` or space reaches the header). */
export function encodeSession(session: SavedSession): string {
  return encodeURIComponent(JSON.stringify(session))
}

/**
 * The connection snapshot in a `Cookie` header (or `document.cookie`): empty when the cookie is
 * absent or not a session (a corrupt entry is skipped, the valid ones kept).
 *
 * @example
 * readSessionCookie(request.headers.get('cookie')) // { eip155: { connectorId, caipAddress } }
 */
export function readSessionCookie(cookieHeader: string | null | undefined, name: string = SESSION_COOKIE): SavedSession {
  if (!cookieHeader) return {}
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=')
    if (at < 0 || part.slice(0, at).trim() !== name) continue
    try {
      return parseSavedSession(JSON.parse(decodeURIComponent(part.slice(at + 1).trim())))
    } catch {
      return {}
    }
  }
  return {}
}
