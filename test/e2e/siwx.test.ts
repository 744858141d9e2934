/**
 * Sign-in journeys in Chromium against the sandbox (anvil chains, Solana node, auth service) with
 * the injected dev wallet signing for real: EVM and Solana connect → sign → session → reload signs
 * in silently (DefaultSIWX, verified on chain / ed25519); the server-backed AuthServiceSIWX; required
 * mode's cancel on a second network (back to the last signed one) and with none (disconnect); the
 * auth service down (SPEC §8 'A problem occurred while trying initialize authentication'); the
 * wallet rejecting ('Error signing message', the view again). Each journey's exported log replays
 * to the live state and holds no signature.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { replay } from '../../core/coreEntry.ts'
import { startSandbox, type Sandbox } from '../../sandbox/index.ts'
import { bundlePage, collectPageErrors, launchBrowser, pageHtml, screenshot, servePage, type Served } from './helpers.ts'
import type { SiwxPageConfig } from './pages/siwx.tsx'
import { modalPage, type ModalPage } from '../journeys/modalPage.ts'
import { connectThroughModal as connectOn, expectLogReplaysWithoutSignatures as expectReplays, reloadSignsInSilently, signaturesOf, signInEvm, signInSolana, signOnView } from '../journeys/siwx.ts'

let sandbox: Sandbox
let browser: Browser
let js: string
const served: Served[] = []

test.before(async () => {
  ;[sandbox, browser, js] = await Promise.all([startSandbox({ walletApi: false, walletConnect: false }), launchBrowser(), bundlePage('test/e2e/pages/siwx.tsx')])
})
test.after(async () => {
  await Promise.allSettled(served.map((s) => s.close()))
  await browser?.close()
  await sandbox?.stop()
})

type Journey = { context: BrowserContext; page: Page; errors: string[]; dapp: ModalPage }

async function openPage(options: Partial<Pick<SiwxPageConfig, 'mode' | 'required' | 'auth' | 'signOutOnDisconnect'>> = {}): Promise<Journey> {
  const config: SiwxPageConfig = {
    evm: sandbox.chains.evm.map((d) => ({ chainId: d.chainId, rpcUrl: d.rpcUrl })),
    solana: { caipNetworkId: sandbox.chains.solana!.chainId, rpcUrl: sandbox.urls.solanaRpc!, wsUrl: sandbox.urls.solanaWs! },
    mode: options.mode ?? 'default',
    auth: options.auth ?? sandbox.urls.auth,
    required: options.required ?? false,
    ...(options.signOutOnDisconnect ? { signOutOnDisconnect: true } : {}),
  }
  const page$ = await servePage({
    html: pageHtml({ title: 'SIWX', head: `<script>window.__siwxPage = ${JSON.stringify(config)}</script>` }),
    js,
  })
  served.push(page$)
  // A fresh context per journey: its own IndexedDB (sessions) and localStorage (the wallet's memory).
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'dark' })
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  const errors = collectPageErrors(page)
  await page.goto(page$.url)
  await page.waitForFunction(() => 'latch' in window)
  return { context, page, errors, dapp: dappOf(page) }
}

/** The sign-in page's modal is `window.latch.modal`. */
const dappOf = (page: Page): ModalPage => modalPage(page, { expression: 'window.latch.modal', replay, shot: screenshot })
const state = (page: Page) => dappOf(page).state()
const until = (page: Page, predicate: string) => dappOf(page).until(predicate)
const connectThroughModal = (page: Page, namespace: 'eip155' | 'solana') => connectOn(dappOf(page), namespace)
const expectLogReplaysWithoutSignatures = (page: Page, signatures: string[]) => expectReplays(dappOf(page), signatures)

test('behavior: EVM — connect → SIWXSignMessage → the dev wallet signs (EIP-4361) → session verified on chain → reload signs in silently', async () => {
  const { context, dapp, errors } = await openPage()
  await signInEvm(dapp, { statement: 'Sign in to the SIWX page', chainId: sandbox.chains.evm[0]!.chainId })
  await reloadSignsInSilently(dapp)
  assert.equal(errors, [])
  await context.close()
})

test('behavior: Solana — connect → sign (CAIP-122, ed25519) → session → reload signs in silently', async () => {
  const { context, dapp, errors } = await openPage()
  await signInSolana(dapp, sandbox.chains.solana!.chainId.split(':')[1]!)
  await reloadSignsInSilently(dapp, "s.accounts.solana?.status === 'connected'")
  assert.equal(errors, [])
  await context.close()
})

