/**
 * Tabs that stay in sync (SPEC.md §3 Connection: one connection per origin), in Chromium: three tabs
 * of the demo in one browser context (one origin, one storage, one BroadcastChannel) with the
 * injected dev wallet. Connect in A → B and C show the address, with no wallet prompt there; switch
 * network in B → A and C follow; a tab opened later starts connected on that network without a
 * prompt; disconnect in C → every tab disconnected. Each tab's own log (what it learned from the
 * others recorded as `tabs/*` facts) replays to its own final state.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { replayFinal } from '../../core/replay.ts'
import type { StampedEvent } from '../../core/events/index.ts'
import type { BrowserContext } from 'playwright-core'
import { openDemo, openDemoTab, screenshot, type DemoSession } from './helpers.ts'

const DEV = 'dev.latch.wallet'
type Account = { status?: string; caipAddress?: string; address?: string; connectorId?: string }
type Seen = { account?: Account; network?: string }

let demo: DemoSession
/** One browser profile: the tabs share its origin's storage and BroadcastChannel. */
let context: BrowserContext
let tabs: Page[] = []
const errors: string[][] = []

/** A tab's connection as its modal holds it (window.latchModal: the demo's modal). */
const seen = (page: Page): Promise<Seen> =>
  page.evaluate(() => {
    const state = (window as unknown as { latchModal: { getState(): { accounts: Record<string, Account>; activeCaipNetworkId?: string } } }).latchModal.getState()
    return { account: state.accounts.eip155, network: state.activeCaipNetworkId }
  })

/** Waits until the tab's eip155 connection is `status` (and, if given, on `network`). */
async function until(page: Page, status: string, network?: string): Promise<void> {
  await page.waitForFunction(
    ([status, network]) => {
      const state = (window as unknown as { latchModal: { getState(): { accounts: Record<string, { status?: string }>; activeCaipNetworkId?: string } } }).latchModal.getState()
      return (state.accounts.eip155?.status ?? 'disconnected') === status && (!network || state.activeCaipNetworkId === network)
    },
    [status, network] as const,
  )
}

/** Opens another tab of the demo in the same context (one origin), its modal's core loaded. */
const openTab = (): Promise<Page> => openDemoTab(context, demo.served.url, errors)

const prompts = (page: Page) => page.locator('[data-dev-wallet-prompt]').count()

test.before(async () => {
  demo = await openDemo()
  context = await demo.browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'dark' })
  tabs = [await openTab(), await openTab(), await openTab()]
})

test.after(async () => {
  await demo?.close()
})

test('behavior: SPEC.md §3 Connection — connect in tab A: tabs B and C show the address, with no wallet prompt in them', async () => {
  const [a, b, c] = tabs as [Page, Page, Page]
  void a.evaluate((id) => (window as unknown as { latchModal: { connect(id: string, ns: string): Promise<void> } }).latchModal.connect(id, 'eip155'), DEV)
  await a.waitForSelector('[data-dev-wallet-prompt][data-kind="connect"]')
  await a.click('[data-dev-wallet-approve]')
  await until(a, 'connected')
  const started = Date.now()
  await Promise.all([until(b, 'connected'), until(c, 'connected')])
  console.log(`tab sync: B and C connected ${Date.now() - started} ms after A`)
  const [inA, inB, inC] = await Promise.all(tabs.map(seen))
  assert.equal(inB!.account?.caipAddress, inA!.account?.caipAddress)
  assert.equal(inC!.account?.caipAddress, inA!.account?.caipAddress)
  assert.is(inB!.account?.connectorId, DEV)
  // The address shows in each tab's button (its first characters, as the button shortens it).
  const address = inA!.account!.caipAddress!.split(':')[2]!
  for (const page of [b, c]) assert.ok((await page.locator('[data-latch-connect-button]').first().innerText()).includes(address.slice(0, 4)), 'the button shows the address')
  assert.is((await prompts(b)) + (await prompts(c)), 0, 'no wallet prompt in the other tabs')
  await screenshot(b, 'tab-sync-b-connected.png')
})

test('behavior: SPEC.md §3 Connection — switch network in tab B: tabs A and C follow', async () => {
  const [a, b, c] = tabs as [Page, Page, Page]
  const { network } = await seen(b)
  const networks = await b.evaluate(
    () => (window as unknown as { latchModal: { getState(): { config: { networks: { caipNetworkId: string; chainNamespace: string }[] } } } }).latchModal.getState().config.networks,
  )
  const target = networks.find((n) => n.chainNamespace === 'eip155' && n.caipNetworkId !== network)!.caipNetworkId
  await b.evaluate((id) => (window as unknown as { latchModal: { switchNetwork(id: string): Promise<void> } }).latchModal.switchNetwork(id), target)
  await Promise.all([until(a, 'connected', target), until(c, 'connected', target)])
  const [inA, inB, inC] = await Promise.all(tabs.map(seen))
  assert.is(inB!.network, target)
  assert.equal(inA!.account?.caipAddress, inB!.account?.caipAddress)
  assert.equal(inC!.account?.caipAddress, inB!.account?.caipAddress)
  assert.is((await prompts(a)) + (await prompts(c)), 0, 'no wallet prompt in the other tabs')
})

test('behavior: SPEC.md §3 Connection — a tab opened later starts from the shared connection and network, with no prompt', async () => {
  const { network, account } = await seen(tabs[1]!)
  const d = await openTab()
  tabs.push(d)
  await until(d, 'connected', network)
  assert.equal((await seen(d)).account?.caipAddress, account?.caipAddress)
  assert.is(await prompts(d), 0)
})

test('behavior: SPEC.md §3 Connection — disconnect in tab C: every tab is disconnected', async () => {
  const c = tabs[2]!
  await c.evaluate(() => (window as unknown as { latchModal: { disconnect(ns: string): Promise<void> } }).latchModal.disconnect('eip155'))
  await Promise.all(tabs.map((page) => until(page, 'disconnected')))
  await screenshot(tabs[0]!, 'tab-sync-a-disconnected.png')
})

test("behavior: each tab's log, with what it learned from the other tabs as facts, replays to its own final state", async () => {
  for (const [i, page] of tabs.entries()) {
    const { log, live } = await page.evaluate(() => {
      const modal = (window as unknown as { latchModal: { eventLog(): unknown[]; getState(): unknown } }).latchModal
      return { log: modal.eventLog(), live: JSON.parse(JSON.stringify(modal.getState())) as unknown }
    })
    assert.equal(JSON.parse(JSON.stringify(replayFinal(log as StampedEvent[]))), live, `tab ${'ABCD'[i]}`)
    const types = (log as StampedEvent[]).map((e) => e.type)
    // A learned connection is a fact of its own, never the wallet's `connection/connected` asked here.
    if (i === 1 || i === 2)
      assert.ok(types.includes('tabs/connectionAdopted') && !types.includes('connection/connectRequested'), `tab ${'ABCD'[i]}: ${types.filter((t) => t.startsWith('tabs/')).join(', ')}`)
  }
  assert.equal(errors.flat(), [])
})

test.run()
