/**
 * Tabs that stay in sync (SPEC.md §3 Connection: one connection per origin) with the embedded
 * wallet (an email login on the sandbox's secure site, its own origin), in Chromium: three tabs of
 * the demo in one browser context (one origin, one storage, one BroadcastChannel; the secure site's
 * frames share their own storage). Log in by email in A → B and C show the same account with no
 * code asked and no new mail; switch network in B → A and C follow, and A's frame asks the chain B
 * picked; a tab opened later starts connected; sign out in C → every tab signed out, and B's frame
 * refuses a request rather than answering for a session that ended. Each tab's own log replays to
 * its own final state.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { BrowserContext, Page } from 'playwright-core'
import { replay } from '../../core/replay.ts'
import { openDemo, openDemoTab, screenshot, type DemoSession } from './helpers.ts'
import { emailLogin, inbox, logAndRedactedState, type Inbox } from '../journeys/embedded.ts'
import { assertReplays, modalPage, type ModalPage } from '../journeys/modalPage.ts'

let demo: DemoSession
/** One browser profile: the tabs share its origin's storage and BroadcastChannel. */
let context: BrowserContext
let tabs: ModalPage[] = []
let box: Inbox
const errors: string[][] = []
/** The chain of every RPC call the secure site's frames sent to their backend, in order. */
const rpcChains: unknown[] = []

/** Opens another tab of the demo in the same context (one origin), its modal's core loaded. */
async function openTab(): Promise<ModalPage> {
  return modalPage(await openDemoTab(context, demo.served.url, errors), { replay, shot: (p, name) => screenshot(p, name) })
}

const AUTH_CONNECTED = `s.accounts.eip155?.status === 'connected' && s.accounts.eip155?.connectorId === 'auth'`
const codeAsked = (page: Page) => page.locator('[data-view="EmailVerifyOtp"], [data-view="EmailVerifyDevice"]').count()
/** An app's RPC call through the tab's embedded wallet (window.latchEmbedded: the demo's). */
const rpc = (page: Page, method: string, params: unknown[] = []) =>
  page.evaluate(
    ([method, params]) =>
      (window as unknown as { latchEmbedded: { provider: { request(a: { method: string; params: unknown[] }): Promise<unknown> } } }).latchEmbedded.provider.request({ method, params }).then(
        (result) => ({ ok: true, result }),
        (error: Error) => ({ ok: false, message: error.message }),
      ),
    [method, params] as const,
  )

test.before(async () => {
  await start().catch((error: unknown) => {
    console.error(error)
    throw error
  })
})

async function start(): Promise<void> {
  demo = await openDemo()
  context = await demo.browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'dark' })
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/rpc') rpcChains.push((request.postDataJSON() as { chainId: unknown }).chainId)
  })
  tabs = [await openTab(), await openTab(), await openTab()]
  box = inbox(demo.served.sandbox!.mail!, 'tabs.embedded@example.com')
}

test.after(async () => {
  await demo?.close()
})

test('behavior: SPEC.md §3 Connection, embedded wallet — log in by email in tab A: tabs B and C show the same account, with no code asked and no new mail', async () => {
  const [a, b, c] = tabs as [ModalPage, ModalPage, ModalPage]
  await emailLogin(a, box)
  const mails = demo.served.sandbox!.mail!.messages({ to: box.email }).length
  await Promise.all([b.until(AUTH_CONNECTED), c.until(AUTH_CONNECTED)])
  const [inA, inB, inC] = await Promise.all(tabs.map((t) => t.state()))
  assert.is(inB!.accounts.eip155?.caipAddress, inA!.accounts.eip155?.caipAddress)
  assert.is(inC!.accounts.eip155?.caipAddress, inA!.accounts.eip155?.caipAddress)
  // SPEC.md §3: the AUTH connection's name is the email, in every tab.
  assert.is(inB!.accounts.eip155?.authName, box.email)
  assert.is((await codeAsked(b.page)) + (await codeAsked(c.page)), 0, 'no code asked in the other tabs')
  assert.is(demo.served.sandbox!.mail!.messages({ to: box.email }).length, mails, 'no new mail')
  // Served as a restored connection is: its balances load, and the login's Solana account joins (SPEC.md §3: one AUTH session, every namespace).
  for (const tab of [b, c]) await tab.until(`(s.accounts.eip155?.tokenBalance ?? []).some((t) => t.symbol === 'ETH')`)
  if (inA!.accounts.solana?.status === 'connected')
    for (const tab of [b, c]) await tab.until(`s.accounts.solana?.status === 'connected' && s.accounts.solana?.address === ${JSON.stringify(inA!.accounts.solana.address)}`)
  await screenshot(b.page, 'tab-sync-embedded-b-connected.png')
})

