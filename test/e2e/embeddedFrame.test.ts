/**
 * Hostile frames (SPEC.md §4 frame messages, §8 alerts), in Chromium with real iframes
 * on real origins: the host page (origin A), the secure site or a rogue site on its configured
 * origin (B), and an attacker page (origin C). A message from another origin, a forged response id,
 * a malformed payload, an answer of the wrong type are ignored and counted; a frame that never
 * says ready or never answers ends in its §8 alert; an expired session is 'Session Expired'.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createServer } from 'node:http'
import type { Browser, Page } from 'playwright-core'
import { listenOnLoopback } from '../../sandbox/http/listen.ts'
import { startMail, type MailServer } from '../../sandbox/mail/index.ts'
import { startSecureSite, type SecureSite } from '../../sandbox/secure-site/server.ts'
import { bundlePage, launchBrowser, pageHtml, servePage, type Served } from './helpers.ts'

/** The rogue "secure site": ready or not, then answers per `mode` (silent, mute, forged, expired). */
const ROGUE = `<!doctype html><meta charset="utf-8"><script>
const q = new URLSearchParams(location.search); const parent = q.get('origin'); const mode = q.get('mode')
const ch = { channel: 'latch-embedded' }
const post = (m) => window.parent.postMessage({ ...ch, ...m }, parent)
if (mode !== 'silent') post({ kind: 'frame-event', type: 'ready', payload: { version: 1 } })
addEventListener('message', (e) => {
  const m = e.data; if (!m || m.kind !== 'app-request') return
  if (mode === 'forged') {
    post({ kind: 'frame-success', id: 'forged-' + m.id, type: m.type, payload: { isConnected: true } })
    post({ kind: 'frame-success', id: m.id, type: m.type, payload: { isConnected: 'yes' } })
    post({ kind: 'frame-success', id: m.id, type: 'getChainId', payload: { chainId: 'eip155:1' } })
    post({ kind: 'frame-event', type: 'nonsense', payload: {} })
  }
  if (mode === 'expired') post({ kind: 'frame-error', id: m.id, type: m.type, payload: { code: 'SESSION_EXPIRED', message: 'Invalid session' } })
})
</script>`

/** The attacker (origin C): answers the id in its hash with a forged success, to the parent. */
const ATTACKER = `<!doctype html><meta charset="utf-8"><script>
window.parent.postMessage({ channel: 'latch-embedded', kind: 'frame-success', id: location.hash.slice(1), type: 'isConnected', payload: { isConnected: true } }, '*')
document.title = 'sent'
</script>`

let browser: Browser
let mail: MailServer
let site: SecureSite
let host: Served
let rogue: { url: string; close(): Promise<void> }
let attacker: { url: string; close(): Promise<void> }

const htmlServer = (html: string) =>
  listenOnLoopback(
    createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(html)
    }),
  )

test.before(async () => {
  ;[browser, mail] = await Promise.all([launchBrowser(), startMail()])
  site = await startSecureSite({ smtp: mail.smtp, evm: [] })
  ;[rogue, attacker] = await Promise.all([htmlServer(ROGUE), htmlServer(ATTACKER)])
  host = await servePage({ html: pageHtml({ title: 'frame host' }), js: await bundlePage('test/e2e/pages/embeddedFrame.ts') })
})
test.after(async () => {
  await browser?.close()
  await Promise.allSettled([host?.close(), rogue?.close(), attacker?.close(), site?.stop(), mail?.stop()])
})

type Settled = { ok: true; value: unknown } | { ok: false; error: string; name: string }

async function openHost(secureSiteOrigin: string, sdkUrl: string, timeoutMs = 1500): Promise<Page> {
  const page = await browser.newPage()
  await page.addInitScript((config) => Object.assign(window, { __frameConfig: config }), { secureSiteOrigin, sdkUrl, timeoutMs })
  await page.goto(host.url)
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' })
  return page
}
const request = (page: Page, type: string, payload: unknown, timeout?: number | null): Promise<Settled> =>
  page.evaluate(([t, p, to]) => (window as never as { __request: (a: unknown, b: unknown, c: unknown) => Promise<Settled> }).__request(t, p, to), [type, payload, timeout] as const)
const refused = (page: Page) => page.evaluate(() => (window as never as { __refused: () => Record<string, number> }).__refused())
const alerts = (page: Page) => page.evaluate(() => (window as never as { __alerts: string[] }).__alerts.slice())

