/**
 * The demo as `npm start` runs it (sandbox + page + injected dev wallet), driven in Chromium:
 * the EVM journey — connect the dev wallet through the modal, balances that match the
 * chain, send 1.5 ETH and 2 USDC, switch to the second chain, reload and reconnect without a prompt, a
 * rejected connection, disconnect — and the downloaded log replays to the live state.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, formatEther, http, parseEther } from 'viem'
import { parseLog } from '../../core/coreEntry.ts'
import { assertDownloadReplays, dialogSettled } from '../journeys/modalPage.ts'
import { ARTIFACTS, openDemo, screenshot, type DemoSession } from './helpers.ts'
import { balanceMoved } from '../journeys/balanceMoved.ts'

let demo: DemoSession
/** What `npm start` runs: the sandbox's services and the demo page (free ports). */
let served: DemoSession['served']
let page: Page
let errors: string[]

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' // anvil account 1
const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' // anvil account 0, the dev wallet's

test.before(async () => {
  demo = await openDemo()
  ;({ served, page, errors } = demo)
  assert.ok(served.sandbox, 'the sandbox started')
})

test.after(async () => {
  await demo?.close()
})

const text = (selector: string) => demo.text(selector)
const chain = (index: number) => createPublicClient({ transport: http(served.sandbox!.chains.evm[index]!.rpcUrl) })
const approve = () => demo.approve()

test('behavior: the demo page shows the buttons (screenshot)', async () => {
  assert.is((await text('[data-latch-connect-button]')).trim(), 'Connect wallet')
  await screenshot(page, 'demo-page.png')
})

test("error: SPEC §8 rejecting the dev wallet's prompt shows 'Connection rejected'", async () => {
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-view="Connect"] [data-wallet-id="dev.latch.wallet"]')
  await screenshot(page, 'journey-connect.png')
  await page.click('[data-view="Connect"] [data-wallet-id="dev.latch.wallet"]')
  await page.waitForSelector('[data-dev-wallet-reject]')
  await page.click('[data-dev-wallet-reject]')
  await page.waitForSelector('[data-view="ConnectingExternal"] [role="alert"]')
  assert.match(await text('[data-view="ConnectingExternal"] [role="alert"]'), 'Connection rejected')
  await screenshot(page, 'journey-connection-rejected.png')
})

test('behavior: retrying connects the dev wallet; the modal closes; the button shows the account', async () => {
  await page.getByRole('button', { name: /retry/i }).click()
  await approve()
  await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
  await page.waitForSelector('[data-latch-connect-button][aria-label^="Open account"]')
  assert.is((await text('[data-latch-connect-button]')).trim(), '0xf3…b92266')
})

test('behavior: the Account view shows the native balance the chain holds (SPEC §9: 3 decimals, en-US)', async () => {
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-view="Account"] [data-native-balance]')
  const onChain = Number(formatEther(await chain(0).getBalance({ address: SENDER })))
  const shown = (await text('[data-native-balance]')).replace(/[^0-9.,]/g, '')
  const expected = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(onChain)
  assert.is(shown, expected)
  await screenshot(page, 'journey-account.png')
})

test('behavior: send 1.5 ETH through Send → SendPreview → the wallet; it lands on chain; back on Account', async () => {
  const before = await chain(0).getBalance({ address: RECEIVER })
  await demo.previewSend({ symbol: 'ETH', amount: '1.5', receiver: RECEIVER, formShot: 'journey-send.png' })
  await screenshot(page, 'journey-send-preview.png')
  await page.click('[data-send-confirm]')
  await approve()
  await page.waitForSelector('[data-view="Account"]')
  const after = await balanceMoved(() => chain(0).getBalance({ address: RECEIVER }), before)
  assert.is(after - before, parseEther('1.5'))
  // A success snackbar names the transaction (truncated hash, the full one in its title).
  const hash = await page.locator('[data-snackbar] [data-transaction-hash]').getAttribute('title')
  assert.match(hash ?? '', /^0x[0-9a-f]{64}$/)
  assert.ok(await chain(0).getTransactionReceipt({ hash: hash as `0x${string}` }), 'the snackbar’s hash is the mined transaction')
  assert.match(await text('[data-snackbar]'), /Transaction sent/)
  await screenshot(page, 'journey-send-success.png')
})

