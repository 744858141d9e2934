/**
 * SPEC.md §6's layout flags in Chromium against the sandbox's wallet-list service: the legal
 * checkbox blocks every connect method (disabled, out of the tab order) until ticked, and the tick
 * is remembered for the origin across a reload; collapsed wallets fold the list into one row; the
 * "UX by Latch" footer follows the project's remote config. axe over each new view.
 */
import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Browser, Page } from 'playwright-core'
import { bundlePage, collectPageErrors, launchBrowser, pageHtml, ROOT, servePage, type Served } from './helpers.ts'
import { DEFAULT_REMOTE_FEATURES, startWalletApi, type WalletApi } from '../../sandbox/wallet-api/index.ts'
import type { FlagsPage } from './pages/flags.tsx'
import type { CreateModalOptions } from '../../core/modalOptions.ts'

type FeaturesPatch = NonNullable<CreateModalOptions['features']>

let browser: Browser
let served: Served
let walletApi: WalletApi
let page: Page
let errors: string[]

const AXE_SOURCE = readFileSync(`${ROOT}node_modules/axe-core/axe.min.js`, 'utf8')
const unbranded = DEFAULT_REMOTE_FEATURES.map((f) => (f.id === 'reown_branding' ? { ...f, isEnabled: false } : f))

test.before(async () => {
  walletApi = await startWalletApi({ projects: { 'flags-unbranded': { features: unbranded } } })
  served = await servePage({ html: pageHtml({ title: 'Latch flags', body: '' }), js: await bundlePage(`${ROOT}test/e2e/pages/flags.tsx`) })
  browser = await launchBrowser()
})

test.after(async () => {
  await browser?.close()
  await served?.close()
  await walletApi?.stop()
})

test.before.each(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 860 }, colorScheme: 'dark', reducedMotion: 'reduce' })
  errors = collectPageErrors(page)
  await page.goto(served.url)
  await page.waitForFunction(() => 'latchFlags' in window)
})

test.after.each(async () => {
  await page.close()
})

async function openWith(features: FeaturesPatch, projectId = 'flags-branded'): Promise<void> {
  await page.evaluate(
    ({ features, projectId, walletApi }) => {
      const flags = (window as unknown as { latchFlags: FlagsPage }).latchFlags
      flags.create({ projectId, walletApi, features, termsConditionsUrl: 'https://dapp.test/terms', privacyPolicyUrl: 'https://dapp.test/privacy' })
      flags.open()
    },
    { features, projectId, walletApi: walletApi.url },
  )
  await page.waitForSelector('[data-view="Connect"]')
}

/** Every control of Connect's methods, and whether the browser holds it disabled. */
const methodControls = () =>
  page.$$eval('[data-view="Connect"] [data-connect-method] :is(button, input)', (els) =>
    els.map((el) => ({ disabled: el.matches(':disabled'), name: el.getAttribute('aria-label') ?? el.textContent })),
  )

async function axe(): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE })
  return page.evaluate(async () => {
    type AxeResult = { violations: { id: string; nodes: { target: string[] }[] }[] }
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResult> } }).axe
    const result = await axe.run(
      { include: [['[data-latch-overlay]']] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, resultTypes: ['violations'] },
    )
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  })
}

