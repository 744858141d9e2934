/**
 * The dialog as a lazy chunk (renderer-react/components/loadDialog.ts), in Chromium against a
 * code-split host page served as separate files: the button page does not wait for it; by default
 * it is fetched with the modal's core once the page is idle, unless the visitor saves data; with
 * `prefetch: 'interaction'` nothing but the buttons and the deferred modal are fetched before the
 * first interaction (at most 40 KB gzip beyond React) and the pointer reaching the button fetches
 * the core and the dialog; a chunk that cannot be fetched leaves no invisible open modal.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Browser, Page } from 'playwright-core'
import { gzipSync } from 'node:zlib'
import { buildHostPage, firstOpenChunks, reachableChunks, type HostBuild } from '../../scripts/buildHostPage.ts'
import type { BenchWindow } from '../../scripts/benchOpenPage.tsx'
import { startAnalytics } from '../../sandbox/analytics/server.ts'
import { startWalletApi } from '../../sandbox/wallet-api/index.ts'
import { collectPageErrors, countIdleAsks, idleAsks, launchBrowser, pageHtml } from './helpers.ts'
import { until } from '../fixtures/until.ts'

let build: HostBuild
let dialogChunk: string
let browser: Browser
let server: Server
let url: string
/** Paths that answer 503, as a deploy that removed the file or a dropped network would. */
const unavailable = new Set<string>()
const requests: string[] = []

test.before(async () => {
  build = await buildHostPage({ contents: `import './benchOpenPage.tsx'`, resolveDir: new URL('../../scripts', import.meta.url).pathname, bundleReact: true, separateReact: true })
  const found = Object.keys(build.outputs).find((key) => Object.keys(build.outputs[key]!.inputs).some((input) => input.endsWith('renderer-react/components/ModalDialog.tsx')))
  assert.ok(found, 'the build has a chunk holding ModalDialog.tsx')
  dialogChunk = `/${found!.slice(build.outdir.length)}`
  const html = pageHtml({ title: 'Latch lazy dialog' }).replace('src="/app.js"', `src="/${build.entry.slice(build.outdir.length)}"`)
  const files = new Map([...build.files].map(([key, contents]) => [`/${key.slice(build.outdir.length)}`, contents]))
  server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!
    requests.push(path)
    const contents = files.get(path)
    if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      res.end(html)
    } else if (contents && !unavailable.has(path)) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
      res.end(contents)
    } else {
      res.writeHead(contents ? 503 : 404, { 'content-type': 'text/plain' })
      res.end('unavailable')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  browser = await launchBrowser()
})

test.after(async () => {
  await browser?.close()
  server?.closeAllConnections()
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
})

/**
 * A new context's page on the build, its requests logged from the start; `prepare` runs before it
 * loads. `?prefetch=interaction` unless `query` says otherwise: most tests here are about what waits
 * for the visitor's interaction; the default's idle prefetch has its own tests.
 */
async function freshPage(locale?: string, query = '?prefetch=interaction', prepare?: (page: Page) => Promise<unknown>): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.newContext(locale ? { locale } : {})).newPage()
  const errors = collectPageErrors(page)
  await countIdleAsks(page)
  await prepare?.(page)
  requests.length = 0
  await page.goto(`${url}${query}`)
  await page.waitForSelector('[data-latch-connect-button]')
  return { page, errors }
}

test('size: the dialog chunk is outside the static graph of a button page (the button loads under 40 KB)', () => {
  const { initial, total } = reachableChunks(build.outputs, build.entry)
  const key = `${build.outdir}${dialogChunk.slice(1)}`
  assert.not.ok(initial.includes(key), 'not loaded before the button renders')
  assert.ok(total.includes(key), 'reachable through a dynamic import')
})

