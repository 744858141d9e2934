/**
 * The demo as `npm start` runs it (sandbox + page + injected dev wallet), driven in Chromium:
 * the Solana journey — pick the Solana network, connect the dev wallet through the
 * modal, balances that match the chain, send SOL and an SPL token (to a receiver with no token
 * account yet), reload and reconnect without a prompt, disconnect — and the downloaded log
 * replays to the live state.
 */
import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { parseLog, replay } from '../../core/coreEntry.ts'
import { openDemo, screenshot, type DemoSession } from './helpers.ts'

let demo: DemoSession
/** What `npm start` runs: the sandbox's services and the demo page (free ports). */
let served: DemoSession['served']
let page: Page
let errors: string[]
let rpc: Connection

/** The sandbox's Solana node, as the demo knows it. */
const solana = () => served.sandbox!.chains.solana!
/** The dev wallet's Solana account: sandbox account 1 (its default). */
const sender = () => solana().accounts[1]!.address
/** A funded sandbox account (2) receives SOL; a fresh key, with no token account, receives USDC. */
const solReceiver = () => solana().accounts[2]!.address
const tokenReceiver = Keypair.generate().publicKey.toBase58()

test.before(async () => {
  demo = await openDemo()
  ;({ served, page, errors } = demo)
  assert.ok(served.sandbox?.chains.solana, 'the sandbox started with its Solana node')
  rpc = new Connection(solana().rpcUrl, { commitment: 'confirmed', wsEndpoint: solana().wsUrl })
  page.setDefaultTimeout(15_000)
})

test.after(async () => {
  await demo?.close()
})

const text = (selector: string) => demo.text(selector)
/** The exact live state (the demo's panel shortens long strings for reading). */
const liveState = async () => page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { latchModal: { getState(): unknown } }).latchModal.getState())))
const approve = () => demo.approve()
const lamports = (address: string) => rpc.getBalance(new PublicKey(address), 'confirmed')
/** Base units of the sandbox USDC an owner holds; null when it has no associated token account. */
async function usdc(owner: string): Promise<bigint | null> {
  const ata = getAssociatedTokenAddressSync(new PublicKey(solana().usdcMint), new PublicKey(owner), true)
  if ((await rpc.getAccountInfo(ata, 'confirmed')) === null) return null
  return BigInt((await rpc.getTokenAccountBalance(ata, 'confirmed')).value.amount)
}
/** SPEC §9: balances show 3 decimals, en-US. */
const shown = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(value)

/** Waits until the Account view shows the SOL and USDC balances the chain holds now. */
async function expectAccountMatchesChain() {
  const sol = shown(Number(await lamports(sender())) / LAMPORTS_PER_SOL)
  const held = await usdc(sender())
  const usdcShown = `${shown(Number(held ?? 0n) / 1e6)} USDC`
  // The service is asked again after a send (forced past its 30 s cache): poll until it answered.
  await page
    .waitForFunction(
      ([sol, usdcRow, usdcShown]) =>
        document.querySelector('[data-view="Account"] [data-balances="success"] [data-native-balance] span')?.textContent === sol &&
        document.querySelector(`${usdcRow} [data-token-quantity]`)?.textContent === usdcShown,
      [sol, `[data-token="${solana().chainId}:${solana().usdcMint}"]`, usdcShown] as const,
    )
    .catch(async (error: Error) => {
      throw new Error(`Account shows ${await text('[data-tab-panel]')}, the chain ${sol} SOL and ${usdcShown}: ${error.message}`)
    })
}

/** Downloads the page's event log (as a user would) and replays it with core's `replay()`. */
async function expectLogReplaysToLiveState() {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-devtools-download]')])
  const log = parseLog(JSON.parse(readFileSync(await download.path(), 'utf8')))
  const live = await liveState()
  assert.equal(JSON.parse(JSON.stringify(replay(log).final)), live)
  return log
}

/** Sends through → SendPreview → the dev wallet; resolves once the modal is back on Account. */
/** The live state is connected on the sandbox Solana network with the dev wallet's account; returns it. */
async function expectSolanaSession() {
  const state = await liveState()
  assert.is(state.status, 'connected')
  assert.is(state.activeNamespace, 'solana')
  assert.is(state.activeCaipNetworkId, solana().chainId)
  assert.is(state.accounts.solana.caipAddress, `${solana().chainId}:${sender()}`)
  return state
}

