/**
 * Server rendering in a Next.js 16 App Router app (examples/next-app-router, SPEC.md §3
 * Connection: a session survives a reload; API.md `storage: cookieStorage()`, `initialState`):
 * the packed package installed with `next` from the registry, `next build`, `next start`, then
 * Chromium against the sandbox — no console error or hydration warning on a first visit or on a
 * connected reload; the reload's raw server HTML already holds the address; the buttons never show
 * "disconnected" while the core reconnects; connect, a send landing on anvil and disconnect work.
 * Also measured and printed: the page's first-load JS beyond Next's own baseline page.
 */
import { rmSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createPublicClient, http, parseEther } from 'viem'
import { startSandbox, type Sandbox } from '../../sandbox/index.ts'
import { launchBrowser } from '../e2e/helpers.ts'
import { balanceMoved } from '../journeys/balanceMoved.ts'
import { chooseDevWallet, previewSend } from '../journeys/modalPage.ts'
import { packLatch } from './hostApp.ts'
import { recordPage, SENDER, type PageLog } from './journey.ts'
import { buildNext, gzipBytes, installNextExample, NEXT_ENV, scriptUrls, startNext, type NextApp } from './nextApp.ts'

const started = performance.now()
const timings: string[] = []
async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const t = performance.now()
  try {
    return await work()
  } finally {
    timings.push(`${name} ${((performance.now() - t) / 1000).toFixed(1)} s`)
  }
}

const RECEIVER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906' as const
let sandbox: Sandbox
let browser: Browser
let tarball: string | undefined
let app: NextApp | undefined
let server: Awaited<ReturnType<typeof startNext>> | undefined
let buildLog = ''

test.before(async () => {
  const starting = timed('sandbox', () => startSandbox({ solana: false, walletConnect: false, mail: false, oauth: false, farcaster: false, secureSite: false }))
  try {
    // LATCH_TARBALL: a tarball packed beforehand (a build of another checkout) instead of packing this one.
    const packed = process.env.LATCH_TARBALL ? { tarball: process.env.LATCH_TARBALL } : await timed('build + npm pack', () => packLatch())
    tarball = packed.tarball
    app = await timed('npm install (next, react, the tarball)', () => installNextExample(packed.tarball))
    sandbox = await starting
    buildLog = await timed('next build', () => buildNext(app!, sandbox))
    ;[server, browser] = await Promise.all([timed('next start', () => startNext(app!)), launchBrowser()])
  } catch (error) {
    console.error('next host test: set-up failed —', error)
    await starting.then(
      (s) => s.stop(),
      () => undefined,
    )
    await server?.close()
    await browser?.close().catch(() => undefined)
    process.exit(1)
  }
})

test.after(async () => {
  await browser?.close()
  await server?.close()
  await sandbox?.stop()
  if (!process.env.KEEP_HOSTS) for (const dir of [app?.dir, !process.env.LATCH_TARBALL && tarball && dirname(tarball)]) if (dir) rmSync(dir, { recursive: true, force: true })
  console.log(`next host test: ${timings.join(', ')}; wall ${((performance.now() - started) / 1000).toFixed(1)} s`)
})

test('behavior: next build runs with telemetry off and fetches no binary (SWC from its npm package)', () => {
  assert.is(NEXT_ENV.NEXT_TELEMETRY_DISABLED, '1')
  assert.not.match(buildLog, /collects completely anonymous telemetry/i, 'no telemetry notice: it is off')
  assert.not.match(buildLog, /download/i, 'nothing downloaded')
  assert.not.match(buildLog, /warn/i, `no build warning:\n${buildLog}`)
})

/** Records whether a Latch button ever shows "Connect wallet" or "Connecting" from the first parse on. */
const FLASH_PROBE = `
  window.__latchShown = []
  new MutationObserver(() => {
    for (const b of document.querySelectorAll('[data-latch-connect-button]')) window.__latchShown.push(b.textContent)
  }).observe(document, { subtree: true, childList: true, characterData: true })
`

function hydrationProblems(log: PageLog): string[] {
  return [...log.errors, ...log.warnings.filter((w) => /hydrat|did not match|server rendered/i.test(w))]
}

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
}

