/**
 * Who may embed the secure site's frame (SPEC.md §7 `/projects/v1/origins`): the parent origin
 * the frame page is asked for must be on the project's allowed origins, read from the wallet-list
 * service for the `projectId` the frame URL names, else the site's own list. The frame answers
 * only that origin, and `/sdk` sets `frame-ancestors` to it, so no other page can load it.
 */
import { isOriginAllowed } from '../../core/rules/isOriginAllowed.ts'
import { normaliseOrigin } from '../../adapters/embedded/protocol.ts'
import { DEFAULT_ALLOWED_ORIGINS } from '../wallet-api/index.ts'

export type ParentOriginOptions = {
  /** The wallet-list service whose `/projects/v1/origins` lists a project's allowed origins. */
  walletApi?: string
  /** The origins allowed when the frame URL names no project (default the wallet-list service's default list). */
  allowedOrigins?: readonly string[]
}

export type ParentVerdict = { ok: true; origin: string } | { ok: false; status: number; reason: string }

/**
 * @example
 * const allowed = parentOriginCheck({ walletApi })
 * await allowed('https://app.example', 'my-project') // { ok: true, origin: 'https://app.example' }
 */
export function parentOriginCheck(options: ParentOriginOptions): (origin: string, projectId: string | undefined) => Promise<ParentVerdict> {
  const listOf = async (projectId: string | undefined): Promise<readonly string[] | undefined> => {
    if (projectId === undefined || !options.walletApi) return options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS
    const url = new URL('/projects/v1/origins', options.walletApi)
    url.search = new URLSearchParams({ projectId, st: 'latch-secure-site', sv: '1' }).toString()
    try {
      const response = await fetch(url)
      if (!response.ok) return undefined
      const body = (await response.json()) as { allowedOrigins?: unknown }
      return Array.isArray(body.allowedOrigins) ? body.allowedOrigins.filter((o): o is string => typeof o === 'string') : undefined
    } catch {
      return undefined
    }
  }
  return async (origin, projectId) => {
    // Exactly an http(s) origin: no path, no userinfo, nothing the frame would post to loosely.
    const parent = normaliseOrigin(origin)
    if (!parent || parent !== origin || !/^https?:/.test(parent)) return { ok: false, status: 400, reason: 'The embedding page\u2019s origin is missing or malformed' }
    const list = await listOf(projectId)
    // Fails closed: without the project's list, nobody embeds the wallet.
    if (list === undefined) return { ok: false, status: 503, reason: 'The project\u2019s allowed origins could not be read' }
    if (!isOriginAllowed(parent, list)) return { ok: false, status: 403, reason: `${parent} is not allowed to embed this wallet` }
    return { ok: true, origin: parent }
  }
}