test('default: the real secure site on its own origin says ready and answers (handshake, ids)', async () => {
  const page = await openHost(site.url, site.sdkUrl)
  assert.equal(await request(page, 'isConnected', {}), { ok: true, value: { isConnected: false } })
  assert.equal(await request(page, 'getChainId', {}), { ok: true, value: { chainId: 'eip155:31337' } })
  const notConnected = await request(page, 'getUser', {})
  assert.equal(notConnected, { ok: false, error: 'Not connected to email or social', name: 'ConnectionError' })
  const blocked = await request(page, 'rpcRequest', { chainId: 'eip155:31337', method: 'eth_sign', params: [] })
  assert.equal(blocked, { ok: false, error: 'Requested RPC call is not allowed', name: 'RpcNotAllowedError' })
  assert.equal(await refused(page), { malformed: 0, wrongOrigin: 0, unknownId: 0 })
  await page.close()
})

test('error: a message from another origin (an attacker frame, the host page itself) is ignored and counted; the request stays pending', async () => {
  const page = await openHost(rogue.url, `${rogue.url}/sdk?mode=mute`)
  // Never settles (the rogue frame is mute and the request unbounded); the page closes under it.
  page.evaluate(() => (window as never as { __request: (a: unknown, b: unknown, c: unknown) => Promise<Settled> }).__request('isConnected', {}, null)).catch(() => undefined)
  await page.waitForFunction(() => (window as never as { __frame: { pending: Map<string, unknown> } }).__frame.pending.size === 1)
  const id = await page.evaluate(() => [...(window as never as { __frame: { pending: Map<string, unknown> } }).__frame.pending.keys()][0]!)
  await page.evaluate(
    ([url, id]) => {
      const iframe = document.createElement('iframe')
      iframe.src = `${url}/attack#${id}`
      document.body.appendChild(iframe)
      window.postMessage({ channel: 'latch-embedded', kind: 'frame-success', id, type: 'isConnected', payload: { isConnected: true } }, '*')
    },
    [attacker.url, id] as const,
  )
  await page.waitForFunction(() => (window as never as { __refused: () => { wrongOrigin: number } }).__refused().wrongOrigin === 2)
  const stillPending = await page.evaluate(() => (window as never as { __frame: { pending: Map<string, unknown> } }).__frame.pending.size)
  assert.is(stillPending, 1, 'no forged answer settled the request')
  await page.close()
})

test('error: a forged id, a malformed payload, an answer of another type and an unknown event are ignored and counted; the silent request ends in SPEC §8 "Embedded Wallet Request Timed Out"', async () => {
  const page = await openHost(rogue.url, `${rogue.url}/sdk?mode=forged`)
  const outcome = await request(page, 'isConnected', {})
  assert.equal(outcome, { ok: false, error: 'Embedded Wallet Request Timed Out', name: 'AlertError' })
  assert.equal(await refused(page), { malformed: 2, wrongOrigin: 0, unknownId: 2 })
  assert.equal(await alerts(page), ['IFRAME_REQUEST_TIMEOUT'])
  await page.close()
})

test('error: a frame that never says ready is SPEC §8 "Network Error - Could not load embedded wallet"; so is an unreachable origin', async () => {
  const page = await openHost(rogue.url, `${rogue.url}/sdk?mode=silent`)
  assert.equal(await request(page, 'isConnected', {}), { ok: false, error: 'Network Error - Could not load embedded wallet', name: 'AlertError' })
  assert.equal(await alerts(page), ['IFRAME_LOAD_FAILED'])
  await page.close()
  const gone = await openHost('http://127.0.0.1:9', 'http://127.0.0.1:9/sdk')
  assert.equal((await request(gone, 'isConnected', {})) as Settled, { ok: false, error: 'Network Error - Could not load embedded wallet', name: 'AlertError' })
  await gone.close()
})

test('error: an sdkUrl on another origin than the configured secure site is refused before any frame loads', async () => {
  const page = await openHost(site.url, `${rogue.url}/sdk?mode=forged`)
  assert.equal(await request(page, 'isConnected', {}), { ok: false, error: 'Network Error - Could not load embedded wallet', name: 'AlertError' })
  assert.is(await page.evaluate(() => document.querySelectorAll('iframe').length), 0)
  await page.close()
})

test('error: an expired session answers SPEC §8 "Session Expired"', async () => {
  const page = await openHost(rogue.url, `${rogue.url}/sdk?mode=expired`)
  assert.equal(await request(page, 'getUser', {}), { ok: false, error: 'Session Expired', name: 'AlertError' })
  assert.equal(await alerts(page), ['JWT_TOKEN_NOT_VALID'])
  await page.close()
})

test.run()
