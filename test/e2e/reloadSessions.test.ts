/**
 * SPEC.md §3 Connection, a session survives any reload: the page calls `connect()` and reloads in
 * the very task its promise resolves (a dapp that navigates at once), 20 times per connector
 * kind; every time the next page restores the connection with no prompt. One demo (sandbox, page,
 * dev wallet, WalletConnect test wallet) and one browser serve every round: a reload loop.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { openDemo, screenshot, type DemoSession } from './helpers.ts'
import { openWalletPage } from '../journeys/walletConnect.ts'
import { inbox } from '../journeys/embedded.ts'

const ROUNDS = Number(process.env.LATCH_RELOAD_ROUNDS ?? 20)
const DEV = 'dev.latch.wallet'

let demo: DemoSession
let page: Page
let failedRounds = 0

test.before(async () => {
  demo = await openDemo()
  page = demo.page
  page.setDefaultTimeout(20_000)
})

test.after(async () => {
  await demo?.close()
})

type Account = { status?: string; connectorId?: string; caipAddress?: string }
type Outcome = { restored: boolean; prompts: number; reconnected: boolean; account: Account | undefined; why?: string }

/** The live modal's account on `namespace` (window.latchModal: the demo's deferred modal). */
const accountOn = (namespace: string) =>
  page.evaluate((ns) => (window as unknown as { latchModal: { getState(): { accounts: Record<string, Account> } } }).latchModal.getState().accounts[ns], namespace)

/** Starts `connect()` in the page, which reloads in the task the promise resolves in. */
async function connectThenReload(connectorId: string, namespace: string): Promise<void> {
  await page.evaluate(
    ([id, ns]) => {
      const modal = (window as unknown as { latchModal: { connect(id: string, ns: string): Promise<void> } }).latchModal
      void modal.connect(id!, ns!).then(() => location.reload())
    },
    [connectorId, namespace] as const,
  )
}

/** After the reload: the account back without a prompt (a silent reconnect), or why not. */
async function restoredOn(namespace: string, connectorId: string, prompt = '[data-dev-wallet-prompt]'): Promise<Outcome> {
  await page.waitForFunction(() => 'latchModal' in window)
  const settled = await page
    .waitForFunction(
      (ns) => {
        const s = (window as unknown as { latchModal: { getState(): { accounts: Record<string, { status?: string }> } } }).latchModal.getState()
        const status = s.accounts[ns]?.status
        return status === 'connected' ? 'connected' : false
      },
      namespace,
      { timeout: 8_000 },
    )
    .then(() => true)
    .catch(() => false)
  const account = await accountOn(namespace)
  const prompts = await page.locator(prompt).count()
  const log = await page.evaluate(() => (window as unknown as { latchModal: { eventLog(): { type: string }[] } }).latchModal.eventLog().map((e) => e.type))
  const reconnected = log.includes('connection/reconnectRequested') && !log.includes('connection/connectRequested')
  const restored = settled && account?.connectorId === connectorId && prompts === 0 && reconnected
  return { restored, prompts, reconnected, account, ...(restored ? {} : { why: `settled ${settled}, account ${JSON.stringify(account)}, prompts ${prompts}, log ${log.join(',')}` }) }
}

/** Disconnects `namespace` (the dev wallet forgets the site), so the next connect() prompts again. */
async function disconnect(namespace: string): Promise<void> {
  await page.evaluate((ns) => (window as unknown as { latchModal: { disconnect(ns: string): Promise<void> } }).latchModal.disconnect(ns), namespace)
}

/** One round; a step that throws (a prompt that never came) is a round not restored, reported with the rest. */
async function attempt(round: (reloaded: () => Promise<unknown>) => Promise<Outcome>): Promise<Outcome> {
  const load = page.waitForEvent('load', { timeout: 20_000 })
  load.catch(() => undefined)
  try {
    await page.waitForFunction(() => 'latchModal' in window)
    return await round(() => load)
  } catch (error) {
    const shot = await screenshot(page, `reload-round-failed-${++failedRounds}.png`).catch(() => 'no screenshot')
    // The next round starts from a fresh page.
    await page.reload().catch(() => undefined)
    const message = (error as Error).message.split('\n').filter((l) => l && !l.startsWith('=')).slice(0, 3).join(' / ')
    return { restored: false, prompts: 0, reconnected: false, account: undefined, why: `${message} (${shot})` }
  }
}

/** ROUNDS times: connect through the dev wallet's prompt, reload at resolution, expect the session back. */
async function devWalletRounds(namespace: 'eip155' | 'solana'): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (let round = 0; round < ROUNDS; round++) {
    outcomes.push(
      await attempt(async (reloaded) => {
        if ((await accountOn(namespace))?.status === 'connected') await disconnect(namespace)
        // After a round that lost its session the wallet still remembers the site: forget it, so it prompts.
        await page.evaluate((key) => localStorage.removeItem(key), `latch-dev-wallet:${namespace === 'eip155' ? 'evm' : 'solana'}`)
        await connectThenReload(DEV, namespace)
        await page.waitForSelector('[data-dev-wallet-prompt][data-kind="connect"]')
        await page.click('[data-dev-wallet-approve]')
        await reloaded()
        return restoredOn(namespace, DEV)
      }),
    )
  }
  return outcomes
}

function expectAllRestored(kind: string, outcomes: Outcome[]) {
  const failed = outcomes.map((o, i) => (o.restored ? undefined : `round ${i + 1}: ${o.why}`)).filter(Boolean)
  assert.is(outcomes.length, ROUNDS)
  assert.is(failed.length, 0, `${kind}: ${ROUNDS - failed.length} of ${ROUNDS} restored\n${failed.join('\n')}`)
}

