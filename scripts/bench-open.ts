/**
 * Open time and what the browser fetches, in Debian Chromium, on a page a host
 * would ship: scripts/benchOpenPage.tsx (React 19, a ConnectButton, a modal on the sandbox's
 * services) built code-split as the byte bench builds it, each file served gzipped from node:http on
 * 127.0.0.1, with the sandbox's wallet-list and blockchain services (startSandbox) behind the API
 * calls. Every request — chunks and API — goes through Chromium's network emulation (CDP
 * `Network.emulateNetworkConditions`): a round trip of `NETWORK.rttMs` and a 10 Mbit/s line, so a
 * lazily loaded chunk costs what it costs a visitor.
 *
 * Series, each the first open of a fresh page (a new browser context each, no cache): with the
 * default prefetch ('idle'), the three first clicks — straight after the page went idle (its
 * prefetch in), straight as the button appears during the load, and after the pointer rested
 * `DWELL_MS` on the button; with `prefetch: 'interaction'`, the pointer resting first (as a mouse
 * user's does) and the click at once (a tap: the dialog loads with the click); and re-opens on one
 * page (Escape, then click again).
 * Bytes: the chunk files each page load fetched before the first interaction (the pointer reaching
 * the button), React's own chunks apart, and by the end of the first open. Medians and p95s only;
 * nothing asserts timings.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { startSandbox, type Sandbox } from '../sandbox/index.ts'
import { launchBrowser, pageHtml } from '../test/e2e/helpers.ts'
import type { BenchWindow } from './benchOpenPage.tsx'
import type { OpenSample } from './benchOpenProbe.ts'
import { buildViteBenchPage, type ViteBenchPage } from './benchOpenVite.ts'
import { buildHostPage, reachableChunks } from './buildHostPage.ts'

const root = new URL('..', import.meta.url).pathname
const BUTTON = '[data-latch-connect-button]'
const VIEW = '[data-view="Connect"]'
const DIALOG = '[data-latch-modal]'

/** The emulated line: every request waits one round trip; bytes flow at 10 Mbit/s down, 5 up. */
export const NETWORK = { rttMs: 75, downloadBytesPerSecond: 1_250_000, uploadBytesPerSecond: 625_000 } as const
/**
 * How long the bench waits, once Playwright's hover has returned, before it clicks in the "pointer
 * rests" series. The hover's own checks come first, so the rest as it happens is longer: each
 * series reports it (`medianRestMs`, from the pointer's arrival to the click; about 200 ms).
 */
export const DWELL_MS = 150

export type OpenSeries = {
  samples: number
  medianMs: number
  p95Ms: number
  /** Every sample, click → painted, in ms (rounded to 0.1). */
  ms: number[]
  /** Median of click → the view's element in the DOM (before the frame), in ms. */
  medianToDomMs: number
  /** Median of how long the pointer rested before the click, as it happened (ms; absent on re-opens: it never left). */
  medianRestMs?: number
  /** How the paint was read (scripts/benchOpenProbe.ts): a 'user-blocking' task, unless a sample could not. */
  paintClock: OpenSample['paintClock']
}

/** The default prefetch's three first clicks (see `defaultClicks`). */
export type DefaultClicks = { firstOpenIdle: OpenSeries; firstOpenDuringLoad: OpenSeries; duringLoadPrefetchBegun: number; firstOpenIdleRest: OpenSeries }
export type ViteClicks = DefaultClicks & { bundler: string }

/** Files fetched from the page's own server (JS chunks), gzip bytes as sent. */
export type Fetched = { files: number; gzip: number }

export type PageFetches = {
  /** Latch and the page's code (every chunk but React's), before the first interaction; the most any sample fetched. */
  beforeInteraction: Fetched
  /** React's own chunks, before the first interaction. */
  react: Fetched
  /** Requests to the sandbox's services before the first interaction. */
  apiRequestsBeforeInteraction: number
  /** Latch and the page's code fetched by the time the first open painted and the network is idle. */
  byFirstOpen: Fetched
  /** Requests to the sandbox's services by then (the wallet list, its images). */
  apiRequestsByFirstOpen: number
}

