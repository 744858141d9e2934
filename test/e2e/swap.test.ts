/**
 * Issue 16 in Chromium against the sandbox (anvil pools, blockchain service, dev wallet): swap ETH →
 * USDC, USDC → ETH with the approval first, a rejected approval; balances read on chain (JSON-RPC)
 * before and after; the exported log replays to the live final state.
 */
import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http } from 'viem'
import { parseLog, replay } from '../../core/index.ts'
import { openDemo, screenshot, type DemoSession } from './helpers.ts'

let demo: DemoSession
let page: Page
const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' // anvil account 0, the dev wallet's

test.before(async () => {
  demo = await openDemo()
  page = demo.page
})
test.after(async () => {
  await demo?.close()
})

const chain = () => createPublicClient({ transport: http(demo.served.sandbox!.chains.evm[0]!.rpcUrl) })
const usdcAddress = () => demo.served.sandbox!.chains.evm[0]!.tokens.usdc.address
const usdcOf = () => chain().readContract({ address: usdcAddress(), abi: erc20Abi, functionName: 'balanceOf', args: [SENDER] })
const ethOf = () => chain().getBalance({ address: SENDER })

/** From Account: Swap, the two tokens by symbol, the amount; waits for the quote. */
async function quote(from: string, to: string, amount: string): Promise<void> {
  await page.click('[data-action="Swap"]')
  await page.waitForSelector('[data-swap-token="from"]')
  // SwapSelectToken: the side's button opens the picker; the search narrows it; a choice returns to Swap.
  const pick = async (side: string, symbol: string) => {
    await page.click(`[data-swap-token="${side}"]`)
    await page.fill('[data-view="SwapSelectToken"] [data-swap-token-search]', symbol)
    await page.click(`[data-swap-token-option="${symbol}"]`)
    await page.waitForSelector('[data-view="Swap"]')
  }
  await pick('from', from)
  await pick('to', to)
  await page.fill('[data-swap-amount]', amount)
  await page.waitForSelector('[data-swap-quote="success"]')
}

test('behavior: connect the dev wallet; Account offers Swap', async () => {
  await page.click('[data-latch-connect-button]')
  await page.click('[data-view="Connect"] [data-wallet-id="dev.latch.wallet"]')
  await demo.approve()
  await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-view="Account"] [data-action="Swap"]')
})

test('behavior: swap 0.1 ETH → USDC through the pool: no approval, USDC grows on chain by at least the minimum', async () => {
  const [usdcBefore, ethBefore] = await Promise.all([usdcOf(), ethOf()])
  await quote('ETH', 'USDC', '0.1')
  await screenshot(page, 'swap-quote.png')
  assert.match(await demo.text('[data-swap-provider]'), '1inch')
  await page.click('[data-swap-review]')
  await page.waitForSelector('[data-view="SwapPreview"]')
  assert.is(await page.locator('[data-swap-approval-needed]').count(), 0)
  await page.click('[data-swap-confirm]')
  await demo.approve()
  await page.waitForSelector('[data-view="Account"]')
  const [usdcAfter, ethAfter] = await Promise.all([usdcOf(), ethOf()])
  assert.ok(usdcAfter - usdcBefore >= 290_000_000n, `got ${usdcAfter - usdcBefore} USDC units for 0.1 ETH`)
  assert.ok(ethBefore - ethAfter >= 100_000_000_000_000_000n, 'the 0.1 ETH (and gas) left')
  assert.match(await demo.text('[data-snackbar]'), /Transaction sent/)
})

test('error: a rejected approval: the message says nothing was swapped; balances unchanged on chain', async () => {
  const [usdcBefore, ethBefore] = await Promise.all([usdcOf(), ethOf()])
  await quote('USDC', 'ETH', '100')
  await page.click('[data-swap-review]')
  await page.waitForSelector('[data-swap-approval-needed]')
  await page.click('[data-swap-confirm]')
  await page.waitForSelector('[data-dev-wallet-reject]')
  await page.click('[data-dev-wallet-reject]')
  await page.waitForSelector('[data-swap-error="approve"]')
  assert.is(await demo.text('[data-swap-error]'), 'Approval rejected: nothing was swapped.')
  await screenshot(page, 'swap-approval-rejected.png')
  assert.is(await usdcOf(), usdcBefore)
  assert.is(await ethOf(), ethBefore)
})

test('behavior: then USDC → ETH with the approval first: two prompts; USDC down by exactly 100, ETH up', async () => {
  const [usdcBefore, ethBefore] = await Promise.all([usdcOf(), ethOf()])
  // Still on SwapPreview with the approval needed: confirm again.
  await page.click('[data-swap-confirm]')
  await demo.approve() // the approval
  await page.waitForSelector('[data-swap-pending="swapping"]')
  await demo.approve() // the swap
  await page.waitForSelector('[data-view="Account"]')
  const [usdcAfter, ethAfter] = await Promise.all([usdcOf(), ethOf()])
  assert.is(usdcBefore - usdcAfter, 100_000_000n)
  assert.ok(ethAfter > ethBefore, 'about 0.033 ETH in, far more than the gas')
})

test('behavior: the exported log replays to the live final state (core/replay.ts); no page errors', async () => {
  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-demo-download]')])
  const log = parseLog(JSON.parse(readFileSync(await download.path(), 'utf8')))
  const live = await page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { latchModal: { getState(): unknown } }).latchModal.getState())))
  assert.equal(JSON.parse(JSON.stringify(replay(log).final)), live)
  const types = log.map((e) => e.type)
  for (const t of ['swap/approvalBroadcasted', 'swap/approvalConfirmed', 'swap/swapBroadcasted', 'swap/succeeded', 'swap/failed']) assert.ok(types.includes(t as never), t)
  assert.equal(demo.errors, [])
})

test.run()
