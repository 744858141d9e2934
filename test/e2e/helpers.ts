/**
 * Shared browser-test helpers: Debian Chromium through playwright-core, a page bundled in memory
 * with esbuild, served by node:http on 127.0.0.1 (port 0).
 */
import { listenOnLoopback } from '../../sandbox/http/listen.ts'
import { mkdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { startDemo } from '../../scripts/start.ts'
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/ensureChromium.ts'
import { approvePrompt, modalPage, previewSend, type ModalPage } from '../journeys/modalPage.ts'
import { replay } from '../../core/coreEntry.ts'

export const ROOT = new URL('../..', import.meta.url).pathname
/** Screenshots go here (git-ignored). */
export const ARTIFACTS = join(ROOT, 'test-artifacts')

/** Launches Debian's Chromium headless with the flags of `scripts/ensureChromium.ts`. */
export async function launchBrowser(): Promise<Browser> {
  const found = await ensureChromium()
  if (!found.ok) throw new Error(found.message)
  return chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS, headless: true })
}

export { bundlePage } from '../../scripts/bundlePage.ts'

/** A minimal HTML page loading `/app.js` as a module. */
export function pageHtml(options: { title: string; head?: string; body?: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(options.title)}</title>
${options.head ?? ''}
</head>
<body>
${options.body ?? '<div id="app"></div>'}
<script type="module" src="/app.js"></script>
</body>
</html>`
}

export type Served = { url: string; close(): Promise<void> }

/** Serves `html` at `/` and `js` at `/app.js` on 127.0.0.1, on a free port. */
export async function servePage(options: { html: string; js: string }): Promise<Served> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    if (path === '/' || path === '/index.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      res.end(options.html)
    } else if (path === '/app.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
      res.end(options.js)
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('not found')
    }
  })
  const { url, close } = await listenOnLoopback(server)
  return { url: `${url}/`, close }
}

/**
 * Counts the page's asks for idle time (`requestIdleCallback`, passed on unchanged), so a test can
 * prove a page waits for intent by what it asked for rather than by sleeping and seeing nothing
 * fetched. Call before `goto`; read with `idleAsks(page)`.
 */
export async function countIdleAsks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const view = window as unknown as { latchIdleAsks: number; requestIdleCallback: typeof requestIdleCallback }
    const ask = view.requestIdleCallback.bind(window)
    view.latchIdleAsks = 0
    view.requestIdleCallback = (task, options) => (view.latchIdleAsks++, ask(task, options))
  })
}

export const idleAsks = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { latchIdleAsks: number }).latchIdleAsks)

/** Records uncaught page errors and console errors, so a test can assert there were none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  return errors
}

/**
 * Opens another tab of the demo at `url` in `context` (one origin, so one tab channel), its modal's
 * core loaded; the tab's page errors go into `errors` (one list per tab).
 */
export async function openDemoTab(context: BrowserContext, url: string, errors: string[][], timeoutMs = 20_000): Promise<Page> {
  const page = await context.newPage()
  page.setDefaultTimeout(timeoutMs)
  errors.push(collectPageErrors(page))
  if (process.env.DEBUG_TABS) page.on('console', (m) => console.log(`tab ${errors.length} ${m.type()}: ${m.text()}`))
  await page.goto(url)
  await page.waitForSelector('[data-latch-connect-button]')
  await page.waitForFunction(() => 'latchModal' in window)
  return page
}

/** Saves a screenshot under test-artifacts/ and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true })
  const path = join(ARTIFACTS, name)
  await page.screenshot({ path, animations: 'disabled' })
  return path
}

/** A screenshot for the shared journeys: test-artifacts/<name>. */
export const demoShot = (page: Page, name: string): Promise<unknown> => screenshot(page, name)

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The demo as `npm start` runs it (sandbox, page, dev wallet; free ports), open in Chromium. */
export type DemoSession = {
  served: Awaited<ReturnType<typeof startDemo>>
  browser: Browser
  page: Page
  /** The demo's modal (`window.latchModal`) for the shared journeys (test/journeys/). */
  dapp: ModalPage
  /** Page errors and console errors so far (collectPageErrors). */
  errors: string[]
  /** The inner text of the first element matching `selector`. */
  text(selector: string): Promise<string>
  /** Waits for the dev wallet's prompt and approves it. */
  approve(): Promise<void>
  /**
   * From Account: opens Send, picks the token whose option names `symbol`, fills amount and
   * receiver (screenshot `formShot` if given) and opens SendPreview.
   */
  previewSend(options: { symbol: string; amount: string; receiver: string; formShot?: string }): Promise<void>
  close(): Promise<void>
}

/** Starts the demo and opens its page in a dark 1280×860 Chromium page that accepts downloads. */
export async function openDemo(options: { namesFile?: string; smartAccountChainIds?: readonly number[] } = {}): Promise<DemoSession> {
  const served = await startDemo({ port: 0, ...options })
  if (!served.sandbox) {
    await served.stop()
    throw new Error('the demo started without its sandbox')
  }
  const browser = await launchBrowser()
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 }, colorScheme: 'dark', acceptDownloads: true })
  const errors = collectPageErrors(page)
  await page.goto(served.url)
  await page.waitForSelector('[data-latch-connect-button]')
  return {
    served,
    browser,
    page,
    dapp: modalPage(page, { replay, shot: demoShot }),
    errors,
    text: (selector) => page.locator(selector).first().innerText(),
    approve: () => approvePrompt(page),
    previewSend: ({ formShot, ...options }) => previewSend(page, { ...options, ...(formShot ? { formShot: (p: Page) => screenshot(p, formShot) } : {}) }),
    async close() {
      await browser.close()
      await served.stop()
    },
  }
}