export type OpenBench = {
  network: typeof NETWORK
  dwellMs: number
  /** `prefetch: 'interaction'`: the first open of a fresh page, the pointer resting on the button `dwellMs` before the click. */
  firstOpen: OpenSeries
  /** `prefetch: 'interaction'`: the first open of a fresh page, clicked at once (the dialog chunk is fetched with the click). */
  firstOpenDirect: OpenSeries
  /** The default prefetch ('idle'): the first open of a fresh page, clicked at once after the page went quiet. */
  firstOpenIdle: OpenSeries
  /**
   * The default prefetch: the first open of a fresh page clicked as soon as its button is there,
   * during the load (before the page is idle, so before the idle prefetch, or while it runs).
   */
  firstOpenDuringLoad: OpenSeries
  /** Of `firstOpenDuringLoad`'s samples, how many had requested a lazy chunk (the idle prefetch had begun) by the click. */
  duringLoadPrefetchBegun: number
  /**
   * The same idle-prefetch page, the pointer resting on the button `dwellMs` before the click, as a
   * visitor's pointer arrives before the press (in `firstOpenIdle` the pointer's arrival — its
   * over, enter and move events — falls into the click's own task).
   */
  firstOpenIdleRest: OpenSeries
  reopen: OpenSeries
  fetches: PageFetches
  /** What the default (idle-prefetch) page fetched before the click (the modal included) and by its first open. */
  idleFetches: PageFetches
  /**
   * The default prefetch's three first clicks on the same page as Vite builds it from the package
   * (its modulepreload helper fetches a dynamic import's shared chunks with it), or why not measured.
   */
  vite: ViteClicks | { error: string }
  /** The page's chunk graph: files loaded up front (static imports) and in all (dynamic too). */
  chunks: { initial: number; total: number }
}

/**
 * Starts the sandbox, builds and serves the bench page, opens the modal on fresh page loads and
 * again on one page, and returns the timings and fetched bytes.
 *
 * @example
 * const { firstOpen, reopen, fetches } = await benchOpen()
 * console.log(firstOpen.medianMs, reopen.p95Ms, fetches.beforeInteraction.gzip)
 */
export async function benchOpen(options: { firstOpens?: number; reopens?: number } = {}): Promise<OpenBench> {
  const firstOpenCount = options.firstOpens ?? 12
  const reopens = options.reopens ?? 30
  const sandbox = await startSandbox({ chainIds: [31337], solana: false })
  let browser: Browser | undefined
  let served: Served | undefined
  try {
    const build = await buildHostPage({ contents: `import './benchOpenPage.tsx'`, resolveDir: `${root}scripts`, bundleReact: true, separateReact: true })
    const { initial, total } = reachableChunks(build.outputs, build.entry)
    served = await serveBuild(build.files, build.outdir, build.entry, build.reactChunks, sandbox)
    browser = await launchBrowser()
    const pointer = await firstOpens(browser, served, firstOpenCount, DWELL_MS, 'interaction')
    const direct = await firstOpens(browser, served, firstOpenCount, 0, 'interaction')
    const lazyChunk = (path: string) => !initial.some((key) => path === `/${key.slice(build.outdir.length)}`)
    const { clicks, idleFetches } = await defaultClicks(browser, served, firstOpenCount, lazyChunk)
    const vite = await viteClicks(browser, sandbox, firstOpenCount)
    const again: OpenSample[] = []
    const { context, page } = await freshPage(browser, served)
    try {
      await page.goto(`${served.url}?prefetch=interaction`, { waitUntil: 'load' })
      await page.waitForSelector(BUTTON)
      await page.waitForLoadState('networkidle')
      await openOnce(page) // the first open is the other series'
      for (let i = 0; i < reopens; i++) {
        await close(page)
        again.push(await openOnce(page))
      }
      page.guard.check()
    } finally {
      await context.close()
    }
    return {
      network: NETWORK,
      dwellMs: DWELL_MS,
      firstOpen: series(pointer.samples),
      firstOpenDirect: series(direct.samples),
      ...clicks,
      idleFetches,
      vite,
      reopen: series(again),
      fetches: pointer.fetches,
      chunks: { initial: initial.length, total: total.length },
    }
  } finally {
    await browser?.close()
    await served?.close()
    await sandbox.stop()
  }
}

