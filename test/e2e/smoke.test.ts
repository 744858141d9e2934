import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Browser, Page } from 'playwright-core'
import { bundlePage, collectPageErrors, launchBrowser, pageHtml, ROOT, screenshot, servePage, type Served } from './helpers.ts'
import { hostCss } from './pages/host.ts'

let browser: Browser
let served: Served
let page: Page
let errors: string[]

test.before(async () => {
  const js = await bundlePage(`${ROOT}test/e2e/pages/smoke.tsx`)
  served = await servePage({ html: pageHtml({ title: 'Latch smoke', head: `<style>${hostCss}</style>` }), js })
  browser = await launchBrowser()
})

test.after(async () => {
  await browser?.close()
  await served?.close()
})

test.before.each(async () => {
  // The system prefers dark: SPEC §4 theme follows the system preference when none is requested.
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: 'dark' })
  errors = collectPageErrors(page)
  await page.goto(served.url)
  await page.waitForSelector('[data-latch-connect-button]')
})

test.after.each(async () => {
  await page.close()
})

const focusInsideDialog = () =>
  page.evaluate(() => {
    const dialog = document.querySelector('[data-latch-modal]')
    return !!dialog && dialog.contains(document.activeElement) && document.activeElement !== document.body
  })

test('behavior: API DOM contract in Chromium — ConnectButton opens the dialog on Connect, focus inside; Escape closes and focus returns', async () => {
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-latch-modal][role="dialog"][aria-modal="true"] [data-view="Connect"]')
  assert.ok(await focusInsideDialog(), 'focus moved into the dialog')
  const box = await page.evaluate(() => {
    const dialog = document.querySelector('[data-latch-modal]') as HTMLElement
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    return {
      width: dialog.offsetWidth, // layout width (the entrance animation scales the box)
      zIndex: getComputedStyle(dialog.parentElement as HTMLElement).zIndex,
      title: title?.textContent,
      theme: dialog.getAttribute('data-theme'),
      wallets: [...dialog.querySelectorAll('[data-wallet-id]')].map((el) => el.getAttribute('data-wallet-id')),
    }
  })
  assert.is(box.width, 360, 'SPEC §9 modal width 360 px')
  assert.is(box.zIndex, '999', 'SPEC §9 default z-index 999')
  assert.is(box.title, 'Connect wallet')
  assert.is(box.theme, 'dark', 'SPEC §4 the system preference (dark) is followed')
  // SPEC §9 connector order: the WalletConnect row (its connector is on this page) first.
  assert.equal(box.wallets, ['walletConnect', 'io.metamask', 'com.coinbase.wallet'])
  await screenshot(page, 'smoke-open.png')

  // Tab cycles inside the dialog.
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab')
    assert.ok(await focusInsideDialog(), `focus stayed inside after ${i + 1} Tab presses`)
  }

  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
  const back = await page.evaluate(() => document.activeElement?.hasAttribute('data-latch-connect-button') ?? false)
  assert.ok(back, 'focus returned to the ConnectButton')
  assert.equal(errors, [])
})

test('behavior: light theme in Chromium — setThemeMode switches data-theme and the variables', async () => {
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-latch-modal] [data-view="Connect"]')
  const dark = await page.evaluate(() => getComputedStyle(document.querySelector('[data-latch-modal]')!).backgroundColor)
  await page.evaluate(() => (window as unknown as { latchModal: { setThemeMode(m: string): void } }).latchModal.setThemeMode('light'))
  await page.waitForSelector('[data-latch-modal][data-theme="light"]')
  const light = await page.evaluate(() => getComputedStyle(document.querySelector('[data-latch-modal]')!).backgroundColor)
  assert.is(dark, 'rgb(20, 20, 20)')
  assert.is(light, 'rgb(255, 255, 255)')
  await screenshot(page, 'smoke-open-light.png')
  assert.equal(errors, [])
})

test('behavior: mobile layout below 430 px — the modal becomes a full-width bottom sheet', async () => {
  await page.setViewportSize({ width: 390, height: 760 })
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-latch-modal] [data-view="Connect"]')
  const rect = await page.evaluate(() => {
    const dialog = document.querySelector('[data-latch-modal]') as HTMLElement
    return { width: dialog.offsetWidth, bottom: dialog.offsetTop + dialog.offsetHeight }
  })
  assert.is(rect.width, 390)
  assert.is(Math.round(rect.bottom), 760)
  await screenshot(page, 'smoke-open-mobile.png')
  assert.equal(errors, [])
})

test('behavior: SPEC §9 animations stop under prefers-reduced-motion', async () => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-latch-modal] [data-view="Connect"]')
  const names = await page.evaluate(() =>
    ['[data-latch-modal]', '[data-latch-modal] [data-view]', '.latch-overlay'].map((selector) => getComputedStyle(document.querySelector(selector)!).animationName),
  )
  assert.equal(names, ['none', 'none', 'none'])
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  const moving = await page.evaluate(() => getComputedStyle(document.querySelector('[data-latch-modal] [data-view]')!).animationName)
  assert.is(moving, 'latch-slide-next')
})

test.run()
