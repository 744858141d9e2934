/**
 * The WalletConnect journey steps, shared by the demo's e2e test and the packed-tarball host
 * test: the dapp shows the QR, the sandbox's test mobile wallet page pairs with the URI read from
 * the Copy link (as a user pastes it) and approves; a send approved in the wallet lands on anvil; a
 * reload restores the session without a new QR; the wallet ending the session disconnects the dapp
 * and the log replays to the same final state.
 */
import type { BrowserContext, Page } from 'playwright-core'
import * as assert from 'uvu/assert'
import { createPublicClient, http, parseEther, type Address } from 'viem'
import { approvePrompt, assertReplays, previewSend, type ModalPage } from './modalPage.ts'

/** The dev wallet's account 0, which the test wallet page also holds. */
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** Opens the test mobile wallet page (`sandbox.urls.walletConnectWallet`) and waits until it is ready. */
export async function openWalletPage(context: BrowserContext, url: string): Promise<Page> {
  const wallet = await context.newPage()
  await wallet.setViewportSize({ width: 420, height: 860 })
  wallet.setDefaultTimeout(30_000)
  wallet.on('pageerror', (e) => console.log(`wallet pageerror: ${e.message}`))
  await wallet.goto(url)
  await wallet.waitForFunction(() => document.querySelector('[data-wc-status]')?.textContent === 'Ready')
  return wallet
}

/** Pastes the dapp's Copy-link URI into the wallet page, pairs and approves the proposal. */
export async function pairFromCopyLink(dapp: ModalPage, wallet: Page, measured: Record<string, number> = {}): Promise<void> {
  const uri = await dapp.page.getAttribute('[data-copy-link]', 'data-uri')
  assert.ok(uri?.startsWith('wc:'), 'the Copy link holds the pairing URI')
  await wallet.fill('[data-wc-uri]', uri!)
  const paired = Date.now()
  await wallet.click('[data-wc-pair]')
  await wallet.waitForSelector('[data-wc-proposal] [data-wc-approve]')
  measured.pairToProposalMs = Date.now() - paired
  await dapp.shot(wallet, 'walletconnect-wallet-proposal.png')
  const approved = Date.now()
  await wallet.click('[data-wc-approve]')
  await dapp.page.waitForSelector('[data-latch-connect-button][aria-label^="Open account"]')
  measured.approvalToAccountMs = Date.now() - approved
}

/** Connect → the WalletConnect row → QR and Copy link → the wallet pairs and approves → the dapp shows the account. */
export async function pairWalletConnect(dapp: ModalPage, wallet: Page, measured: Record<string, number> = {}): Promise<void> {
  const { page } = dapp
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-view="Connect"] [data-wallet-id="walletConnect"]')
  const chosen = Date.now()
  await page.click('[data-view="Connect"] [data-wallet-id="walletConnect"]')
  await page.waitForSelector('[data-view="ConnectingWalletConnect"] [data-qr]')
  measured.chooseToQrMs = Date.now() - chosen
  await dapp.shot(page, 'walletconnect-qr.png')
  await pairFromCopyLink(dapp, wallet, measured)
  const s = await dapp.state()
  assert.is(s.accounts.eip155?.connectorId, 'walletConnect')
  assert.is(s.accounts.eip155?.address, ACCOUNT)
  assert.is((await page.locator('[data-latch-connect-button]').innerText()).trim(), '0xf3…b92266')
}

/** From the connect button: Account → Send `amount` ETH to `receiver`, approved in the wallet page; it lands on `rpcUrl`'s chain. */
export async function sendApprovedInWallet(dapp: ModalPage, wallet: Page, options: { rpcUrl: string; receiver: Address; amount: string; measured?: Record<string, number> }): Promise<void> {
  const { page } = dapp
  const rpc = createPublicClient({ transport: http(options.rpcUrl) })
  const before = await rpc.getBalance({ address: options.receiver })
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-view="Account"]')
  await previewSend(page, { symbol: 'ETH', amount: options.amount, receiver: options.receiver })
  const sent = Date.now()
  await page.click('[data-send-confirm]')
  await wallet.waitForSelector('[data-dev-wallet-approve]')
  await dapp.shot(wallet, 'walletconnect-wallet-send.png')
  await approvePrompt(wallet)
  await page.waitForSelector('[data-view="Account"]')
  if (options.measured) options.measured.sendRoundTripMs = Date.now() - sent
  assert.is((await rpc.getBalance({ address: options.receiver })) - before, parseEther(options.amount))
  await page.keyboard.press('Escape')
}

/** A reload restores the WalletConnect session: the account shows, no pairing was created. */
export async function reloadRestoresSession(dapp: ModalPage): Promise<void> {
  await dapp.page.reload()
  await dapp.page.waitForSelector('[data-latch-connect-button][aria-label^="Open account"]')
  const s = await dapp.state()
  assert.is(s.accounts[s.activeNamespace!]?.connectorId, 'walletConnect')
  assert.is(s.pairing, undefined, 'no pairing was created')
}

/** The wallet page ends the session: the dapp disconnects every namespace; its log replays to the same final state. */
export async function walletEndsSession(dapp: ModalPage, wallet: Page): Promise<void> {
  await wallet.click('[data-wc-session] [data-wc-disconnect]')
  await dapp.until(`s.accounts.eip155?.address === undefined && s.accounts.solana?.address === undefined`)
  await dapp.page.waitForFunction(() => document.querySelector('[data-latch-connect-button]')?.textContent?.trim() === 'Connect wallet')
  const { log, state } = await dapp.snapshot()
  assertReplays(dapp, log, state)
}
