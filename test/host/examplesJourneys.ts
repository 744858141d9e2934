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
import { balanceMoved } from '../journeys/balanceMoved.ts'
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
    const text = await page
      .locator('body')
      .innerText({ timeout: 1000 })
      .catch(() => '?')
    throw new Error(`${label}: ${(error as Error).message}\npage errors: ${log.errors.join('\n') || 'none'}\npage text: ${text.slice(0, 600)}\nwarnings: ${log.warnings.join('\n').slice(0, 1500)}`)
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
    assert.is((await balanceMoved(() => chain.getBalance({ address: receiver }), before)) - before, parseEther('0.5'), 'the send landed on anvil')
  })
}

/**
 * examples/wagmi: wagmi's `connect` with Latch's connector opens the modal and the dev wallet
 * connects; `useAccount` shows Latch's address; `useWriteContract` increments the sandbox's
 * SandboxCounter (the new number read back by an eth_call); `useDisconnect` disconnects Latch too.
 */
export async function wagmiJourney(where: ExampleJourney): Promise<void> {
  const evm = where.sandbox.chains.evm[0]!
  const chain = createPublicClient({ transport: http(evm.rpcUrl) })
  const number = () => chain.readContract({ address: evm.counter, abi: sandboxCounterAbi, functionName: 'number' })
  await onPage(where, 'wagmi', async (page) => {
    await where.step('wagmi connect', async () => {
      await page.click('[data-example-connect]')
      await page.click('[data-latch-modal] [data-view="Connect"] [data-wallet-id="dev.latch.wallet"]')
      await page.waitForSelector('[data-example-address]')
    })
    assert.is(await page.getAttribute('[data-example-address]', 'data-example-address'), SENDER, "wagmi's useAccount shows the address Latch connected")
    assert.is(await page.getAttribute('[data-latch-status]', 'data-latch-status'), 'connected', 'Latch is connected')
    const before = await number()
    await where.step('wagmi writeContract', async () => {
      await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
      await page.click('[data-example-increment]')
      await page.waitForSelector('[data-example-tx="confirmed"]')
    })
    const after = await number()
    assert.is(after, before + 1n, 'useWriteContract incremented the counter on chain (eth_call)')
    await where.step('wagmi read back', () => page.waitForSelector(`[data-example-number="${after}"]`).then(() => undefined))
    await where.step('wagmi disconnect', async () => {
      await page.click('[data-example-disconnect]')
      await page.waitForSelector('[data-latch-status="disconnected"]')
      await page.waitForSelector('[data-example-connect]')
    })
  })
}

/**
 * examples/solana-wallet-adapter: `useWallet().connect()` over `LatchWalletAdapter` opens the
 * modal and the dev wallet (Wallet Standard) connects; `sendTransaction` of a SOL transfer over
 * `useConnection()` is confirmed on the sandbox's Solana node, the receiver's balance read there.
 */
export async function solanaWalletAdapterJourney(where: ExampleJourney): Promise<void> {
  const solana = where.sandbox.chains.solana!
  const connection = new Connection(solana.rpcUrl, 'confirmed')
  const receiver = new PublicKey(solana.accounts[4]!.address)
  await onPage(where, 'solana-wallet-adapter', async (page) => {
    await where.step('solana connect', async () => {
      await page.click('[data-example-connect]')
      await page.click('[data-latch-modal] [data-view="Connect"] [data-wallet-id="dev.latch.wallet"]')
      await page.waitForSelector('[data-example-address]')
    })
    assert.is(await page.getAttribute('[data-example-address]', 'data-example-address'), solana.accounts[1]!.address, "useWallet's publicKey is the dev wallet's Solana account")
    await where.step('solana balance', () => page.waitForSelector('[data-example-balance]:not([data-example-balance=""])').then(() => undefined))
    const before = await connection.getBalance(receiver)
    await where.step('solana send', async () => {
      await page.fill('[data-example-to]', receiver.toBase58())
      await page.fill('[data-example-amount]', '0.25')
      await page.click('[data-example-send]')
      await page.waitForSelector('[data-example-sent="confirmed"], [role="alert"]')
    })
    assert.is(await page.locator('[role="alert"]').count(), 0, 'no error shown')
    assert.is((await connection.getBalance(receiver)) - before, 0.25 * LAMPORTS_PER_SOL, 'the transfer landed on the Solana node')
  })
}

/** examples/vanilla: `<latch-button>` opens `<latch-modal>`, the dev wallet connects, the page's latch-connect listener shows the address. */
export async function vanillaJourney(where: ExampleJourney): Promise<void> {
  await onPage(where, 'vanilla', async (page) => {
    await where.step('vanilla connect', async () => {
      await page.click('latch-button [data-latch-connect-button]')
      await page.click('[data-latch-modal] [data-view="Connect"] [data-wallet-id="dev.latch.wallet"]')
      await page.waitForSelector('#status[data-example-address]')
    })
    assert.is(await page.getAttribute('#status', 'data-example-address'), SENDER, 'the latch-connect event carries the address')
    assert.match((await page.textContent('latch-button [data-latch-connect-button]'))!, /^0x/, '<latch-button> shows the account')
  })
}

/**
 * examples/headless: the page's own wallet list (useWallets, useConnect) connects the dev wallet
 * with Latch's dialog never mounted; its WalletButton then connects in one click with no list.
 */
export async function headlessJourney(where: ExampleJourney): Promise<void> {
  await onPage(where, 'headless', async (page) => {
    await where.step('headless list connect', async () => {
      await page.getByRole('button', { name: /Latch Dev Wallet/ }).click()
      await page.waitForSelector(`code:text("${SENDER}")`)
    })
    assert.is(await page.locator('[data-latch-modal]').count(), 0, "Latch's dialog never mounted for the page's own list")
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Wallet list' }).waitFor()
    await where.step('headless wallet button', async () => {
      await page.getByRole('button', { name: 'One button' }).click()
      await page.click('[data-latch-wallet-button="dev.latch.wallet"]')
      await page.waitForFunction(() => (window as unknown as { document: Document }).document.querySelector('[data-latch-wallet-button]')?.getAttribute('data-step') === 'connected')
    })
    assert.is(await page.locator('[data-latch-modal]').count(), 0, 'the WalletButton connected with no list shown')
  })
}
