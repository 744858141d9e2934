/**
 * The demo's "Try" panel (`npm start`, scripts/demo/index.tsx), in Chromium against the sandbox: a
 * visitor switches every feature the README lists without editing code — the theme (live), the
 * language, sign in with a wallet and its required mode (each a reload with the page's query), sees
 * multi-wallet on from the sandbox's remote config, and finds the featured wallets on Connect.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { openDemo, screenshot, type DemoSession } from './helpers.ts'

let demo: DemoSession
let page: Page

test.before(async () => {
  demo = await openDemo()
  page = demo.page
})

test.after(async () => {
  await demo?.close()
})

const state = <T>(read: string) => page.evaluate((code) => new Function('s', `return ${code}`)((window as unknown as { latchModal: { getState(): unknown } }).latchModal.getState()) as T, read)

test("behavior: the theme switch sets the modal's theme mode live, both ways", async () => {
  await page.selectOption('[data-demo-theme]', 'light')
  assert.is(await state<string>('s.themeMode'), 'light')
  await page.selectOption('[data-demo-theme]', 'dark')
  assert.is(await state<string>('s.themeMode'), 'dark')
})

test("behavior: multi-wallet is on from the sandbox's remote config once the modal has opened; the featured wallets are on Connect", async () => {
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-view="Connect"]')
  await page.waitForSelector('[data-demo-multi-wallet="on"]')
  assert.is(await state<boolean>('s.features.multiWallet'), true)
  await page.waitForSelector('[data-view="Connect"] [data-wallet-group="featured"]')
  const featured = await page.locator('[data-view="Connect"] [data-wallet-group="featured"]').allInnerTexts()
  assert.ok(
    featured.some((t) => t.includes('Rainbow')),
    featured.join(' | '),
  )
  await screenshot(page, 'demo-try-featured.png')
  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
})

test('behavior: the language switch reloads the page in that language; "Browser\'s" goes back', async () => {
  await Promise.all([page.waitForURL(/locale=es-ES/), page.selectOption('[data-demo-locale]', 'es-ES')])
  await page.waitForFunction(() => document.querySelector('[data-latch-connect-button]')?.textContent === 'Conectar billetera')
  assert.is(await page.inputValue('[data-demo-locale]'), 'es-ES')
  await Promise.all([page.waitForURL((url) => !url.search.includes('locale')), page.selectOption('[data-demo-locale]', '')])
  await page.waitForFunction(() => document.querySelector('[data-latch-connect-button]')?.textContent === 'Connect wallet')
})

test('behavior: the sign-in switch turns SIWX on (reload with ?siwx=default), then required mode; off clears both', async () => {
  assert.ok(await page.isDisabled('[data-demo-required]'), 'required needs sign-in on')
  await Promise.all([page.waitForURL(/siwx=default/), page.selectOption('[data-demo-siwx]', 'default')])
  await page.waitForSelector('[data-demo-required]:not([disabled])')
  assert.is(await page.isChecked('[data-demo-required]'), false)
  await Promise.all([page.waitForURL(/required/), page.check('[data-demo-required]')])
  await page.waitForSelector('[data-demo-required]:checked')
  assert.is(await page.inputValue('[data-demo-siwx]'), 'default')
  await Promise.all([page.waitForURL((url) => !url.search.includes('siwx') && !url.search.includes('required')), page.selectOption('[data-demo-siwx]', '')])
  await page.waitForSelector('[data-demo-required][disabled]')
  assert.equal(demo.errors, [])
})

test.run()
