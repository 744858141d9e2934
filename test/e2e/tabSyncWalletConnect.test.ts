/**
 * Tabs that stay in sync over WalletConnect (SPEC.md §3 Connection), in Chromium: two tabs of the
 * demo in one browser profile, the sandbox relay and its test wallet ("the phone", a profile of its
 * own). Tab A pairs; tab B shows the same account with no new pairing; the phone ends the session →
 * both disconnect. Each tab's log replays to its own state.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { BrowserContext, Page } from 'playwright-core'
import { replayFinal } from '../../core/replay.ts'
import type { StampedEvent } from '../../core/events/index.ts'
import { openWalletPage } from '../journeys/walletConnect.ts'
import { collectPageErrors, openDemo, type DemoSession } from './helpers.ts'

type Modal = {
  connect(id: string, ns: string): Promise<void>
  getState(): { accounts: Record<string, { status?: string; caipAddress?: string; connectorId?: string; address?: string }>; pairing?: { uri: string } }
  eventLog(): StampedEvent[]
}

let demo: DemoSession
let context: BrowserContext
let phone: BrowserContext
let wallet: Page
const tabs: Page[] = []
const errors: string[][] = []

async function openTab(): Promise<Page> {
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  errors.push(collectPageErrors(page))
  await page.goto(demo.served.url)
  await page.waitForSelector('[data-latch-connect-button]')
  await page.waitForFunction(() => 'latchModal' in window)
  return page
}

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

test("behavior: the phone ends the session → both tabs disconnected; each tab's log replays to its own state", async () => {
  await wallet.click('[data-wc-session] [data-wc-disconnect]')
  await Promise.all(tabs.map((page) => until(page, 'disconnected')))
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
  assert.equal(errors.flat(), [])
})

test.run()
