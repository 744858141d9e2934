/**
 * The screenshots and the newcomer checks that need a real browser's layout: Connect,
 * AllWallets (first load and loaded), Account, WhatIsAWallet and the demo page, dark and light,
 * desktop and a 390 px phone, as `test-artifacts/screens/<screen>-<theme>-<size>.png`. Besides
 * the pictures: snackbars never cover a control, the demo page has one Connect button, follows
 * the system's dark mode, keeps its header on one row at 390 px, shortens long strings in its
 * state panel and offers its event log for download; Escape closes the modal from a deep view.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Browser, Page } from 'playwright-core'
import type { ThemeMode, ViewName } from '../../core/index.ts'
import { startDemo } from '../../scripts/start.ts'
import { ARTIFACTS, bundlePage, collectPageErrors, launchBrowser, pageHtml, ROOT, servePage, type Served } from './helpers.ts'
import type { ViewsPage } from './pages/views.tsx'

const SHOTS = join(ARTIFACTS, 'screens')
const THEMES: readonly ThemeMode[] = ['dark', 'light']
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const
type Size = keyof typeof SIZES

/** What each screen is: a view of the views page (its scenario, or `fresh`: opened with nothing loaded), and what shows once it is ready. */
const SCREENS: { name: string; view: ViewName; fresh?: boolean; ready: string; variant?: string }[] = [
  { name: 'Connect', view: 'Connect', ready: '[data-wallet-id="io.metamask"]' },
  { name: 'AllWallets-loading', view: 'AllWallets', fresh: true, ready: '[data-wallets-loading] [data-skeleton-tile]' },
  { name: 'AllWallets', view: 'AllWallets', ready: '[data-wallet-id="wallet-1"]' },
  { name: 'Account', view: 'Account', ready: '[data-token]' },
  { name: 'Account-snackbar', view: 'Account', variant: 'Account: balances failed', ready: '[data-snackbar]' },
  { name: 'WhatIsAWallet', view: 'WhatIsAWallet', ready: '[data-wallet-help]' },
]

let browser: Browser
let views: Served
let demo: Awaited<ReturnType<typeof startDemo>> | undefined
const errors: string[] = []

/** Where a snackbar overlaps a control of the dialog, per screen (it hid Disconnect). */
const covered: string[] = []

test.before(async () => {
  mkdirSync(SHOTS, { recursive: true })
  const js = await bundlePage(`${ROOT}test/e2e/pages/views.tsx`)
  views = await servePage({ html: pageHtml({ title: 'Latch screens', body: '' }), js })
  browser = await launchBrowser()
})

test.after(async () => {
  await browser?.close()
  await views?.close()
  await demo?.stop()
})

async function newPage(size: Size, theme: ThemeMode): Promise<Page> {
  const page = await browser.newPage({ viewport: SIZES[size], colorScheme: theme, reducedMotion: 'reduce', acceptDownloads: true })
  const live = collectPageErrors(page)
  page.on('close', () => errors.push(...live))
  return page
}

/** Boxes of the snackbar and of every control of the dialog it overlaps. */
function snackbarOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const snack = document.querySelector('[data-snackbar]')
    if (!snack) return []
    const s = snack.getBoundingClientRect()
    const hits: string[] = []
    for (const el of document.querySelectorAll('[data-latch-modal] button, [data-latch-modal] a, [data-latch-modal] input, [data-latch-modal] select')) {
      if (snack.contains(el)) continue
      const r = el.getBoundingClientRect()
      if (r.width === 0 || r.height === 0) continue
      if (r.left < s.right && r.right > s.left && r.top < s.bottom && r.bottom > s.top) hits.push(el.outerHTML.slice(0, 80))
    }
    return hits
  })
}

test('behavior: screenshots — Connect, AllWallets (loading, loaded), Account, WhatIsAWallet; dark and light, desktop and 390 px', async () => {
  for (const size of Object.keys(SIZES) as Size[]) {
    for (const theme of THEMES) {
      const page = await newPage(size, theme)
      await page.goto(views.url)
      await page.waitForFunction(() => 'latchViews' in window)
      for (const screen of SCREENS) {
        await page.evaluate(
          ([view, t, fresh]) => {
            const api = (window as unknown as { latchViews: ViewsPage }).latchViews
            if (fresh) api.showFresh(view, t)
            else api.show(view, t)
          },
          [screen.view, theme, screen.fresh ?? false] as const,
        )
        if (screen.variant) await page.evaluate((name) => (window as unknown as { latchViews: ViewsPage }).latchViews.advance(name), screen.variant)
        await page.waitForSelector(`[data-latch-modal][data-theme="${theme}"] [data-view="${screen.view}"] ${screen.ready}, [data-latch-modal][data-theme="${theme}"] ${screen.ready}`)
        await page.waitForFunction(() => [...document.querySelectorAll('[data-latch-modal] img')].every((img) => (img as HTMLImageElement).complete))
        const overlaps = await snackbarOverlaps(page)
        if (overlaps.length) covered.push(`${screen.name} ${theme} ${size}: ${overlaps.join(' | ')}`)
        await page.screenshot({ path: join(SHOTS, `${screen.name}-${theme}-${size}.png`), animations: 'disabled' })
      }
      await page.close()
    }
  }
})

