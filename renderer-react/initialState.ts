import { readSessionCookie } from '../core/rules/sessionCookie.ts'
import type { SavedSession } from '../core/rules/savedSession.ts'

/**
 * What the server knew of the visitor's connection (the connection snapshot of `cookieStorage`),
 * handed from a server component to `<ModalProvider initialState>`: plain data, so it crosses the
 * server/client boundary as a prop.
 */
export type InitialState = { session: SavedSession }

/**
 * The returning visitor's connection from the request's `Cookie` header (`cookieStorage()`'s
 * cookie), for `<ModalProvider initialState>`: the server then renders the buttons as connected
 * (address, network), the browser hydrates the same markup, and the core reconnects silently
 * behind it (SPEC.md §3 Connection). Undefined without a saved connection. Safe on a server and
 * in React Server Components (it reads a string, nothing else).
 *
 * @example
 * // a Next.js root layout (a server component)
 * const state = initialState((await headers()).get('cookie'))
 * <Providers initialState={state}>{children}</Providers>
 */
export function initialState(cookieHeader: string | null | undefined, options: { name?: string } = {}): InitialState | undefined {
  const session = readSessionCookie(cookieHeader, options.name)
  return Object.keys(session).length > 0 ? { session } : undefined
}