/**
 * The default prefetch's three first clicks on `count` fresh pages each: straight after idle,
 * straight during load (`lazy` names the files behind a dynamic import, to count the pages whose
 * prefetch had begun), after a resting pointer; and what the idle page fetched.
 */
async function defaultClicks(browser: Browser, served: Served, count: number, lazy: (path: string) => boolean): Promise<{ clicks: DefaultClicks; idleFetches: PageFetches }> {
  const idle = await firstOpens(browser, served, count, 0, 'default')
  const duringLoad = await firstOpens(browser, served, count, 0, 'default-during-load', lazy)
  const idleRest = await firstOpens(browser, served, count, DWELL_MS, 'default')
  return {
    clicks: { firstOpenIdle: series(idle.samples), firstOpenDuringLoad: series(duringLoad.samples), duringLoadPrefetchBegun: duringLoad.prefetchBegun, firstOpenIdleRest: series(idleRest.samples) },
    idleFetches: idle.fetches,
  }
}

/** The default prefetch's three first clicks, on fresh pages of the Vite-built page (scripts/benchOpenVite.ts). */
async function viteClicks(browser: Browser, sandbox: Sandbox, count: number): Promise<ViteClicks | { error: string }> {
  let page: ViteBenchPage | undefined
  let served: Served | undefined
  try {
    page = await buildViteBenchPage()
    served = await serveBundlerPage(page.files, page.html, sandbox)
    // A file the HTML does not name (no script, no modulepreload) is behind a dynamic import.
    const html = page.html
    const { clicks } = await defaultClicks(browser, served, count, (path) => !html.includes(path))
    return { bundler: page.bundler, ...clicks }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  } finally {
    await served?.close()
    page?.dispose()
  }
}

export type GuardedPage = Page & { guard: { check(): void }; inFlight(): number; lastActivity(): number }

/** A page in a new context (no cache), with the emulated network and a guard. */
export async function freshPage(browser: Browser, served: Served): Promise<{ context: BrowserContext; page: GuardedPage }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = (await context.newPage()) as GuardedPage
  // A shared 2-core machine under load can take long to load a page: time out late, not wrongly.
  page.setDefaultTimeout(120_000)
  page.setDefaultNavigationTimeout(120_000)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: NETWORK.rttMs,
    downloadThroughput: NETWORK.downloadBytesPerSecond,
    uploadThroughput: NETWORK.uploadBytesPerSecond,
  })
  page.guard = guardPage(page, served)
  let inFlight = 0
  let lastActivity = Date.now()
  const done = () => {
    inFlight--
    lastActivity = Date.now()
  }
  page.on('request', () => {
    inFlight++
    lastActivity = Date.now()
  })
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  page.inFlight = () => inFlight
  page.lastActivity = () => lastActivity
  return { context, page }
}

/**
 * `count` fresh pages, each opened once; `dwellMs` > 0 rests the pointer on the button first.
 * `prefetchBegun`: how many pages had requested a file `lazy` names by the click.
 */
