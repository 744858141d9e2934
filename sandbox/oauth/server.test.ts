import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { startOAuth, SOCIAL_PROVIDERS, type OAuthServer, type SocialProvider } from './index.ts'
import { followUntilLeaving, pkcePair, userAgent } from './testClient.ts'

let oauth: OAuthServer
const REDIRECT = 'http://127.0.0.1:4999/social/callback'

test.before(async () => {
  oauth = await startOAuth()
})
test.after(async () => {
  await oauth?.stop()
})

type Started = { agent: ReturnType<typeof userAgent>; page: string; pageUrl: string; verifier: string; state: string }

/** The browser part up to the consent page: GET /auth, follow to /interaction/<uid>. */
async function openConsent(provider: SocialProvider, extra: Record<string, string> = {}): Promise<Started> {
  const agent = userAgent()
  const { verifier, challenge } = pkcePair()
  const state = `st-${provider}-${Math.random()}`
  const params = new URLSearchParams({
    client_id: provider,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: REDIRECT,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  })
  const auth = await agent.get(`${oauth.endpoints.authorization}?${params}`)
  assert.is(auth.status, 303, `authorize for ${provider}`)
  const pageUrl = new URL(auth.headers.get('location')!, oauth.issuer).href
  assert.match(pageUrl, /\/interaction\/[\w-]+$/)
  const pageRes = await agent.get(pageUrl)
  assert.is(pageRes.status, 200)
  return { agent, page: await pageRes.text(), pageUrl, verifier, state }
}

async function decide(started: Started, form: Record<string, string>): Promise<URL> {
  const submitted = await started.agent.post(started.pageUrl, form)
  return followUntilLeaving(started.agent, submitted, started.pageUrl, oauth.issuer)
}

async function exchange(provider: SocialProvider, code: string, verifier: string): Promise<Response> {
  return fetch(oauth.endpoints.token, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier, client_id: provider, client_secret: oauth.clients[provider].clientSecret }),
  })
}

