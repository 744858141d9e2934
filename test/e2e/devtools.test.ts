/**
 * Latch DevTools (`latch/devtools`) in Chromium, on the demo page: with the sandbox, a real send
 * journey, then the timeline scrubbed by keyboard to the moment before the send shows the modal's
 * own SendPreview with the amount typed; without any sandbox, a saved journey log opened from a
 * file and scrubbed end to end with not one network request (replay only); axe over the panel in
 * dark and light.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import type { StampedEvent } from '../../core/index.ts'
import { startDemo } from '../../scripts/start.ts'
import { ROOT, collectPageErrors, launchBrowser, openDemo, type DemoSession } from './helpers.ts'

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' // anvil account 1
const JOURNEY = join(ROOT, 'test/fixtures/journey.log.json')
const AXE_SOURCE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8')

/** Moves the focused scrubber to entry `index` with the keyboard (Home, then → one entry at a time). */
async function scrubTo(page: Page, index: number): Promise<void> {
  await page.focus('[data-devtools-scrubber]')
  await page.keyboard.press('Home')
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowRight')
  assert.is(await page.inputValue('[data-devtools-scrubber]'), String(index))
}

test('behavior: on the demo, scrubbing to the moment before a send shows SendPreview with the amount typed', async () => {
  const demo: DemoSession = await openDemo()
  try {
    const { page } = demo
    await page.click('[data-latch-connect-button]')
    await page.click('[data-view="Connect"] [data-wallet-id="dev.latch.wallet"]')
    await demo.approve()
    await page.waitForSelector('[data-latch-connect-button][aria-label^="Open account"]')
    await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
    await page.click('[data-latch-connect-button]')
    await page.waitForSelector('[data-view="Account"]')
    await demo.previewSend({ symbol: 'ETH', amount: '1.25', receiver: RECEIVER })
    await page.click('[data-send-confirm]')
    await demo.approve()
    await page.waitForSelector('[data-latch-modal] [data-view="Account"]')
    const log = (await page.evaluate(() => (window as unknown as { latchModal: { eventLog(): unknown } }).latchModal.eventLog())) as StampedEvent[]
    const submitted = log.findIndex((event) => event.type === 'send/submitted')
    assert.ok(submitted > 0, 'the send is in the log')
    await page.waitForSelector(`[data-devtools-log] [data-seq="${log[submitted]!.seq}"]`)
    await page.keyboard.press('Escape') // the modal closes; the panel is the page's
    await scrubTo(page, submitted - 1)
    const preview = page.locator('[data-devtools-preview] [data-view="SendPreview"]')
    await preview.waitFor()
    assert.match(await preview.innerText(), '1.25')
    assert.is(await page.locator('[data-devtools-preview]').getAttribute('inert'), '', 'read-only')
    await page.locator('[data-devtools-preview]').screenshot({ path: join(ROOT, 'test-artifacts/devtools-send-preview.png'), animations: 'disabled' })
    // The panel's own keys and picks are not in the modal's log.
    const after = await page.evaluate(() => (window as unknown as { latchModal: { eventLog(): unknown[] } }).latchModal.eventLog().length)
    await page.focus('[data-devtools-log]')
    await page.keyboard.press('Home')
    await page.keyboard.press('ArrowDown')
    assert.is(await page.evaluate(() => (window as unknown as { latchModal: { eventLog(): unknown[] } }).latchModal.eventLog().length), after)
    assert.equal(demo.errors, [])
  } finally {
    await demo.close()
  }
})

