/**
 * The sandbox OAuth 2 / OpenID Connect provider (SPEC §4 social login, §9 default
 * socials): a real `oidc-provider` issuer on 127.0.0.1 with one registered client per social
 * provider (client_id = `google`, `x`, …), the authorization code flow with PKCE (S256, required),
 * a consent page per provider, and the token and userinfo endpoints the secure site's server uses.
 *
 * Why one issuer with seven clients rather than seven issuers: for the secure site each provider
 * is an app registration (a client id and secret) at an authorization server — that is what
 * varies per provider in the real world; one issuer gives one discovery document and one key set,
 * starts in one step, and the provider is still told apart everywhere it matters (the consent
 * page, the `provider` claim, the `sub` namespace).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import type { Configuration, default as ProviderClass } from 'oidc-provider'
import { listenOnLoopback } from '../http/listen.ts'
import { memoryAdapter, type MemoryStore } from './adapter.ts'
import { consentPage, errorPage } from './page.ts'
import { claimsOf, clientSecretOf, defaultUsername, isSocialProvider, SOCIAL_PROVIDERS, type SocialProvider } from './providers.ts'

export type OAuthServerOptions = {
  port?: number
  /**
   * Redirect URIs every client accepts besides loopback ones. Any `http://127.0.0.1`,
   * `http://localhost` or `http://[::1]` URI on any port is accepted (RFC 8252 §7.3), so the
   * secure site may start after this server.
   */
  redirectUris?: readonly string[]
}

export type OAuthClient = { clientId: SocialProvider; clientSecret: string }

export type OAuthServer = {
  /** The issuer (also the base URL): discovery at `${issuer}/.well-known/openid-configuration`. */
  issuer: string
  url: string
  endpoints: { authorization: string; token: string; userinfo: string; jwks: string; discovery: string }
  /** One client per SPEC §9 default social (client_id = the provider); token endpoint auth `client_secret_post`. */
  clients: Record<SocialProvider, OAuthClient>
  /** Closes the server and every open connection; safe to call twice. */
  stop(): Promise<void>
}

const ACCESS_TOKEN_TTL_S = 3600

let providerModule: Promise<typeof ProviderClass> | undefined

/**
 * Loads oidc-provider once. Its 9.x line warns on import that Node 20 is not its supported LTS;
 * the flows used here (code + PKCE, token, userinfo, discovery) are tested on Node 20 by this
 * folder's suite, so that one line is kept out of the sandbox's output.
 */
function loadProvider(): Promise<typeof ProviderClass> {
  providerModule ??= (async () => {
    const warn = console.warn
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('oidc-provider WARNING: Unsupported runtime')) return
      warn(...args)
    }
    try {
      return (await import('oidc-provider')).default
    } finally {
      console.warn = warn
    }
  })()
  return providerModule
}

function isLoopbackRedirect(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) && !url.hash
  } catch {
    return false
  }
}

const SESSION_COOKIE = /^_session(\.|=)/

function withoutSessionCookie(req: IncomingMessage): void {
  const cookie = req.headers.cookie
  if (!cookie) return
  const kept = cookie.split(/;\s*/).filter((c) => !SESSION_COOKIE.test(c))
  if (kept.length) req.headers.cookie = kept.join('; ')
  else delete req.headers.cookie
}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
      if (body.length > 10_000) req.destroy(new Error('form too large'))
    })
    req.on('end', () => resolve(new URLSearchParams(body)))
    req.on('error', reject)
  })
}

function html(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  res.end(body)
}

function configuration(
  store: MemoryStore,
  accounts: Map<string, { provider: SocialProvider; username: string }>,
  options: OAuthServerOptions,
  interactions: Configuration['interactions'],
): Configuration {
  const key = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' })
  return {
    adapter: memoryAdapter(store),
    clients: SOCIAL_PROVIDERS.map((provider) => ({
      client_id: provider,
      client_secret: clientSecretOf(provider),
      client_name: provider,
      redirect_uris: options.redirectUris?.length ? [...options.redirectUris] : ['http://127.0.0.1/oauth/callback'],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
      id_token_signed_response_alg: 'ES256',
    })),
    jwks: { keys: [{ ...key, kid: 'sandbox-es256', use: 'sig', alg: 'ES256' }] as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: [randomBytes(32).toString('hex')], long: { sameSite: 'lax' }, short: { sameSite: 'lax' } },
    pkce: { required: () => true },
    responseTypes: ['code'],
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username', 'provider'] },
    // The id token carries the scopes' claims too, so a client may read the user from it alone.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false }, userinfo: { enabled: true } },
    interactions,
    ttl: { AccessToken: ACCESS_TOKEN_TTL_S, AuthorizationCode: 60, IdToken: ACCESS_TOKEN_TTL_S, Interaction: 600, Session: 3600, Grant: 3600 },
    clientBasedCORS: () => true,
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub)
      if (!account) return undefined
      return {
        accountId: sub,
        claims: () => ({ sub, ...claimsOf(account.provider, account.username), email_verified: true }),
      }
    },
    async renderError(ctx, out) {
      ctx.type = 'html'
      ctx.body = errorPage(String(out.error), typeof out.error_description === 'string' ? out.error_description : undefined)
    },
  }
}