async function sendThroughModal(options: { symbol: string; amount: string; receiver: string; screenshots?: boolean }) {
  await demo.previewSend({ ...options, ...(options.screenshots ? { formShot: 'solana-send.png' } : {}) })
  assert.is(await text('[data-preview-network]'), 'Solana (sandbox)')
  assert.is(await text('[data-preview-exact-amount]'), `${options.amount} ${options.symbol}`)
  if (options.screenshots) await screenshot(page, 'solana-send-preview.png')
  await page.click('[data-send-confirm]')
  await page.waitForSelector('[data-dev-wallet-prompt][data-kind="solana:signAndSendTransaction"]')
  if (options.screenshots) await screenshot(page, 'solana-send-prompt.png')
  await approve()
  await page.waitForSelector('[data-view="Account"]')
}

test('behavior: SPEC §2 choosing the Solana network while disconnected makes it active at once; Connect follows (no dead end)', async () => {
  await page.click('[data-latch-network-button]')
  await page.waitForSelector('[data-view="Networks"]')
  await screenshot(page, 'solana-networks.png')
  await page.click(`[data-network-id="${solana().chainId}"]`)
  await page.waitForSelector('[data-view="Connect"] [data-wallet-id="dev.latch.wallet"]')
  await page.click('[data-latch-back]')
  await page.waitForSelector(`[data-view="Networks"] [data-network-id="${solana().chainId}"][aria-current="true"]`)
  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
  assert.match(await text('[data-latch-network-button]'), 'Solana')
  const state = await liveState()
  assert.is(state.activeCaipNetworkId, solana().chainId)
  assert.is(state.status, 'disconnected')
})

test('behavior: SPEC §3 MULTI_CHAIN — the dev wallet (eip155 + solana) is one Connect row, dev.latch.wallet', async () => {
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-view="Connect"] [data-wallet-id]')
  await screenshot(page, 'solana-connect.png')
  const rows = page.locator('[data-view="Connect"] [data-wallet-id]').filter({ hasText: 'Latch Dev Wallet' })
  const listed = await rows.evaluateAll((buttons) => buttons.map((b) => `${b.getAttribute('data-wallet-id')} [${b.getAttribute('data-chains') ?? ''}]`))
  assert.equal(listed, ['dev.latch.wallet [eip155 solana]'], `one row for both namespaces; listed: ${listed.join(', ')}`)
})

test('behavior: choosing the dev wallet connects it on the active network (Solana) after its prompt', async () => {
  await page.waitForSelector('[data-view="Connect"]')
  // The wallet's one multi-chain row; Solana is the active network, so its click connects there.
  const row = page.locator('[data-view="Connect"] [data-wallet-id="dev.latch.wallet"][data-chains~="solana"]')
  await row.click()
  await page.waitForSelector('[data-dev-wallet-prompt][data-kind="connect"]')
  assert.match(await text('[data-dev-wallet-prompt]'), 'Connect (Solana)')
  await approve()
  await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
  await page.waitForSelector('[data-latch-connect-button][aria-label^="Open account"]')
  const state = await expectSolanaSession()
  assert.is(state.accounts.eip155, undefined, 'no EVM connection was made')
})

test('behavior: the Account view shows the SOL and USDC balances the chain holds (SPEC §9: 3 decimals, en-US)', async () => {
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-view="Account"] [data-balances="success"] [data-native-balance]')
  const sol = (await lamports(sender())) / LAMPORTS_PER_SOL
  assert.is((await text('[data-native-balance]')).replace(/[^0-9.,A-Z]/g, ''), `${shown(sol)}SOL`)
  const held = await usdc(sender())
  assert.ok(held !== null && held > 0n, 'the dev wallet holds sandbox USDC')
  // The blockchain service names a token by its CAIP-10 address (chain + mint), as Reown's does.
  const row = `[data-token="${solana().chainId}:${solana().usdcMint}"]`
  await page.waitForSelector(row)
  assert.is((await text(`${row} [data-token-quantity]`)).trim(), `${shown(Number(held) / 1e6)} USDC`)
  await screenshot(page, 'solana-account.png')
})

