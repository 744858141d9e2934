/**
 * The login services' pages in Chromium, as the embedded-wallet journeys use them: the
 * OAuth consent page (cookies, form posts and redirects in a real browser) back to a real
 * callback server, the Farcaster approval page, and the mailbox page.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createServer } from 'node:http'
import { chromium, type Browser, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/ensureChromium.ts'
import { listenOnLoopback, type Listening } from '../http/listen.ts'
import { startLoginServices, type LoginServices } from './index.ts'
import { sendMail } from '../mail/index.ts'
import { pkcePair } from '../oauth/testClient.ts'
import type { CompletedStatus } from '../farcaster/index.ts'

let login: LoginServices
let callback: Listening
let browser: Browser
let page: Page

test.before(async () => {
  const found = await ensureChromium()
  if (!found.ok) throw new Error(found.message)
  login = await startLoginServices()
  // The secure site's callback stands here: a page that shows what came back.
  callback = await listenOnLoopback(createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p id="back">back</p>')))
  browser = await chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS, headless: true })
  page = await browser.newPage()
})
test.after(async () => {
  await browser?.close()
  await callback?.close()
  await login?.stop()
})

async function signIn(provider: 'google' | 'github', decision: 'approve' | 'deny', username?: string): Promise<URL> {
  const oauth = login.oauth!
  const { challenge, verifier } = pkcePair()
  const redirect = `${callback.url}/social/callback`
  const params = new URLSearchParams({
    client_id: provider,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: redirect,
    state: `s-${provider}`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })
  await page.goto(`${oauth.endpoints.authorization}?${params}`)
  assert.is(await page.getByTestId('oauth-provider').textContent(), provider === 'google' ? 'Google' : 'GitHub')
  if (username !== undefined) await page.getByTestId('oauth-username').fill(username)
  await Promise.all([page.waitForURL(`${redirect}?**`), page.getByTestId(`oauth-${decision}`).click()])
  const back = new URL(page.url())
  if (decision === 'approve') {
    const token = await fetch(oauth.endpoints.token, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code')!,
        redirect_uri: redirect,
        code_verifier: verifier,
        client_id: provider,
        client_secret: oauth.clients[provider].clientSecret,
      }),
    })
    assert.is(token.status, 200)
    const { access_token } = (await token.json()) as { access_token: string }
    const user = (await (await fetch(oauth.endpoints.userinfo, { headers: { authorization: `Bearer ${access_token}` } })).json()) as { preferred_username: string; provider: string }
    back.searchParams.set('user', `${user.provider}:${user.preferred_username}`)
  }
  return back
}

test('behavior: in Chromium the google and github consent pages approve back to the callback with a code that yields the user; a second provider in the same browser shows its own page', async () => {
  const google = await signIn('google', 'approve')
  assert.is(google.searchParams.get('state'), 's-google')
  assert.is(google.searchParams.get('user'), 'google:alice@google.test')
  const github = await signIn('github', 'approve', 'octocat')
  assert.is(github.searchParams.get('user'), 'github:octocat')
})

test('error: in Chromium, Deny comes back to the callback with error=access_denied', async () => {
  const back = await signIn('github', 'deny')
  assert.is(back.searchParams.get('error'), 'access_denied')
  assert.is(back.searchParams.get('code'), null)
})

test('behavior: in Chromium the Farcaster url (the QR target) approves the channel, and the status completes with the typed username', async () => {
  const relay = login.farcaster!
  const { channelToken, url } = (await (
    await fetch(`${relay.url}/v1/channel`, { method: 'POST', body: JSON.stringify({ siweUri: `${callback.url}/login`, domain: new URL(callback.url).host }) })
  ).json()) as { channelToken: string; url: string }
  await page.goto(url)
  await page.getByTestId('farcaster-username').fill('erin')
  await page.getByTestId('farcaster-approve').click()
  await page.getByTestId('farcaster-done').waitFor()
  const status = (await (await fetch(`${relay.url}/v1/channel/status`, { headers: { authorization: `Bearer ${channelToken}` } })).json()) as CompletedStatus
  assert.is(status.state, 'completed')
  assert.is(status.username, 'erin')
})

test('behavior: in Chromium the mailbox page shows the code sent over SMTP', async () => {
  const mail = login.mail!
  await sendMail(mail.smtp, { from: 'wallet@latch.test', to: 'pat@example.test', subject: 'Your code', text: 'Code: 246810' })
  await page.goto(`${mail.url}/?to=pat@example.test`)
  assert.is(await page.getByTestId('mail-code').textContent(), '246810')
})

test.run()