test("size: before the first interaction a button page fetches its static graph only — no core, epic, client, send or dialog code — at most 40 KB gzip beyond React (the button page's first-load goal, docs/performance.md)", async () => {
  const { page, errors } = await freshPage()
  await page.waitForLoadState('networkidle')
  const fetched = requests.filter((path) => path.endsWith('.js'))
  const key = (path: string) => `${build.outdir}${path.slice(1)}`
  const { initial } = reachableChunks(build.outputs, build.entry)
  // The modal's core (store, reducers, epics: core/engine.ts) loads at the first interaction
  // (core/deferredModal.ts), and with it the wallet-list and asset-images epics that used to load
  // at start: nothing lazy comes before.
  const lazy = fetched.filter((path) => !initial.includes(key(path)))
  assert.equal(lazy, [], `lazy chunks fetched: ${lazy.join(' ')}`)
  const beyondReact = fetched.filter((path) => !build.reactChunks.has(key(path)))
  const gzip = beyondReact.reduce((sum, path) => sum + gzipSync(build.files.get(key(path))!, { level: 9 }).length, 0)
  // 62.6 KB before the core became a chunk of its own (every feature's events, schemas and reducers
  // loaded up front because the store reduced synchronously from `createModal`).
  assert.ok(gzip <= 40 * 1024, `${(gzip / 1024).toFixed(1)} KB gzip beyond React before the first interaction`)
  assert.equal(errors, [])
  await page.context().close()
})

test("behavior: the pointer reaching the button loads the modal's core with the dialog; the open does not fetch the core again", async () => {
  const { page, errors } = await freshPage()
  await page.waitForLoadState('networkidle')
  const engine = Object.keys(build.outputs).find((file) => build.outputs[file]!.entryPoint?.endsWith('core/engine.ts'))!
  const engineChunk = `/${engine.slice(build.outdir.length)}`
  assert.not.ok(requests.includes(engineChunk), 'an idle page fetches no core')
  await Promise.all([page.waitForRequest((request) => request.url().endsWith(engineChunk)), page.hover('[data-latch-connect-button]')])
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-latch-modal] [data-view="Connect"]')
  assert.is(requests.filter((path) => path === engineChunk).length, 1, 'fetched once')
  assert.ok((await page.locator('[data-latch-modal] [data-wallet-id]').count()) > 0, 'the core announced the wallets: the Connect view lists them')
  assert.equal(errors, [])
  await page.context().close()
})

test('behavior: the pointer reaching the button fetches the dialog chunk before the click, so the open does not fetch it again', async () => {
  const { page, errors } = await freshPage()
  await page.waitForLoadState('networkidle')
  assert.not.ok(requests.includes(dialogChunk), 'an idle page fetches no dialog')
  await Promise.all([page.waitForRequest((request) => request.url().endsWith(dialogChunk)), page.hover('[data-latch-connect-button]')])
  assert.is(await page.locator('[data-latch-modal]').count(), 0, 'prefetching does not open anything')
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-latch-modal] [data-view="Connect"]')
  assert.is(requests.filter((path) => path === dialogChunk).length, 1, 'fetched once')
  assert.equal(errors, [])
  await page.context().close()
})

/** The modal's core chunk (core/engine.ts) as the page requests it. */
function engineChunk(): string {
  const engine = Object.keys(build.outputs).find((file) => build.outputs[file]!.entryPoint?.endsWith('core/engine.ts'))!
  return `/${engine.slice(build.outdir.length)}`
}

test("default: prefetch is 'idle' — once the page is idle after load, it fetches the modal's core and the dialog with no interaction, opens nothing, and the first click fetches neither again", async () => {
  // scripts/benchOpenPage.tsx mounts ModalProvider without `prefetch` when the query names none.
  const { page, errors } = await freshPage(undefined, '')
  const deadline = Date.now() + 10_000
  while (!(requests.includes(engineChunk()) && requests.includes(dialogChunk)) && Date.now() < deadline) await page.waitForTimeout(50)
  assert.ok(requests.includes(engineChunk()), 'the core, fetched with no interaction')
  assert.ok(requests.includes(dialogChunk), 'the dialog, fetched with no interaction')
  assert.ok((await idleAsks(page)) > 0, "the page asked for idle time (what the interaction page's 0 is measured against)")
  await page.waitForLoadState('networkidle')
  assert.is(await page.locator('[data-latch-modal]').count(), 0, 'prefetching opens nothing')
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-latch-modal] [data-view="Connect"]')
  assert.is(requests.filter((path) => path === engineChunk()).length, 1, 'the core, fetched once')
  assert.is(requests.filter((path) => path === dialogChunk).length, 1, 'the dialog, fetched once')
  assert.equal(errors, [])
  await page.context().close()
})

test("behavior: `prefetch: 'idle'` said explicitly is the default's behaviour: the dialog comes with no interaction", async () => {
  const { page, errors } = await freshPage(undefined, '?prefetch=idle')
  const deadline = Date.now() + 10_000
  while (!requests.includes(dialogChunk) && Date.now() < deadline) await page.waitForTimeout(50)
  assert.ok(requests.includes(dialogChunk), 'the dialog, fetched with no interaction')
  assert.equal(errors, [])
  await page.context().close()
})

