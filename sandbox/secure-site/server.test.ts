/**
 * The secure site's backend (SPEC.md §4 email login, §9 30 s throttle): a new device is
 * approved from the mailed link, then the mailed code opens a session; the wallet it creates signs
 * and sends on anvil. Real SMTP, real anvil, real HTTP.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { startAnvil, type Anvil } from '../evm/anvil.ts'
import { startMail, type MailServer } from '../mail/index.ts'
import { startSecureSite, type SecureSite } from './server.ts'

let anvil: Anvil
let mailbox: MailServer
let seen = 0
const nextMail = async (to: string): Promise<{ subject: string; text: string }> => {
  const mail = await mailbox.waitForMessage({ to, after: seen })
  seen = mail.id
  return mail
}
let site: SecureSite
let clock = 1_000_000
const deviceId = 'device-0001'

const post = async (path: string, body: unknown, token?: string): Promise<{ status: number; json: Record<string, unknown> }> => {
  const response = await fetch(`${site.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}
const codeOf = (text: string): string => /\b(\d{6})\b/.exec(text)![1]!

test.before(async () => {
  ;[anvil, mailbox] = await Promise.all([startAnvil({ chainId: 31337 }), startMail()])
  site = await startSecureSite({ smtp: mailbox.smtp, evm: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }], now: () => clock })
})
test.after(async () => {
  await site?.stop()
  await mailbox?.stop()
  await anvil?.stop()
})

let token = ''

test('behavior: a new device is approved from the mailed link, then the mailed OTP opens a session (SPEC.md §4)', async () => {
  const start = await post('/api/email', { email: 'Alice@Example.com', deviceId })
  assert.equal(start.json, { action: 'VERIFY_DEVICE' })
  const approval = await nextMail('alice@example.com')
  const link = /(http:\/\/\S+\/device\/approve\?token=\w+)/.exec(approval.text)![1]!
  const waiting = post('/api/device', { email: 'alice@example.com', deviceId })
  const page = await fetch(link)
  assert.is(page.status, 200)
  assert.equal((await waiting).json, { approved: true })
  const otpMail = await nextMail('alice@example.com')
  assert.match(otpMail.subject, /login code/)
  const wrong = await post('/api/otp', { email: 'alice@example.com', otp: '000000' === codeOf(otpMail.text) ? '111111' : '000000', deviceId })
  assert.is(wrong.json['code'], 'INVALID_OTP')
  const ok = await post('/api/otp', { email: 'alice@example.com', otp: codeOf(otpMail.text), deviceId })
  assert.is(ok.status, 200)
  token = String(ok.json['token'])
  const user = await post('/api/user', {}, token)
  assert.is(user.json['email'], 'alice@example.com')
  assert.match(String(user.json['address']), /^0x[0-9a-fA-F]{40}$/)
})

test('error: a second login within 30 s is throttled with the seconds left (SPEC.md §9, §8)', async () => {
  clock += 12_000
  const again = await post('/api/email', { email: 'alice@example.com', deviceId })
  assert.is(again.status, 429)
  assert.equal(again.json, { code: 'THROTTLED', message: 'Please try again after 18 seconds', retryAfter: 18 })
  clock += 18_000
  const later = await post('/api/email', { email: 'alice@example.com', deviceId })
  // The device was approved: straight to the code.
  assert.equal(later.json, { action: 'VERIFY_OTP' })
  assert.match((await nextMail('alice@example.com')).subject, /login code/)
})

test('behavior: the wallet the secure site keeps is funded and sends on anvil', async () => {
  const user = await post('/api/user', {}, token)
  const from = String(user.json['address'])
  const balance = await post('/api/rpc', { chainId: 31337, method: 'eth_getBalance', params: [from, 'latest'] }, token)
  assert.is(BigInt(String(balance.json['result'])), 10n ** 19n)
  const to = '0x000000000000000000000000000000000000bEEF'
  const sent = await post('/api/rpc', { chainId: 31337, method: 'eth_sendTransaction', params: [{ from, to, value: '0xde0b6b3a7640000' }] }, token)
  assert.match(String(sent.json['result']), /^0x[0-9a-f]{64}$/)
  // Sent is not yet mined: on a loaded machine the balance read can come first, so wait for the receipt.
  for (let i = 0; i < 100; i++) {
    const receipt = await post('/api/rpc', { chainId: 31337, method: 'eth_getTransactionReceipt', params: [sent.json['result']] }, token)
    if (receipt.json['result']) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const after = await post('/api/rpc', { chainId: 31337, method: 'eth_getBalance', params: [to, 'latest'] }, token)
  assert.is(BigInt(String(after.json['result'])), 10n ** 18n)
})

test('behavior: a service-built call (calldata, what Swap sends through an embedded wallet) is signed and sent with its data', async () => {
  const user = await post('/api/user', {}, token)
  const from = String(user.json['address'])
  const to = '0x000000000000000000000000000000000000bEEF'
  const data = '0x095ea7b3000000000000000000000000000000000000000000000000000000000000beef000000000000000000000000000000000000000000000000000000000001e240'
  const sent = await post('/api/rpc', { chainId: 31337, method: 'eth_sendTransaction', params: [{ from, to, data, value: '0x0' }] }, token)
  const hash = String(sent.json['result'])
  assert.match(hash, /^0x[0-9a-f]{64}$/)
  const tx = await post('/api/rpc', { chainId: 31337, method: 'eth_getTransactionByHash', params: [hash] }, token)
  assert.is((tx.json['result'] as { input: string }).input, data)
})

test('error: a cross-origin caller and an unknown or expired session are refused', async () => {
  const foreign = await fetch(`${site.url}/api/user`, { method: 'POST', headers: { origin: 'http://evil.example', authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' })
  assert.is(foreign.status, 403)
  assert.is((await post('/api/user', {}, 'nope')).json['code'], 'SESSION_EXPIRED')
  site.auth.expireAllSessions()
  const expired = await post('/api/user', {}, token)
  assert.equal([expired.status, expired.json['code']], [401, 'SESSION_EXPIRED'])
})

test('behavior: the frame page names its parent origin and its script bundles', async () => {
  const page = await (await fetch(`${site.sdkUrl}?origin=${encodeURIComponent('http://127.0.0.1:1234')}`)).text()
  assert.match(page, 'data-parent-origin="http://127.0.0.1:1234"')
  const script = await fetch(`${site.url}/frame.js`)
  assert.is(script.status, 200)
  assert.ok((await script.text()).includes('latch-embedded'))
})

test.run()
