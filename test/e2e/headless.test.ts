/**
 * Own UI in Chromium against the sandbox (API.md "Own UI"): a host page whose connect list, QR
 * text and email form are built only from `useWallets`, `useWalletConnectUri` and `useConnect` —
 * the modal never mounted — connects the injected dev wallet, pairs the sandbox's WalletConnect
 * test wallet from the hook's URI, logs in with a social provider (the sandbox OpenID Connect
 * provider's popup on its own origin) and by email with the code from the sandbox mailbox; each
 * flow's log replays to the same final state. Then a `<WalletButton>` connects in one click
 * with no list shown. axe-core finds nothing on the host page's buttons.
 */
import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Browser, Page } from 'playwright-core'
import { replay } from '../../core/coreEntry.ts'
import { startDemo } from '../../scripts/start.ts'
import { collectPageErrors, launchBrowser, ROOT, screenshot } from './helpers.ts'
import { approvePrompt, asJson, modalPage, type ModalPage } from '../journeys/modalPage.ts'
import { openWalletPage } from '../journeys/walletConnect.ts'
import { inbox, withEmailAsLogToken } from '../journeys/embedded.ts'

let served: Awaited<ReturnType<typeof startDemo>>
let browser: Browser
let page: Page
let dapp: ModalPage
let errors: string[]
const EMAIL = 'headless.host@example.com'

const AXE_SOURCE = readFileSync(`${ROOT}node_modules/axe-core/axe.min.js`, 'utf8')
/** axe-core's WCAG A/AA rules over the page; the violations' rule ids and targets. */
async function axe(p: Page): Promise<string[]> {
  await p.addScriptTag({ content: AXE_SOURCE })
  return p.evaluate(async () => {
    type Result = { violations: { id: string; nodes: { target: string[] }[] }[] }
    const run = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Result> } }).axe.run
    const result = await run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } })
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  })
}

/** The exported log replays to the live state (secrets as the export writes them). */
async function expectReplays(email?: string): Promise<void> {
  const { log, state } = await dapp.snapshot()
  let live = asJson(state)
  if (live.pairing) live.pairing.uri = '[redacted]'
  if (email) live = withEmailAsLogToken(log, live, email)
  assert.equal(asJson(replay(log).final), live, 'the log replays to the same final state')
}

async function disconnect(): Promise<void> {
  await page.evaluate(() => (window as unknown as { latchModal: { disconnect(): Promise<void> } }).latchModal.disconnect())
  await dapp.until(`Object.values(s.accounts).every((a) => a.status !== 'connected')`)
}

test.before(async () => {
  served = await startDemo({ port: 0, entry: `${ROOT}test/e2e/pages/headless.tsx` })
  if (!served.sandbox) throw new Error('the sandbox did not start')
  browser = await launchBrowser()
  page = await browser.newPage({ viewport: { width: 1100, height: 900 } })
  page.setDefaultTimeout(30_000)
  errors = collectPageErrors(page)
  await page.goto(served.url)
  dapp = modalPage(page, { replay })
})

test.after(async () => {
  await browser?.close()
  await served?.stop()
})

test("behavior: API.md useWallets — the host's own list (SPEC §9 order) connects the injected dev wallet through useConnect: approve in wallet, connected; the modal never mounts; the log replays", async () => {
  await page.waitForSelector('[data-host-wallet="dev.latch.wallet"]')
  await page.waitForSelector('[data-host-wallet][data-group="recommended"]')
  const groups = await page.$$eval('[data-host-wallet]', (buttons) => [...new Set(buttons.map((b) => (b as HTMLElement).dataset['group']))])
  assert.equal(groups.slice(0, 3), ['walletConnect', 'injected', 'recommended'], 'SPEC §9 connector order')
  await screenshot(page, 'headless-host-list.png')
  assert.equal(await axe(page), [], 'axe: the host page built from the hooks')
  await page.click('[data-host-wallet="dev.latch.wallet"]')
  await page.waitForSelector('[data-host-step="approveInWallet"]')
  await approvePrompt(page)
  await page.waitForSelector('[data-host-step="connected"]')
  const s = await dapp.state()
  assert.is(s.accounts.eip155?.connectorId, 'dev.latch.wallet')
  assert.is(s.open, false)
  assert.is(await page.locator('[data-latch-modal]').count(), 0, 'the modal never mounted')
  await expectReplays()
  await disconnect()
})

test('behavior: SPEC §4 useWalletConnectUri — the host shows the pairing URI with its 4-minute expiry; the sandbox test wallet pairs with it and approves; the modal never mounts', async () => {
  const wallet = await openWalletPage(await browser.newContext(), served.sandbox!.urls.walletConnectWallet!)
  await page.click('[data-host-qr]')
  const output = page.locator('[data-host-uri]')
  await output.waitFor()
  const uri = (await output.getAttribute('data-host-uri'))!
  assert.match(uri, /^wc:/)
  const s = await dapp.state()
  assert.is(Number(await output.getAttribute('data-expires-at')), s.pairing!.expiresAt)
  const issued = (await dapp.eventLog()).filter((e) => e.type === 'pairing/uriIssued').at(-1)!
  assert.is(s.pairing!.expiresAt - issued.at, 4 * 60_000, 'SPEC §9 the pairing lives 4 minutes')
  await wallet.fill('[data-wc-uri]', uri)
  await wallet.click('[data-wc-pair]')
  await wallet.waitForSelector('[data-wc-proposal] [data-wc-approve]')
  await wallet.click('[data-wc-approve]')
  await dapp.until(`s.accounts.eip155?.status === 'connected' && s.accounts.eip155?.connectorId === 'walletConnect'`)
  await page.waitForSelector('[data-host-uri]', { state: 'detached' })
  assert.is(await page.locator('[data-latch-modal]').count(), 0, 'the modal never mounted')
  await expectReplays()
  await disconnect()
  await wallet.context().close()
})