test('behavior: a saved log opened with no sandbox running replays end to end offline (zero requests); axe-clean in dark and light', async () => {
  const served = await startDemo({ port: 0, sandbox: false })
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'dark', reducedMotion: 'reduce' })
    const errors = collectPageErrors(page)
    await page.goto(served.url)
    await page.waitForSelector('[data-devtools-log] [role="option"]')
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.setInputFiles('[data-devtools-open]', JOURNEY)
    await page.waitForSelector('[data-latch-devtools][data-devtools-source="file"]')
    const log = JSON.parse(readFileSync(JOURNEY, 'utf8')) as StampedEvent[]
    assert.is(await page.locator('[data-devtools-log] [role="option"]').count(), log.length)
    // End to end, one entry at a time: each point shows the view its replayed state had.
    await page.focus('[data-devtools-scrubber]')
    await page.keyboard.press('Home')
    const views: string[] = []
    for (let i = 0; i < log.length; i++) {
      if (i > 0) await page.keyboard.press('ArrowRight')
      await page.waitForFunction((seq) => document.querySelector('[data-devtools-log] [aria-selected="true"]')?.getAttribute('data-seq') === String(seq), log[i]!.seq)
      const preview = page.locator('[data-devtools-preview]')
      const open = await preview.getAttribute('data-open')
      const view = (await preview.getAttribute('data-devtools-preview-view'))!
      if (open === 'true') await page.waitForSelector(`[data-devtools-preview] [data-view="${view}"]`)
      if (views.at(-1) !== `${open} ${view}`) views.push(`${open} ${view}`)
    }
    assert.ok(views.includes('true SendPreview'), views.join(' → '))
    assert.ok(views.includes('true Account'), views.join(' → '))
    assert.equal(requests, [], 'replay only: no service, wallet or image was asked')
    await page.addScriptTag({ content: AXE_SOURCE })
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((mode) => (window as unknown as { latchModal: { setThemeMode(m: string): void } }).latchModal.setThemeMode(mode), theme)
      await page.waitForSelector(`[data-latch-devtools][data-theme="${theme}"]`)
      assert.equal(await axeViolations(page), [], `axe, ${theme}`)
      await page.locator('[data-latch-devtools]').screenshot({ path: join(ROOT, `test-artifacts/devtools-offline-${theme}.png`) })
    }
    assert.equal(errors, [])
  } finally {
    await browser.close()
    await served.stop()
  }
})

test("error: a log replay refuses gets the CLI line in the panel; the panel stays on the live session, whose new events keep the reader's place", async () => {
  const served = await startDemo({ port: 0, sandbox: false })
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage()
    await page.goto(served.url)
    await page.waitForSelector('[data-devtools-log] [role="option"]')
    await page.setInputFiles('[data-devtools-open]', { name: 'torn.json', mimeType: 'application/json', buffer: Buffer.from('[{"seq": 1,') })
    const alert = page.locator('[data-devtools-refusal][role="alert"]')
    await alert.waitFor()
    assert.match(await alert.innerText(), /^torn\.json: not JSON \(/)
    assert.is(await page.getAttribute('[data-latch-devtools]', 'data-devtools-source'), 'live')
    // New events stream in without moving the reader: scrolled up, the list stays; at its end, it follows.
    const theme = page.locator('.demo-button', { hasText: /^Theme: / })
    for (let i = 0; i < 30; i++) await theme.click()
    const list = page.locator('[data-devtools-log]')
    const count = () => page.locator('[data-devtools-log] [role="option"]').count()
    await page.waitForFunction(() => {
      const l = document.querySelector('[data-devtools-log]')!
      return l.scrollHeight > l.clientHeight + 100
    })
    await list.evaluate((l) => void (l.scrollTop = 40))
    let before = await count()
    await page.click('.demo-button:text("Shake")')
    await page.waitForFunction((n) => document.querySelectorAll('[data-devtools-log] [role="option"]').length > n, before)
    assert.is(await list.evaluate((l) => l.scrollTop), 40, 'scrolled up: the place is kept')
    await list.evaluate((l) => void (l.scrollTop = l.scrollHeight))
    before = await count()
    await theme.click()
    await page.waitForFunction((n) => document.querySelectorAll('[data-devtools-log] [role="option"]').length > n, before)
    assert.ok(await list.evaluate((l) => l.scrollHeight - l.scrollTop - l.clientHeight <= 8), 'at the end: it follows')
  } finally {
    await browser.close()
    await served.stop()
  }
})

/** axe-core's WCAG 2.x A/AA and best-practice rules over the panel, one line per violation. */
function axeViolations(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    type AxeResult = { violations: { id: string; impact: string | null; nodes: { target: string[]; failureSummary?: string }[] }[] }
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResult> } }).axe
    const result = await axe.run(
      { include: [['[data-latch-devtools]']] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, resultTypes: ['violations'] },
    )
    return result.violations.map(
      (v) =>
        `${v.impact ?? 'unknown'} ${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')} — ${v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    )
  })
}

test.run()
