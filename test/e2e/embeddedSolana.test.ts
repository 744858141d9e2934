/**
 * The email login's Solana side in Chromium, on the demo as `npm start` runs it: an email login (the code
 * read from the sandbox mailbox) gives the embedded wallet a Solana account too, kept by the secure
 * site (its own origin) — the Solana namespace joins the login's session (SPEC.md §3: the AUTH
 * connector serves each namespace); on the sandbox Solana network, Account shows that account with
 * its SOL balance; a SOL send approved in ApproveTransaction (the secure site's UI in the modal,
 * SPEC.md §6) lands on the Solana node; sign out ends both namespaces; the exported log holds
 * neither the code nor the email and replays to the live final state.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import type { MailServer } from '../../sandbox/mail/index.ts'
import { SOLANA_STARTING_LAMPORTS } from '../../sandbox/secure-site/solanaWallets.ts'
import { replay } from '../../core/coreEntry.ts'
import { demoShot, openDemo, type DemoSession } from './helpers.ts'
import { emailLogin, expectPrivateLogReplays, inbox, type Inbox } from '../journeys/embedded.ts'
import { modalPage } from '../journeys/modalPage.ts'

let demo: DemoSession
let mail: MailServer
let box: Inbox
let rpc: Connection
const EMAIL = 'solana.journey@example.com'
const AMOUNT = '0.5'
const solana = () => demo.served.sandbox!.chains.solana!
/** A funded sandbox account receives the SOL. */
const receiver = () => solana().accounts[2]!.address
const lamports = (address: string) => rpc.getBalance(new PublicKey(address), 'confirmed')
/** SPEC.md §9: balances show 3 decimals, en-US. */
const shown = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(value)

test.before(async () => {
  demo = await openDemo()
  demo.page.setDefaultTimeout(30_000)
  mail = demo.served.sandbox!.mail!
  box = inbox(mail, EMAIL)
  rpc = new Connection(solana().rpcUrl, { commitment: 'confirmed', wsEndpoint: solana().wsUrl })
})

test.after(async () => {
  await demo?.close()
})

test('behavior: SPEC §3 the AUTH connector serves each namespace — an email login (code from the sandbox mailbox) connects eip155 and the same session joins Solana', async () => {
  await emailLogin(demo.dapp, box)
  await demo.dapp.until(`s.accounts.solana?.status === 'connected' && s.accounts.solana?.connectorId === 'auth'`)
  const s = await demo.dapp.state()
  const expected = await demo.served.sandbox!.secureSite!.solanaWallets!.addressOf(EMAIL)
  assert.is(s.accounts.solana?.address, expected, "the secure site's Solana account of this email")
  assert.is(s.accounts.solana?.authName, EMAIL)
  assert.is(s.activeNamespace, 'eip155', 'the login stays on the namespace it connected')
  assert.is(await lamports(expected), SOLANA_STARTING_LAMPORTS, 'funded on the sandbox node')
})

test('behavior: SPEC §2/§4 switching to the sandbox Solana network shows the Solana account in Account with its SOL balance', async () => {
  const { page } = demo
  await page.click('[data-latch-network-button]')
  await page.waitForSelector('[data-view="Networks"]')
  await page.click(`[data-network-id="${solana().chainId}"]`)
  await demo.dapp.until(`s.activeNamespace === 'solana' && s.activeCaipNetworkId === ${JSON.stringify(solana().chainId)}`)
  if ((await demo.dapp.state()).open) {
    await page.keyboard.press('Escape')
    await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
  }
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-view="Account"] [data-auth-name]')
  const address = (await demo.dapp.state()).accounts.solana!.address!
  const sol = shown(Number(await lamports(address)) / LAMPORTS_PER_SOL)
  await page.waitForFunction((sol) => document.querySelector('[data-view="Account"] [data-balances="success"] [data-native-balance] span')?.textContent === sol, sol)
  assert.is((await demo.text('[data-native-balance]')).replace(/[^0-9.,A-Z]/g, ''), `${sol}SOL`)
  assert.is((await demo.text('[data-auth-name]')).trim(), EMAIL)
  await demo.dapp.shot(page, 'embedded-solana-account.png')
})