test('behavior: SPEC §6 legalCheckbox — every method disabled and skipped by Tab until ticked; ticked, they work; the tick survives a reload of the origin', async () => {
  await openWith({ legalCheckbox: true })
  assert.is(await page.textContent('[data-legal-consent]'), 'I agree to the Terms of Service and Privacy Policy')
  assert.equal(await page.$$eval('[data-legal-consent] a', (as) => as.map((a) => a.getAttribute('href'))), ['https://dapp.test/terms', 'https://dapp.test/privacy'])
  const blocked = await methodControls()
  assert.ok(blocked.length >= 3, 'email, social and wallet controls')
  assert.ok(
    blocked.every((c) => c.disabled),
    `every method disabled: ${JSON.stringify(blocked)}`,
  )
  // Visibly disabled: the methods are dimmed.
  assert.ok(Number(await page.$eval('.latch-methods', (el) => getComputedStyle(el).opacity)) < 0.6)
  // Not focusable: Tab from the checkbox never lands inside the methods.
  await page.focus('[data-legal-consent] input')
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab')
    assert.not.ok(await page.evaluate(() => Boolean(document.activeElement?.closest('.latch-methods'))), 'Tab reached a blocked method')
  }
  // A click on a blocked row does nothing.
  await page.click('[data-all-wallets]', { force: true })
  assert.ok(await page.isVisible('[data-view="Connect"]'))
  assert.equal(await axe(), [], 'axe on the blocked Connect')

  await page.check('[data-legal-consent] input')
  assert.ok(
    (await methodControls()).every((c) => !c.disabled),
    'every method enabled once ticked',
  )
  // Past the two links, Tab now lands in the methods.
  await page.focus('[data-legal-consent] input')
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab')
  assert.ok(await page.evaluate(() => Boolean(document.activeElement?.closest('.latch-methods'))), 'Tab reaches the methods once ticked')
  await page.click('[data-all-wallets]')
  await page.waitForSelector('[data-view="AllWallets"]')

  // Remembered for the origin (IndexedDB): a reload shows the box ticked and the methods enabled.
  await page.reload()
  await page.waitForFunction(() => 'latchFlags' in window)
  await openWith({ legalCheckbox: true })
  await page.waitForSelector('[data-legal-consent] input:checked')
  assert.ok((await methodControls()).every((c) => !c.disabled))
  const log = await page.evaluate(() => ((window as unknown as { latchFlags: FlagsPage }).latchFlags.state() as { legalAccepted?: boolean }).legalAccepted)
  assert.is(log, true)
  // Unticked again: blocked again (and the saved choice cleared for the next test's page).
  await page.uncheck('[data-legal-consent] input')
  assert.ok((await methodControls()).every((c) => c.disabled))
  assert.equal(errors, [])
})

test('behavior: SPEC §6 collapseWallets — email and socials, then one "Continue with a wallet" row that opens the wallet list', async () => {
  await openWith({ collapseWallets: true })
  const methods = await page.$$eval('[data-view="Connect"] [data-connect-method]', (els) => els.map((el) => el.getAttribute('data-connect-method')))
  assert.ok(methods.includes('email') && methods.includes('social'), `methods: ${methods.join(', ')}`)
  assert.not.ok(await page.$('[data-all-wallets]'), 'the wallet list is folded')
  assert.is((await page.textContent('[data-wallet-list]'))?.trim(), 'Continue with a wallet')
  assert.equal(await axe(), [], 'axe on the collapsed Connect')
  await page.click('[data-wallet-list]')
  await page.waitForSelector('[data-view="Connect"] [data-all-wallets]')
  assert.equal(await page.$$eval('[data-view="Connect"] [data-connect-method]', (els) => els.map((el) => el.getAttribute('data-connect-method'))), ['wallet'])
  assert.equal(errors, [])
})

test('behavior: SPEC §6 reownBranding — "UX by Latch" on Connect when the remote config has it on; off in the project\'s config, hidden', async () => {
  await openWith({})
  await page.waitForSelector('[data-view="Connect"] [data-branding]')
  assert.is(await page.textContent('[data-branding]'), 'UX by Latch')
  assert.equal(await axe(), [], 'axe with the footer')

  // The host asks for it; the project's remote config (reown_branding: false) decides.
  await openWith({ reownBranding: true }, 'flags-unbranded')
  await page.waitForFunction(() => ((window as unknown as { latchFlags: FlagsPage }).latchFlags.state() as { remoteFeatures?: unknown }).remoteFeatures !== undefined)
  await page.waitForSelector('[data-branding]', { state: 'detached' })
  assert.is((await page.$('[data-view="Connect"]')) !== null, true)
  assert.equal(errors, [])
})

test.run()
