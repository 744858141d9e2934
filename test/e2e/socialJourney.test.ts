/**
 * The social login journey in Chromium, on the demo as `npm start` runs it: Connect → a
 * social provider → a real 600×800 popup (its own window) on the sandbox OpenID Connect provider's
 * origin shows the consent page → Approve → the provider redirects to the secure site's callback
 * page (a third origin), which posts the result address to the app → the frame exchanges the code
 * (PKCE) for a session → the embedded wallet is connected with the social username. Then: Deny
 * gives 'Connection rejected', closing the popup 'Popup closed', a forged result message from
 * another origin is ignored — each losing nothing — and the log replays to the same final state.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import type { ModalState, StampedEvent } from '../../core/index.ts'
import { replay } from '../../core/coreEntry.ts'
import { openDemo, screenshot, type DemoSession } from './helpers.ts'

let demo: DemoSession
let page: Page
const measured: Record<string, number> = {}

const state = (): Promise<ModalState> => demo.dapp.state()
const waitState = (predicate: string): Promise<void> => demo.dapp.until(predicate)
// The demo's Solana adapter lists the AUTH connector too (SPEC §3): its join settles before the state is read.
const connectedAs = (name: string) =>
  waitState(
    `s.accounts.eip155?.status === 'connected' && s.accounts.eip155?.connectorId === 'auth' && s.accounts.eip155?.authName === ${JSON.stringify(name)} && s.accounts.solana?.status !== 'connecting'`,
  )

/** Opens Connect and shows the provider's button (behind More for the later ones). */
async function socialButton(provider: string): Promise<string> {
  if (!(await state()).open) await page.click('[data-latch-connect-button]')
  // Left on ConnectingSocial by a failed attempt: back to Connect.
  if ((await state()).view === 'ConnectingSocial') await page.click('[data-latch-back]')
  await page.waitForSelector('[data-view="Connect"] [data-connect-method="social"]')
  const more = page.locator('[data-connect-method="social"] [aria-expanded="false"]')
  if ((await page.locator(`[data-social="${provider}"]`).count()) === 0 && (await more.count()) > 0) await more.click()
  return `[data-social="${provider}"]`
}

/** Opens Connect and clicks the provider's button; resolves the popup. */
async function choose(provider: string): Promise<Page> {
  const button = await socialButton(provider)
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.click(button)])
  await page.waitForSelector(`[data-view="ConnectingSocial"] [data-social-login="${provider}"]`)
  await popup.waitForSelector('[data-testid="oauth-approve"]')
  return popup
}

async function signOut(): Promise<void> {
  const now = await state()
  if (now.accounts.eip155?.address === undefined) {
    // Not connected (a failed step left a view open): start from a closed modal.
    if (now.open) await page.keyboard.press('Escape')
    await waitState('!s.open')
    return
  }
  if (!now.open) await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-view="Account"]')
  await page.click('[data-disconnect]')
  // Sign out ends every namespace of the login (the joined Solana account too).
  await waitState(`s.accounts.eip155?.address === undefined && s.accounts.solana?.address === undefined`)
}

test.before(async () => {
  demo = await openDemo()
  page = demo.page
  page.setDefaultTimeout(30_000)
})

test.after(async () => {
  console.log(`measured: ${JSON.stringify(measured)}`)
  await demo?.close()
})

