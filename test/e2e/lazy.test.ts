/**
 * The dialog as a lazy chunk (renderer-react/components/loadDialog.ts), in Chromium against a
 * code-split host page served as separate files: the button page does not wait for it, an idle
 * browser prefetches it, and a chunk that cannot be fetched leaves no invisible open modal.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Browser, Page } from 'playwright-core'
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
  build = await buildHostPage({ contents: `import './benchOpenPage.tsx'`, resolveDir: new URL('../../scripts', import.meta.url).pathname, bundleReact: true })
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

async function freshPage(): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.newContext()).newPage()
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

test('behavior: an idle page prefetches the dialog chunk without any click, so the first open does not wait for it', async () => {
  const { page, errors } = await freshPage()
  const deadline = Date.now() + 10_000
  while (!requests.includes(dialogChunk) && Date.now() < deadline) await page.waitForTimeout(50)
  assert.ok(requests.includes(dialogChunk), `prefetched; requests: ${requests.join(' ')}`)
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

test.run()
