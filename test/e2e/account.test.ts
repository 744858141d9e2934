/**
 * The whole account in Chromium against the demo (sandbox + page + dev wallet): connect, open Activity,
 * send ETH through the modal and see it in Activity at once (no reload, no duplicate once the
 * indexer lists it), mint a real NFT with the sandbox helper and see the mint in Activity and the
 * NFT in the NFTs tab (the spam airdrop in neither); the downloaded log replays to the live state.
 */
import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { parseLog, replay } from '../../core/coreEntry.ts'
import { mintNft } from '../../sandbox/evm/mintNft.ts'
import { openDemo, screenshot, type DemoSession } from './helpers.ts'

let demo: DemoSession
let page: Page

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' // anvil account 1
const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' // anvil account 0, the dev wallet's

test.before(async () => {
  demo = await openDemo()
  page = demo.page
})
test.after(async () => {
  await demo?.close()
})

/** Each Activity row: operation, transfers, status. */
const rows = () =>
  page.$$eval('[data-transaction]', (list) =>
    list.map((row) => ({
      id: row.getAttribute('data-transaction'),
      operation: row.querySelector('[data-transaction-operation]')?.textContent,
      transfers: Array.from(row.querySelectorAll('[data-transfer]')).map((t) => t.textContent),
      status: row.getAttribute('data-status'),
    })),
  )

test('behavior: connect the dev wallet; Activity lists the history of the chain (seeded mints, spam airdrop dropped)', async () => {
  await page.click('[data-latch-connect-button]')
  await page.click('[data-view="Connect"] [data-wallet-id="dev.latch.wallet"]')
  await demo.approve()
  await page.waitForSelector('[data-latch-connect-button][aria-label^="Open account"]')
  await page.click('[data-latch-connect-button]')
  await page.click('[data-tab="Activity"]')
  await page.waitForSelector('[data-activity="success"] [data-transaction]')
  const list = await rows()
  assert.ok(
    list.some((r) => r.operation === 'Minted' && r.transfers[0] === '+10,000 USDC'),
    JSON.stringify(list),
  )
  assert.ok(list.some((r) => r.operation === 'Minted' && r.transfers[0] === '+1 Latch Pass #1'))
  assert.not.ok(
    list.some((r) => r.transfers.some((t) => t?.includes('latch-airdrop'))),
    'the spam airdrop is dropped',
  )
  await screenshot(page, 'account-activity.png')
})

test('behavior: SPEC §9 an ETH send through Latch shows in Activity with its negative sign, without a reload, once', async () => {
  await demo.previewSend({ symbol: 'ETH', amount: '0.25', receiver: RECEIVER })
  await page.click('[data-send-confirm]')
  await demo.approve()
  await page.waitForSelector('[data-view="Account"] [data-tab="Activity"][aria-selected="true"]')
  const hash = (await page.locator('[data-snackbar] [data-transaction-hash]').getAttribute('title'))!
  const row = `[data-transaction^="${hash}"]`
  await page.waitForSelector(`${row}[data-status="confirmed"]`)
  const list = await rows()
  const sent = list.filter((r) => r.id?.startsWith(hash))
  assert.is(sent.length, 1, 'listed once: the pending entry was replaced')
  assert.equal([sent[0]!.operation, sent[0]!.transfers], ['Sent', ['-0.25 ETH']])
  assert.is(list[0]!.id, sent[0]!.id, 'newest first')
  await screenshot(page, 'account-activity-sent.png')
})

test('behavior: a real NFT minted with the sandbox helper shows as a mint in Activity and in the NFTs grid (spam not)', async () => {
  const chain = demo.served.sandbox!.chains.evm[0]!
  const { hash } = await mintNft(chain, { to: SENDER, name: 'Journey Pass' })
  await mintNft(chain, { to: SENDER, name: 'Free mint airdrop', spam: true })
  await page.click('[data-tab="NFTs"]')
  await page.waitForSelector('[data-nfts="success"]')
  const names = await page.$$eval('[data-nft-name]', (list) => list.map((n) => n.textContent))
  assert.equal(names, ['Latch Pass #1', 'Latch Pass #2', 'Journey Pass'])
  assert.match((await page.locator('[data-nft] img').first().getAttribute('src')) ?? '', /\/nft\/31337\/0x[0-9a-f]{40}\/1\.svg$/)
  await screenshot(page, 'account-nfts.png')
  // Back to Activity: the tab asks the first page again.
  await page.click('[data-tab="Activity"]')
  await page.waitForSelector(`[data-transaction^="${hash}"]`)
  const mint = (await rows()).find((r) => r.id?.startsWith(hash))!
  assert.equal([mint.operation, mint.transfers], ['Minted', ['+1 Journey Pass']])
  assert.not.ok((await rows()).some((r) => r.transfers.some((t) => t?.includes('Free mint'))))
})

test('behavior: the downloaded log of the journey replays to the live final state', async () => {
  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-devtools-download]')])
  const log = parseLog(JSON.parse(readFileSync(await download.path(), 'utf8')))
  const live = await page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { latchModal: { getState(): unknown } }).latchModal.getState())))
  assert.equal(JSON.parse(JSON.stringify(replay(log).final)), live)
  assert.equal(demo.errors, [])
})

test.run()
