import { randomBytes } from 'node:crypto'
import { HttpError, route, startHttpService, type HttpService, type RequestContext } from '../http/server.ts'
import { formatMessage } from '../../adapters/siwx/formatMessage.ts'
import { EIP155Verifier, SolanaVerifier, type SIWXVerifier } from '../../adapters/siwx/verifiers.ts'
import { isExpired, isNotYetValid } from '../../adapters/siwx/DefaultSIWX.ts'
import { isOriginAllowed } from '../../core/rules/isOriginAllowed.ts'
import { DEFAULT_ALLOWED_ORIGINS } from '../wallet-api/index.ts'
import type { SIWXSession } from '../../core/siwx/types.ts'
import type { CaipNetwork } from '../../core/types.ts'

/** Nonces live this long before a verify must use them. */
const NONCE_TTL_MS = 10 * 60_000

export type AuthService = HttpService & {
  /** Sessions held per client token (tests read them). */
  sessions(): { token: string; session: SIWXSession }[]
}

/**
 * The sandbox's auth service: a real HTTP backend for sign-in with a wallet, so a host
 * can keep sessions server-side (`AuthServiceSIWX` in `latch/siwx` talks to it).
 *
 * - `GET  /auth/v1/nonce` → `{ nonce }`: single use, 10 minutes.
 * - `POST /auth/v1/verify` `{ session, token? }` → `{ token }`: the message must be exactly the
 *   EIP-4361 / CAIP-122 text of its data, name one of the service's sites (`uri` on an allowed
 *   origin, `domain` that origin's authority), carry a nonce this service issued and not used yet,
 *   be neither expired nor before its Not Before, and its signature must verify (viem
 *   `verifyMessage` against the sandbox chain — EIP-191, ERC-1271, ERC-6492 — or ed25519). The
 *   session joins the client `token` (a new one is issued when none is given). 401 otherwise.
 * - `POST /auth/v1/sessions` `{ token, chainId, address }` → `{ sessions }`: the client's
 *   unexpired sessions of that account on that network.
 * - `POST /auth/v1/revoke` `{ token, chainId, address }` → `{ revoked }`.
 * - `POST /auth/v1/set` `{ token, sessions }` → `{ token }`: replaces the client's sessions, each
 *   checked as `/verify` checks it: a session the client already holds stays, any other must
 *   bring an unused nonce of this service, which it uses up (one nonce, one session). 401 otherwise.
 *
 * Tokens travel in JSON bodies (no Authorization header: the sandbox's CORS allows none).
 */