test('behavior: send 2 USDC (ERC-20 transfer, 6 decimals); the token balance changes on chain', async () => {
  const usdc = served.sandbox!.chains.evm[0]!.tokens.usdc.address
  const balanceOf = (address: `0x${string}`) => chain(0).readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
  const before = await balanceOf(RECEIVER)
  await demo.previewSend({ symbol: 'USDC', amount: '2', receiver: RECEIVER })
  await page.click('[data-send-confirm]')
  await approve()
  await page.waitForSelector('[data-view="Account"]')
  assert.is((await balanceOf(RECEIVER)) - before, 2_000_000n)
})

/** Waits for `selector`; should it ever time out, says what the modal was doing (it did, under heavy load). */
async function waitSaying(selector: string): Promise<void> {
  await page.waitForSelector(selector).catch(async (error: Error) => {
    const state = JSON.parse(await text('[data-devtools-state]')) as Record<string, unknown>
    throw new Error(
      `${error.message}\nmodal: ${JSON.stringify({ open: state.open, view: state.view, activeCaipNetworkId: state.activeCaipNetworkId, pendingNetworkSwitch: state.pendingNetworkSwitch, networkSwitchError: state.networkSwitchError, snackbar: state.snackbar })}`,
    )
  })
}

test('behavior: switching to the second chain through Networks (SwitchNetwork, then back)', async () => {
  const second = served.sandbox!.chains.evm[1]!.chainId
  await dialogSettled(page)
  await page.click('[data-account-network]')
  await waitSaying('[data-view="Networks"]')
  await page.click(`[data-network-id="eip155:${second}"]`)
  await waitSaying(`[data-view="Networks"] [data-network-id="eip155:${second}"][aria-current="true"]`)
  // The header's back button goes back one view; Escape closes the modal from any view.
  await page.click('[data-latch-back]')
  await page.waitForSelector('[data-view="Account"]')
  await page.click('[data-account-network]')
  await page.waitForSelector('[data-view="Networks"]')
  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
  assert.match(await text('[data-latch-network-button]'), String(second))
  // The whole journey so far (connect, reject, retry, two sends, a switch) kept for the replay
  // bench measures replay on a recorded log (test/fixtures/journey.log.json).
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-devtools-download]')])
  mkdirSync(ARTIFACTS, { recursive: true })
  writeFileSync(join(ARTIFACTS, 'journey.log.json'), readFileSync(await download.path(), 'utf8'))
})

test('behavior: a reload reconnects to the same wallet, account and network without a prompt', async () => {
  const second = served.sandbox!.chains.evm[1]!.chainId
  await page.reload()
  await page.waitForSelector('[data-latch-connect-button][aria-label^="Open account"]')
  const state = JSON.parse(await text('[data-devtools-state]'))
  assert.is(state.status, 'connected')
  assert.is(state.activeCaipNetworkId, `eip155:${second}`)
  assert.is(await page.locator('[data-dev-wallet-approve]').count(), 0, 'no prompt')
})

test('behavior: the downloaded log replays to the live final state (npm run replay)', async () => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-devtools-download]')])
  const log = parseLog(JSON.parse(readFileSync(await download.path(), 'utf8')))
  // The exact live state (the panel shortens long strings for reading), read in one tick with the
  // log: a balance arriving after the download is in both.
  await assertDownloadReplays(demo.dapp, log)
})

test('behavior: disconnect from Account; light theme screenshot; no page errors', async () => {
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-view="Account"]')
  await page.emulateMedia({ colorScheme: 'light' })
  await page.waitForSelector('[data-latch-modal][data-theme="light"]')
  await screenshot(page, 'journey-account-light.png')
  await page.click('[data-disconnect]')
  await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
  assert.is((await text('[data-latch-connect-button]')).trim(), 'Connect wallet')
  assert.equal(errors, [])
})

test.run()
