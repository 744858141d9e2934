/**
 * Issue 14 journeys in Chromium against the sandbox (anvil chains, Solana node, auth service) with
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
import { asyncScheduler } from 'rxjs'
import { replay, type ModalState, type StampedEvent } from '../../core/index.ts'
import { createStore } from '../../core/store.ts'
import { startSandbox, type Sandbox } from '../../sandbox/index.ts'
import { bundlePage, collectPageErrors, launchBrowser, pageHtml, screenshot, servePage, type Served } from './helpers.ts'
import type { SiwxPageConfig } from './pages/siwx.tsx'

let sandbox: Sandbox
let browser: Browser
let js: string
const served: Served[] = []
const DEV = 'dev.latch.wallet'

test.before(async () => {
  ;[sandbox, browser, js] = await Promise.all([
    startSandbox({ walletApi: false, walletConnect: false }),
    launchBrowser(),
    bundlePage('test/e2e/pages/siwx.tsx'),
  ])
})
test.after(async () => {
  await Promise.allSettled(served.map((s) => s.close()))
  await browser?.close()
  await sandbox?.stop()
})

type Journey = { context: BrowserContext; page: Page; errors: string[] }

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
  return { context, page, errors }
}

const state = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { latch: { modal: { getState(): unknown } } }).latch.modal.getState())) as ModalState)
const eventLog = (page: Page) => page.evaluate(() => (window as unknown as { latch: { modal: { eventLog(): unknown } } }).latch.modal.eventLog()) as Promise<StampedEvent[]>
const until = (page: Page, predicate: string) => page.waitForFunction(`(() => { const s = window.latch.modal.getState(); return ${predicate} })()`)

/** Opens the modal (for a namespace) and picks the dev wallet on Connect. */
async function connectThroughModal(page: Page, namespace: 'eip155' | 'solana') {
  await page.evaluate((ns) => (window as unknown as { latch: { modal: { open(o: object): void } } }).latch.modal.open({ namespace: ns }), namespace)
  await page.click(`[data-view="Connect"] [data-wallet-id="${DEV}"]`)
}

async function signOnView(page: Page) {
  await page.waitForSelector('[data-view="SIWXSignMessage"] [data-siwx-sign]')
  await page.click('[data-siwx-sign]')
}

/** The exported log replays to the live state (as the export shows it) and holds none of the signatures. */
async function expectLogReplaysWithoutSignatures(page: Page, signatures: string[]) {
  const log = await eventLog(page)
  const live = await state(page)
  const text = JSON.stringify(log)
  for (const signature of signatures) assert.not.ok(text.includes(signature), `the exported log holds a signature (${signature.slice(0, 12)}…)`)
  const store = createStore({ epics: {}, deps: { scheduler: asyncScheduler, window: undefined, adapters: [] } })
  const expected = store.log.redactState(live)
  store.destroy()
  assert.equal(JSON.parse(JSON.stringify(replay(log).final)), expected, 'replay(exported log) = the live state')
}

const signaturesOf = (s: ModalState) => Object.values(s.siwx?.sessions ?? {}).map((session) => session.signature)