test('behavior: SPEC.md §3 injected EVM (the dev wallet over EIP-6963): reload as connect() resolves, 20 of 20 restored with no prompt', async () => {
  const outcomes = await devWalletRounds('eip155')
  expectAllRestored('injected EVM', outcomes)
  await disconnect('eip155')
})

test('behavior: SPEC.md §3 Wallet Standard Solana (the dev wallet): reload as connect() resolves, 20 of 20 restored with no prompt', async () => {
  const outcomes = await devWalletRounds('solana')
  expectAllRestored('Wallet Standard Solana', outcomes)
  await disconnect('solana')
})

test('behavior: SPEC.md §3 WalletConnect (sandbox relay, test wallet): reload as connect() resolves, 20 of 20 restored with no new pairing', async () => {
  // The phone: a context of its own, as the wallet's storage is not the dapp's.
  const phone = await demo.browser.newContext()
  const wallet = await openWalletPage(phone, demo.served.sandbox!.urls.walletConnectWallet!)
  const outcomes: Outcome[] = []
  try {
    for (let round = 0; round < ROUNDS; round++) {
      outcomes.push(
        await attempt(async (reloaded) => {
          if ((await accountOn('eip155'))?.status === 'connected') await disconnect('eip155')
          await connectThenReload('walletConnect', 'eip155')
          // The pairing URI, as the QR and the Copy link carry it, read from the live state.
          const uri = (await page.waitForFunction(
            () => (window as unknown as { latchModal: { getState(): { pairing?: { uri: string } } } }).latchModal.getState().pairing?.uri,
          ).then((h) => h.jsonValue())) as string
          await wallet.fill('[data-wc-uri]', uri)
          await wallet.click('[data-wc-pair]')
          await wallet.click('[data-wc-proposal] [data-wc-approve]')
          await reloaded()
          const outcome = await restoredOn('eip155', 'walletConnect', '[data-view="ConnectingWalletConnect"]')
          const pairing = await page.evaluate(() => (window as unknown as { latchModal: { getState(): { pairing?: unknown } } }).latchModal.getState().pairing)
          return pairing === undefined ? outcome : { ...outcome, restored: false, why: 'a new pairing was created' }
        }),
      )
    }
  } finally {
    await phone.close()
  }
  expectAllRestored('WalletConnect', outcomes)
})

/**
 * SPEC.md §8 allows one email login per 30 s, and the time of the last one survives a reload: the
 * rounds forget it (IndexedDB and the journal) and reload, rather than wait 30 s each.
 */
async function forgetLastEmailLogin(): Promise<void> {
  await page.evaluate(
    (key) =>
      new Promise<void>((resolve, reject) => {
        localStorage.removeItem('latch/journal')
        const open = indexedDB.open('latch')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite')
          tx.objectStore('keyval').delete(key)
          tx.oncomplete = () => (open.result.close(), resolve())
          tx.onerror = () => reject(tx.error)
        }
      }),
    'latch/embedded/lastEmailLoginAt',
  )
  await page.reload()
  await page.waitForFunction(() => 'latchModal' in window)
}

test('behavior: SPEC.md §3 embedded wallet (email login on the secure site): reload as the login connects, 20 of 20 restored with no new code', async () => {
  const mail = demo.served.sandbox!.mail!
  const input = '[data-connect-method="email"] input[type="email"]'
  const outcomes: Outcome[] = []
  for (let round = 0; round < ROUNDS; round++) {
    outcomes.push(
      await attempt(async () => {
        // One address per round: the login service also allows one code per address per 30 s.
        const box = inbox(mail, `reload.round${round + 1}@example.com`)
        if ((await accountOn('eip155'))?.status === 'connected') await disconnect('eip155')
        if (round > 0) await forgetLastEmailLogin()
        await page.click('[data-latch-connect-button]')
        await page.fill(input, box.email)
        await page.press(input, 'Enter')
        const view = await page.waitForSelector('[data-view="EmailVerifyDevice"], [data-view="EmailVerifyOtp"]')
        if ((await view.getAttribute('data-view')) === 'EmailVerifyDevice') {
          // A new device (the first round): approved from the mailed link.
          const link = /(http:\/\/\S+\/device\/approve\?token=\w+)/.exec((await box.next()).text)?.[1]
          assert.is((await fetch(link!)).status, 200)
          await page.waitForSelector('[data-view="EmailVerifyOtp"]')
        }
        const { code } = await box.next()
        await page.fill('[data-view="EmailVerifyOtp"] input[name="otp"]', code!)
        // The login has no connect() promise: the page reloads in the task the connection is dispatched in.
        await page.evaluate(() => {
          const modal = (window as unknown as { latchModal: { subscribeEvents(f: (e: { type: string; connectorId?: string }) => void): () => void } }).latchModal
          modal.subscribeEvents((e) => {
            if (e.type === 'connection/connected' && e.connectorId === 'auth') location.reload()
          })
        })
        const mails = mail.messages({ to: box.email }).length
        // Its own wait: forgetting the last login reloaded once already.
        const reloaded = page.waitForEvent('load', { timeout: 20_000 })
        await page.click('[data-otp-submit]')
        await reloaded
        const outcome = await restoredOn('eip155', 'auth', '[data-view="EmailVerifyOtp"]')
        const newMail = mail.messages({ to: box.email }).length !== mails
        // The embedded wallet comes back through its frame's own session, not the silent reconnect of injected wallets.
        const restored = outcome.account?.status === 'connected' && outcome.account.connectorId === 'auth' && outcome.prompts === 0 && !newMail
        return { ...outcome, restored, ...(restored ? { why: undefined } : { why: `${outcome.why ?? ''} new mail ${newMail}` }) }
      }),
    )
  }
  expectAllRestored('embedded', outcomes)
})

test.run()
