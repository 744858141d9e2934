/**
 * Issue 13's browser journey in Chromium, on the demo as `npm start` runs it: email login into an
 * embedded wallet kept by the secure site (its own origin) — a new device approved from the mailed
 * link, the code read from the sandbox mailbox — then Account with the email and a balance, a send
 * approved in ApproveTransaction (the secure site's UI inside the modal) lands on anvil, a reload
 * keeps the session without a new code, sign out ends it on both origins; the log has neither the
 * code nor the email, and replays to the same final state. Prints the measured times.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { createPublicClient, http, parseEther, type Address } from 'viem'
import { replay, type ModalState, type StampedEvent } from '../../core/index.ts'
import type { MailServer } from '../../sandbox/mail/index.ts'
import { openDemo, screenshot, type DemoSession } from './helpers.ts'

let demo: DemoSession
let page: Page
let mail: MailServer
const EMAIL = 'journey.user.with.a.rather.long.name@example.com'
const RECEIVER: Address = '0x000000000000000000000000000000000000e13A'
const measured: Record<string, number> = {}
let lastMailId = 0
let codeSent = 'no code yet'

const state = (): Promise<ModalState> => page.evaluate(() => (window as unknown as { latchModal: { getState(): ModalState } }).latchModal.getState())
const waitState = (predicate: string) => page.waitForFunction(`(() => { const s = window.latchModal.getState(); return ${predicate} })()`)
/** The log and the state read together, and the state with the email as the log's keyed token. */
const logAndState = async (): Promise<{ log: StampedEvent[]; redactedState: ModalState }> => {
  const { log, live } = await page.evaluate(() => {
    const modal = (window as unknown as { latchModal: { eventLog(): StampedEvent[]; getState(): ModalState } }).latchModal
    return { log: modal.eventLog(), live: modal.getState() }
  })
  const token = /\[personal:[0-9a-f]+\]/.exec(JSON.stringify(log))?.[0] ?? '[redacted]'
  return { log, redactedState: JSON.parse(JSON.stringify(live).split(EMAIL).join(token)) as ModalState }
}
const nextMail = async () => {
  const message = await mail.waitForMessage({ to: EMAIL, after: lastMailId }, 20_000)
  lastMailId = message.id
  return message
}

test.before(async () => {
  demo = await openDemo()
  page = demo.page
  page.setDefaultTimeout(30_000)
  mail = demo.served.sandbox!.mail!
})

test.after(async () => {
  console.log(`measured: ${JSON.stringify(measured)}`)
  await demo?.close()
})

test('behavior: SPEC §2 EmailLogin — a new device is approved from the mailed link (§4), then the mailed code connects the embedded wallet', async () => {
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-view="Connect"] [data-connect-method="email"]')
  await page.fill('[data-connect-method="email"] input[type="email"]', EMAIL)
  const submitted = Date.now()
  await page.press('[data-connect-method="email"] input[type="email"]', 'Enter')
  await page.waitForSelector('[data-view="EmailVerifyDevice"]')
  measured.continueToDeviceViewMs = Date.now() - submitted
  // SPEC.md §5: the email label is cut to 30 characters with an ellipsis.
  assert.ok((await demo.text('[data-view="EmailVerifyDevice"] [data-email-label]')).includes(`${EMAIL.slice(0, 30)}…`))
  await screenshot(page, 'embedded-device-approval.png')
  const approval = await nextMail()
  const link = /(http:\/\/\S+\/device\/approve\?token=\w+)/.exec(approval.text)?.[1]
  assert.ok(link, 'the approval mail carries the link')
  assert.is((await fetch(link!)).status, 200)
  await page.waitForSelector('[data-view="EmailVerifyOtp"]')
  const codeMail = await nextMail()
  assert.match(codeMail.code ?? '', /^\d{6}$/)
  codeSent = codeMail.code!
  await page.fill('[data-view="EmailVerifyOtp"] input[name="otp"]', codeMail.code!)
  const entered = Date.now()
  await page.click('[data-otp-submit]')
  await waitState(`s.accounts.eip155?.status === 'connected' && s.accounts.eip155?.connectorId === 'auth'`)
  measured.otpToConnectedMs = Date.now() - entered
  const s = await state()
  assert.is(s.accounts.eip155?.authName, EMAIL)
  assert.match(s.accounts.eip155?.address ?? '', /^0x[0-9a-fA-F]{40}$/)
})

