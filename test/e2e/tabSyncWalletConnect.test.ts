/**
 * Tabs that stay in sync over WalletConnect (SPEC.md §3 Connection), in Chromium: tabs of the demo
 * in one browser profile, the sandbox relay and its test wallet ("the phone", a profile of its own).
 * Tab A pairs; tab B shows the same account with no new pairing. The tabs share one WalletConnect
 * client identity, so one tab owns the client (adapters/walletconnect/tabOwner.ts): a personal_sign
 * and a Send-view send asked in B are answered in B (signature checked against the account, the
 * hash found on anvil) while A's own requests still work and no tab logs an error; a tab opened
 * later starts connected; the owner closes, B takes over and both remaining tabs' requests are
 * answered; the phone ends the session → every tab disconnects; a pairing started in a tab that
 * does not own the client shows there. Each tab's log replays to its own state.
 * `DEBUG_TABS=1` prints the tabs' console.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { BrowserContext, Page } from 'playwright-core'
import { replayFinal } from '../../core/replay.ts'
import type { StampedEvent } from '../../core/events/index.ts'
import { createPublicClient, http, parseEther, verifyMessage, type Address, type Hex } from 'viem'
import { openWalletPage } from '../journeys/walletConnect.ts'
import { approvePrompt, previewSend } from '../journeys/modalPage.ts'
import { openDemo, openDemoTab, type DemoSession } from './helpers.ts'
import { balanceMoved } from '../journeys/balanceMoved.ts'

type Modal = {
  connect(id: string, ns: string): Promise<void>
  getProvider(ns: string): { request(args: { method: string; params?: unknown[] }): Promise<unknown> }
  getState(): { accounts: Record<string, { status?: string; caipAddress?: string; connectorId?: string; address?: string }>; pairing?: { uri: string } }
  eventLog(): StampedEvent[]
}

let demo: DemoSession
let context: BrowserContext
let phone: BrowserContext
let wallet: Page
const tabs: Page[] = []
const errors: string[][] = []

const openTab = (): Promise<Page> => openDemoTab(context, demo.served.url, errors, 30_000)

const until = (page: Page, status: string) =>
  page.waitForFunction((status) => ((window as unknown as { latchModal: Modal }).latchModal.getState().accounts.eip155?.status ?? 'disconnected') === status, status)

test.before(async () => {
  demo = await openDemo()
  context = await demo.browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'dark' })
  phone = await demo.browser.newContext()
  wallet = await openWalletPage(phone, demo.served.sandbox!.urls.walletConnectWallet!)
  wallet.setDefaultTimeout(30_000)
  tabs.push(await openTab(), await openTab())
})

test.after(async () => {
  await demo?.close()
})

test('behavior: SPEC.md §3 Connection — a WalletConnect session paired in tab A shows in tab B with no new pairing', async () => {
  const [a, b] = tabs as [Page, Page]
  void a.evaluate(() => (window as unknown as { latchModal: Modal }).latchModal.connect('walletConnect', 'eip155').catch(() => undefined))
  const uri = (await a.waitForFunction(() => (window as unknown as { latchModal: Modal }).latchModal.getState().pairing?.uri).then((h) => h.jsonValue())) as string
  await wallet.fill('[data-wc-uri]', uri)
  await wallet.click('[data-wc-pair]')
  await wallet.click('[data-wc-proposal] [data-wc-approve]')
  await until(a, 'connected')
  await until(b, 'connected')
  const [inA, inB] = await Promise.all(tabs.map((page) => page.evaluate(() => (window as unknown as { latchModal: Modal }).latchModal.getState())))
  assert.is(inB!.accounts.eip155?.caipAddress, inA!.accounts.eip155?.caipAddress)
  assert.is(inB!.accounts.eip155?.connectorId, 'walletConnect')
  assert.is(inB!.pairing, undefined, 'no pairing in tab B')
  assert.is(await wallet.locator('[data-wc-session]').count(), 1, 'one session on the phone')
})

/** Signs `message` through `page`'s modal provider (the app's path, API.md getProvider), approved on the phone. */
async function signIn(page: Page, message: string): Promise<{ address: Address; signature: Hex }> {
  const signed = page.evaluate(async (message) => {
    const modal = (window as unknown as { latchModal: Modal }).latchModal
    const address = modal.getState().accounts.eip155!.address!
    const hex = `0x${[...new TextEncoder().encode(message)].map((b) => b.toString(16).padStart(2, '0')).join('')}`
    const signature = (await modal.getProvider('eip155').request({ method: 'personal_sign', params: [hex, address] })) as string
    return { address, signature }
  }, message)
  signed.catch(() => undefined) // awaited below, after the phone approves
  await approvePrompt(wallet)
  return (await signed) as { address: Address; signature: Hex }
}

test('behavior: SPEC.md §3 Connection — a personal_sign asked in tab B is answered in tab B; tab A is not confused and its own requests still work', async () => {
  const [a, b] = tabs as [Page, Page]
  const inB = await signIn(b, 'signed in tab B')
  assert.ok(await verifyMessage({ address: inB.address, message: 'signed in tab B', signature: inB.signature }), "the signature in B is the account's")
  const inA = await signIn(a, 'signed in tab A')
  assert.ok(await verifyMessage({ address: inA.address, message: 'signed in tab A', signature: inA.signature }), 'tab A still gets its own answers')
  assert.equal(errors.flat(), [])
})