test("error: SPEC §8 'User rejected the request' — Reject in the secure site's panel sends nothing; SendPreview says so", async () => {
  const { page } = demo
  const before = await lamports(receiver())
  await demo.previewSend({ symbol: 'SOL', amount: AMOUNT, receiver: receiver() })
  await page.click('[data-send-confirm]')
  await page.waitForSelector('[data-view="ApproveTransaction"]')
  const frame = page.frameLocator('iframe[data-latch-embedded-frame]')
  await frame.locator('[data-approval]:not([hidden]) [data-reject]').click()
  await page.waitForSelector('[data-view="SendPreview"] [data-send-error]')
  assert.is(await demo.text('[data-send-error]'), 'User rejected the request')
  assert.is(await lamports(receiver()), before)
  await page.click('[data-send-cancel]')
  await page.waitForSelector('[data-view="Send"]')
  await page.click('[data-latch-back]')
  await page.waitForSelector('[data-view="Account"]')
})

test('behavior: SPEC §6 a SOL send (solana_signAndSendTransaction) opens ApproveTransaction with the secure site UI; approved there, it lands on the Solana node', async () => {
  const { page } = demo
  const before = await lamports(receiver())
  await demo.previewSend({ symbol: 'SOL', amount: AMOUNT, receiver: receiver() })
  assert.is(await demo.text('[data-preview-network]'), 'Solana (sandbox)')
  await page.click('[data-send-confirm]')
  await page.waitForSelector('[data-view="ApproveTransaction"]')
  const frame = page.frameLocator('iframe[data-latch-embedded-frame]')
  await frame.locator('[data-approval]:not([hidden]) [data-approve]').waitFor()
  // The secure site's panel names what is approved, read from the transaction (as for eth_sendTransaction).
  const details = await frame.locator('[data-approval-details]').innerText()
  for (const part of ['solana_signAndSendTransaction', receiver(), `${AMOUNT} SOL`]) assert.match(details, part)
  await demo.dapp.shot(page, 'embedded-solana-approve.png')
  await frame.locator('[data-approve]').click()
  await demo.dapp.until(`s.send.lastHash !== undefined`)
  assert.is((await lamports(receiver())) - before, Number(AMOUNT) * LAMPORTS_PER_SOL)
  const s = await demo.dapp.state()
  const status = (await rpc.getSignatureStatuses([s.send.lastHash!])).value[0]
  assert.is(status?.err, null, 'the signature the modal holds is the landed transaction')
  assert.is.not(s.view, 'ApproveTransaction')
  assert.is(s.embedded?.approval, undefined)
  await page.waitForSelector('[data-view="Account"]')
})

test('behavior: SPEC §6 a token send from the embedded Solana account (the sandbox faucet minted it 100 USDC): 2.5 USDC to a key with no token account, approved in the secure site, lands and creates that account', async () => {
  const { page } = demo
  const to = Keypair.generate().publicKey.toBase58()
  const previous = (await demo.dapp.state()).send.lastHash
  await demo.dapp.until(`(s.accounts.solana?.tokenBalance ?? []).some((t) => t.symbol === 'USDC' && Number(t.quantity.numeric) === 100)`)
  await demo.previewSend({ symbol: 'USDC', amount: '2.5', receiver: to })
  await page.click('[data-send-confirm]')
  await page.waitForSelector('[data-view="ApproveTransaction"]')
  const frame = page.frameLocator('iframe[data-latch-embedded-frame]')
  await frame.locator('[data-approval]:not([hidden]) [data-approve]').click()
  await demo.dapp.until(`s.send.lastHash !== undefined && s.send.lastHash !== ${JSON.stringify(previous ?? null)}`)
  const held = await rpc.getParsedTokenAccountsByOwner(new PublicKey(to), { mint: new PublicKey(solana().usdcMint) }, 'confirmed')
  assert.is(held.value.length, 1, "the receiver's token account was created on the way")
  assert.is((held.value[0]!.account.data as { parsed: { info: { tokenAmount: { amount: string } } } }).parsed.info.tokenAmount.amount, '2500000')
  await page.waitForSelector('[data-view="Account"]')
})

