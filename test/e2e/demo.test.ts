import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Browser, Page } from 'playwright-core'
import { parseLog, replay } from '../../core/index.ts'
import { startDemo } from '../../scripts/start.ts'
import { collectPageErrors, launchBrowser, screenshot } from './helpers.ts'

let browser: Browser
/** What `npm start` runs: the sandbox's services and the demo page (free ports). */
let served: Awaited<ReturnType<typeof startDemo>>
let page: Page
let errors: string[]

test.before(async () => {
  served = await startDemo({ port: 0 })
  assert.ok(served.sandbox, 'the sandbox started')
  browser = await launchBrowser()
  page = await browser.newPage({ viewport: { width: 1280, height: 860 }, colorScheme: 'dark', acceptDownloads: true })
  errors = collectPageErrors(page)
  await page.goto(served.url)
  await page.waitForSelector('[data-latch-connect-button]')
})

test.after(async () => {
  await browser?.close()
  await served?.stop()
})

const text = (selector: string) => page.locator(selector).first().innerText()

test('behavior: demo — a simulated wallet connects; the buttons show the account (SPEC §9 truncation)', async () => {
  await page.getByRole('button', { name: 'Discover wallets' }).click()
  await page.getByRole('button', { name: 'Connect EVM wallet' }).click()
  await page.waitForSelector('[data-latch-connect-button][aria-label^="Open account"]')
  assert.is((await text('[data-latch-connect-button]')).trim(), '0xf3…b92266')
  assert.is((await text('[data-latch-account-button] [data-label]')).trim(), '0xf3…b92266')
  assert.match(await text('[data-demo-state]'), /"status": "connected"/)
  assert.match(await text('[data-demo-log]'), /connection\/connected/)
})

test('behavior: demo — Account view with tabs, then Networks: the simulated wallet switches to Polygon', async () => {
  await page.click('[data-latch-account-button]')
  await page.waitForSelector('[data-latch-modal] [data-view="Account"]')
  await page.click('[data-tab="NFTs"]')
  await page.waitForSelector('[data-tab="NFTs"][aria-selected="true"]')
  await screenshot(page, 'demo-account.png')
  await page.click('[data-account-network]')
  await page.waitForSelector('[data-view="Networks"]')
  await page.click('[data-network-id="eip155:137"]')
  await page.waitForSelector('[data-view="SwitchNetwork"]')
  await screenshot(page, 'demo-switch-network.png')
  await page.waitForSelector('[data-view="Networks"] [data-network-id="eip155:137"][aria-current="true"]')
  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-view="Account"]')
  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
  assert.is((await text('[data-latch-network-button] [data-label]')).trim(), 'Polygon')
})

test('behavior: demo — Download log saves a JSON log that replays to the live final state', async () => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-demo-download]')])
  const path = await download.path()
  const log = parseLog(JSON.parse(readFileSync(path, 'utf8')))
  const live = JSON.parse(await text('[data-demo-state]'))
  const { final } = replay(log)
  assert.is(final.activeCaipNetworkId, 'eip155:137')
  assert.is(final.status, 'connected')
  assert.equal(JSON.parse(JSON.stringify(final)), live)
  assert.equal(errors, [])
})

test.run()
