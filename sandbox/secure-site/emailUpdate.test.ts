/** UpdateEmailWallet on the secure site (SPEC.md §4 update email with primary and secondary OTP): a code to the current address, then one to the new one; the wallet moves with the email. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { AuthBook, type AuthError } from './auth.ts'
import { WalletBook } from './wallets.ts'

const DEVICE = 'device-0001'

function loggedIn(email = 'old@latch.test') {
  const auth = new AuthBook(() => 1_000)
  const step = auth.startLogin(email, DEVICE)
  assert.is(step.action, 'VERIFY_DEVICE')
  if (step.action === 'VERIFY_DEVICE') auth.approveDevice(step.approvalToken)
  const session = auth.verifyOtp(email, auth.issueOtp(email), DEVICE)
  return { auth, session }
}

function refusal(run: () => unknown): AuthError {
  try {
    run()
  } catch (error) {
    return error as AuthError
  }
  throw new Error('expected a refusal')
}

test('behavior: SPEC §4 update email — primary code, then secondary code; every session of the wallet names the new email, and this device is known for it', () => {
  const { auth, session } = loggedIn()
  const { primaryEmail, code: primary } = auth.startEmailUpdate(session.token, 'new@latch.test')
  assert.is(primaryEmail, 'old@latch.test', 'the first code goes to the current address')
  const { secondaryEmail, code: secondary } = auth.verifyEmailUpdatePrimary(session.token, primary)
  assert.is(secondaryEmail, 'new@latch.test', 'the second code goes to the new address')
  assert.equal(auth.verifyEmailUpdateSecondary(session.token, secondary), { oldEmail: 'old@latch.test', newEmail: 'new@latch.test' })
  assert.is(auth.session(session.token).email, 'new@latch.test')
  assert.is(auth.session(session.token).walletKey, 'new@latch.test')
  assert.ok(auth.isDeviceApproved('new@latch.test', DEVICE))
})

test('error: a wrong code is INVALID_OTP and changes nothing; codes cannot be swapped or skipped', () => {
  const { auth, session } = loggedIn()
  const { code: primary } = auth.startEmailUpdate(session.token, 'new@latch.test')
  assert.is(refusal(() => auth.verifyEmailUpdateSecondary(session.token, primary)).code, 'BAD_REQUEST', 'the second step before the first')
  assert.is(refusal(() => auth.verifyEmailUpdatePrimary(session.token, primary === '000000' ? '111111' : '000000')).code, 'INVALID_OTP')
  assert.is(auth.session(session.token).email, 'old@latch.test')
  const { code: secondary } = auth.verifyEmailUpdatePrimary(session.token, primary)
  assert.is(refusal(() => auth.verifyEmailUpdateSecondary(session.token, secondary === '000000' ? '111111' : '000000')).code, 'INVALID_OTP')
  assert.is(auth.session(session.token).email, 'old@latch.test')
})

test('error: the same email, a social login and no session are refused', () => {
  const { auth, session } = loggedIn()
  assert.match(refusal(() => auth.startEmailUpdate(session.token, 'old@latch.test')).message, /already your email/)
  const social = auth.openSession({ email: 'x@google.invalid', walletKey: 'google|1', username: 'x', provider: 'google' }, DEVICE)
  assert.match(refusal(() => auth.startEmailUpdate(social.token, 'new@latch.test')).message, /social login/)
  assert.is(refusal(() => auth.startEmailUpdate(undefined, 'new@latch.test')).code, 'SESSION_EXPIRED')
})

test('behavior: the wallet moves with the email (same address); a new email that already has a wallet is refused', async () => {
  const wallets = new WalletBook([])
  const account = await wallets.accountFor('old@latch.test')
  wallets.rekey('old@latch.test', 'new@latch.test')
  assert.is((await wallets.accountFor('new@latch.test')).address, account.address)
  assert.not.ok(wallets.has('old@latch.test'))
  await wallets.accountFor('other@latch.test')
  assert.throws(() => wallets.rekey('new@latch.test', 'other@latch.test'), /already has a wallet/)
})

test.run()
