/**
 * A minimal OpenID Connect client for the code flow with PKCE, for the secure site (its page
 * builds the authorization URL, its server exchanges the code) — plain fetch and WebCrypto, so it
 * runs in Node and in a browser. Works against the sandbox provider or any issuer with these
 * endpoints.
 */

export type OidcEndpoints = { authorization: string; token: string; userinfo: string }

/** What `GET /me` answers for a sandbox user (other issuers may send more or fewer claims). */
export type OidcUser = { sub: string; email?: string; email_verified?: boolean; name?: string; preferred_username?: string; provider?: string }

/** The provider refused: `error` is the OAuth error code (`invalid_grant`, `access_denied`…). */
export class OidcError extends Error {
  constructor(
    readonly error: string,
    readonly description?: string,
  ) {
    super(description ? `${error}: ${description}` : error)
    this.name = 'OidcError'
  }
}

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** A PKCE verifier (43 chars) and its S256 challenge; `random` defaults to crypto.getRandomValues. */
export async function createPkce(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64url(random(32))
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)))
  return { verifier, challenge: base64url(digest) }
}

/** The URL to open in the 600×800 popup. */
export function authorizationUrl(
  endpoints: Pick<OidcEndpoints, 'authorization'>,
  request: { clientId: string; redirectUri: string; state: string; codeChallenge: string; scope?: string; loginHint?: string },
): string {
  const params = new URLSearchParams({
    client_id: request.clientId,
    response_type: 'code',
    scope: request.scope ?? 'openid email profile',
    redirect_uri: request.redirectUri,
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
    ...(request.loginHint ? { login_hint: request.loginHint } : {}),
  })
  return `${endpoints.authorization}?${params}`
}

/**
 * Reads the callback URL the provider redirected to: the code (after checking `state`), or an
 * `OidcError` (`access_denied` when the user pressed Deny; `state_mismatch` for a forged return).
 */
export function callbackResult(callbackUrl: string, expectedState: string): { code: string } {
  const params = new URL(callbackUrl).searchParams
  if (params.get('state') !== expectedState) throw new OidcError('state_mismatch', 'The callback state is not the one sent')
  const error = params.get('error')
  if (error) throw new OidcError(error, params.get('error_description') ?? undefined)
  const code = params.get('code')
  if (!code) throw new OidcError('invalid_response', 'No code in the callback')
  return { code }
}

/** Server side: code → tokens (client_secret_post) → userinfo. Throws `OidcError` on a refusal. */
export async function exchangeCode(
  endpoints: Pick<OidcEndpoints, 'token' | 'userinfo'>,
  request: { clientId: string; clientSecret: string; code: string; redirectUri: string; codeVerifier: string },
): Promise<{ accessToken: string; idToken: string | undefined; user: OidcUser }> {
  const tokenRes = await fetch(endpoints.token, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: request.code,
      redirect_uri: request.redirectUri,
      code_verifier: request.codeVerifier,
      client_id: request.clientId,
      client_secret: request.clientSecret,
    }),
  })
  const tokens = (await tokenRes.json().catch(() => ({}))) as { access_token?: string; id_token?: string; error?: string; error_description?: string }
  if (!tokenRes.ok || !tokens.access_token) throw new OidcError(tokens.error ?? `http_${tokenRes.status}`, tokens.error_description)
  const userRes = await fetch(endpoints.userinfo, { headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' } })
  const user = (await userRes.json().catch(() => ({}))) as OidcUser & { error?: string; error_description?: string }
  if (!userRes.ok || typeof user.sub !== 'string') throw new OidcError(user.error ?? `http_${userRes.status}`, user.error_description)
  return { accessToken: tokens.access_token, idToken: tokens.id_token, user }
}
