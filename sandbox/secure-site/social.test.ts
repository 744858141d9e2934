/**
 * The secure site's social login backend (SPEC.md §4 social login): the code flow with
 * PKCE against the real sandbox OpenID Connect provider, its consent page submitted as a browser
 * would — the callback page posts its address only to the app origin the login was started for,
 * the code is exchanged once for a session whose wallet is the provider user's own.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { startAnvil, type Anvil } from '../evm/anvil.ts'
import { startOAuth, type OAuthServer } from '../oauth/index.ts'
import { answered, followUntilLeaving, pkcePair, userAgent } from '../oauth/testClient.ts'
import { startSecureSite, type SecureSite } from './server.ts'

let anvil: Anvil
let oauth: OAuthServer
let site: SecureSite
const APP = 'http://127.0.0.1:5999'
const deviceId = 'device-social-01'

const post = async (path: string, body: unknown, token?: string): Promise<{ status: number; json: Record<string, unknown> }> => {
  const response = await answered(`${site.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

/** Starts a login, answers the provider's consent page, returns the callback URL (where the popup lands). */
async function consent(provider: string, decision: 'approve' | 'deny', username?: string): Promise<{ state: string; verifier: string; callback: URL }> {
  const { verifier, challenge } = pkcePair()
  const state = `state${Math.random().toString(36).slice(2)}0123456789`
  const start = await post('/api/social/start', { provider, state, codeChallenge: challenge, appOrigin: APP })
  assert.is(start.status, 200, JSON.stringify(start.json))
  const agent = userAgent()
  const uri = String(start.json['uri'])
  assert.ok(uri.startsWith(oauth.endpoints.authorization), 'the popup opens the provider')
  // The authorization request redirects to the consent page on the provider's own origin.
  const first = await agent.get(uri)
  const interaction = new URL(first.headers.get('location')!, uri)
  const page = await (await agent.get(interaction.href)).text()
  assert.match(page, 'data-testid="oauth-approve"')
  const answer = await agent.post(interaction.href, { decision, username: username ?? `alice@${provider}.test` })
  const callback = await followUntilLeaving(agent, answer, interaction.href, oauth.issuer)
  return { state, verifier, callback }
}

test.before(async () => {
  ;[anvil, oauth] = await Promise.all([startAnvil({ chainId: 31337 }), startOAuth()])
  site = await startSecureSite({
    smtp: { host: '127.0.0.1', port: 1 },
    evm: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }],
    oauth: { endpoints: oauth.endpoints, clients: oauth.clients },
  })
})
test.after(async () => {
  await site?.stop()
  await oauth?.stop()
  await anvil?.stop()
})

test('behavior: SPEC §4 social login — consent approved, the callback page posts its address to the app origin only, the code opens a session with the username', async () => {
  const { state, verifier, callback } = await consent('github', 'approve', 'octocat')
  assert.is(callback.origin, site.url, 'the provider redirects to the secure site')
  assert.is(callback.pathname, '/social/callback')
  const page = await (await answered(callback.href)).text()
  assert.match(page, `window.opener.postMessage({ channel: 'latch-embedded-social', resultUri: location.href }, "${APP}")`)
  const finish = await post('/api/social/finish', { state, code: callback.searchParams.get('code'), codeVerifier: verifier, deviceId })
  assert.is(finish.status, 200, JSON.stringify(finish.json))
  const user = await post('/api/user', {}, String(finish.json['token']))
  assert.is(user.json['username'], 'octocat')
  assert.is(user.json['email'], 'octocat@github.test')
  assert.match(String(user.json['address']), /^0x[0-9a-fA-F]{40}$/)
  // The state is used up: the same code cannot be replayed.
  const again = await post('/api/social/finish', { state, code: callback.searchParams.get('code'), codeVerifier: verifier, deviceId })
  assert.is(again.status, 400)
})

test('behavior: the same provider user gets the same wallet; another provider with the same name another one', async () => {
  const addressOf = async (provider: string, username: string): Promise<string> => {
    const { state, verifier, callback } = await consent(provider, 'approve', username)
    const finish = await post('/api/social/finish', { state, code: callback.searchParams.get('code'), codeVerifier: verifier, deviceId })
    return String((await post('/api/user', {}, String(finish.json['token']))).json['address'])
  }
  const first = await addressOf('google', 'bob@example.com')
  assert.is(await addressOf('google', 'bob@example.com'), first)
  assert.is.not(await addressOf('x', 'bob@example.com'), first)
})

test('error: Deny comes back as access_denied on the callback (the frame answers REJECTED); a wrong verifier is refused (PKCE)', async () => {
  const denied = await consent('google', 'deny')
  assert.is(denied.callback.searchParams.get('error'), 'access_denied')
  assert.is(denied.callback.searchParams.get('state'), denied.state)
  const approved = await consent('google', 'approve')
  const forged = await post('/api/social/finish', { state: approved.state, code: approved.callback.searchParams.get('code'), codeVerifier: 'x'.repeat(43), deviceId })
  assert.is(forged.status, 400)
  assert.match(String(forged.json['message']), 'invalid_grant')
})

test('error: an unknown state gets a callback page that posts nothing; a bad start is refused', async () => {
  const res = await answered(`${site.url}/social/callback?state=unknownstate0123456789&code=abc`)
  assert.is(res.status, 404)
  assert.not.match(await res.text(), 'postMessage')
  const { challenge } = pkcePair()
  for (const body of [
    { provider: 'myspace', state: 'state0123456789abcdef', codeChallenge: challenge, appOrigin: APP },
    { provider: 'google', state: 'short', codeChallenge: challenge, appOrigin: APP },
    { provider: 'google', state: 'state0123456789abcdef', codeChallenge: challenge, appOrigin: 'javascript:alert(1)' },
  ]) {
    const r = await post('/api/social/start', body)
    assert.is(r.status, 400, JSON.stringify(body))
  }
})

test.run()