test('behavior: SPEC §4 social login (google) — a 600×800 popup on the provider origin, consent approved, the embedded wallet connects with the username', async () => {
  const clicked = Date.now()
  const popup = await choose('google')
  measured.clickToConsentPageMs = Date.now() - clicked
  const sandbox = demo.served.sandbox!
  assert.is(new URL(popup.url()).origin, sandbox.urls.oauthIssuer, 'the popup shows the provider, on its own origin')
  assert.is(await popup.getAttribute('main', 'data-provider'), 'google')
  const size = await popup.evaluate(() => ({ width: window.outerWidth, height: window.outerHeight }))
  assert.ok(Math.abs(size.width - 600) <= 20 && Math.abs(size.height - 800) <= 100, `popup size ${JSON.stringify(size)}`)
  await screenshot(popup, 'social-consent-google.png')
  const closed = popup.waitForEvent('close')
  const approved = Date.now()
  await popup.click('[data-testid="oauth-approve"]')
  await closed
  await connectedAs('alice@google.test')
  measured.approveToConnectedMs = Date.now() - approved
  const s = await state()
  assert.match(s.accounts.eip155?.address ?? '', /^0x[0-9a-fA-F]{40}$/)
  assert.is(s.social?.step, 'connecting')
  const hostStorage = await page.evaluate(() => JSON.stringify({ ...localStorage }))
  assert.not.match(hostStorage, 'latch-secure/token', 'the session token stays on the secure site')
})

test("error: SPEC §8 consent denied (github) — 'Connection rejected' on ConnectingSocial, nothing connected; Try again with Approve connects", async () => {
  await signOut()
  const popup = await choose('github')
  const closed = popup.waitForEvent('close')
  await popup.click('[data-testid="oauth-deny"]')
  await closed
  await page.waitForSelector('[data-view="ConnectingSocial"] [data-social-error="rejected"]')
  assert.is((await demo.text('[data-social-error]')).trim(), 'Connection rejected')
  assert.is((await state()).accounts.eip155?.address, undefined)
  await screenshot(page, 'social-denied.png')
  const [again] = await Promise.all([page.waitForEvent('popup'), page.click('[data-view="ConnectingSocial"] [data-retry]')])
  await again.waitForSelector('[data-testid="oauth-username"]')
  await again.fill('[data-testid="oauth-username"]', 'octocat')
  await again.click('[data-testid="oauth-approve"]')
  await connectedAs('octocat')
})

test("error: SPEC §4 the user closes the popup — 'Popup closed' within the 1 s polling, nothing connected", async () => {
  await signOut()
  const popup = await choose('google')
  await popup.close()
  await page.waitForSelector('[data-view="ConnectingSocial"] [data-social-error="popupClosed"]')
  assert.is((await demo.text('[data-social-error]')).trim(), 'Popup closed')
  assert.is((await state()).accounts.eip155?.address, undefined)
})

test('error: a forged result message (the host origin, not the secure site in the popup) is ignored and counted; the real one still connects', async () => {
  const popup = await choose('x')
  const before = await state()
  await page.evaluate(() => window.postMessage({ channel: 'latch-embedded-social', resultUri: `${location.origin}/social/callback?code=forged&state=forged` }, '*'))
  await page.waitForFunction(() => (window as unknown as { latchEmbedded: { socialRefused: { wrongOrigin: number } } }).latchEmbedded.socialRefused.wrongOrigin >= 1)
  const after = await state()
  assert.equal(after.social, before.social, 'the forged message changed nothing')
  assert.is(after.social?.step, 'popup')
  await popup.click('[data-testid="oauth-approve"]')
  await connectedAs('alice@x.test')
})

test('behavior: the log has no social username and replays to the same final state', async () => {
  const { log, live } = await page.evaluate(() => {
    const modal = (window as unknown as { latchModal: { eventLog(): StampedEvent[]; getState(): ModalState } }).latchModal
    return { log: modal.eventLog(), live: modal.getState() }
  })
  const text = JSON.stringify(log)
  for (const name of ['alice@google.test', 'octocat', 'alice@x.test']) assert.not.ok(text.includes(name), `${name} is a keyed token in the log`)
  assert.ok(log.some((e) => e.type === 'social/failed' && (e as { reason?: string }).reason === 'rejected'))
  assert.ok(log.some((e) => e.type === 'social/failed' && (e as { reason?: string }).reason === 'popupClosed'))
  const redactedLive = JSON.parse(
    JSON.stringify(live).replace(/"(alice@x\.test)"/g, () => {
      const token = /"authName":"(\[personal:[0-9a-f]+\])"/.exec(JSON.stringify(replay(log).final))?.[1]
      return JSON.stringify(token)
    }),
  ) as ModalState
  assert.equal(replay(log).final, redactedLive)
})

