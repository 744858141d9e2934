/**
 * SPEC.md §3 Connection, a session survives any reload: the page calls `connect()` and reloads in
 * the very task its promise resolves (a dapp that navigates at once), 20 times per connector
 * kind; every time the next page restores the connection with no prompt. One demo (sandbox, page,
 * dev wallet, WalletConnect test wallet) and one browser serve every round: a reload loop. The
 * embedded wallet's rounds are test/e2e/reloadEmbedded.test.ts (a time budget of their own).
 */
import { test } from 'uvu'
import type { Page } from 'playwright-core'
import { openDemo, screenshot, type DemoSession } from './helpers.ts'
import { openWalletPage } from '../journeys/walletConnect.ts'
import { reloadRounds, ROUNDS, type Outcome } from '../journeys/reloadRounds.ts'

const DEV = 'dev.latch.wallet'

let demo: DemoSession
let page: Page
let steps: ReturnType<typeof reloadRounds>

test.before(async () => {
  demo = await openDemo()
  page = demo.page
  page.setDefaultTimeout(20_000)
  steps = reloadRounds(page, (name) => screenshot(page, name))
})

test.after(async () => {
  await demo?.close()
})

/** ROUNDS times: connect through the dev wallet's prompt, reload at resolution, expect the session back. */
async function devWalletRounds(namespace: 'eip155' | 'solana'): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (let round = 0; round < ROUNDS; round++) {
    outcomes.push(
      await steps.attempt(async (reloaded) => {
        if ((await steps.accountOn(namespace))?.status === 'connected') await steps.disconnect(namespace)
        // After a round that lost its session the wallet still remembers the site: forget it, so it prompts.
        await page.evaluate((key) => localStorage.removeItem(key), `latch-dev-wallet:${namespace === 'eip155' ? 'evm' : 'solana'}`)
        await steps.connectThenReload(DEV, namespace)
        await page.waitForSelector('[data-dev-wallet-prompt][data-kind="connect"]')
        await page.click('[data-dev-wallet-approve]')
        await reloaded()
        return steps.restoredOn(namespace, DEV)
      }),
    )
  }
  return outcomes
}

test('behavior: SPEC.md §3 injected EVM (the dev wallet over EIP-6963): reload as connect() resolves, 20 of 20 restored with no prompt', async () => {
  const outcomes = await devWalletRounds('eip155')
  steps.expectAllRestored('injected EVM', outcomes)
  await steps.disconnect('eip155')
})

test('behavior: SPEC.md §3 Wallet Standard Solana (the dev wallet): reload as connect() resolves, 20 of 20 restored with no prompt', async () => {
  const outcomes = await devWalletRounds('solana')
  steps.expectAllRestored('Wallet Standard Solana', outcomes)
  await steps.disconnect('solana')
})

test('behavior: SPEC.md §3 WalletConnect (sandbox relay, test wallet): reload as connect() resolves, 20 of 20 restored with no new pairing', async () => {
  // The phone: a context of its own, as the wallet's storage is not the dapp's.
  const phone = await demo.browser.newContext()
  const wallet = await openWalletPage(phone, demo.served.sandbox!.urls.walletConnectWallet!)
  const outcomes: Outcome[] = []
  try {
    for (let round = 0; round < ROUNDS; round++) {
      outcomes.push(
        await steps.attempt(async (reloaded) => {
          if ((await steps.accountOn('eip155'))?.status === 'connected') await steps.disconnect('eip155')
          await steps.connectThenReload('walletConnect', 'eip155')
          // The pairing URI, as the QR and the Copy link carry it, read from the live state.
          const uri = (await page
            .waitForFunction(() => (window as unknown as { latchModal: { getState(): { pairing?: { uri: string } } } }).latchModal.getState().pairing?.uri)
            .then((h) => h.jsonValue())) as string
          await wallet.fill('[data-wc-uri]', uri)
          await wallet.click('[data-wc-pair]')
          await wallet.click('[data-wc-proposal] [data-wc-approve]')
          await reloaded()
          const outcome = await steps.restoredOn('eip155', 'walletConnect', '[data-view="ConnectingWalletConnect"]')
          const pairing = await page.evaluate(() => (window as unknown as { latchModal: { getState(): { pairing?: unknown } } }).latchModal.getState().pairing)
          return pairing === undefined ? outcome : { ...outcome, restored: false, why: 'a new pairing was created' }
        }),
      )
    }
  } finally {
    await phone.close()
  }
  steps.expectAllRestored('WalletConnect', outcomes)
})

test.run()