test('behavior: the exported event log has neither the code nor the email and replays to the live final state', async () => {
  await expectPrivateLogReplays(demo.dapp, box)
})

test('behavior: SPEC §3 a reload keeps the session without a new code and lands on the last used chain (Solana) again', async () => {
  const mailsBefore = mail.messages({ to: EMAIL }).length
  await demo.dapp.reload()
  await demo.dapp.until(`s.activeNamespace === 'solana' && s.accounts.solana?.status === 'connected' && s.accounts.eip155?.status === 'connected'`)
  const s = await demo.dapp.state()
  assert.is(s.activeCaipNetworkId, solana().chainId)
  assert.is(s.accounts.solana?.address, await demo.served.sandbox!.secureSite!.solanaWallets!.addressOf(EMAIL))
  assert.is(s.accounts.solana?.authName, EMAIL)
  assert.is(mail.messages({ to: EMAIL }).length, mailsBefore, 'no new mail')
})

test('behavior: sign out ends the session for both namespaces (the frame token gone); the log still replays', async () => {
  const { page } = demo
  if (!(await demo.dapp.state()).open) await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-view="Account"]')
  await page.click('[data-disconnect]')
  await demo.dapp.until(`s.accounts.eip155 === undefined && s.accounts.solana === undefined && s.status === 'disconnected'`)
  const frameToken = await page
    .frameLocator('iframe[data-latch-embedded-frame]')
    .locator('body')
    .evaluate(() => localStorage.getItem('latch-secure/token'))
  assert.is(frameToken, null)
  await expectPrivateLogReplays(demo.dapp, box)
  assert.equal(
    demo.errors.filter((e) => !e.includes('favicon')),
    [],
  )
})

test('behavior: SPEC §3 a visitor on the Solana network logs in by email straight into the Solana account (active), and eip155 joins the session', async () => {
  // A second visitor: a browser context of its own (its own storage, so SPEC §9's 30 s login throttle is its own too).
  const context = await demo.browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'dark' })
  try {
    const page = await context.newPage()
    page.setDefaultTimeout(30_000)
    await page.goto(demo.served.url)
    await page.waitForSelector('[data-latch-connect-button]')
    const dapp = modalPage(page, { replay, shot: demoShot })
    await page.click('[data-latch-network-button]')
    await page.waitForSelector('[data-view="Networks"]')
    await page.click(`[data-network-id="${solana().chainId}"]`)
    await dapp.until(`s.activeNamespace === 'solana'`)
    await page.keyboard.press('Escape')
    await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
    const visitor = inbox(mail, 'solana.first@example.com')
    await emailLogin(dapp, visitor)
    await dapp.until(`s.accounts.solana?.status === 'connected' && s.accounts.eip155?.status === 'connected'`)
    const s = await dapp.state()
    assert.is(s.activeNamespace, 'solana', 'the login connected the namespace the visitor was on')
    assert.is(s.accounts.solana?.address, await demo.served.sandbox!.secureSite!.solanaWallets!.addressOf(visitor.email))
    assert.is(s.accounts.solana?.connectorId, 'auth')
    await page.click('[data-latch-connect-button]')
    await page.waitForSelector('[data-view="Account"] [data-balances="success"] [data-native-balance]')
    assert.is((await page.locator('[data-native-balance]').first().innerText()).replace(/[^0-9.,A-Z]/g, ''), `${shown(SOLANA_STARTING_LAMPORTS / LAMPORTS_PER_SOL)}SOL`)
    await expectPrivateLogReplays(dapp, visitor)
  } finally {
    await context.close()
  }
})

test.run()