test('behavior: issue 14 EVM — connect → SIWXSignMessage → the dev wallet signs (EIP-4361) → session verified on chain → reload signs in silently', async () => {
  const { context, page, errors } = await openPage()
  await connectThroughModal(page, 'eip155')
  await page.waitForSelector('[data-view="SIWXSignMessage"]')
  const message = await page.locator('[data-siwx-message]').textContent()
  assert.match(message ?? '', /^127\.0\.0\.1:\d+ wants you to sign in with your Ethereum account:\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\nSign in to the SIWX page\n\nURI: /)
  assert.match(message ?? '', /\nChain ID: 31337\nNonce: [0-9a-f]{32}\nIssued At: /)
  await screenshot(page, 'siwx-evm-sign.png')
  await signOnView(page)
  await until(page, "s.siwx?.status === 'signedIn' && !s.open")
  const signed = await state(page)
  const caip = signed.accounts.eip155!.caipAddress!
  assert.match(signed.siwx!.sessions[caip]!.signature, /^0x[0-9a-f]{130}$/)
  await expectLogReplaysWithoutSignatures(page, signaturesOf(signed))
  await page.reload()
  await page.waitForFunction(() => 'latch' in window)
  await until(page, "s.status === 'connected' && s.siwx?.status === 'signedIn'")
  const after = await state(page)
  assert.is(after.open, false, 'no view opened')
  const log = await eventLog(page)
  assert.ok(log.some((e) => e.type === 'siwx/sessionRestored'))
  assert.not.ok(log.some((e) => e.type === 'siwx/messageCreated'), 'no new message after the reload')
  await expectLogReplaysWithoutSignatures(page, signaturesOf(after))
  assert.equal(errors, [])
  await context.close()
})

test('behavior: issue 14 Solana — connect → sign (CAIP-122, ed25519) → session → reload signs in silently', async () => {
  const { context, page, errors } = await openPage()
  await connectThroughModal(page, 'solana')
  await page.waitForSelector('[data-view="SIWXSignMessage"]')
  const message = await page.locator('[data-siwx-message]').textContent()
  assert.match(message ?? '', / wants you to sign in with your Solana account:\n[1-9A-HJ-NP-Za-km-z]{32,44}\n\n/)
  assert.match(message ?? '', new RegExp(`\\nChain ID: ${sandbox.chains.solana!.chainId.split(':')[1]}\\n`))
  await signOnView(page)
  await until(page, "s.siwx?.status === 'signedIn' && !s.open")
  const signed = await state(page)
  await expectLogReplaysWithoutSignatures(page, signaturesOf(signed))
  await page.reload()
  await page.waitForFunction(() => 'latch' in window)
  await until(page, "s.accounts.solana?.status === 'connected' && s.siwx?.status === 'signedIn'")
  assert.is((await state(page)).open, false)
  assert.not.ok((await eventLog(page)).some((e) => e.type === 'siwx/messageCreated'))
  assert.equal(errors, [])
  await context.close()
})

test('behavior: issue 14 server-backed — the auth service issues the nonce, verifies and keeps the session; a reload finds it there', async () => {
  const { context, page, errors } = await openPage({ mode: 'server' })
  await connectThroughModal(page, 'eip155')
  await signOnView(page)
  await until(page, "s.siwx?.status === 'signedIn'")
  const signed = await state(page)
  await expectLogReplaysWithoutSignatures(page, signaturesOf(signed))
  await page.reload()
  await page.waitForFunction(() => 'latch' in window)
  await until(page, "s.status === 'connected' && s.siwx?.status === 'signedIn'")
  assert.equal(errors, [])
  await context.close()
})

test('behavior: issue 14 required — on a second network without a session, Cancel returns to the last network with one (signed in again silently)', async () => {
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

test('behavior: issue 14 required — Cancel with no network signed in disconnects', async () => {
  const { context, page, errors } = await openPage({ required: true })
  await connectThroughModal(page, 'eip155')
  await page.waitForSelector('[data-view="SIWXSignMessage"] [data-siwx-cancel]')
  await page.click('[data-siwx-cancel]')
  await until(page, "s.status === 'disconnected' && s.accounts.eip155 === undefined")
  await expectLogReplaysWithoutSignatures(page, [])
  assert.equal(errors, [])
  await context.close()
})

test("error: issue 14 auth service down → SPEC §8 'A problem occurred while trying initialize authentication', disconnected, reset to Connect", async () => {
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

test("error: issue 14 the wallet rejects → 'Error signing message' and the sign view again; approving then signs in", async () => {
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
  assert.equal(errors.filter((e) => !/rejected/i.test(e)), [])
  await context.close()
})

test.run()
