/**
 * Open time (issue 5): from the click on ConnectButton to the first frame after the Connect view is
 * in the DOM, in Debian Chromium. The host page (scripts/benchOpenPage.tsx: React 19 bundled in,
 * services off) is code-split exactly as the byte bench builds it and served as separate chunk
 * files over node:http on 127.0.0.1, so lazily loaded views are real HTTP fetches.
 *
 * Three series: the first open after a page load (a fresh browser context per sample, clicked once
 * the page's network is idle, so idle-time prefetches have run), the same with the lazy chunks'
 * responses held until the click (the open waits for them, as when a click beats the prefetch),
 * and re-opens on one page (Escape, then click again). Medians and p95s only; nothing asserts timings.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, pageHtml } from '../test/e2e/helpers.ts'
import type { BenchWindow } from './benchOpenPage.tsx'
import type { OpenSample } from './benchOpenProbe.ts'
import { buildHostPage, reachableChunks } from './buildHostPage.ts'

const root = new URL('..', import.meta.url).pathname
const BUTTON = '[data-latch-connect-button]'
const VIEW = '[data-view="Connect"]'
const DIALOG = '[data-latch-modal]'

export type OpenSeries = {
  samples: number
  medianMs: number
  p95Ms: number
  /** Every sample, click → painted, in ms (rounded to 0.1). */
  ms: number[]
  /** Median of click → the view's element in the DOM (before the frame), in ms. */
  medianToDomMs: number
}

export type FirstOpenSeries = OpenSeries & {
  /** Chunk files fetched between the click and the paint, per sample (lazy chunks not prefetched). */
  chunksFetchedDuringOpen: number[]
  /** Most chunk files any sample's page had fetched by the click (dynamic imports run at start-up included). */
  chunksFetchedBeforeClick: number
}

export type OpenBench = {
  /** The first open of a fresh page, clicked once the page's network is idle (prefetches done). */
  firstOpen: FirstOpenSeries
  /**
   * The first open of a fresh page whose lazy chunks are still on their way: the server holds every
   * chunk outside the static graph until the click, as on a slow network (no added latency).
   */
  firstOpenLazyAtClick: FirstOpenSeries
  reopen: OpenSeries
  /** The page's chunk graph: files loaded up front (static imports) and in all (dynamic too). */
  chunks: { initial: number; total: number }
}

/**
 * Builds and serves the bench page, opens the modal `firstOpens` times on fresh page loads and
 * `reopens` times on one page, and returns the timings.
 *
 * @example
 * const { firstOpen, reopen } = await benchOpen()
 * console.log(firstOpen.medianMs, reopen.p95Ms)
 */
export async function benchOpen(options: { firstOpens?: number; firstOpensLazyAtClick?: number; reopens?: number } = {}): Promise<OpenBench> {
  const firstOpenCount = options.firstOpens ?? 20
  const lazyCount = options.firstOpensLazyAtClick ?? 10
  const reopens = options.reopens ?? 30
  const build = await buildHostPage({ contents: `import './benchOpenPage.tsx'`, resolveDir: `${root}scripts`, bundleReact: true })
  const { initial, total } = reachableChunks(build.outputs, build.entry)
  const served = await serveBuild(build.files, build.outdir, build.entry, new Set(initial))
  let browser: Browser | undefined
  try {
    browser = await launchBrowser()
    const first = await firstOpens(browser, served, firstOpenCount, 'idle')
    const lazy = await firstOpens(browser, served, lazyCount, 'lazy-at-click')
    const again: OpenSample[] = []
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    try {
      const page = await context.newPage()
      const guard = guardPage(page, served.origin)
      await page.goto(served.url, { waitUntil: 'load' })
      await page.waitForSelector(BUTTON)
      await page.waitForLoadState('networkidle')
      await openOnce(page) // the first open is the other series'
      for (let i = 0; i < reopens; i++) {
        await close(page)
        again.push(await openOnce(page))
      }
      guard.check()
    } finally {
      await context.close()
    }

    return {
      firstOpen: first,
      firstOpenLazyAtClick: lazy,
      reopen: series(again),
      chunks: { initial: initial.length, total: total.length },
    }
  } finally {
    await browser?.close()
    await served.close()
  }
}

/**
 * `count` fresh pages (a new browser context each, so no cache), each opened once: `idle` clicks
 * once the network has been idle 500 ms; `lazy-at-click` holds the lazy chunks' responses until
 * the click (the page has settled 500 ms otherwise), so the open waits for them.
 */