test('behavior: Account for an embedded wallet shows the email and a balance, and offers Sign out', async () => {
  if ((await state()).view !== 'Account') {
    await page.keyboard.press('Escape')
    await page.click('[data-latch-connect-button]')
  }
  await page.waitForSelector('[data-view="Account"] [data-auth-name]')
  assert.is(await demo.text('[data-auth-name]'), `${EMAIL.slice(0, 30)}…`)
  await waitState(`(s.accounts.eip155?.tokenBalance ?? []).some((t) => t.symbol === 'ETH' && Number(t.quantity.numeric) >= 9.9)`)
  assert.is((await demo.text('[data-disconnect]')).trim(), 'Sign out')
  await screenshot(page, 'embedded-account.png')
})

test('behavior: SPEC §6 a send (eth_sendTransaction) opens ApproveTransaction with the secure site UI; approved there, it lands on anvil and the caller resumes', async () => {
  const rpc = createPublicClient({ transport: http(demo.served.sandbox!.urls.evm[31337]!) })
  const before = await rpc.getBalance({ address: RECEIVER })
  await demo.previewSend({ symbol: 'ETH', amount: '0.01', receiver: RECEIVER })
  await page.click('[data-send-confirm]')
  await page.waitForSelector('[data-view="ApproveTransaction"]')
  const frame = page.frameLocator('iframe[data-latch-embedded-frame]')
  await frame.locator('[data-approval]:not([hidden]) [data-approve]').waitFor()
  await screenshot(page, 'embedded-approve-transaction.png')
  const approved = Date.now()
  await frame.locator('[data-approve]').click()
  await waitState(`s.send.lastHash !== undefined`)
  measured.approveToHashMs = Date.now() - approved
  assert.is((await rpc.getBalance({ address: RECEIVER })) - before, parseEther('0.01'))
  const s = await state()
  assert.is.not(s.view, 'ApproveTransaction')
  assert.is(s.embedded?.approval, undefined)
  // The login's log (before the reload starts a new one): the code redacted, the email a keyed token.
  const { log, redactedState } = await logAndState()
  assert.not.ok(JSON.stringify(log).includes(EMAIL), 'the email is a keyed token in the log')
  assert.ok(log.some((e) => e.type === 'embedded/otpSubmitted' && (e as { otp?: string }).otp === '[redacted]'))
  assert.not.ok(JSON.stringify(log).includes(codeSent), 'the code never appears')
  assert.equal(replay(log).final, redactedState)
})

test('behavior: a reload keeps the embedded session (no new code), the frame holds the token, the host page never', async () => {
  const mailsBefore = mail.messages({ to: EMAIL }).length
  await page.reload()
  await waitState(`s.accounts.eip155?.status === 'connected' && s.accounts.eip155?.connectorId === 'auth'`)
  assert.is((await state()).accounts.eip155?.authName, EMAIL)
  assert.is(mail.messages({ to: EMAIL }).length, mailsBefore, 'no new mail')
  const hostStorage = await page.evaluate(() => JSON.stringify({ ...localStorage }))
  assert.not.match(hostStorage, 'latch-secure/token')
})

test('behavior: sign out ends the session on both origins; the log has neither the code nor the email and replays to the same final state', async () => {
  await page.click('[data-latch-connect-button]')
  await page.waitForSelector('[data-view="Account"]')
  await page.click('[data-disconnect]')
  await waitState(`s.accounts.eip155?.address === undefined`)
  const frameToken = await page.frameLocator('iframe[data-latch-embedded-frame]').locator('body').evaluate(() => localStorage.getItem('latch-secure/token'))
  assert.is(frameToken, null)
  const { log, redactedState } = await logAndState()
  assert.not.ok(JSON.stringify(log).includes(EMAIL), 'the email is a keyed token in the log')
  assert.equal(replay(log).final, redactedState)
})

test.run()