async function firstOpens(
  browser: Browser,
  served: Served,
  count: number,
  dwellMs: number,
  mode: LoadMode = 'interaction',
  lazy: (path: string) => boolean = () => false,
): Promise<{ samples: OpenSample[]; fetches: PageFetches; prefetchBegun: number }> {
  let prefetchBegun = 0
  const samples: OpenSample[] = []
  const fetches: PageFetches = {
    beforeInteraction: { files: 0, gzip: 0 },
    react: { files: 0, gzip: 0 },
    apiRequestsBeforeInteraction: 0,
    byFirstOpen: { files: 0, gzip: 0 },
    apiRequestsByFirstOpen: 0,
  }
  const most = (a: Fetched, b: Fetched): Fetched => (b.gzip > a.gzip ? b : a)
  for (let i = 0; i < count; i++) {
    const { context, page } = await freshPage(browser, served)
    try {
      served.log.length = 0
      const api: string[] = []
      page.on('request', (request) => {
        if (!request.url().startsWith(served.origin) && request.url().startsWith('http')) api.push(request.url())
      })
      await loadPage(page, served, mode)
      const before = served.log.slice()
      if (before.some((f) => lazy(f.path))) prefetchBegun++
      fetches.beforeInteraction = most(fetches.beforeInteraction, sum(before.filter((f) => !f.react)))
      fetches.react = most(fetches.react, sum(before.filter((f) => f.react)))
      fetches.apiRequestsBeforeInteraction = Math.max(fetches.apiRequestsBeforeInteraction, api.length)
      samples.push(
        await openOnce(page, async () => {
          if (dwellMs === 0) return
          await page.hover(BUTTON)
          await page.waitForTimeout(dwellMs)
        }),
      )
      await quiet(page)
      fetches.byFirstOpen = most(fetches.byFirstOpen, sum(served.log.filter((f) => !f.react)))
      fetches.apiRequestsByFirstOpen = Math.max(fetches.apiRequestsByFirstOpen, api.length)
      page.guard.check()
    } finally {
      await context.close()
    }
  }
  return { samples, fetches, prefetchBegun }
}

/**
 * How the bench loads its page: `'interaction'` (`?prefetch=interaction`, network idle), the
 * default prefetch waited out (`'default'`: every request it made once idle is in), or the default
 * clicked as soon as the button is there (`'default-during-load'`).
 */
export type LoadMode = 'interaction' | 'default' | 'default-during-load'

/**
 * Loads the bench page (`LoadMode`) and waits for its button; but during load, also for its
 * navigation's network to go idle; with the default prefetch, also for every request it then made
 * (the page has been idle, so what it fetched then is in before the click).
 */
export async function loadPage(page: GuardedPage, served: Served, mode: LoadMode): Promise<void> {
  if (mode === 'default-during-load') {
    await page.goto(served.url, { waitUntil: 'commit' })
    await page.waitForSelector(BUTTON)
    return
  }
  await page.goto(mode === 'interaction' ? `${served.url}?prefetch=interaction` : served.url, { waitUntil: 'load' })
  await page.waitForSelector(BUTTON)
  await page.waitForLoadState('networkidle')
  if (mode === 'default') await quiet(page)
}

/**
 * Waits until the page has had no request in flight for 500 ms (`waitForLoadState('networkidle')`
 * only speaks for the navigation, which went idle long before the click).
 */
async function quiet(page: GuardedPage, timeoutMs = 15_000): Promise<void> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (page.inFlight() === 0 && Date.now() - page.lastActivity() >= 500) return
    await page.waitForTimeout(100)
  }
  throw new Error(`the page's network did not go quiet within ${timeoutMs} ms`)
}

const sum = (files: ServedFile[]): Fetched => ({ files: files.length, gzip: files.reduce((total, f) => total + f.gzip, 0) })

/** Arms the in-page probe, runs `beforeClick` (a hover), clicks the button like a user, waits for the paint. */
export async function openOnce(page: Page, beforeClick?: () => Promise<void>): Promise<OpenSample> {
  await page.evaluate((view) => {
    const bench = (window as unknown as BenchWindow).latchBench
    bench.pending = bench.armOpenProbe(view)
  }, VIEW)
  await beforeClick?.()
  await page.click(BUTTON)
  return page.evaluate(() => {
    const pending = (window as unknown as BenchWindow).latchBench.pending
    if (!pending) throw new Error('the open probe was not armed')
    return pending
  })
}

