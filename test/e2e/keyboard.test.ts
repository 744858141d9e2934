/**
 * Accessibility, audited: a keyboard-only journey on the demo in Chromium — connect,
 * send, switch network, disconnect — with Tab, an arrow key, Enter and Escape only (no pointer on the modal).
 * The dev wallet's own prompt is the wallet's window, not the modal: the test approves it there.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { openDemo, screenshot, type DemoSession } from './helpers.ts'

let demo: DemoSession
let page: Page

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' // anvil account 1

test.before(async () => {
  demo = await openDemo()
  page = demo.page
})
test.after(async () => {
  await demo?.close()
})

/** Presses Tab until the focused element matches `selector` (at most `max` presses); fails naming what had focus. */
async function tabTo(selector: string, max = 60): Promise<void> {
  const visited: string[] = []
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return
    visited.push(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? 'nothing'))
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${selector}; focus went through: ${[...new Set(visited)].slice(0, 12).join(' | ')}`)
}

test('a11y: keyboard only — connect, send, switch network and disconnect with Tab, arrow keys, Enter and Escape', async () => {
  // Connect.
  await tabTo('[data-latch-connect-button]')
  await page.keyboard.press('Enter')
  await page.waitForSelector('[data-latch-modal] [data-view="Connect"]')
  await tabTo('[data-view="Connect"] [data-wallet-id="dev.latch.wallet"]')
  await page.keyboard.press('Enter')
  await demo.approve()
  await page.waitForSelector('[data-latch-connect-button][aria-label^="Open account"]')

  // Send 0.01 of the first token to anvil account 1.
  await tabTo('[data-latch-connect-button]')
  await page.keyboard.press('Enter')
  await page.waitForSelector('[data-view="Account"] [data-action="Send"]')
  await tabTo('[data-action="Send"]')
  await page.keyboard.press('Enter')
  await page.waitForSelector('[data-view="Send"]')
  // The token: arrow keys on the focused select pick the first token.
  await tabTo('[data-send-token]')
  await page.keyboard.press('ArrowDown')
  await page.waitForFunction(() => (document.querySelector('[data-send-token]') as HTMLSelectElement | null)?.value !== '')
  await tabTo('[data-send-amount]')
  await page.keyboard.type('0.01')
  await tabTo('[data-send-receiver]')
  await page.keyboard.type(RECEIVER)
  await tabTo('[data-send-preview]')
  await page.keyboard.press('Enter')
  await page.waitForSelector('[data-view="SendPreview"]')
  await tabTo('[data-send-confirm]')
  await page.keyboard.press('Enter')
  await demo.approve()
  await page.waitForSelector('[data-snackbar] [data-transaction-hash]')

  // Switch network (back to Account first, by keyboard, if the send left it elsewhere).
  await page.waitForSelector('[data-view="Account"]')
  await tabTo('[data-view="Account"] [data-account-network]')
  await page.keyboard.press('Enter')
  await page.waitForSelector('[data-latch-modal] [data-network-id="eip155:31338"]')
  await tabTo('[data-latch-modal] [data-network-id="eip155:31338"]')
  await page.keyboard.press('Enter')
  // The page exposes its modal (scripts/demo/index.tsx): the switch really happened.
  await demo.dapp.until(`s.activeCaipNetworkId === 'eip155:31338'`)
  // Escape closes the modal from any view; Enter on the account button opens Account again.
  if (await page.$('[data-latch-modal]')) {
    await page.keyboard.press('Escape')
    await page.waitForFunction(() => !document.querySelector('[data-latch-modal]'))
  }
  await tabTo('[data-latch-connect-button]')
  await page.keyboard.press('Enter')
  await page.waitForSelector('[data-view="Account"] [data-disconnect]')

  // Disconnect.
  await tabTo('[data-view="Account"] [data-disconnect]')
  await page.keyboard.press('Enter')
  await page.waitForFunction(() => document.querySelector('[data-latch-connect-button]')?.textContent === 'Connect wallet')
  await screenshot(page, 'keyboard-journey-end.png')
  assert.equal(demo.errors, [])
})

test.run()