async function firstOpens(browser: Browser, served: Served, count: number, mode: 'idle' | 'lazy-at-click'): Promise<FirstOpenSeries> {
  const samples: OpenSample[] = []
  const during: number[] = []
  let before = 0
  const chunks = (paths: string[]) => paths.filter((path) => path.endsWith('.js')).length
  for (let i = 0; i < count; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    try {
      served.requests.length = 0
      if (mode === 'lazy-at-click') served.holdLazy()
      const page = await context.newPage()
      const guard = guardPage(page, served.origin)
      await page.goto(served.url, { waitUntil: 'load' })
      await page.waitForSelector(BUTTON)
      // Held requests keep the network busy, so 'networkidle' would never come: settle by time.
      if (mode === 'idle') await page.waitForLoadState('networkidle')
      else await page.waitForTimeout(500)
      const clickedAt = served.requests.length
      samples.push(await openOnce(page, () => served.release()))
      during.push(chunks(served.requests.slice(clickedAt)))
      before = Math.max(before, chunks(served.requests.slice(0, clickedAt)))
      guard.check()
    } finally {
      served.release()
      await context.close()
    }
  }
  return { ...series(samples), chunksFetchedDuringOpen: during, chunksFetchedBeforeClick: before }
}

/**
 * Arms the in-page probe, clicks the button like a user (real input events), runs `afterClick`
 * (releasing held chunks), waits for the paint.
 */
async function openOnce(page: Page, afterClick?: () => void): Promise<OpenSample> {
  await page.evaluate((view) => {
    const bench = (window as unknown as BenchWindow).latchBench
    bench.pending = bench.armOpenProbe(view)
  }, VIEW)
  await page.click(BUTTON)
  afterClick?.()
  return page.evaluate(() => {
    const pending = (window as unknown as BenchWindow).latchBench.pending
    if (!pending) throw new Error('the open probe was not armed')
    return pending
  })
}

/** Escape closes the modal (SPEC.md §2); waits until the dialog has left the DOM and a frame passed. */
async function close(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await page.waitForSelector(DIALOG, { state: 'detached' })
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
}

/** Fails the bench on page errors or on any request that would leave 127.0.0.1. */
function guardPage(page: Page, origin: string): { check(): void } {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(origin) && !url.startsWith('data:')) problems.push(`request beyond the local server: ${url}`)
  })
  return {
    check() {
      if (problems.length > 0) throw new Error(`open bench page: ${problems.join('; ')}`)
    },
  }
}

function series(samples: OpenSample[]): OpenSeries {
  const ms = samples.map((s) => round(s.paintedAt - s.clickedAt))
  return {
    samples: ms.length,
    medianMs: percentile(ms, 50),
    p95Ms: percentile(ms, 95),
    ms,
    medianToDomMs: percentile(samples.map((s) => round(s.appearedAt - s.clickedAt)), 50),
  }
}

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

const round = (ms: number) => Math.round(ms * 10) / 10

type Served = {
  url: string
  origin: string
  /** Paths responded to, in order (a held response is logged when it is sent). */
  requests: string[]
  /** From now, responses for chunks outside the static graph wait for `release()`. */
  holdLazy(): void
  /** Sends the held responses and stops holding. */
  release(): void
  close(): Promise<void>
}

/**
 * Serves the page's HTML at `/` and each emitted file at its path under the outdir, on 127.0.0.1;
 * `initial` (metafile keys) are the chunks never held back.
 */
async function serveBuild(files: Map<string, Uint8Array>, outdir: string, entry: string, initial: Set<string>): Promise<Served> {
  const html = pageHtml({ title: 'Latch open bench' }).replace('src="/app.js"', `src="/${entry.slice(outdir.length)}"`)
  const byPath = new Map([...files].map(([key, contents]) => [`/${key.slice(outdir.length)}`, { contents, lazy: !initial.has(key) }]))
  const requests: string[] = []
  let holding = false
  let held: (() => void)[] = []
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!
    const file = byPath.get(path)
    const respond = () => {
      requests.push(path)
      if (path === '/' || path === '/index.html') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        res.end(html)
      } else if (file) {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
        res.end(file.contents)
      } else {
        res.writeHead(404, { 'content-type': 'text/plain' })
        res.end('not found')
      }
    }
    if (holding && file?.lazy) held.push(respond)
    else respond()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: `${origin}/`,
    origin,
    requests,
    holdLazy: () => void (holding = true),
    release: () => {
      holding = false
      const waiting = held
      held = []
      waiting.forEach((respond) => respond())
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchOpen(), null, 2))
}