test('behavior: first visit, connect, a connected reload rendered by the server (no flash of "disconnected"), a send on anvil, disconnect — no console error or hydration warning', async () => {
  const context: BrowserContext = await browser.newContext()
  const page = await context.newPage()
  const log = recordPage(page)
  const chain = createPublicClient({ transport: http(sandbox.chains.evm[0]!.rpcUrl) })
  try {
    await page.goto(server!.url)
    await settled(page)
    assert.is((await page.locator('[data-latch-connect-button]').innerText()).trim(), 'Connect wallet')
    assert.equal(hydrationProblems(log), [], 'first visit: no console error, no hydration warning')

    await chooseDevWallet(page)
    await page.waitForSelector(`[data-example-address="${SENDER}"]`)
    await page.waitForSelector('[data-latch-modal]', { state: 'detached' }).catch(() => page.keyboard.press('Escape'))
    const cookies = await context.cookies()
    const session = cookies.find((c) => c.name === 'latch.session')
    assert.ok(session, 'the connection is in the cookie')
    console.log(`next host test: the session cookie is ${session!.name.length + 1 + session!.value.length} bytes`)

    // The server's own HTML for this visitor (the browser's cookie, no JavaScript run).
    const raw = await (await context.request.get(server!.url)).text()
    assert.match(raw, `data-example-address="${SENDER}"`, 'the server HTML of the reload holds the address')
    assert.not.match(raw, />Connect wallet</, 'and no "Connect wallet" button')

    await page.addInitScript(FLASH_PROBE)
    await page.reload()
    await page.waitForSelector(`[data-example-address="${SENDER}"]`)
    await settled(page)
    // The core reconnected behind the rendered session: the account's balance (live state) shows.
    await page.click('[data-latch-connect-button]')
    await page.waitForSelector('[data-view="Account"] [data-native-balance]')
    const shown = (await page.evaluate(() => (window as unknown as { __latchShown: string[] }).__latchShown)) ?? []
    assert.ok(!shown.some((text) => /Connect wallet|Connecting/.test(text)), `no flash of "disconnected" on the reload: ${JSON.stringify([...new Set(shown)])}`)
    assert.equal(hydrationProblems(log), [], 'connected reload: no console error, no hydration warning')

    const before = await chain.getBalance({ address: RECEIVER })
    await previewSend(page, { symbol: 'ETH', amount: '0.01', receiver: RECEIVER })
    await page.click('[data-send-confirm]')
    await page.waitForSelector('[data-view="Account"]')
    assert.is((await balanceMoved(() => chain.getBalance({ address: RECEIVER }), before)) - before, parseEther('0.01'), 'the send landed on anvil')

    await page.click('[data-view="Account"] [data-disconnect]')
    await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
    await page.waitForFunction(() => document.querySelector('[data-latch-connect-button]')?.textContent?.trim() === 'Connect wallet')
    assert.ok(!(await context.cookies()).some((c) => c.name === 'latch.session'), 'disconnect clears the cookie')
    assert.equal(log.errors, [], 'no page error')
  } catch (error) {
    throw new Error(`${(error as Error).message}\npage errors: ${log.errors.join('\n') || 'none'}\nwarnings: ${log.warnings.join('\n') || 'none'}`)
  } finally {
    await context.close()
  }
})

test("figure: the Next page's first-load JS beyond Next's own baseline page (gzip, printed)", async () => {
  const [latchHtml, bareHtml] = await Promise.all([fetch(server!.url).then((r) => r.text()), fetch(`${server!.url}/bare`).then((r) => r.text())])
  const latchScripts = scriptUrls(latchHtml, server!.url)
  const bareScripts = scriptUrls(bareHtml, server!.url)
  const extra = latchScripts.filter((url) => !bareScripts.includes(url))
  const [all, baseline, beyond] = await Promise.all([gzipBytes(latchScripts), gzipBytes(bareScripts), gzipBytes(extra)])
  console.log(
    `next host test: first-load JS ${(all / 1024).toFixed(1)} KB gzip; Next's baseline page ${(baseline / 1024).toFixed(1)} KB; beyond it ${(beyond / 1024).toFixed(1)} KB (${extra.length} scripts)`,
  )
  assert.ok(extra.length > 0 && beyond > 0, 'the Latch page loads scripts the bare page does not')
})

test.run()
