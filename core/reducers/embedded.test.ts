/**
 * Email login steps (SPEC.md §2 EmailLogin, §4 device → OTP, §9 30 s throttle,
 * §6 ApproveTransaction), as (state, event) → state.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events, type ModalEvent } from '../events/index.ts'
import { init } from '../../test/fixtures/config.ts'
import { reduceAll } from '../../test/fixtures/reduceAll.ts'
import { reduce, type ModalState } from './index.ts'

const { ui, embedded, modal } = events
const at = <E extends ModalEvent>(event: E, time: number, seq: number) => ({ ...event, at: time, seq })
/** Reduces stamped events with explicit times. */
const run = (state: ModalState, ...stamped: (ModalEvent & { at: number; seq: number })[]): ModalState => stamped.reduce((s, e) => reduce(s, e as never), state)

const start = reduceAll([init({ authConnector: true }), modal.openRequested({})])

test('behavior: SPEC §2 an email submitted from Connect opens EmailLogin and starts the login', () => {
  const state = run(start, at(ui.emailSubmitted({ email: 'a@b.c' }), 1000, 10))
  assert.is(state.view, 'EmailLogin')
  assert.equal(state.embedded, { step: 'sending', email: 'a@b.c', requestId: 'email-10' })
})

test('behavior: SPEC §4 a new device waits for its approval, then the code; a known one goes straight to the code', () => {
  const sending = run(start, at(ui.emailSubmitted({ email: 'a@b.c' }), 1000, 10))
  const device = run(sending, at(embedded.emailAccepted({ requestId: 'email-10', action: 'VERIFY_DEVICE' }), 1500, 11))
  assert.is(device.view, 'EmailVerifyDevice')
  assert.is(device.embedded?.lastEmailLoginAt, 1500)
  const otp = run(device, at(embedded.deviceApproved({ requestId: 'email-10' }), 9000, 12))
  assert.equal([otp.view, otp.embedded?.step, otp.history.length], ['EmailVerifyOtp', 'otp', device.history.length])
  const direct = run(sending, at(embedded.emailAccepted({ requestId: 'email-10', action: 'VERIFY_OTP' }), 1500, 11))
  assert.is(direct.view, 'EmailVerifyOtp')
})

test('behavior: SPEC §9 a second login within 30 s is refused with the seconds left (§8 throttle), after 30 s it starts', () => {
  const sent = run(
    start,
    at(ui.emailSubmitted({ email: 'a@b.c' }), 1000, 10),
    at(embedded.emailAccepted({ requestId: 'email-10', action: 'VERIFY_OTP' }), 2000, 11),
    at(modal.closeRequested(), 3000, 12),
    at(modal.openRequested({}), 3001, 13),
  )
  const throttled = run(sent, at(ui.emailSubmitted({ email: 'a@b.c' }), 14_500, 14))
  assert.equal(throttled.embedded?.problem, { code: 'throttled', retryAfter: 18 })
  assert.is(throttled.embedded?.step, 'email')
  const later = run(sent, at(ui.emailSubmitted({ email: 'a@b.c' }), 32_000, 14))
  assert.is(later.embedded?.step, 'sending')
})

test('error: a wrong code keeps the OTP view with invalidOtp; a stale answer changes nothing', () => {
  const otp = run(
    start,
    at(ui.emailSubmitted({ email: 'a@b.c' }), 1000, 10),
    at(embedded.emailAccepted({ requestId: 'email-10', action: 'VERIFY_OTP' }), 2000, 11),
    at(embedded.otpSubmitted({ email: 'a@b.c', otp: '000000' }), 3000, 12),
  )
  assert.equal([otp.embedded?.step, otp.embedded?.requestId], ['verifying', 'otp-12'])
  const stale = run(otp, at(embedded.otpFailed({ requestId: 'otp-99', error: { name: 'X', shortMessage: 'x' } }), 3500, 13))
  assert.is(stale, otp)
  const wrong = run(otp, at(embedded.otpFailed({ requestId: 'otp-12', error: { name: 'FrameRequestError', shortMessage: 'Invalid code', code: 'INVALID_OTP' } }), 3500, 13))
  assert.equal([wrong.view, wrong.embedded?.step, wrong.embedded?.problem], ['EmailVerifyOtp', 'otp', { code: 'invalidOtp' }])
})

test('behavior: SPEC §6 an approval-needing call opens ApproveTransaction; its end goes back', () => {
  const connectedish = run(start, at(embedded.approvalRequested({ requestId: 'r1', method: 'eth_sendTransaction' }), 10, 20))
  assert.is(connectedish.view, 'ApproveTransaction')
  const other = run(connectedish, at(embedded.approvalSettled({ requestId: 'r2', outcome: 'approved' }), 11, 21))
  assert.is(other.view, 'ApproveTransaction')
  const done = run(connectedish, at(embedded.approvalSettled({ requestId: 'r1', outcome: 'approved' }), 11, 21))
  assert.is(done.view, start.view)
  assert.is(done.embedded?.approval, undefined)
})

test('error: SPEC §8 an alert ends a login waiting on the frame, so it can be tried again', () => {
  const sending = run(start, at(ui.emailSubmitted({ email: 'a@b.c' }), 1000, 10))
  const alerted = run(sending, at(embedded.alerted({ alert: 'IFRAME_LOAD_FAILED' }), 11_000, 11))
  assert.equal([alerted.embedded?.alert, alerted.embedded?.step], ['IFRAME_LOAD_FAILED', 'email'])
})

test('parameters: without the email flow offered, an email changes nothing in the embedded slice', () => {
  const state = run(reduceAll([init(), modal.openRequested({})]), at(ui.emailSubmitted({ email: 'a@b.c' }), 1000, 10))
  assert.is(state.embedded, undefined)
})

test('behavior: email login has landed: offered by default once an AUTH connector is configured, never without one', () => {
  const withAuth = run(reduceAll([init({ authConnector: true }), modal.openRequested({})]), at(ui.emailSubmitted({ email: 'a@b.c' }), 1000, 10))
  assert.equal([withAuth.view, withAuth.embedded?.step], ['EmailLogin', 'sending'])
})

test.run()