test("error: SPEC §8 rejecting the send in the wallet shows 'User rejected the request' on SendPreview; nothing moves", async () => {
  const before = await lamports(solReceiver())
  await demo.previewSend({ symbol: 'SOL', amount: '1', receiver: solReceiver() })
  await page.click('[data-send-confirm]')
  await page.waitForSelector('[data-dev-wallet-prompt][data-kind="solana:signAndSendTransaction"]')
  await page.click('[data-dev-wallet-reject]')
  await page.waitForSelector('[data-view="SendPreview"] [data-send-error]')
  assert.is(await text('[data-send-error]'), 'User rejected the request')
  await screenshot(page, 'solana-send-rejected.png')
  assert.is(await lamports(solReceiver()), before)
  await page.click('[data-send-cancel]')
  await page.waitForSelector('[data-view="Send"]')
  await page.click('[data-latch-back]') // SPEC §2: going back pops one view (Escape would close)
  await page.waitForSelector('[data-view="Account"]')
})

test("behavior: SPEC §4 'Send: success resets the send state and returns to Account' — 0.25 SOL lands on chain exactly", async () => {
  const before = await lamports(solReceiver())
  await sendThroughModal({ symbol: 'SOL', amount: '0.25', receiver: solReceiver(), screenshots: true })
  assert.is((await lamports(solReceiver())) - before, 0.25 * LAMPORTS_PER_SOL)
  const state = await liveState()
  assert.is(state.view, 'Account')
  assert.is(state.send.status, 'idle')
  for (const field of ['token', 'amount', 'receiver', 'error']) assert.is(state.send[field], undefined, `send.${field} reset`)
  await expectAccountMatchesChain()
})

test('behavior: sending 2.5 USDC to a receiver with no token account creates it; it holds exactly the amount', async () => {
  assert.is(await usdc(tokenReceiver), null, 'the receiver has no associated token account yet')
  const before = await usdc(sender())
  await sendThroughModal({ symbol: 'USDC', amount: '2.5', receiver: tokenReceiver })
  assert.is(await usdc(tokenReceiver), 2_500_000n)
  assert.is(before! - (await usdc(sender()))!, 2_500_000n)
  await expectAccountMatchesChain()
  await screenshot(page, 'solana-account-after-sends.png')
})

test('behavior: Buy on Solana (SPEC §9: SOL on Solana, meld only): the checkout in its own window sends the quoted SOL on chain; the modal says done', async () => {
  const before = await lamports(sender())
  await page.click('[data-view="Account"] [data-action="Buy"]')
  await page.waitForSelector('[data-view="Buy"] [data-buy-amount]')
  assert.match(await text('[data-buy-purchase]'), /^Buy SOL on /)
  assert.equal(await page.locator('[data-buy-provider]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-buy-provider'))), ['meld'])
  await page.fill('[data-buy-amount]', '50')
  await page.waitForSelector('[data-buy-quote="success"] [data-buy-total]')
  await page.click('[data-buy-continue]')
  let popup: Page | undefined
  const deadline = Date.now() + 20_000
  while (
    !(popup = page
      .context()
      .pages()
      .find((p) => p.url().includes('/onramp/checkout/')))
  ) {
    if (Date.now() > deadline) throw new Error('no checkout window')
    await page.waitForTimeout(50)
  }
  const amount = Number(await popup.locator('#amount').inputValue())
  assert.ok(amount > 0, 'the quoted SOL is preset')
  await popup.click('#buy')
  await popup.locator('#result', { hasText: 'Delivered' }).waitFor({ timeout: 20_000 })
  await popup.close()
  await page.waitForSelector('[data-buy-status="success"]', { timeout: 20_000 })
  assert.match(await text('[data-buy-success]'), /^Bought [0-9.]+ SOL$/)
  assert.is((await lamports(sender())) - before, Math.round(amount * LAMPORTS_PER_SOL))
})

test('behavior: ARCHITECTURE determinism — the log of the connect and the sends replays to exactly the live state', async () => {
  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
  const log = await expectLogReplaysToLiveState()
  const types: string[] = log.map((e) => e.type)
  for (const type of ['connection/connected', 'send/succeeded', 'send/failed', 'balances/loaded', 'onramp/purchaseCompleted']) assert.ok(types.includes(type), `the log holds ${type}`)
})