/**
 * Starts the provider on a free loopback port.
 * @example
 * const oauth = await startOAuth()
 * // browser: `${oauth.endpoints.authorization}?client_id=google&response_type=code&scope=openid email profile&redirect_uri=…&state=…&code_challenge=…&code_challenge_method=S256`
 * // server: POST oauth.endpoints.token (grant_type=authorization_code, code, redirect_uri, code_verifier, client_id, client_secret), then GET oauth.endpoints.userinfo
 */
export async function startOAuth(options: OAuthServerOptions = {}): Promise<OAuthServer> {
  const Provider = await loadProvider()
  const store: MemoryStore = new Map()
  const accounts = new Map<string, { provider: SocialProvider; username: string }>()

  let provider: InstanceType<typeof Provider> | undefined
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    const match = /^\/interaction\/([\w-]+)$/.exec(path)
    if (!provider) {
      res.writeHead(503).end()
    } else if (match) {
      interaction(provider, req, res, match[1]!, accounts).catch((error: unknown) => {
        if (!res.headersSent) html(res, 400, errorPage('invalid_request', (error as Error).message))
        else res.end()
      })
    } else {
      // No single sign-on at this issuer: its session cookie is never read back, so every
      // authorization shows the provider's page, and one provider's account never carries over
      // to another provider's client of this same issuer.
      withoutSessionCookie(req)
      void provider.callback()(req, res)
    }
  })
  const listening = await listenOnLoopback(server, options.port ?? 0)
  const issuer = listening.url
  provider = new Provider(issuer, configuration(store, accounts, options, { url: (_ctx, i) => `/interaction/${i.uid}` }))
  const allowed = options.redirectUris ?? []
  // Registered URIs, or any loopback one (the secure site's port is picked at its start).
  provider.Client.prototype.redirectUriAllowed = function redirectUriAllowed(value: string): boolean {
    return allowed.includes(value) || isLoopbackRedirect(value)
  }
  let stopped: Promise<void> | undefined
  return {
    issuer,
    url: issuer,
    endpoints: {
      authorization: `${issuer}/auth`,
      token: `${issuer}/token`,
      userinfo: `${issuer}/me`,
      jwks: `${issuer}/jwks`,
      discovery: `${issuer}/.well-known/openid-configuration`,
    },
    clients: Object.fromEntries(SOCIAL_PROVIDERS.map((p) => [p, { clientId: p, clientSecret: clientSecretOf(p) }])) as Record<SocialProvider, OAuthClient>,
    stop() {
      stopped ??= listening.close()
      return stopped
    },
  }
}

/** GET shows the provider's consent page; POST approves (login + consent at once) or denies. */
async function interaction(provider: ProviderClass, req: IncomingMessage, res: ServerResponse, uid: string, accounts: Map<string, { provider: SocialProvider; username: string }>): Promise<void> {
  const details = await provider.interactionDetails(req, res)
  const clientId = details.params.client_id
  if (details.uid !== uid || !isSocialProvider(clientId)) throw new Error('Unknown or expired sign-in request')
  const scopes = String(details.params.scope ?? 'openid').split(' ')
  const redirectHost = new URL(String(details.params.redirect_uri)).host
  const page = (username: string, error?: string): string => consentPage({ provider: clientId, action: `/interaction/${uid}`, username, scopes, redirectHost, ...(error ? { error } : {}) })
  if (req.method === 'GET') {
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined
    html(res, 200, page(hint ?? defaultUsername(clientId)))
    return
  }
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'GET, POST' }).end()
    return
  }
  const form = await readForm(req)
  if (form.get('decision') === 'deny') {
    await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'End-User denied the authorization' }, { mergeWithLastSubmission: false })
    return
  }
  const username = (form.get('username') ?? '').trim()
  if (!username || username.length > 100 || /[\s<>]/.test(username)) {
    html(res, 400, page(username, 'Enter a username (no spaces, at most 100 characters).'))
    return
  }
  const accountId = `${clientId}|${username.toLowerCase()}`
  accounts.set(accountId, { provider: clientId, username })
  const grant = new provider.Grant({ accountId, clientId })
  grant.addOIDCScope(scopes.join(' '))
  const grantId = await grant.save()
  await provider.interactionFinished(req, res, { login: { accountId, remember: false }, consent: { grantId } }, { mergeWithLastSubmission: false })
}
