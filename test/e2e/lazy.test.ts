/**
 * The dialog as a lazy chunk (renderer-react/components/loadDialog.ts), in Chromium against a
 * code-split host page served as separate files: the button page does not wait for it, nothing but
 * the core, the buttons and the wallet-list epic is fetched before the first interaction (issue 10,
 * 41.8 KB gzip beyond React in 4 files today: issue 10's goal of 40 KB is not met, this guards against growth), the pointer reaching the button fetches the dialog, and a chunk
 * that cannot be fetched leaves no invisible open modal.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Browser, Page } from 'playwright-core'
import { gzipSync } from 'node:zlib'
import { buildHostPage, reachableChunks, type HostBuild } from '../../scripts/buildHostPage.ts'
import { collectPageErrors, launchBrowser, pageHtml } from './helpers.ts'

let build: HostBuild
let dialogChunk: string
let browser: Browser
let server: Server
let url: string
/** While false, the dialog chunk answers 503, as a deploy that removed it or a dropped network. */
let dialogAvailable = true
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
    } else if (contents && (path !== dialogChunk || dialogAvailable)) {
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

async function freshPage(locale?: string): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.newContext(locale ? { locale } : {})).newPage()
  const errors = collectPageErrors(page)
  requests.length = 0
  await page.goto(url)
  await page.waitForSelector('[data-latch-connect-button]')
  return { page, errors }
}

test('size: the dialog chunk is outside the static graph of a button page (issue 5: the button loads under 40 KB)', () => {
  const { initial, total } = reachableChunks(build.outputs, build.entry)
  const key = `${build.outdir}${dialogChunk.slice(1)}`
  assert.not.ok(initial.includes(key), 'not loaded before the button renders')
  assert.ok(total.includes(key), 'reachable through a dynamic import')
})

test('size: before the first interaction a button page fetches its static graph and the wallet-list epic only — no client, send or dialog code — at most 63.0 KB gzip beyond React (62.6 today; the 40 KB goal of issue 10 is not met)', async () => {
  const { page, errors } = await freshPage()
  await page.waitForLoadState('networkidle')
  const fetched = requests.filter((path) => path.endsWith('.js'))
  const key = (path: string) => `${build.outdir}${path.slice(1)}`
  const { initial } = reachableChunks(build.outputs, build.entry)
  const lazy = fetched.filter((path) => !initial.includes(key(path)))
  const holds = (path: string) => Object.keys(build.outputs[key(path)]!.inputs)
  // The wallet-list epic reads the recent wallets at start; the asset-images epic fetches the
  // network icons the buttons show. No client, send or dialog code comes before a click.
  const early = lazy.flatMap((path) => holds(path).filter((input) => !input.includes('node_modules')))
  const allowed = /^core\/(effects\/(walletList|recentWallets|assetImages)|rules\/(toWalletInfo|networkImageId)|selectors\/recentWalletFor)\.ts$/
  assert.equal(early.filter((input) => !allowed.test(input)), [], `lazy chunks fetched: ${lazy.join(' ')}`)
  const beyondReact = fetched.filter((path) => !build.reactChunks.has(key(path)))
  const gzip = beyondReact.reduce((sum, path) => sum + gzipSync(build.files.get(key(path))!, { level: 9 }).length, 0)
  // Issue 10's goal is 40 KB; the buttons' own strings, the lazy Solana actions and one shared core
  // chunk brought it from 48.3 to 41.8, then the state slices of sign-in (14), Activity/NFTs/identity
  // (15), email login (13), swap (16), the project verdicts (17) and the reducers' error codes (10)
  // took it to 57.7, and names, account type, smart sessions, saved wallets, Buy, social login and
  // the locale registry (15, 16, 13, 17) to 61.4, BuySelectToken, Farcaster and the email update (16, 13) to 62.6: their events, schemas and reducers load with the
  // core because the store reduces synchronously, and a synchronous `replay` in the `latch` entry
  // reaches every reducer (lazy slice registration needs that API change first; issue 10 note).
  // This ceiling stops growth.
  assert.ok(gzip <= 63.0 * 1024, `${(gzip / 1024).toFixed(1)} KB gzip beyond React before the first interaction`)
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

test('error: a dialog chunk that cannot be fetched closes the modal again (never open and invisible) and says why; once it can be fetched, the next click opens it', async () => {
  dialogAvailable = false
  const { page, errors } = await freshPage()
  const failed = 'Latch: the modal could not be loaded'
  await page.click('[data-latch-connect-button]')
  const deadline = Date.now() + 10_000
  while (!errors.some((e) => e.includes(failed)) && Date.now() < deadline) await page.waitForTimeout(50)
  assert.ok(errors.some((e) => e.includes(failed)), `the console says why: ${errors.join(' | ')}`)
  assert.is(await page.locator('[data-latch-modal]').count(), 0)
  dialogAvailable = true
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-latch-modal] [data-view="Connect"]', { timeout: 10_000 })
  await page.context().close()
})

/** The chunk of each language's catalogue (renderer-react/locales/registry.ts imports each lazily). */
function catalogueChunks(): Map<string, string> {
  const chunks = new Map<string, string>()
  for (const [file, output] of Object.entries(build.outputs)) {
    const language = /renderer-react\/locales\/([a-z]{2,3})\.ts$/.exec(output.entryPoint ?? '')?.[1]
    if (language) chunks.set(language, `/${file.slice(build.outdir.length)}`)
  }
  return chunks
}

test('size: issue 17 an English page fetches no catalogue chunk, before or after opening the modal (request log)', async () => {
  const chunks = catalogueChunks()
  assert.equal([...chunks.keys()].sort(), ['ar', 'es', 'ja'])
  const { page, errors } = await freshPage('en-US')
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-latch-modal][lang="en-US"] [data-view="Connect"]')
  await page.waitForLoadState('networkidle')
  assert.equal(requests.filter((path) => [...chunks.values()].includes(path)), [])
  assert.equal(errors, [])
  await page.context().close()
})

test('behavior: issue 17 a browser in Spanish fetches the Spanish catalogue only — the button and the modal speak Spanish (request log)', async () => {
  const chunks = catalogueChunks()
  const { page, errors } = await freshPage('es-ES')
  await page.waitForFunction(() => document.querySelector('[data-latch-connect-button]')?.textContent === 'Conectar billetera')
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-latch-modal][lang="es-ES"] [data-view="Connect"]')
  assert.is(await page.textContent('[data-latch-modal] .latch-title'), 'Conectar billetera')
  await page.waitForLoadState('networkidle')
  assert.equal(requests.filter((path) => [...chunks.values()].includes(path)), [chunks.get('es')])
  assert.equal(errors, [])
  await page.context().close()
})

test.run()