for (const [what, connection] of [
  ['Save-Data on', { saveData: true, effectiveType: '4g' }],
  ['a 2g connection', { saveData: false, effectiveType: '2g' }],
] as const) {
  test(`behavior: the default with ${what} (navigator.connection) fetches nothing when idle — no idle time asked, no core, no dialog after the idle timeout — and the pointer reaching the button fetches the dialog as 'interaction' does`, async () => {
    // As source text: a function here would be compiled with helpers (`__name`) the page lacks.
    const emulate = `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get() { return ${JSON.stringify(connection)} } })`
    const { page, errors } = await freshPage(undefined, '', (p) => p.addInitScript({ content: emulate }))
    assert.equal(await page.evaluate(() => (navigator as unknown as { connection: unknown }).connection), connection, 'the page sees the emulated connection')
    await page.waitForLoadState('networkidle')
    // Longer than the idle prefetch's own timeout (ModalRoot.tsx): an idle prefetch would have run.
    await page.waitForTimeout(2_500)
    assert.is(await idleAsks(page), 0, 'no idle time asked')
    assert.not.ok(requests.includes(engineChunk()), 'no core')
    assert.not.ok(requests.includes(dialogChunk), 'no dialog')
    await Promise.all([page.waitForRequest((request) => request.url().endsWith(dialogChunk)), page.hover('[data-latch-connect-button]')])
    assert.equal(errors, [])
    await page.context().close()
  })
}

test("behavior: `prefetch: 'interaction'` keeps waiting for the visitor: it asks for no idle time, and with the network idle (and past the idle timeout) neither the core nor the dialog was fetched", async () => {
  const { page, errors } = await freshPage(undefined, '?prefetch=interaction')
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(2_500)
  assert.is(await idleAsks(page), 0, 'no idle time asked: only an interaction loads the dialog')
  assert.not.ok(requests.includes(engineChunk()), 'no core')
  assert.not.ok(requests.includes(dialogChunk), 'no dialog')
  assert.equal(errors, [])
  await page.context().close()
})

for (const [what, chunk] of [
  ['the dialog chunk', () => dialogChunk],
  ["an English page's catalogue chunk (fetched beside the dialog)", () => catalogueChunks().get('en')!],
] as const) {
  test(`error: ${what} that cannot be fetched closes the modal again (never open and invisible) and says why; once it can be fetched, the next click opens it`, async () => {
    unavailable.add(chunk())
    try {
      const { page, errors } = await freshPage('en-US')
      const failed = 'Latch: the modal could not be loaded'
      await page.click('[data-latch-connect-button]')
      const deadline = Date.now() + 10_000
      while (!errors.some((e) => e.includes(failed)) && Date.now() < deadline) await page.waitForTimeout(50)
      assert.ok(
        errors.some((e) => e.includes(failed)),
        `the console says why: ${errors.join(' | ')}`,
      )
      assert.is(await page.locator('[data-latch-modal]').count(), 0)
      unavailable.delete(chunk())
      await page.click('[data-latch-connect-button]')
      await page.waitForSelector('[data-latch-modal] [data-view="Connect"]', { timeout: 10_000 })
      assert.is(await page.textContent('[data-latch-modal] .latch-title'), 'Connect wallet')
      await page.context().close()
    } finally {
      unavailable.delete(chunk())
    }
  })
}

/** The chunk of each language's catalogue (renderer-react/locales/registry.ts imports each lazily). */
function catalogueChunks(): Map<string, string> {
  const chunks = new Map<string, string>()
  for (const [file, output] of Object.entries(build.outputs)) {
    const language = /renderer-react\/locales\/([a-z]{2,3})\.ts$/.exec(output.entryPoint ?? '')?.[1]
    if (language) chunks.set(language, `/${file.slice(build.outdir.length)}`)
  }
  return chunks
}

test('size: an English page fetches no catalogue before the first interaction, and only the English one, beside the dialog, by its first open (request log)', async () => {
  const chunks = catalogueChunks()
  assert.equal([...chunks.keys()].sort(), ['ar', 'en', 'es', 'ja'])
  const { page, errors } = await freshPage('en-US')
  await page.waitForLoadState('networkidle')
  const catalogues = () => requests.filter((path) => [...chunks.values()].includes(path))
  assert.equal(catalogues(), [], 'none before the first interaction')
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-latch-modal][lang="en-US"] [data-view="Connect"]')
  assert.is(await page.textContent('[data-latch-modal] .latch-title'), 'Connect wallet')
  await page.waitForLoadState('networkidle')
  assert.equal(catalogues(), [chunks.get('en')], 'English only')
  assert.equal(errors, [])
  await page.context().close()
})