test('behavior: SPEC.md §3 Connection, embedded wallet — switch network in tab B: A and C follow, and A’s frame asks that chain', async () => {
  const [a, b, c] = tabs as [ModalPage, ModalPage, ModalPage]
  const before = (await b.state()).activeCaipNetworkId
  const target = (await b.state()).config.networks.find((n) => n.chainNamespace === 'eip155' && n.caipNetworkId !== before)!.caipNetworkId
  await b.switchNetwork(target)
  await Promise.all([a.until(`${AUTH_CONNECTED} && s.activeCaipNetworkId === '${target}'`), c.until(`${AUTH_CONNECTED} && s.activeCaipNetworkId === '${target}'`)])
  const [inA, inB] = await Promise.all([a.state(), b.state()])
  assert.is(inA.accounts.eip155?.caipAddress, inB.accounts.eip155?.caipAddress)
  // The app's next call in A runs on the chain the tabs show, not the one A's frame last knew.
  rpcChains.length = 0
  const answer = await rpc(a.page, 'eth_blockNumber')
  assert.ok(answer.ok, JSON.stringify(answer))
  // The backend is told the chain's number.
  assert.equal(rpcChains, [Number(target.split(':')[1])], 'the call went to the chain B switched to')
})

test('behavior: SPEC.md §3 Connection, embedded wallet — a tab opened later starts connected, with no code asked', async () => {
  const { activeCaipNetworkId, accounts } = await tabs[1]!.state()
  const d = await openTab()
  tabs.push(d)
  // Settled as the login is: the Solana account's join (SPEC.md §3) done before reading on.
  await d.until(`${AUTH_CONNECTED} && s.accounts.solana?.status !== 'connecting'`)
  const inD = await d.state()
  assert.is(inD.accounts.eip155?.caipAddress, accounts.eip155?.caipAddress)
  assert.is(inD.activeCaipNetworkId, activeCaipNetworkId)
  assert.is(await codeAsked(d.page), 0)
})

test('behavior: SPEC.md §3 Connection, embedded wallet — sign out in tab C: every tab signed out, and B’s frame refuses a request', async () => {
  const c = tabs[2]!
  await c.page.evaluate(() => (window as unknown as { latchModal: { disconnect(ns?: string): Promise<void> } }).latchModal.disconnect())
  await Promise.all(tabs.map((t) => t.until(`s.accounts.eip155?.address === undefined && s.accounts.solana?.address === undefined`))).catch(async (error: unknown) => {
    for (const [i, t] of tabs.entries()) {
      const log = await t.eventLog()
      console.error(
        'ABCD'[i],
        JSON.stringify((await t.state()).accounts),
        log
          .slice(-25)
          .map((e) => `${e.type} ${(e as { namespace?: string }).namespace ?? ''}`)
          .join(' | '),
      )
    }
    throw error
  })
  // The session ended for every frame of the secure site: none answers for it any more.
  const answer = await rpc(tabs[1]!.page, 'eth_blockNumber')
  assert.equal(answer, { ok: false, message: 'Not connected to email or social' })
  assert.equal(await rpc(tabs[1]!.page, 'eth_accounts'), { ok: true, result: [] })
  await screenshot(tabs[0]!.page, 'tab-sync-embedded-a-signed-out.png')
})

test("behavior: each tab's log, with what it learned from the other tabs as facts, replays to its own final state", async () => {
  for (const [i, tab] of tabs.entries()) {
    const { log, redactedState } = await logAndRedactedState(tab, box.email)
    assertReplays(tab, log, redactedState, `tab ${'ABCD'[i]}`)
    const types = log.map((e) => e.type)
    // A learned login is a fact of its own: no email step, no code, no wallet connect in B and C.
    if (i === 1 || i === 2)
      assert.ok(
        types.includes('tabs/connectionAdopted') && !types.some((t) => t.startsWith('embedded/') && t.includes('otp')),
        `tab ${'ABCD'[i]}: ${types.filter((t) => t.startsWith('tabs/')).join(', ')}`,
      )
  }
  assert.equal(errors.flat(), [])
})

test.run()