test('behavior: a reload reconnects to the same wallet, account and Solana network without a prompt', async () => {
  await page.reload()
  await page.waitForSelector('[data-latch-connect-button][aria-label^="Open account"]')
  const state = await expectSolanaSession()
  assert.is(state.accounts.solana.connectorId, 'dev.latch.wallet', 'one connector id on both namespaces')
  assert.match(await text('[data-devtools-log]'), 'connection/reconnectRequested', 'a silent reconnect, not a new connect')
  assert.is(await page.locator('[data-dev-wallet-prompt]').count(), 0, 'no prompt')
})

test('behavior: a second namespace from Networks: an EVM network → SwitchActiveChain → "Connect a EVM wallet" → dev wallet connects EVM; Solana stays connected', async () => {
  const evm = `eip155:${served.sandbox!.chains.evm[0]!.chainId}`
  await page.click('[data-latch-network-button]')
  await page.waitForSelector('[data-view="Networks"]')
  await page.click(`[data-network-id="${evm}"]`)
  await page.waitForSelector('[data-view="SwitchActiveChain"]')
  await page.click('[data-view="SwitchActiveChain"] button.latch-primary')
  // Connect for eip155: the dev wallet's row connects its EVM side (not the live Solana one).
  await page.waitForSelector('[data-view="Connect"] [data-wallet-id="dev.latch.wallet"]')
  await page.click('[data-view="Connect"] [data-wallet-id="dev.latch.wallet"]')
  await page.waitForSelector('[data-dev-wallet-prompt][data-kind="connect"]')
  assert.not.match(await text('[data-dev-wallet-prompt]'), 'Solana', 'the prompt is the EVM one')
  await approve()
  await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
  await page.waitForFunction(() => JSON.parse(document.querySelector('[data-devtools-state]')?.textContent ?? '{}').accounts?.eip155?.status === 'connected')
  const state = await liveState()
  assert.is(state.activeNamespace, 'eip155')
  assert.is(state.accounts.eip155.connectorId, 'dev.latch.wallet')
  assert.is(state.accounts.solana.status, 'connected', 'the first namespace stays connected')
  assert.is(state.accounts.solana.caipAddress, `${solana().chainId}:${sender()}`)
})

test('behavior: disconnect from Account', async () => {
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-view="Account"]')
  await page.click('[data-disconnect]')
  await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
  assert.is((await text('[data-latch-connect-button]')).trim(), 'Connect wallet')
  const state = await liveState()
  assert.is(state.status, 'disconnected')
  assert.is(state.accounts.solana?.status ?? 'disconnected', 'disconnected')
})

test('behavior: ARCHITECTURE determinism — the downloaded log (reconnect, disconnect) replays to exactly the live final state', async () => {
  await expectLogReplaysToLiveState()
})

test('behavior: after disconnecting, a reload stays disconnected: the wallet forgot the site, no prompt', async () => {
  await page.reload()
  await page.waitForSelector('[data-latch-connect-button]')
  // The session epic restores at app/initialized; give a silent reconnect its chance to (wrongly) happen.
  await page.waitForFunction(() => document.querySelector('[data-devtools-log]')?.textContent?.includes('app/initialized'))
  // The wallet's side, deterministic: it no longer remembers the site (standard:disconnect ran).
  assert.is(await page.evaluate(() => localStorage.getItem('latch-dev-wallet:solana')), null)
  // The modal's side, deterministic too (no sleeping to prove a negative): the saved
  // session it restores from (IndexedDB 'latch', core/storage.ts SESSION_KEY) holds no solana entry.
  const saved = await page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('latch')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result.transaction('keyval').objectStore('keyval').get('latch/session')
          request.onsuccess = () => resolve(request.result ?? null)
          request.onerror = () => reject(request.error)
        }
      }),
  )
  assert.not.ok((saved as { solana?: unknown } | null)?.solana, 'the modal forgot the session too: nothing to restore')
  assert.not.match(await text('[data-devtools-log]'), 'connection/reconnectRequested', 'no reconnect was asked')
  assert.is((await text('[data-latch-connect-button]')).trim(), 'Connect wallet')
  assert.is((await liveState()).status, 'disconnected')
  assert.is(await page.locator('[data-dev-wallet-prompt]').count(), 0, 'no prompt')
})

test('behavior: no page errors along the journey', async () => {
  assert.equal(errors, [])
})

test.run()