test('behavior: a browser in Spanish fetches the Spanish catalogue only — the button and the modal speak Spanish (request log)', async () => {
  const chunks = catalogueChunks()
  const { page, errors } = await freshPage('es-ES')
  await page.waitForFunction(() => document.querySelector('[data-latch-connect-button]')?.textContent === 'Conectar billetera')
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-latch-modal][lang="es-ES"] [data-view="Connect"]')
  assert.is(await page.textContent('[data-latch-modal] .latch-title'), 'Conectar billetera')
  await page.waitForLoadState('networkidle')
  assert.equal(
    requests.filter((path) => [...chunks.values()].includes(path)),
    [chunks.get('es')],
    'Spanish only: no English',
  )
  assert.equal(errors, [])
  await page.context().close()
})

test('error: a Spanish page whose catalogue cannot be fetched says so and speaks English (its words, `lang="en-US"`): the dialog fetches the English catalogue then (request log)', async () => {
  const chunks = catalogueChunks()
  unavailable.add(chunks.get('es')!)
  try {
    const { page, errors } = await freshPage('es-ES')
    await page.click('[data-latch-connect-button]')
    // English through and through: its words, and its lang for assistive technology.
    await page.waitForSelector('[data-latch-modal][lang="en-US"][dir="ltr"] [data-view="Connect"]')
    assert.is(await page.textContent('[data-latch-modal] .latch-title'), 'Connect wallet')
    await page.waitForLoadState('networkidle')
    assert.equal(
      requests.filter((path) => [...chunks.values()].includes(path)),
      [chunks.get('es'), chunks.get('en')],
    )
    assert.ok(
      errors.some((e) => e.includes("the 'es' message catalogue could not be loaded; English is shown")),
      errors.join(' | '),
    )
    await page.context().close()
  } finally {
    unavailable.delete(chunks.get('es')!)
  }
})

for (const [locale, language] of [
  ['en-US', 'en'],
  ['ar-EG', 'ar'],
] as const) {
  test(`size: the opened modal in ${locale} — what Chromium fetches by a first open (services on: the wallet list, the project's config and analytics) is exactly the budget's model of it (scripts/buildHostPage.ts firstOpenChunks)`, async () => {
    const [walletApi, analytics] = await Promise.all([startWalletApi(), startAnalytics()])
    try {
      const endpoints: NonNullable<BenchWindow['latchBenchEndpoints']> = { walletApi: walletApi.url, blockchainApi: analytics.url, analytics: analytics.url }
      const { page, errors } = await freshPage(locale, '?prefetch=interaction', (p) => p.addInitScript((e) => void ((window as unknown as BenchWindow).latchBenchEndpoints = e), endpoints))
      await page.click('[data-latch-connect-button]')
      await page.waitForSelector(`[data-latch-modal][lang="${locale}"] [data-view="Connect"]`)
      const key = (path: string) => `${build.outdir}${path.slice(1)}`
      const model = new Set(firstOpenChunks(build.outputs, build.entry, language))
      // The open's effects have run: every file the model names is in and the wallet list was
      // asked for (its request leaves once the effects' chunks have run). The images of the
      // announced wallets are no sign of it: they are data URLs, shown before any request.
      const askedForWallets = () => walletApi.requests().some((r) => r.path.includes('getWallets'))
      const fetchedNow = () => new Set(requests.filter((path) => path.endsWith('.js')).map(key))
      // Not reached: the assertions below name what is missing.
      await until(() => askedForWallets() && [...model].every((file) => fetchedNow().has(file)), "the first open's chunks and the wallet list request").catch(() => undefined)
      const fetched = fetchedNow()
      const name = (file: string) => file.slice(build.outdir.length)
      assert.equal([...fetched].filter((f) => !model.has(f)).map(name), [], 'fetched, not in the model')
      assert.equal([...model].filter((f) => !fetched.has(f)).map(name), [], 'in the model, not fetched')
      assert.ok(askedForWallets(), 'the wallet list was asked for')
      assert.equal(errors, [])
      await page.context().close()
    } finally {
      await Promise.all([walletApi.stop(), analytics.close()])
    }
  })
}

test.run()
