import { parseSavedSession, type SavedSession } from './savedSession.ts'

/**
 * The session cookie's format, apart from `cookieStorage` (which also reaches IndexedDB): the
 * server entries (`initialState`) and `latch/wagmi` read it with this module only.
 */

/** The cookie `cookieStorage` keeps the connection snapshot in (and `initialState` reads). */
export const SESSION_COOKIE = 'latch.session'

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
