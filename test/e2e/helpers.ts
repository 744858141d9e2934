/**
 * Shared browser-test helpers: Debian Chromium through playwright-core, a page bundled in memory
 * with esbuild, served by node:http on 127.0.0.1 (port 0).
 */
import { mkdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/ensureChromium.ts'

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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Records uncaught page errors and console errors, so a test can assert there were none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  return errors
}

/** Saves a screenshot under test-artifacts/ and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true })
  const path = join(ARTIFACTS, name)
  await page.screenshot({ path, animations: 'disabled' })
  return path
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
