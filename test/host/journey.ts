/**
 * What a host page must do in Chromium: render, connect the dev wallet through the
 * modal, show the balance and the network's icon, send ETH that lands on the sandbox chain, and
 * export a log that replays to the page's state.
 */
import * as assert from 'uvu/assert'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, http, parseEther, type Address } from 'viem'
import type { Sandbox } from '../../sandbox/index.ts'
import { balanceMoved } from '../journeys/balanceMoved.ts'
import { assertReplays, chooseDevWallet, modalPage, previewSend, type ReplayFn } from '../journeys/modalPage.ts'

export const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** Every request and console message of a page, for assertions. */
export type PageLog = { requests: string[]; warnings: string[]; errors: string[] }

export function recordPage(page: Page): PageLog {
  const log: PageLog = { requests: [], warnings: [], errors: [] }
  page.on('request', (request) => log.requests.push(request.url()))
  page.on('pageerror', (error) => log.errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'warning') log.warnings.push(message.text())
    if (message.type() === 'error') log.errors.push(`console: ${message.text()}`)
  })
  return log
}

/** Opens `url` in a fresh context and runs the journey; `receiver` gets `amount` ETH. */
export async function hostJourney(options: { browser: Browser; url: string; sandbox: Sandbox; receiver: Address; amount: string; label: string; replay: ReplayFn }): Promise<PageLog> {
  const { browser, url, sandbox, receiver, amount, label } = options
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } })
  const page = await context.newPage()
  const log = recordPage(page)
  const chain = createPublicClient({ transport: http(sandbox.chains.evm[0]!.rpcUrl) })
  try {
    const step = async <T>(name: string, action: () => Promise<T>): Promise<T> => {
      try {
        return await action()
      } catch (error) {
        throw new Error(`${label}: ${name} failed: ${(error as Error).message}\npage errors: ${log.errors.join('\n') || 'none'}`)
      }
    }
    await step('render', () => page.goto(url))
    await step('render', () => page.waitForSelector('[data-latch-connect-button]'))
    await step('connect', async () => {
      await chooseDevWallet(page)
      await page.waitForSelector('[data-host-address]')
    })
    assert.match(await page.locator('[data-host-address]').innerText(), SENDER, `${label}: useAccount inside the provider shows the address`)
    await step('balance', async () => {
      await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
      await page.click('[data-latch-connect-button]')
      await page.waitForSelector('[data-view="Account"] [data-native-balance]')
    })
    assert.match(await page.locator('[data-native-balance]').innerText(), /\d/, `${label}: the balance shows`)
    // Real images: the network button shows the sandbox service's asset image of the chain.
    await step('network icon', () => page.waitForSelector('[data-latch-network-button] img.latch-avatar'))
    assert.ok(
      log.requests.some((url) => url.includes('/getAssetImage/latch-anvil-')),
      `${label}: the network icon came from the wallet-list service`,
    )
    const before = await chain.getBalance({ address: receiver })
    await step('send', async () => {
      await previewSend(page, { symbol: 'ETH', amount, receiver })
      await page.click('[data-send-confirm]')
      await page.waitForSelector('[data-view="Account"]')
    })
    const after = await balanceMoved(() => chain.getBalance({ address: receiver }), before)
    assert.is(after - before, parseEther(amount), `${label}: the send landed on chain`)
    // The README's test entry puts the modal on the page: its exported log replays (the package's replay) to its state.
    const dapp = modalPage(page, { replay: options.replay })
    const { log: events, state } = await dapp.snapshot()
    assertReplays(dapp, events, state, `${label}: replay(exported log) = the live state`)
    assert.equal(log.errors, [], `${label}: no page errors`)
    return log
  } finally {
    await context.close()
  }
}
