/**
 * Swap in Chromium against the sandbox (anvil pools, blockchain service, dev wallet): swap ETH →
 * USDC, USDC → ETH with the approval first, a rejected approval; balances read on chain (JSON-RPC)
 * before and after; the exported log replays to the live final state. The steps are
 * test/journeys/swap.ts, which the packed-tarball host test (test/host/) runs too.
 */
import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parseLog } from '../../core/coreEntry.ts'
import { openDemo, type DemoSession } from './helpers.ts'
import { assertDownloadReplays } from '../journeys/modalPage.ts'
import { connectForSwap, rejectApproval, swapEthToUsdc, swapWithApproval, SWAP_EVENTS, type SwapChain } from '../journeys/swap.ts'

let demo: DemoSession
let chain: SwapChain

test.before(async () => {
  demo = await openDemo()
  const { rpcUrl, tokens } = demo.served.sandbox!.chains.evm[0]!
  chain = { rpcUrl, usdc: tokens.usdc.address }
})
test.after(async () => {
  await demo?.close()
})

test('behavior: connect the dev wallet; Account offers Swap', async () => {
  await connectForSwap(demo.page)
})

test('behavior: swap 0.1 ETH → USDC through the pool: no approval, USDC grows on chain by at least the minimum', async () => {
  await swapEthToUsdc(demo.dapp, chain)
})

test('error: a rejected approval: the message says nothing was swapped; balances unchanged on chain', async () => {
  await rejectApproval(demo.dapp, chain)
})

test('behavior: then USDC → ETH with the approval first: two prompts; USDC down by exactly 100, ETH up', async () => {
  await swapWithApproval(demo.dapp, chain)
})

test('behavior: the exported log replays to the live final state (core/replay.ts); no page errors', async () => {
  const { page } = demo
  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-devtools-download]')])
  const log = parseLog(JSON.parse(readFileSync(await download.path(), 'utf8')))
  await assertDownloadReplays(demo.dapp, log)
  const types = log.map((e) => e.type)
  for (const t of SWAP_EVENTS) assert.ok(types.includes(t), t)
  assert.equal(demo.errors, [])
})

test.run()
