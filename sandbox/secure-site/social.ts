/**
 * The secure site's half of social login (SPEC.md §4): the code flow with PKCE against
 * the sandbox OpenID Connect provider. The frame keeps the PKCE verifier; this server keeps, per
 * `state`, the provider and the app origin the popup's callback page answers to, and exchanges the
 * code (with the provider client's secret, which never leaves this server) for the user.
 */
import { authorizationUrl, exchangeCode, OidcError, type OidcEndpoints, type OidcUser } from '../oauth/client.ts'
import { isSocialProvider, type SocialProvider } from '../oauth/providers.ts'
import { AuthError } from './auth.ts'

export type SocialLoginConfig = {
  endpoints: OidcEndpoints
  clients: Record<SocialProvider, { clientId: string; clientSecret: string }>
}

type Pending = { provider: SocialProvider; appOrigin: string; expiresAt: number }

/** How long a started social login may take (the user's time on the consent page). */
export const SOCIAL_LOGIN_TTL_MS = 10 * 60_000
export const SOCIAL_CALLBACK_PATH = '/social/callback'

const STATE = /^[A-Za-z0-9_-]{16,128}$/
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/

const bad = (message: string): AuthError => new AuthError('BAD_REQUEST', message)

function originOf(value: unknown): string {
  if (typeof value !== 'string') throw bad('Invalid app origin')
  try {
    const origin = new URL(value).origin
    if (origin === 'null' || origin !== value) throw bad('Invalid app origin')
    return origin
  } catch (error) {
    throw error instanceof AuthError ? error : bad('Invalid app origin')
  }
}

/**
 * The started social logins.
 *
 * @example
 * const social = new SocialLogins(config, () => Date.now())
 * const { uri } = social.start({ provider: 'google', state, codeChallenge, appOrigin }, siteOrigin)
 */
export class SocialLogins {
  private readonly pending = new Map<string, Pending>()

  constructor(
    private readonly config: SocialLoginConfig | undefined,
    private readonly now: () => number,
  ) {}

  private configured(): SocialLoginConfig {
    if (!this.config) throw bad('Social login is not configured on this secure site')
    return this.config
  }

  /** The authorization address the popup opens; remembers `state` → provider and app origin. */
  start(body: Record<string, unknown>, siteOrigin: string): { uri: string } {
    const config = this.configured()
    const { provider, state, codeChallenge } = body
    if (!isSocialProvider(provider)) throw bad('Unknown social provider')
    if (typeof state !== 'string' || !STATE.test(state)) throw bad('Invalid state')
    if (typeof codeChallenge !== 'string' || !CHALLENGE.test(codeChallenge)) throw bad('Invalid code challenge')
    this.pending.set(state, { provider, appOrigin: originOf(body['appOrigin']), expiresAt: this.now() + SOCIAL_LOGIN_TTL_MS })
    const client = config.clients[provider]
    return { uri: authorizationUrl(config.endpoints, { clientId: client.clientId, redirectUri: `${siteOrigin}${SOCIAL_CALLBACK_PATH}`, state, codeChallenge }) }
  }

  /** The app origin the callback page of `state` posts to; undefined for an unknown or used state. */
  appOriginOf(state: string | null): string | undefined {
    const entry = state ? this.pending.get(state) : undefined
    return entry && entry.expiresAt > this.now() ? entry.appOrigin : undefined
  }

  /** Code + verifier → the provider's user (once per state). */
  async finish(body: Record<string, unknown>, siteOrigin: string): Promise<{ provider: SocialProvider; user: OidcUser }> {
    const config = this.configured()
    const { state, code, codeVerifier } = body
    const entry = typeof state === 'string' ? this.pending.get(state) : undefined
    if (!entry || entry.expiresAt <= this.now()) throw bad('Unknown or expired social login')
    this.pending.delete(state as string)
    if (typeof code !== 'string' || !code || typeof codeVerifier !== 'string' || !codeVerifier) throw bad('Missing code or verifier')
    const client = config.clients[entry.provider]
    try {
      const { user } = await exchangeCode(config.endpoints, {
        clientId: client.clientId,
        clientSecret: client.clientSecret,
        code,
        codeVerifier,
        redirectUri: `${siteOrigin}${SOCIAL_CALLBACK_PATH}`,
      })
      return { provider: entry.provider, user }
    } catch (error) {
      if (error instanceof OidcError) throw bad(`The provider refused the code: ${error.error}`)
      throw error
    }
  }
}

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The popup's last page (the provider redirected here): it posts its own address — with the code,
 * or the provider's error — to the window that opened it, at exactly the app origin the login was
 * started for. An unknown state posts nothing.
 */
export function callbackPage(appOrigin: string | undefined): string {
  const script = appOrigin
    ? `<script>if (window.opener) window.opener.postMessage({ channel: 'latch-embedded-social', resultUri: location.href }, ${JSON.stringify(appOrigin).replace(/</g, '\\u003c')})</script>`
    : ''
  const text = appOrigin ? 'Signed in. You can close this window.' : 'This sign-in is unknown or has expired. Close this window and try again.'
  return `<!doctype html><html><head><meta charset="utf-8"><title>Latch secure site</title></head>
<body><p data-social-callback="${appOrigin ? 'ok' : 'unknown'}">${escapeHtml(text)}</p>${script}</body></html>`
}