test('behavior: server-backed — the auth service issues the nonce, verifies and keeps the session; a reload finds it there', async () => {
  const { context, page, errors } = await openPage({ mode: 'server' })
  await connectThroughModal(page, 'eip155')
  await signOnView(page)
  await until(page, "s.siwx?.status === 'signedIn'")
  const signed = await state(page)
  await expectLogReplaysWithoutSignatures(page, signaturesOf(signed))
  await dappOf(page).reload()
  await until(page, "s.status === 'connected' && s.siwx?.status === 'signedIn'")
  assert.equal(errors, [])
  await context.close()
})

test('behavior: required — on a second network without a session, Cancel returns to the last network with one (signed in again silently)', async () => {
  const { context, page, errors } = await openPage({ required: true })
  const [first, second] = sandbox.chains.evm.map((d) => `eip155:${d.chainId}`)
  await connectThroughModal(page, 'eip155')
  await signOnView(page)
  await until(page, `s.siwx?.status === 'signedIn' && s.activeCaipNetworkId === '${first}'`)
  await page.evaluate((id) => (window as unknown as { latch: { modal: { switchNetwork(id: string): Promise<void> } } }).latch.modal.switchNetwork(id), second!)
  await page.waitForSelector('[data-view="SIWXSignMessage"]')
  // Required and no session on this network: no close button, Escape does nothing.
  assert.is(await page.locator('[data-latch-close]').count(), 0)
  await page.keyboard.press('Escape')
  assert.is(await page.locator('[data-view="SIWXSignMessage"]').count(), 1)
  await screenshot(page, 'siwx-required.png')
  await page.click('[data-siwx-cancel]')
  await until(page, `s.activeCaipNetworkId === '${first}' && s.siwx?.status === 'signedIn' && s.status === 'connected'`)
  await expectLogReplaysWithoutSignatures(page, signaturesOf(await state(page)))
  assert.equal(errors, [])
  await context.close()
})

test('behavior: required — Cancel with no network signed in disconnects', async () => {
  const { context, page, errors } = await openPage({ required: true })
  await connectThroughModal(page, 'eip155')
  await page.waitForSelector('[data-view="SIWXSignMessage"] [data-siwx-cancel]')
  await page.click('[data-siwx-cancel]')
  await until(page, "s.status === 'disconnected' && s.accounts.eip155 === undefined")
  await expectLogReplaysWithoutSignatures(page, [])
  assert.equal(errors, [])
  await context.close()
})

test("error: auth service down → SPEC §8 'A problem occurred while trying initialize authentication', disconnected, reset to Connect", async () => {
  const { context, page } = await openPage({ mode: 'server', auth: 'http://127.0.0.1:9' })
  await connectThroughModal(page, 'eip155')
  await page.waitForSelector('[data-view="Connect"] [data-siwx-error]')
  assert.is(await page.locator('[data-siwx-error]').textContent(), 'A problem occurred while trying initialize authentication')
  const s = await state(page)
  assert.is(s.status, 'disconnected')
  assert.equal(s.history, ['Connect'])
  await screenshot(page, 'siwx-init-failed.png')
  await expectLogReplaysWithoutSignatures(page, [])
  await context.close()
})

test("error: the wallet rejects → 'Error signing message' and the sign view again; approving then signs in", async () => {
  const { context, page, errors } = await openPage()
  await connectThroughModal(page, 'eip155')
  await page.waitForSelector('[data-view="SIWXSignMessage"] [data-siwx-sign]')
  await page.evaluate(() => (window as unknown as { latch: { wallet: { setAutoApprove(on: boolean): void } } }).latch.wallet.setAutoApprove(false))
  await page.click('[data-siwx-sign]')
  await page.click('[data-dev-wallet-reject]')
  await page.waitForSelector('[data-view="SIWXSignMessage"] [data-siwx-error]')
  assert.is(await page.locator('[data-siwx-error]').textContent(), 'Error signing message')
  await screenshot(page, 'siwx-sign-error.png')
  await page.click('[data-siwx-sign]')
  await page.click('[data-dev-wallet-approve]')
  await until(page, "s.siwx?.status === 'signedIn'")
  await expectLogReplaysWithoutSignatures(page, signaturesOf(await state(page)))
  assert.equal(
    errors.filter((e) => !/rejected/i.test(e)),
    [],
  )
  await context.close()
})

test.run()
