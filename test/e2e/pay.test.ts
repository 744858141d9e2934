/**
 * SPEC.md §6 `pay` in Chromium against the sandbox: `modal.pay` from the dev wallet (connecting
 * first) and from the sandbox exchange (its own origin: log in, confirm), each verified on chain by
 * the recipient's balance and replayed from the log; Cancel and the timeout reject with their
 * PayError reasons. axe over Pay.
 */
import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, http, parseEther, type Address } from 'viem'
import { collectPageErrors, launchBrowser, ROOT } from './helpers.ts'
import { startDemo } from '../../scripts/start.ts'
import { approvePrompt } from '../journeys/modalPage.ts'
import { replay } from '../../core/replay.ts'
import type { ModalState, StampedEvent } from '../../core/index.ts'

let served: Awaited<ReturnType<typeof startDemo>>
let browser: Browser
let page: Page
let errors: string[]
const AXE_SOURCE = readFileSync(`${ROOT}node_modules/axe-core/axe.min.js`, 'utf8')

const chain = () => served.sandbox!.chains.evm[0]!
const asset = () => `eip155:${chain().chainId}/slip44:60`
const balance = (address: string) => createPublicClient({ transport: http(chain().rpcUrl) }).getBalance({ address: address as Address })

test.before(async () => {
  served = await startDemo({ port: 0, entry: `${ROOT}test/e2e/pages/pay.tsx` })
  if (!served.sandbox) throw new Error('the sandbox did not start')
  browser = await launchBrowser()
  page = await browser.newPage({ viewport: { width: 1100, height: 900 }, reducedMotion: 'reduce' })
  page.setDefaultTimeout(30_000)
  errors = collectPageErrors(page)
  await page.goto(served.url)
  await page.waitForFunction(() => 'latchPay' in window)
})

test.after(async () => {
  await browser?.close()
  await served?.stop()
})

async function pay(recipient: string, amount: string, timeoutMs?: number): Promise<void> {
  await page.evaluate(({ recipient, asset, amount, timeoutMs }) => (window as unknown as { latchPay(p: unknown): void }).latchPay({ recipient, asset, amount, ...(timeoutMs ? { timeoutMs } : {}) }), {
    recipient,
    asset: asset(),
    amount,
    timeoutMs,
  })
  await page.waitForSelector('[data-view="Pay"] [data-pay-status="choosing"]')
}

const outcome = async (): Promise<{ hash?: string; name?: string; reason?: string }> => {
  await page.waitForFunction(() => (window as unknown as { latchPayResult?: unknown }).latchPayResult !== undefined)
  return page.evaluate(() => (window as unknown as { latchPayResult: { hash?: string; name?: string; reason?: string } }).latchPayResult)
}

async function expectReplays(): Promise<void> {
  const { log, state } = await page.evaluate(() => {
    const modal = (window as unknown as { latchModal: { eventLog(): unknown; getState(): unknown } }).latchModal
    return { log: modal.eventLog(), state: modal.getState() }
  })
  assert.equal(replay(log as StampedEvent[]).final.pay, (state as ModalState).pay, 'the log replays to the same payment')
}

async function axe(): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE })
  return page.evaluate(async () => {
    type AxeResult = { violations: { id: string; nodes: { target: string[] }[] }[] }
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResult> } }).axe
    const result = await axe.run(
      { include: [['[data-latch-overlay]']] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, resultTypes: ['violations'] },
    )
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  })
}

test('behavior: SPEC §6 pay from the wallet — no wallet yet: Connect first (the dev wallet), then the payment approved in it; resolves with the hash, the recipient paid on chain', async () => {
  const recipient = '0x000000000000000000000000000000000000a1d0'
  const before = await balance(recipient)
  await pay(recipient, '0.125')
  assert.equal(await axe(), [], 'axe on Pay')
  await page.click('[data-pay-source="wallet"]')
  await page.click('[data-view="Connect"] [data-wallet-id="dev.latch.wallet"]')
  await approvePrompt(page)
  await page.waitForSelector('[data-view="Pay"] [data-pay-status="sending"], [data-view="Pay"] [data-pay-status="pending"]')
  await approvePrompt(page)
  const result = await outcome()
  assert.ok(result.hash?.startsWith('0x'), JSON.stringify(result))
  assert.is((await balance(recipient)) - before, parseEther('0.125'))
  await page.waitForSelector('[data-pay-success]')
  await expectReplays()
})

test('behavior: SPEC §6 pay from the sandbox exchange — its page (another origin): log in, confirm; resolves with the hash, the recipient paid on chain from the exchange', async () => {
  const recipient = '0x00000000000000000000000000000000000e0c4a'
  const before = await balance(recipient)
  await pay(recipient, '0.75')
  await page.click('[data-pay-source="exchange"]')
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('[data-pay-exchange-link]')])
  assert.is(new URL(popup.url()).origin, new URL(served.sandbox!.urls.exchange).origin)
  assert.is.not(new URL(popup.url()).origin, new URL(served.url).origin)
  await popup.fill('#email', 'visitor@exchange.test')
  await popup.click('#log-in')
  await popup.click('#confirm')
  const result = await outcome()
  assert.ok(result.hash?.startsWith('0x'), JSON.stringify(result))
  assert.is((await balance(recipient)) - before, parseEther('0.75'))
  await popup.close()
  await expectReplays()
})

test('error: SPEC §6 pay — Cancel rejects with PayError cancelled', async () => {
  await pay('0x00000000000000000000000000000000000c4ace', '1')
  await page.click('[data-pay-cancel]')
  assert.equal(await outcome(), { name: 'PayError', reason: 'cancelled' })
  await expectReplays()
})

test('error: SPEC §6 pay — an exchange payment never confirmed rejects with PayError timeout', async () => {
  await pay('0x00000000000000000000000000000000000071e0', '1', 2_000)
  await page.click('[data-pay-source="exchange"]')
  await page.waitForSelector('[data-pay-exchange-link]')
  assert.equal(await outcome(), { name: 'PayError', reason: 'timeout' })
  await page.waitForSelector('[data-pay-failure="timeout"]')
  await expectReplays()
  assert.equal(errors, [])
})

test.run()