test('behavior: a snackbar never covers a control of the dialog (desktop and phone)', () => {
  assert.equal(covered, [])
})

test('behavior: the demo page: one Connect button, the system dark mode, one-row header at 390 px, short strings, event log + Download log; screenshots', async () => {
  demo = await startDemo({ port: 0 })
  const backgrounds: Record<string, string> = {}
  for (const size of Object.keys(SIZES) as Size[]) {
    for (const theme of THEMES) {
      const page = await newPage(size, theme)
      await page.goto(demo.url)
      await page.waitForSelector('[data-latch-connect-button]')
      await page.waitForSelector('[data-devtools-log] li')
      const facts = await page.evaluate(() => {
        const bar = document.querySelector('.demo-bar') as HTMLElement
        const tops = [...bar.children]
          .flatMap((child) => [...(child.tagName === 'NAV' ? child.children : [child])])
          .map((el) => Math.round(el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2))
        const state = document.querySelector('[data-devtools-state]')?.textContent ?? ''
        const strings = [...state.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1] ?? '')
        return {
          connectButtons: [...document.querySelectorAll('button')].filter((b) => /connect wallet/i.test(b.textContent ?? '')).length,
          barRows: new Set(tops).size,
          barOverflow: bar.scrollWidth > bar.clientWidth + 1,
          pageOverflow: document.documentElement.scrollWidth > window.innerWidth + 1,
          background: getComputedStyle(document.body).backgroundColor,
          modalTheme: document.querySelector('[data-latch-connect-button]')?.getAttribute('data-theme'),
          longest: Math.max(0, ...strings.map((s) => s.length)),
          dataUrls: strings.filter((s) => s.startsWith('data:') && s.length > 60).length,
          download: document.querySelector('[data-devtools-download]')?.textContent?.trim(),
        }
      })
      const where = `${theme} ${size}`
      assert.is(facts.connectButtons, 1, `one Connect button (${where})`)
      assert.is(facts.barRows, 1, `the header is one row (${where})`)
      assert.not.ok(facts.barOverflow, `nothing in the header is cut off (${where})`)
      assert.not.ok(facts.pageOverflow, `no sideways scrolling (${where})`)
      assert.is(facts.modalTheme, theme, `the buttons follow the system theme (${where})`)
      assert.ok(facts.longest <= 100, `the state panel shortens long strings (longest ${facts.longest}, ${where})`)
      assert.is(facts.dataUrls, 0, `no data URL in full (${where})`)
      assert.is(facts.download, 'Download log')
      backgrounds[theme] = facts.background
      await page.screenshot({ path: join(SHOTS, `demo-${theme}-${size}.png`), animations: 'disabled' })
      if (size === 'desktop' && theme === 'dark') {
        // Escape closes the modal from a deep view; focus returns to the opener.
        await page.click('[data-latch-connect-button]')
        await page.waitForSelector('[data-view="Connect"] [data-all-wallets]')
        await page.screenshot({ path: join(SHOTS, `demo-connect-${theme}-${size}.png`), animations: 'disabled' })
        await page.click('[data-all-wallets]')
        const devTile = page.locator('[data-view="AllWallets"] [data-wallet-id]', { hasText: 'Latch Dev Wallet' }).first()
        await devTile.locator('img').waitFor()
        const connectorIcon = await page.evaluate(
          () =>
            (window as unknown as { latchModal: { getState(): { connectors: { id: string; info?: { icon?: string } }[] } } }).latchModal.getState().connectors.find((c) => c.id === 'dev.latch.wallet')
              ?.info?.icon,
        )
        assert.ok(connectorIcon, 'the dev wallet announces an icon')
        assert.is(await devTile.locator('img').getAttribute('src'), connectorIcon, "the dev wallet's own icon in AllWallets, as on Connect")
        await page.screenshot({ path: join(SHOTS, `demo-allwallets-${theme}-${size}.png`), animations: 'disabled' })
        await page.keyboard.press('Escape')
        await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
        assert.ok(await page.evaluate(() => document.activeElement?.hasAttribute('data-latch-connect-button')), 'focus back on the Connect button')
        // The network icon is the sandbox's asset image.
        await page.locator('[data-latch-network-button] img').waitFor()
      }
      await page.close()
    }
  }
  assert.is.not(backgrounds.dark, backgrounds.light, 'the page follows the system dark mode')
})

test('behavior: no page errors', () => {
  assert.equal(errors, [])
})

test.run()
