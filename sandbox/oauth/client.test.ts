import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { startOAuth, authorizationUrl, callbackResult, createPkce, exchangeCode, OidcError, type OAuthServer } from './index.ts'
import { followUntilLeaving, userAgent } from './testClient.ts'

let oauth: OAuthServer
const REDIRECT = 'http://localhost:5999/callback'

test.before(async () => {
  oauth = await startOAuth()
})
test.after(async () => {
  await oauth?.stop()
})

/** The popup's part: open the URL, press a button on the consent page, return where it lands. */
async function popup(url: string, decision: 'approve' | 'deny'): Promise<string> {
  const agent = userAgent()
  const auth = await agent.get(url)
  const page = new URL(auth.headers.get('location')!, oauth.issuer).href
  const done = await agent.post(page, { decision, username: 'kim@discord.test' })
  return (await followUntilLeaving(agent, done, page, oauth.issuer)).href
}

test('behavior: the OIDC client helpers run the code flow — createPkce, authorizationUrl, callbackResult, exchangeCode → the user', async () => {
  const pkce = await createPkce()
  assert.match(pkce.verifier, /^[\w-]{43}$/)
  const url = authorizationUrl(oauth.endpoints, { clientId: 'discord', redirectUri: REDIRECT, state: 'st1', codeChallenge: pkce.challenge, loginHint: 'kim@discord.test' })
  const { code } = callbackResult(await popup(url, 'approve'), 'st1')
  const { user, idToken } = await exchangeCode(oauth.endpoints, { clientId: 'discord', clientSecret: oauth.clients.discord.clientSecret, code, redirectUri: REDIRECT, codeVerifier: pkce.verifier })
  assert.is(user.sub, 'discord|kim@discord.test')
  assert.is(user.email, 'kim@discord.test')
  assert.is(user.provider, 'discord')
  assert.type(idToken, 'string')
})

test('behavior: createPkce uses the given random source (RFC 7636 appendix B vector)', async () => {
  const bytes = new Uint8Array([116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121])
  const pkce = await createPkce(() => bytes)
  assert.is(pkce.verifier, 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')
  assert.is(pkce.challenge, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')
})

test('error: Deny surfaces as OidcError access_denied; a forged state as state_mismatch; a wrong verifier as invalid_grant', async () => {
  const pkce = await createPkce()
  const url = authorizationUrl(oauth.endpoints, { clientId: 'apple', redirectUri: REDIRECT, state: 'st2', codeChallenge: pkce.challenge })
  const denied = await popup(url, 'deny')
  assert.throws(
    () => callbackResult(denied, 'st2'),
    (e: unknown) => e instanceof OidcError && e.error === 'access_denied',
  )
  const approved = await popup(authorizationUrl(oauth.endpoints, { clientId: 'apple', redirectUri: REDIRECT, state: 'st3', codeChallenge: pkce.challenge }), 'approve')
  assert.throws(
    () => callbackResult(approved, 'other'),
    (e: unknown) => e instanceof OidcError && e.error === 'state_mismatch',
  )
  const { code } = callbackResult(approved, 'st3')
  try {
    await exchangeCode(oauth.endpoints, { clientId: 'apple', clientSecret: oauth.clients.apple.clientSecret, code, redirectUri: REDIRECT, codeVerifier: (await createPkce()).verifier })
    assert.unreachable('should refuse')
  } catch (error) {
    assert.instance(error, OidcError)
    assert.is((error as OidcError).error, 'invalid_grant')
  }
})

test.run()
