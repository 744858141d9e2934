/**
 * Name registration in Chromium against the demo (sandbox + page + dev wallet): connect,
 * Account's "Choose a name", type a name (the service says it is free), Register → the dev wallet
 * signs the JSON message (SPEC.md §4) → the sandbox verifies the signature and files the name →
 * RegisterAccountNameSuccess; the name is the account's name in the header and the button; a
 * reload keeps it (the identity call resolves it); typed as a send receiver it resolves to the
 * address; each page's downloaded log replays to its state.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { parseLog, replay } from '../../core/coreEntry.ts'
import { openDemo, screenshot, type DemoSession } from './helpers.ts'

let demo: DemoSession
let page: Page
let dir: string
// The sandbox's names file is this test's own, so the dev wallet's account starts without a name.
const NAME = 'latch-journey'
const FULL = `${NAME}.reown.id`
const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' // anvil account 0, the dev wallet's

test.before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'latch-names-e2e-'))
  demo = await openDemo({ namesFile: join(dir, 'names.json') })
  page = demo.page
})
test.after(async () => {
  await demo?.close()
  rmSync(dir, { recursive: true, force: true })
})

async function logReplaysToLiveState(): Promise<void> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-devtools-download]')])
  const log = parseLog(JSON.parse(readFileSync(await download.path(), 'utf8')))
  const live = await page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { latchModal: { getState(): unknown } }).latchModal.getState())))
  assert.equal(JSON.parse(JSON.stringify(replay(log).final)), live)
}

test('behavior: SPEC §4 register a name: the dev wallet signs, the sandbox verifies, the success view, the header shows it', async () => {
  await page.click('[data-latch-connect-button]')
  await page.click('[data-view="Connect"] [data-wallet-id="dev.latch.wallet"]')
  await demo.approve()
  await page.waitForSelector('[data-latch-connect-button][aria-label^="Open account"]')
  await page.click('[data-latch-connect-button]')
  await page.click('[data-choose-name]')
  await page.waitForSelector('[data-view="RegisterAccountName"]')
  await page.fill('[data-name-input]', 'abc')
  assert.is(await demo.text('[data-name-problem]'), 'At least 4 characters')
  await page.fill('[data-name-input]', NAME)
  await page.waitForSelector('[data-name-available]')
  assert.is(await demo.text('[data-name-available]'), `${FULL} is available`)
  await screenshot(page, 'register-account-name.png')
  await page.click('[data-name-register]')
  await demo.approve()
  await page.waitForSelector('[data-view="RegisterAccountNameSuccess"]')
  assert.is(await demo.text('[data-name-registered]'), `${FULL} is yours`)
  await screenshot(page, 'register-account-name-success.png')
  await page.click('[data-name-done]')
  await page.waitForSelector('[data-view="Account"] [data-profile-name]')
  assert.is(await demo.text('[data-profile-name]'), FULL)
  assert.is(await page.locator('[data-choose-name]').count(), 0, 'no second name offered')
  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
  assert.is(await demo.text('[data-latch-connect-button]'), FULL, 'the button shows the name')
})

test('behavior: the registration journey log replays to the live final state', async () => {
  await logReplaysToLiveState()
})

test('behavior: a reload keeps the name: the restored account resolves it through the identity call', async () => {
  await page.reload()
  await page.waitForSelector(`[data-latch-connect-button][aria-label="Open account ${FULL}"]`)
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-view="Account"] [data-profile-name]')
  assert.is(await demo.text('[data-profile-name]'), FULL)
  await screenshot(page, 'register-account-name-reloaded.png')
})

test('behavior: the name resolves as a send receiver: Send shows whose it is, SendPreview pays its address', async () => {
  await page.click('[data-action="Send"]')
  await page.waitForSelector('[data-view="Send"]')
  const option = page.locator('[data-send-token] option', { hasText: 'ETH' }).first()
  await page.selectOption('[data-send-token]', (await option.getAttribute('value'))!)
  await page.fill('[data-send-amount]', '0.01')
  await page.fill('[data-send-receiver]', FULL)
  await page.waitForSelector('[data-send-receiver-address]')
  assert.is(await demo.text('[data-send-receiver-name]'), FULL)
  assert.is((await page.getAttribute('[data-send-receiver-address]', 'title'))?.toLowerCase(), SENDER.toLowerCase())
  await screenshot(page, 'send-to-name.png')
  await page.click('[data-send-preview]')
  await page.waitForSelector('[data-view="SendPreview"]')
  assert.is((await page.getAttribute('[data-preview-receiver]', 'title'))?.toLowerCase(), SENDER.toLowerCase())
  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
  await logReplaysToLiveState()
  assert.equal(demo.errors, [])
})

test.run()
