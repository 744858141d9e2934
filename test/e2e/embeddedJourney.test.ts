/**
 * The email login's browser journey in Chromium, on the demo as `npm start` runs it: email login into an
 * embedded wallet kept by the secure site (its own origin) — a new device approved from the mailed
 * link, the code read from the sandbox mailbox — then Account with the email and a balance, a send
 * approved in ApproveTransaction (the secure site's UI inside the modal) lands on anvil, a reload
 * keeps the session without a new code, sign out ends it on both origins; the log has neither the
 * code nor the email, and replays to the same final state. Prints the measured times. The steps
 * are test/journeys/embedded.ts, which the packed-tarball host test (test/host/) runs too.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Address } from 'viem'
import type { MailServer } from '../../sandbox/mail/index.ts'
import { openDemo, type DemoSession } from './helpers.ts'
import {
  embeddedAccount,
  embeddedAccountTypes,
  embeddedSendApproved,
  embeddedSignOut,
  emailLogin,
  expectPrivateLogReplays,
  inbox,
  reloadKeepsEmbeddedSession,
  type Inbox,
} from '../journeys/embedded.ts'

let demo: DemoSession
let mail: MailServer
let box: Inbox
const EMAIL = 'journey.user.with.a.rather.long.name@example.com'
const RECEIVER: Address = '0x000000000000000000000000000000000000e13A'
const measured: Record<string, number> = {}

test.before(async () => {
  demo = await openDemo()
  demo.page.setDefaultTimeout(30_000)
  mail = demo.served.sandbox!.mail!
  box = inbox(mail, EMAIL)
})

test.after(async () => {
  console.log(`measured: ${JSON.stringify(measured)}`)
  await demo?.close()
})

test('behavior: SPEC §2 EmailLogin — a new device is approved from the mailed link (§4), then the mailed code connects the embedded wallet', async () => {
  await emailLogin(demo.dapp, box, measured)
})

test('behavior: Account for an embedded wallet shows the email and a balance, and offers Sign out', async () => {
  await embeddedAccount(demo.dapp, EMAIL)
})

test('behavior: SPEC §6 a send (eth_sendTransaction) opens ApproveTransaction with the secure site UI; approved there, it lands on anvil and the caller resumes', async () => {
  await embeddedSendApproved(demo.dapp, { rpcUrl: demo.served.sandbox!.urls.evm[31337]!, receiver: RECEIVER, amount: '0.01', measured })
  // The login's log (before the reload starts a new one): the code redacted, the email a keyed token.
  const log = await demo.dapp.eventLog()
  assert.ok(log.some((e) => e.type === 'embedded/otpSubmitted' && (e as { otp?: string }).otp === '[redacted]'))
  await expectPrivateLogReplays(demo.dapp, box)
})

test('behavior: SPEC §4/§6 account type — the embedded wallet is its smart account by default (the send deployed it) and switches to its EOA and back in Account; a reload keeps the choice', async () => {
  await embeddedAccountTypes(demo.dapp, { rpcUrl: demo.served.sandbox!.urls.evm[31337]! })
})

test('behavior: a reload keeps the embedded session (no new code), the frame holds the token, the host page never', async () => {
  await reloadKeepsEmbeddedSession(demo.dapp, mail, EMAIL)
})

test('behavior: SPEC §2/§4 UpdateEmailWallet — Account → Update email → a code to the current address (a wrong one refused), then one to the new address → the same wallet now names the new email', async () => {
  const { page } = demo.dapp
  const NEW = 'journey.new@example.com'
  const next = inbox(mail, NEW)
  const before = (await demo.dapp.state()).accounts.eip155?.address
  if (!(await demo.dapp.state()).open) await page.click('[data-latch-connect-button]')
  await page.click('[data-view="Account"] [data-update-email]')
  await page.fill('[data-view="UpdateEmailWallet"] input[name="email"]', NEW)
  await page.click('[data-update-email-submit]')
  await page.waitForSelector('[data-update-email-code-for="primary"]')
  const { code: primary } = await box.next()
  const code = '[data-view="UpdateEmailWallet"] input[name="otp"]'
  await page.fill(code, primary === '000000' ? '111111' : '000000')
  await page.click('[data-update-email-submit]')
  await page.waitForSelector('[data-update-email-problem]')
  assert.is((await demo.text('[data-update-email-problem]')).trim(), 'Invalid code')
  await page.fill(code, primary!)
  await page.click('[data-update-email-submit]')
  await page.waitForSelector('[data-update-email-code-for="secondary"]')
  const { code: secondary } = await next.next()
  await page.fill(code, secondary!)
  await page.click('[data-update-email-submit]')
  await page.waitForSelector('[data-update-email-done]')
  await demo.dapp.until(`s.accounts.eip155?.authName === ${JSON.stringify(NEW)} && s.embedded?.email === ${JSON.stringify(NEW)}`)
  assert.is((await demo.dapp.state()).accounts.eip155?.address, before, 'the same wallet')
  await demo.dapp.shot(page, 'update-email-done.png')
  await page.click('[data-update-email-close]')
  await page.waitForSelector('[data-view="Account"] [data-auth-name]')
  assert.is(await page.locator('[data-auth-name]').first().innerText(), NEW)
  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-latch-modal]', { state: 'detached' })
  // The log names neither address nor any code, and replays (the sign-out below checks it with the new address).
  box = next
})

test('behavior: sign out ends the session on both origins; the log has neither the code nor the email and replays to the same final state', async () => {
  await embeddedSignOut(demo.dapp, box)
})

test.run()
