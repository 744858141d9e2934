/**
 * Sign in with a wallet from an embedded wallet that is its smart account (
 * 15; SPEC.md §6 default smartAccount), in Chromium on the demo with `?siwx=server`: email login →
 * SIWXSignMessage names the smart account → Sign asks the secure site, which shows
 * ApproveTransaction (personal_sign needs approval, §6) → approved, the signature is ERC-6492 (the
 * account is not deployed yet) and the sandbox auth service verifies it on chain → a reload signs
 * in silently; the log holds no signature and replays.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { openDemo, type DemoSession } from './helpers.ts'
import { emailLogin, inbox } from '../journeys/embedded.ts'
import { expectLogReplaysWithoutSignatures, reloadSignsInSilently, signaturesOf, signOnView } from '../journeys/siwx.ts'

let demo: DemoSession
const EMAIL = 'siwx.smart@example.com'

test.before(async () => {
  demo = await openDemo()
  demo.page.setDefaultTimeout(30_000)
  await demo.page.goto(`${demo.served.url}?siwx=server`)
  await demo.page.waitForSelector('[data-latch-connect-button]')
})
test.after(async () => {
  await demo?.close()
})

test('behavior: × SPEC §6 an embedded smart account signs in — ApproveTransaction in the secure site, an ERC-6492 signature the auth service verifies on chain', async () => {
  const { dapp } = demo
  await emailLogin(dapp, inbox(demo.served.sandbox!.mail!, EMAIL))
  const account = (await dapp.state()).accounts.eip155!
  const smart = account.user?.accounts.find((a) => a.type === 'smartAccount')?.address
  assert.is(account.address, smart, 'the smart account is the account')
  await dapp.page.waitForSelector('[data-view="SIWXSignMessage"]')
  const message = (await dapp.page.locator('[data-siwx-message]').textContent()) ?? ''
  assert.match(message, `sign in with your Ethereum account:\n${smart}\n`)
  await signOnView(dapp.page)
  await dapp.page.waitForSelector('[data-view="ApproveTransaction"]')
  const frame = dapp.page.frameLocator('iframe[data-latch-embedded-frame]')
  await frame.locator('[data-approval]:not([hidden]) [data-approve]').click()
  await dapp.until("s.siwx?.status === 'signedIn' && !s.open")
  const [signature] = signaturesOf(await dapp.state())
  assert.match(signature ?? '', /6492649264926492649264926492649264926492649264926492649264926492$/, 'ERC-6492: the account is not deployed yet')
  await expectLogReplaysWithoutSignatures(dapp, signaturesOf(await dapp.state()), { email: EMAIL })
})

test('behavior: a reload finds the server-kept session of the smart account: signed in, no view, no new message', async () => {
  await reloadSignsInSilently(demo.dapp, "s.accounts.eip155?.status === 'connected'", { email: EMAIL })
  assert.equal(demo.errors, [])
})

test.run()
