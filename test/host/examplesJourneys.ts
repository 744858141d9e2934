/**
 * What each runnable example must do in Chromium against the sandbox (README "Examples"): the
 * example's own page, its dev wallet installed by its `.env.local`, and the chain checked from
 * outside the page (viem on anvil, web3.js on the Solana node).
 */
import { Connection, PublicKey, LAMPORTS_PER_SOL } from '@solana/web3.js'
import type { Browser, Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { createPublicClient, http, parseEther, type Address } from 'viem'
import type { Sandbox } from '../../sandbox/index.ts'
import { sandboxCounterAbi } from '../../sandbox/evm/counter.ts'
import { chooseDevWallet, previewSend } from '../journeys/modalPage.ts'
import { recordPage, SENDER, type PageLog } from './journey.ts'

export type ExampleJourney = { browser: Browser; url: string; sandbox: Sandbox; step: (name: string, work: () => Promise<void>) => Promise<void> }

/** A fresh context on the example's page; its console errors fail the journey. */
async function onPage(where: ExampleJourney, label: string, journey: (page: Page, log: PageLog) => Promise<void>): Promise<void> {
  const context = await where.browser.newContext({ viewport: { width: 1280, height: 860 } })
  const page = await context.newPage()
  const log = recordPage(page)
  try {
    await page.goto(where.url)
    await journey(page, log)
    assert.equal(log.errors, [], `${label}: no page errors`)
  } catch (error) {
    throw new Error(`${label}: ${(error as Error).message}\npage errors: ${log.errors.join('\n') || 'none'}`)
  } finally {
    await context.close()
  }
}

/** examples/vite-react: the dev wallet connects through the modal, the balance shows, a send lands on anvil. */
export async function viteReactJourney(where: ExampleJourney, receiver: Address): Promise<void> {
  const chain = createPublicClient({ transport: http(where.sandbox.chains.evm[0]!.rpcUrl) })
  await onPage(where, 'vite-react', async (page) => {
    await where.step('vite-react connect', async () => {
      await chooseDevWallet(page)
      await page.waitForSelector('[data-example-address]')
    })
    assert.is(await page.getAttribute('[data-example-address]', 'data-example-address'), SENDER, 'useAccount shows the dev wallet address')
    await where.step('vite-react balance', async () => {
      await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
      await page.click('[data-latch-connect-button]')
      await page.waitForSelector('[data-view="Account"] [data-native-balance]')
    })
    assert.match(await page.locator('[data-native-balance]').innerText(), /\d/, 'the balance shows')
    const before = await chain.getBalance({ address: receiver })
    await where.step('vite-react send', async () => {
      await previewSend(page, { symbol: 'ETH', amount: '0.5', receiver })
      await page.click('[data-send-confirm]')
      await page.waitForSelector('[data-view="Account"]')
    })
    assert.is((await chain.getBalance({ address: receiver })) - before, parseEther('0.5'), 'the send landed on anvil')
  })
}
