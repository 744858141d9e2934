/**
 * Hosts without React: a plain HTML page with `<latch-modal>`, `<latch-button>`,
 * `<latch-network-button>` and `<latch-account-button>` in its markup and one module tag, in
 * Chromium. The DOM contract is the React renderer's (light DOM: `[data-latch-modal]`,
 * `[data-view]` reachable with `document.querySelector`), the attributes drive the theme, the
 * locale and opening, and the element reports the user's steps as DOM events.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Browser, Page } from 'playwright-core'
import { bundlePage, collectPageErrors, countIdleAsks, idleAsks, launchBrowser, pageHtml, ROOT, screenshot, servePage, type Served } from './helpers.ts'

let browser: Browser
let served: Served
let page: Page
let errors: string[]

const body = `<header>
  <latch-network-button></latch-network-button>
  <latch-button for="wallet"></latch-button>
  <latch-account-button for="wallet"></latch-account-button>
</header>
<latch-modal id="wallet" project-id="elements" theme-mode="light"></latch-modal>`

test.before(async () => {
  const js = await bundlePage(`${ROOT}test/e2e/pages/elements.ts`)
  served = await servePage({ html: pageHtml({ title: 'Latch web components', body }), js })
  browser = await launchBrowser()
})

test.after(async () => {
  await browser?.close()
  await served?.close()
})

async function freshPage(): Promise<void> {
  await page?.context().close()
  page = await (await browser.newContext({ locale: 'en-US' })).newPage()
  errors = collectPageErrors(page)
  await countIdleAsks(page)
  await page.goto(served.url)
  await page.waitForSelector('latch-button [data-latch-connect-button]')
}

const seen = () => page.evaluate(() => (window as unknown as { latchSeen: { type: string; detail: unknown }[] }).latchSeen.map((e) => e.type))

test('behavior: the custom elements render the buttons from plain HTML; <latch-button> opens the modal — same DOM contract, light DOM, the theme-mode attribute applied', async () => {
  await freshPage()
  assert.is(await page.textContent('latch-button [data-latch-connect-button]'), 'Connect wallet')
  assert.ok(await page.$('latch-network-button button'), 'the network button renders')
  assert.is(await page.evaluate(() => document.querySelector('latch-button')!.shadowRoot), null, 'no shadow root')
  await page.click('latch-button [data-latch-connect-button]')
  await page.waitForSelector('[data-latch-modal][data-theme="light"] [data-view="Connect"]')
  assert.is(await page.locator('[data-latch-modal]').count(), 1, 'one dialog for the three buttons')
  assert.equal(await seen(), ['latch-ready', 'latch-open'])
  await page.evaluate(() => document.getElementById('wallet')!.setAttribute('theme-mode', 'dark'))
  await page.waitForSelector('[data-latch-modal][data-theme="dark"]')
  await screenshot(page, 'elements-connect.png')
  assert.equal(errors, [])
})

test('behavior: a connection through the elements — latch-connect with the address and network, the button shows the address; removing the open attribute closes', async () => {
  await freshPage()
  await page.click('latch-button [data-latch-connect-button]')
  await page.click('[data-latch-modal] [data-wallet-id="io.metamask"]')
  await page.waitForFunction(() => document.querySelector('latch-button [data-latch-connect-button]')?.textContent?.includes('0xf3'))
  const connect = await page.evaluate(() => (window as unknown as { latchSeen: { type: string; detail: unknown }[] }).latchSeen.find((e) => e.type === 'latch-connect')?.detail)
  assert.equal(connect, { namespace: 'eip155', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', caipNetworkId: 'eip155:1' })
  // Open and close through the attribute (what a Vue or Svelte binding sets).
  await page.evaluate(() => document.getElementById('wallet')!.setAttribute('open', ''))
  await page.waitForSelector('[data-latch-modal] [data-view="Account"]')
  await page.evaluate(() => document.getElementById('wallet')!.removeAttribute('open'))
  await page.waitForFunction(() => !document.querySelector('[data-latch-modal]'))
  assert.ok((await seen()).includes('latch-close'))
  assert.equal(errors, [])
})

test('behavior: the locale attribute — a <latch-modal locale="ar-EG"> made from attributes speaks Arabic, right to left, and so does a <latch-button for> bound to it', async () => {
  await freshPage()
  await page.evaluate(() => {
    const element = document.createElement('latch-modal')
    element.id = 'arabic'
    element.setAttribute('project-id', 'elements-ar')
    element.setAttribute('locale', 'ar-EG')
    element.setAttribute('open', '')
    const button = document.createElement('latch-button')
    button.setAttribute('for', 'arabic')
    document.getElementById('wallet')!.remove()
    document.body.append(button, element)
  })
  // No adapters: the modal opens on ConnectingWalletConnectBasic (README), titled in Arabic.
  await page.waitForSelector('[data-latch-modal][lang="ar-EG"][dir="rtl"] [data-view="ConnectingWalletConnectBasic"]')
  assert.is(await page.textContent('[data-latch-modal] .latch-title'), 'ربط المحفظة')
  await page.waitForFunction(() => document.querySelector('latch-button[for="arabic"] button')?.textContent === 'ربط المحفظة')
  assert.equal(errors, [])
})

test('default: <latch-modal> without a prefetch attribute fetches the dialog once the page is idle after load, with no pointer, key or focus, and opens nothing', async () => {
  await freshPage()
  await page.waitForSelector('style[data-latch-modal-styles]', { state: 'attached' })
  assert.ok((await idleAsks(page)) > 0, 'idle time asked')
  assert.is(await page.locator('[data-latch-modal]').count(), 0, 'nothing opened')
  assert.equal(errors, [])
})

test('behavior: the prefetch attribute — <latch-modal prefetch="interaction"> asks for no idle time and fetches nothing of the dialog until the pointer reaches a button', async () => {
  await page?.context().close()
  page = await (await browser.newContext({ locale: 'en-US' })).newPage()
  errors = collectPageErrors(page)
  await countIdleAsks(page)
  // The same page, its markup's <latch-modal> with the attribute (read when the element renders).
  const html = pageHtml({ title: 'Latch web components', body: body.replace('<latch-modal id="wallet"', '<latch-modal id="wallet" prefetch="interaction"') })
  await page.route(served.url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }))
  await page.goto(served.url)
  await page.waitForSelector('latch-button [data-latch-connect-button]')
  await page.waitForLoadState('networkidle')
  // Longer than the idle prefetch's own timeout (ModalRoot.tsx): an idle prefetch would have run.
  await page.waitForTimeout(2_500)
  assert.is(await page.getAttribute('latch-modal', 'prefetch'), 'interaction')
  assert.is(await idleAsks(page), 0, 'no idle time asked with the attribute')
  assert.is(await page.locator('style[data-latch-modal-styles]').count(), 0, 'no dialog without an interaction')
  await page.hover('latch-button [data-latch-connect-button]')
  await page.waitForSelector('style[data-latch-modal-styles]', { state: 'attached' })
  assert.is(await page.locator('[data-latch-modal]').count(), 0, 'nothing opened')
  assert.equal(errors, [])
})

test.run()