/** Escape closes the modal (SPEC.md §2); waits until the dialog has left the DOM and a frame passed. */
export async function close(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await page.waitForSelector(DIALOG, { state: 'detached' })
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
}

/** Fails the bench on page errors or on any request that would leave 127.0.0.1. */
function guardPage(page: Page, served: Served): { check(): void } {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith('http://127.0.0.1:') && !url.startsWith('data:') && !url.startsWith('blob:')) problems.push(`request beyond 127.0.0.1: ${url}`)
  })
  return {
    check() {
      if (problems.length > 0) throw new Error(`open bench page (${served.url}): ${problems.join('; ')}`)
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
    medianToDomMs: percentile(
      samples.map((s) => round(s.appearedAt - s.clickedAt)),
      50,
    ),
    ...restOf(samples),
    paintClock: samples.every((s) => s.paintClock === 'user-blocking-task') ? 'user-blocking-task' : 'message',
  }
}

/** The median rest before the click of the samples that measured one. */
function restOf(samples: OpenSample[]): { medianRestMs?: number } {
  const rests = samples.flatMap((s) => (s.restedMs === undefined ? [] : [round(s.restedMs)]))
  return rests.length === 0 ? {} : { medianRestMs: percentile(rests, 50) }
}

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

const round = (ms: number) => Math.round(ms * 10) / 10

type ServedFile = { path: string; gzip: number; react: boolean }

export type Served = {
  url: string
  origin: string
  /** The JS files sent, in order, with their gzip bytes. */
  log: ServedFile[]
  close(): Promise<void>
}

/**
 * Serves the page's HTML at `/` (the sandbox's endpoints put in ahead of the page's script) and each
 * emitted file gzipped (level 9, each on its own) at its path under the outdir, on 127.0.0.1.
 */
export async function serveBuild(files: Map<string, Uint8Array>, outdir: string, entry: string, reactChunks: Set<string>, sandbox: Sandbox): Promise<Served> {
  const html = pageHtml({ title: 'Latch open bench', head: endpointsScript(sandbox) }).replace('src="/app.js"', `src="/${entry.slice(outdir.length)}"`)
  return serveFiles(new Map([...files].map(([key, contents]) => [`/${key.slice(outdir.length)}`, { contents, react: reactChunks.has(key) }])), html)
}

/** The page's HTML as its bundler wrote it (Vite: its entry and modulepreload tags), with the sandbox's endpoints put in ahead of its scripts. */
export function serveBundlerPage(files: Map<string, Uint8Array>, html: string, sandbox: Sandbox): Promise<Served> {
  return serveFiles(new Map([...files].map(([path, contents]) => [path, { contents, react: false }])), html.replace('<head>', `<head>${endpointsScript(sandbox)}`))
}

function endpointsScript(sandbox: Sandbox): string {
  const endpoints: NonNullable<BenchWindow['latchBenchEndpoints']> = {
    walletApi: sandbox.urls.walletApi ?? '',
    blockchainApi: sandbox.urls.blockchainApi,
    analytics: sandbox.urls.analytics,
  }
  return `<script>window.latchBenchEndpoints = ${JSON.stringify(endpoints)}</script>`
}

async function serveFiles(files: Map<string, { contents: Uint8Array; react: boolean }>, html: string): Promise<Served> {
  const byPath = new Map([...files].map(([path, { contents, react }]) => [path, { gzipped: gzipSync(contents, { level: 9 }), react }]))
  const log: ServedFile[] = []
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!
    const file = byPath.get(path)
    if (path === '/' || path === '/index.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      res.end(html)
    } else if (file) {
      log.push({ path, gzip: file.gzipped.length, react: file.react })
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'no-store' })
      res.end(file.gzipped)
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('not found')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: `${origin}/`,
    origin,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchOpen({ firstOpens: Number(process.env.FIRST_OPENS ?? 12), reopens: Number(process.env.REOPENS ?? 30) }), null, 2))
}