test("behavior: SPEC §4 useConnect social login (google) — the host's own button opens the provider's popup on its own origin, consent approved; the embedded wallet connects with the username; the dialog never mounts; the log replays with the username as a keyed token", async () => {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('[data-host-social="google"]')])
  await page.waitForSelector('[data-host-step="popup"]')
  await popup.waitForSelector('[data-testid="oauth-approve"]')
  assert.is(new URL(popup.url()).origin, served.sandbox!.urls.oauthIssuer, 'the popup shows the provider, on its own origin')
  assert.is(await popup.getAttribute('main', 'data-provider'), 'google')
  const closed = popup.waitForEvent('close')
  await popup.click('[data-testid="oauth-approve"]')
  await closed
  await dapp.until(
    `s.accounts.eip155?.status === 'connected' && s.accounts.eip155?.connectorId === 'auth' && s.accounts.eip155?.authName === 'alice@google.test' && s.accounts.solana?.status !== 'connecting'`,
  )
  await page.waitForSelector('[data-host-step="connected"]')
  const s = await dapp.state()
  assert.match(s.accounts.eip155?.address ?? '', /^0x[0-9a-fA-F]{40}$/, 'the connected address')
  assert.ok((await page.textContent('[data-host-step]'))?.includes(s.accounts.eip155!.address!), 'the host shows the connected address')
  assert.is(s.open, false)
  assert.is(await page.locator('[data-latch-modal]').count(), 0, 'the dialog never mounted')
  const log = await dapp.eventLog()
  assert.ok(
    log.some((e) => e.type === 'ui/socialChosen'),
    "the host's click is the modal's own intent",
  )
  assert.not.ok(
    log.some((e) => e.type === 'modal/openRequested' || e.type === 'social/cancelled'),
    'the modal never opened, the attempt was never taken for one left',
  )
  assert.not.ok(JSON.stringify(log).includes('alice@google.test'), 'the username is a keyed token in the log')
  await expectReplays('alice@google.test')
  await disconnect()
})

test("behavior: SPEC §4 useConnect email login — the host's own form, the device approved from the mailed link, the mailed code submitted with submitOtp; connected; the modal never mounts; the log replays without the email or the code", async () => {
  const box = inbox(served.sandbox!.mail!, EMAIL)
  await page.fill('[data-host-email]', EMAIL)
  await page.press('[data-host-email]', 'Enter')
  const first = await box.next()
  const link = /(http:\/\/\S+\/device\/approve\?token=\w+)/.exec(first.text)?.[1]
  if (link) {
    await page.waitForSelector('[data-host-step="approveDevice"]')
    assert.is((await fetch(link)).status, 200)
  }
  await page.waitForSelector('[data-host-step="otp"]')
  const code = link ? (await box.next()).code : first.code
  assert.match(code ?? '', /^\d{6}$/)
  await page.fill('[data-host-otp]', code!)
  await page.click('[data-host-otp-submit]')
  await dapp.until(`s.accounts.eip155?.status === 'connected' && s.accounts.eip155?.connectorId === 'auth'`)
  await page.waitForSelector('[data-host-step="connected"]')
  assert.is((await dapp.state()).accounts.eip155?.authName, EMAIL)
  assert.is(await page.locator('[data-latch-modal]').count(), 0, 'the modal never mounted')
  const log = await dapp.eventLog()
  const text = JSON.stringify(log)
  assert.not.ok(text.includes(EMAIL), 'the email is a keyed token in the log')
  assert.not.ok(text.includes(code!), 'the code never appears')
  await expectReplays(EMAIL)
  await disconnect()
})

test('behavior: API.md WalletButton connects the dev wallet in one click, no list and no modal shown; axe finds nothing', async () => {
  const second = await browser.newPage({ viewport: { width: 800, height: 600 } })
  second.setDefaultTimeout(30_000)
  const secondErrors = collectPageErrors(second)
  await second.goto(`${served.url}?button`)
  const button = second.locator('[data-latch-wallet-button="dev.latch.wallet"]')
  await button.waitFor()
  await second.waitForSelector('[data-latch-wallet-button="dev.latch.wallet"]:not([aria-disabled])')
  assert.ok((await button.innerText()).includes('Latch Dev Wallet'), 'named by the wallet')
  assert.equal(await axe(second), [], 'axe: the wallet button')
  await button.click()
  await approvePrompt(second)
  const other = modalPage(second, { replay })
  await other.until(`s.accounts.eip155?.status === 'connected' && s.accounts.eip155?.connectorId === 'dev.latch.wallet'`)
  await second.waitForSelector('[data-latch-wallet-button="dev.latch.wallet"][data-step="connected"]')
  const trail = (await other.eventLog()).filter((e) => e.type === 'modal/openRequested')
  assert.is(trail.length, 0, 'the modal never opened')
  assert.is(await second.locator('[data-view="Connect"]').count(), 0, 'no list shown')
  await screenshot(second, 'headless-wallet-button.png')
  assert.equal(secondErrors, [])
  await second.close()
})

test('behavior: no page errors on the host page', () => {
  assert.equal(errors, [])
})

test.run()