test('behavior: SPEC §3 a reload keeps the social session — the embedded wallet reconnects with its username, no popup, no new consent', async () => {
  const address = (await state()).accounts.eip155?.address
  let popups = 0
  page.on('popup', () => popups++)
  await page.reload()
  await connectedAs('alice@x.test')
  assert.is((await state()).accounts.eip155?.address, address)
  assert.is(popups, 0)
})

test("behavior: SPEC §4 Farcaster — no popup: ConnectingFarcaster shows the secure site's URL as a QR code and a link; approved on the relay's page (the user's Farcaster app), the embedded wallet connects with the Farcaster username; the log replays", async () => {
  await signOut()
  let popups = 0
  page.on('popup', () => popups++)
  await page.click(await socialButton('farcaster'))
  await page.waitForSelector('[data-view="ConnectingFarcaster"] [data-farcaster-link]')
  const href = (await page.getAttribute('[data-farcaster-link]', 'href'))!
  assert.ok(href.startsWith(`${demo.served.sandbox!.urls.farcasterRelay}/siwf?channelToken=`), href)
  assert.is(await page.getAttribute('[data-view="ConnectingFarcaster"] [data-copy-link]', 'data-uri'), href)
  assert.ok(await page.locator('[data-view="ConnectingFarcaster"] svg').count(), 'the QR code')
  await screenshot(page, 'farcaster-qr.png')
  // The user's Farcaster app: another device (its own browser context).
  const app = await demo.browser.newPage()
  await app.goto(href)
  await app.fill('[data-testid="farcaster-username"]', 'dwr')
  await app.click('[data-testid="farcaster-approve"]')
  await app.waitForSelector('[data-testid="farcaster-done"]')
  await app.close()
  await connectedAs('dwr')
  assert.is(popups, 0, 'Farcaster opens no popup')
  const { log, live } = await page.evaluate(() => {
    const modal = (window as unknown as { latchModal: { eventLog(): StampedEvent[]; getState(): ModalState } }).latchModal
    return { log: modal.eventLog(), live: modal.getState() }
  })
  assert.not.ok(JSON.stringify(log).includes('"dwr"'), 'the username is a keyed token in the log')
  assert.not.ok(
    log.some((e) => e.type === 'embedded/authConnectorReloadRequested'),
    'SPEC §2: an approval is no leaving of the view, so the auth connector is not reloaded',
  )
  const token = /"authName":"(\[personal:[0-9a-f]+\])"/.exec(JSON.stringify(replay(log).final))?.[1]
  assert.equal(replay(log).final, JSON.parse(JSON.stringify(live).split('"dwr"').join(JSON.stringify(token))) as ModalState)
})

test('behavior: SPEC §2 leaving ConnectingFarcaster while disconnected reloads the auth connector: the secure site drops the pending sign-in', async () => {
  await signOut()
  await page.click(await socialButton('farcaster'))
  await page.waitForSelector('[data-view="ConnectingFarcaster"] [data-farcaster-link]')
  const pending = () =>
    page
      .frameLocator('iframe[data-latch-embedded-frame]')
      .locator('body')
      .evaluate(() => localStorage.getItem('latch-secure/farcaster'))
  assert.ok(await pending(), 'the frame holds the pending channel')
  await page.click('[data-latch-back]')
  await waitState(`s.view === 'Connect' && s.social === undefined`)
  await page.waitForFunction(() => (window as unknown as { latchModal: { eventLog(): { type: string }[] } }).latchModal.eventLog().some((e) => e.type === 'embedded/authConnectorReloadRequested'))
  // The reload travels to the frame after the event: wait for the frame to have done it.
  const deadline = Date.now() + 10_000
  while ((await pending()) !== null && Date.now() < deadline) await page.waitForTimeout(50)
  assert.is(await pending(), null, 'the reload reached the frame: an approval given now opens no session')
})

test.run()