test("behavior: SPEC.md §3 Connection — a send from tab B's Send view, approved on the phone, lands on anvil with the hash tab B got", async () => {
  const b = tabs[1]!
  const receiver: Address = '0x000000000000000000000000000000000000bEEF'
  const rpc = createPublicClient({ transport: http(demo.served.sandbox!.urls.evm[31337]!) })
  const before = await rpc.getBalance({ address: receiver })
  await b.bringToFront()
  await b.click('[data-latch-connect-button]')
  await b.waitForSelector('[data-view="Account"]')
  await previewSend(b, { symbol: 'ETH', amount: '0.02', receiver })
  await b.click('[data-send-confirm]')
  await approvePrompt(wallet)
  await b.waitForSelector('[data-view="Account"]')
  assert.is((await balanceMoved(() => rpc.getBalance({ address: receiver }), before)) - before, parseEther('0.02'))
  const hash = (await b.evaluate(() => {
    const log = (window as unknown as { latchModal: Modal }).latchModal.eventLog()
    const sent = log.filter((e) => e.type === 'send/succeeded') as unknown as { hash: string }[]
    return sent[sent.length - 1]?.hash
  })) as Hex | undefined
  assert.ok(hash, "tab B's log records the send's hash")
  const receipt = await rpc.getTransactionReceipt({ hash: hash! })
  assert.is(receipt.status, 'success')
  assert.is(receipt.to?.toLowerCase(), receiver.toLowerCase())
  await b.keyboard.press('Escape')
  assert.equal(errors.flat(), [])
})

test('behavior: SPEC.md §3 Connection — a tab opened later starts connected with no prompt; the tab owning the WalletConnect client closes, tab B takes it over, and requests from B and the later tab are answered where asked', async () => {
  const [a, b] = tabs as [Page, Page]
  const c = await openTab()
  await until(c, 'connected')
  const inC = await c.evaluate(() => (window as unknown as { latchModal: Modal }).latchModal.getState())
  assert.is(inC.pairing, undefined, 'no pairing in the later tab')
  assert.is(await wallet.locator('[data-wc-proposal]').count(), 0, 'the phone was not asked again')
  await a.close()
  tabs.splice(0, tabs.length, b, c)
  const fromB = await signIn(b, 'signed in tab B after A closed')
  assert.ok(await verifyMessage({ address: fromB.address, message: 'signed in tab B after A closed', signature: fromB.signature }))
  const fromC = await signIn(c, 'signed in tab C')
  assert.ok(await verifyMessage({ address: fromC.address, message: 'signed in tab C', signature: fromC.signature }))
  assert.equal(errors.flat(), [])
})

/** Each open tab's exported log replays to its live state (core/replay.ts). */
async function assertTabsReplay(): Promise<void> {
  for (const page of tabs) {
    const { log, live } = await page.evaluate(() => {
      const modal = (window as unknown as { latchModal: Modal }).latchModal
      return { log: modal.eventLog(), live: JSON.parse(JSON.stringify(modal.getState())) as unknown }
    })
    // The export redacts the pairing URI (its symKey is a secret, ARCHITECTURE rule 5): compared without it.
    const withoutUri = (state: unknown) => {
      const copy = JSON.parse(JSON.stringify(state)) as { pairing?: { uri?: string } }
      if (copy.pairing) delete copy.pairing.uri
      return copy
    }
    assert.equal(withoutUri(replayFinal(log)), withoutUri(live))
  }
}

test("behavior: the phone ends the session → every open tab disconnected; each tab's log replays to its own state", async () => {
  await wallet.click('[data-wc-session] [data-wc-disconnect]')
  await Promise.all(tabs.map((page) => until(page, 'disconnected')))
  await assertTabsReplay()
  assert.equal(errors.flat(), [])
})

test("behavior: SPEC.md §3 Connection — a pairing started in a tab that does not own the WalletConnect client shows its URI in that tab alone; the phone approves, both tabs connect, that tab's request is answered there; logs replay", async () => {
  const [owner, other] = tabs as [Page, Page]
  void other.evaluate(() => (window as unknown as { latchModal: Modal }).latchModal.connect('walletConnect', 'eip155').catch(() => undefined))
  const uri = (await other.waitForFunction(() => (window as unknown as { latchModal: Modal }).latchModal.getState().pairing?.uri).then((h) => h.jsonValue())) as string
  assert.is((await owner.evaluate(() => (window as unknown as { latchModal: Modal }).latchModal.getState())).pairing, undefined, 'the owning tab shows no pairing')
  await wallet.fill('[data-wc-uri]', uri)
  await wallet.click('[data-wc-pair]')
  await wallet.click('[data-wc-proposal] [data-wc-approve]')
  await until(other, 'connected')
  await until(owner, 'connected')
  const signed = await signIn(other, 'signed where it paired')
  assert.ok(await verifyMessage({ address: signed.address, message: 'signed where it paired', signature: signed.signature }))
  await assertTabsReplay()
  assert.equal(errors.flat(), [])
})

test.run()