export async function startAuthService(options: {
  evm: Record<number, string>
  port?: number
  now?: () => number
  /**
   * The sites this service signs in for, as SPEC.md §7 allowed origins (`*` for a label or any
   * port); default the wallet-list service's default project list (any port on the loopback hosts).
   */
  origins?: readonly string[]
}): Promise<AuthService> {
  const now = options.now ?? Date.now
  const origins = options.origins ?? DEFAULT_ALLOWED_ORIGINS
  const networks: CaipNetwork[] = Object.entries(options.evm).map(([chainId, rpcUrl]) => ({
    id: Number(chainId),
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    name: `Anvil ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }))
  const verifiers: SIWXVerifier[] = [new EIP155Verifier({ networks }), new SolanaVerifier()]
  /** Issued nonces not used yet, with their issue time. A used nonce leaves: it never comes back. */
  const nonces = new Map<string, number>()
  const clients = new Map<string, SIWXSession[]>()

  const token = (ctx: RequestContext): { body: Record<string, unknown>; sessions: SIWXSession[]; token: string } => {
    const body = objectBody(ctx)
    const t = body.token
    if (typeof t !== 'string' || !clients.has(t)) throw new HttpError(401, 'Unknown session token')
    return { body, sessions: clients.get(t)!, token: t }
  }

  const unusedNonce = (session: SIWXSession): void => {
    const issued = nonces.get(session.data.nonce)
    if (issued === undefined || now() - issued > NONCE_TTL_MS) throw new HttpError(401, 'Unknown or used nonce')
  }

  /** Everything but the nonce: the text is its data, names one of our sites, is valid now, and verifies. */
  async function check(session: unknown): Promise<SIWXSession> {
    if (!isSession(session)) throw new HttpError(400, 'session: expected { data, message, signature }')
    if (!isTextOfData(session)) throw new HttpError(401, 'The message is not the text of its data')
    if (!isOurSite(session.data, origins)) throw new HttpError(401, 'The message names another site (EIP-4361 domain and uri)')
    if (isExpired(session, now())) throw new HttpError(401, 'The message has expired')
    if (isNotYetValid(session, now())) throw new HttpError(401, 'The message is not valid yet (Not Before)')
    const verifier = verifiers.find((v) => v.chainNamespace === session.data.chainId.split(':')[0])
    if (!verifier || !(await verifier.verify(session))) throw new HttpError(401, 'The signature does not verify')
    return { data: session.data, message: session.message, signature: session.signature }
  }

  /**
   * Uses up the nonces of `fresh` sessions, all or none. Called after the signatures verified (a
   * forged attempt does not burn the user's nonce) and checked again after that await: of two
   * requests with one nonce, one wins.
   */
  function useNonces(fresh: SIWXSession[]): void {
    const seen = new Set<string>()
    for (const session of fresh) {
      if (seen.has(session.data.nonce)) throw new HttpError(401, 'Unknown or used nonce')
      seen.add(session.data.nonce)
      unusedNonce(session)
    }
    for (const nonce of seen) nonces.delete(nonce)
  }

  const service = await startHttpService(
    [
      route('GET', '/auth/v1/nonce', () => {
        const nonce = randomBytes(16).toString('hex')
        nonces.set(nonce, now())
        return { json: { nonce } }
      }),
      route('POST', '/auth/v1/verify', async (ctx) => {
        const body = objectBody(ctx)
        if (isSession(body.session)) unusedNonce(body.session)
        const session = await check(body.session)
        useNonces([session])
        const existing = typeof body.token === 'string' && clients.has(body.token) ? body.token : undefined
        const t = existing ?? randomBytes(32).toString('hex')
        clients.set(t, [...(clients.get(t) ?? []).filter((s) => !sameAccount(s, session.data.chainId, session.data.accountAddress)), session])
        return { json: { token: t } }
      }),
      route('POST', '/auth/v1/sessions', (ctx) => {
        const { body, sessions } = token(ctx)
        const { chainId, address } = accountOf(body)
        return { json: { sessions: sessions.filter((s) => sameAccount(s, chainId, address) && !isExpired(s, now())) } }
      }),
      route('POST', '/auth/v1/revoke', (ctx) => {
        const { body, sessions, token: t } = token(ctx)
        const { chainId, address } = accountOf(body)
        const kept = sessions.filter((s) => !sameAccount(s, chainId, address))
        clients.set(t, kept)
        return { json: { revoked: sessions.length - kept.length } }
      }),
      route('POST', '/auth/v1/set', async (ctx) => {
        const body = objectBody(ctx)
        if (!Array.isArray(body.sessions)) throw new HttpError(400, 'sessions: expected an array')
        const held = typeof body.token === 'string' ? clients.get(body.token) : undefined
        // A session this client holds already keeps its place; any other is a new sign-in.
        const isHeld = (s: SIWXSession): boolean => held?.some((h) => h.signature === s.signature && h.message === s.message) ?? false
        for (const s of body.sessions) if (isSession(s) && !isHeld(s)) unusedNonce(s)
        const checked = await Promise.all(body.sessions.map((s) => check(s)))
        useNonces(checked.filter((s) => !isHeld(s)))
        const t = held !== undefined ? (body.token as string) : randomBytes(32).toString('hex')
        clients.set(t, checked)
        return { json: { token: t } }
      }),
    ],
    { port: options.port, name: 'auth' },
  )
  return {
    ...service,
    sessions: () => [...clients].flatMap(([t, list]) => list.map((session) => ({ token: t, session }))),
  }
}

function isTextOfData(session: SIWXSession): boolean {
  try {
    return formatMessage(session.data) === session.message
  } catch {
    return false
  }
}

/** EIP-4361: `uri` on one of the service's origins and `domain` that origin's authority (host and port). */
function isOurSite(data: SIWXSession['data'], origins: readonly string[]): boolean {
  let uri: URL
  try {
    uri = new URL(data.uri)
  } catch {
    return false
  }
  return (uri.protocol === 'https:' || uri.protocol === 'http:') && uri.host === data.domain.toLowerCase() && isOriginAllowed(uri.origin, origins)
}

function objectBody(ctx: RequestContext): Record<string, unknown> {
  const body = ctx.json()
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'Body must be a JSON object')
  return body as Record<string, unknown>
}

function accountOf(body: Record<string, unknown>): { chainId: string; address: string } {
  if (typeof body.chainId !== 'string' || typeof body.address !== 'string') throw new HttpError(400, 'chainId and address are required')
  return { chainId: body.chainId, address: body.address }
}

function sameAccount(session: SIWXSession, chainId: string, address: string): boolean {
  const a = session.data.accountAddress
  return session.data.chainId === chainId && (a === address || (a.startsWith('0x') && a.toLowerCase() === address.toLowerCase()))
}

function isSession(value: unknown): value is SIWXSession {
  const v = value as Partial<SIWXSession> | null
  if (typeof v !== 'object' || v === null || typeof v.message !== 'string' || typeof v.signature !== 'string') return false
  const d = v.data as Partial<SIWXSession['data']> | undefined
  return typeof d === 'object' && d !== null && ['domain', 'uri', 'version', 'nonce', 'accountAddress', 'chainId'].every((k) => typeof (d as Record<string, unknown>)[k] === 'string')
}