test('behavior: discovery advertises the code flow with PKCE S256 and the endpoints the handle names', async () => {
  const doc = (await (await fetch(oauth.endpoints.discovery)).json()) as Record<string, unknown>
  assert.is(doc.issuer, oauth.issuer)
  assert.is(doc.authorization_endpoint, oauth.endpoints.authorization)
  assert.is(doc.token_endpoint, oauth.endpoints.token)
  assert.is(doc.userinfo_endpoint, oauth.endpoints.userinfo)
  assert.is(doc.jwks_uri, oauth.endpoints.jwks)
  assert.equal(doc.response_types_supported, ['code'])
  assert.equal(doc.code_challenge_methods_supported, ['S256'])
  assert.ok((doc.claims_supported as string[]).includes('preferred_username'))
  assert.equal(Object.keys(oauth.clients), ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
})

test('behavior: SPEC §9 default socials — for each provider the code flow with PKCE goes authorize → its consent page → Approve → redirect with code and state → token → userinfo', async () => {
  for (const provider of SOCIAL_PROVIDERS) {
    const started = await openConsent(provider)
    assert.match(started.page, `data-provider="${provider}"`)
    assert.match(started.page, `value="alice@${provider}.test"`)
    assert.match(started.page, 'data-testid="oauth-approve"')
    assert.match(started.page, 'data-testid="oauth-deny"')
    const back = await decide(started, { decision: 'approve', username: `alice@${provider}.test` })
    assert.is(`${back.origin}${back.pathname}`, REDIRECT)
    assert.is(back.searchParams.get('state'), started.state)
    assert.is(back.searchParams.get('iss'), oauth.issuer)
    const code = back.searchParams.get('code')
    assert.ok(code, `code for ${provider}`)
    const tokenRes = await exchange(provider, code, started.verifier)
    assert.is(tokenRes.status, 200, `token for ${provider}`)
    const tokens = (await tokenRes.json()) as { access_token: string; id_token: string; token_type: string }
    assert.is(tokens.token_type, 'Bearer')
    const idClaims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>
    assert.is(idClaims.aud, provider)
    assert.is(idClaims.preferred_username, `alice@${provider}.test`)
    const user = (await (await fetch(oauth.endpoints.userinfo, { headers: { authorization: `Bearer ${tokens.access_token}` } })).json()) as Record<string, unknown>
    assert.equal(user, { sub: `${provider}|alice@${provider}.test`, email: `alice@${provider}.test`, email_verified: true, name: 'alice', preferred_username: `alice@${provider}.test`, provider })
  }
})

test('behavior: login_hint prefills the username; a handle that is not an email gets <handle>@<provider>.test', async () => {
  const hinted = await openConsent('github', { login_hint: 'octocat' })
  assert.match(hinted.page, 'value="octocat"')
  const back = await decide(hinted, { decision: 'approve', username: '@octocat' })
  const tokens = (await (await exchange('github', back.searchParams.get('code')!, hinted.verifier)).json()) as { access_token: string }
  const user = (await (await fetch(oauth.endpoints.userinfo, { headers: { authorization: `Bearer ${tokens.access_token}` } })).json()) as Record<string, unknown>
  assert.is(user.preferred_username, '@octocat')
  assert.is(user.email, 'octocat@github.test')
  assert.is(user.provider, 'github')
})

test("behavior: a second sign-in through another provider shows that provider's page again and yields that provider's account", async () => {
  const agent = userAgent()
  for (const provider of ['google', 'discord'] as const) {
    const { verifier, challenge } = pkcePair()
    const params = new URLSearchParams({
      client_id: provider,
      response_type: 'code',
      scope: 'openid profile',
      redirect_uri: REDIRECT,
      state: 's',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    })
    const auth = await agent.get(`${oauth.endpoints.authorization}?${params}`)
    const pageUrl = new URL(auth.headers.get('location')!, oauth.issuer).href
    assert.match(pageUrl, '/interaction/', `${provider} shows its page`)
    assert.match(await (await agent.get(pageUrl)).text(), `data-provider="${provider}"`)
    const back = await followUntilLeaving(agent, await agent.post(pageUrl, { decision: 'approve', username: 'sam@example.test' }), pageUrl, oauth.issuer)
    const tokens = (await (await exchange(provider, back.searchParams.get('code')!, verifier)).json()) as { access_token: string }
    const user = (await (await fetch(oauth.endpoints.userinfo, { headers: { authorization: `Bearer ${tokens.access_token}` } })).json()) as Record<string, unknown>
    assert.is(user.sub, `${provider}|sam@example.test`)
    assert.is(user.provider, provider)
  }
})

test('error: Deny on the consent page redirects back with error=access_denied and the state, and no code', async () => {
  const started = await openConsent('x')
  const back = await decide(started, { decision: 'deny', username: 'alice@x.test' })
  assert.is(`${back.origin}${back.pathname}`, REDIRECT)
  assert.is(back.searchParams.get('error'), 'access_denied')
  assert.is(back.searchParams.get('state'), started.state)
  assert.is(back.searchParams.get('code'), null)
})

test('error: an empty username re-shows the page with a message (400), and approving afterwards still works', async () => {
  const started = await openConsent('apple')
  const res = await started.agent.post(started.pageUrl, { decision: 'approve', username: '  ' })
  assert.is(res.status, 400)
  assert.match(await res.text(), 'data-testid="oauth-error"')
  const back = await decide(started, { decision: 'approve', username: 'alice@apple.test' })
  assert.ok(back.searchParams.get('code'))
})

test('error: PKCE is required — an authorization request without code_challenge is sent back with error=invalid_request', async () => {
  const params = new URLSearchParams({ client_id: 'google', response_type: 'code', scope: 'openid', redirect_uri: REDIRECT, state: 'nopkce' })
  const res = await userAgent().get(`${oauth.endpoints.authorization}?${params}`)
  const back = new URL(res.headers.get('location')!)
  assert.is(back.searchParams.get('error'), 'invalid_request')
  assert.is(back.searchParams.get('state'), 'nopkce')
})

test('error: a wrong code_verifier, a reused code or a wrong client secret are refused by the token endpoint (invalid_grant / invalid_client)', async () => {
  const started = await openConsent('facebook')
  const code = (await decide(started, { decision: 'approve', username: 'alice@facebook.test' })).searchParams.get('code')!
  const wrong = await exchange('facebook', code, pkcePair().verifier)
  assert.is(wrong.status, 400)
  assert.is(((await wrong.json()) as { error: string }).error, 'invalid_grant')
  const again = await openConsent('facebook')
  const code2 = (await decide(again, { decision: 'approve', username: 'alice@facebook.test' })).searchParams.get('code')!
  assert.is((await exchange('facebook', code2, again.verifier)).status, 200)
  const reused = await exchange('facebook', code2, again.verifier)
  assert.is(((await reused.json()) as { error: string }).error, 'invalid_grant')
  const badSecret = await fetch(oauth.endpoints.token, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code: 'x', redirect_uri: REDIRECT, code_verifier: again.verifier, client_id: 'facebook', client_secret: 'nope' }),
  })
  assert.is(((await badSecret.json()) as { error: string }).error, 'invalid_client')
})

test('error: a redirect_uri that is neither loopback nor registered, or an unknown client, gets the error page and no redirect', async () => {
  const { challenge } = pkcePair()
  for (const [clientId, redirect] of [
    ['google', 'https://evil.example/cb'],
    ['myspace', REDIRECT],
  ] as const) {
    const params = new URLSearchParams({ client_id: clientId, response_type: 'code', scope: 'openid', redirect_uri: redirect, state: 's', code_challenge: challenge, code_challenge_method: 'S256' })
    const res = await userAgent().get(`${oauth.endpoints.authorization}?${params}`)
    assert.is(res.status, 400, `${clientId} ${redirect}`)
    assert.is(res.headers.get('location'), null)
    assert.match(await res.text(), 'data-testid="oauth-error"')
  }
})

test('error: the userinfo endpoint refuses a missing or unknown access token (401)', async () => {
  assert.is((await fetch(oauth.endpoints.userinfo)).status, 401)
  assert.is((await fetch(oauth.endpoints.userinfo, { headers: { authorization: 'Bearer nope' } })).status, 401)
})

test.run()
