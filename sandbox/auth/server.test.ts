/**
 * Issue 14: the sandbox auth service, through `AuthServiceSIWX` as a host would use it — nonce,
 * verify (signature checked on the sandbox chain), session list, revoke — and its refusals.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { startAnvil, type Anvil } from '../evm/anvil.ts'
import { testAccount } from '../evm/accounts.ts'
import { createMemoryStorage } from '../../core/storage.ts'
import { AuthServiceSIWX } from '../../adapters/siwx/AuthServiceSIWX.ts'
import { startAuthService, type AuthService } from './server.ts'

const CHAIN_ID = 31_415
const CHAIN = `eip155:${CHAIN_ID}` as const
let anvil: Anvil
let auth: AuthService
const account = testAccount(0)

test.before(async () => {
  anvil = await startAnvil({ chainId: CHAIN_ID })
  auth = await startAuthService({ evm: { [CHAIN_ID]: anvil.rpcUrl } })
})
test.after(async () => {
  await auth?.close()
  await anvil?.stop()
})

const client = () => new AuthServiceSIWX({ url: auth.url, domain: 'app.example', uri: 'https://app.example/', storage: createMemoryStorage(), expiration: 60_000 })

async function signIn(siwx: AuthServiceSIWX) {
  const message = await siwx.createMessage({ accountAddress: account.address, chainId: CHAIN })
  const text = message.toString()
  return { data: { ...message }, message: text, signature: await account.signMessage({ message: text }) }
}

test('behavior: issue 14 auth service — nonce from the service, verify issues a session, the list has it, revoke removes it', async () => {
  const siwx = client()
  const session = await signIn(siwx)
  assert.match(session.message, /Nonce: [0-9a-f]{32}\n/)
  await siwx.addSession(session)
  const listed = await siwx.getSessions(CHAIN, account.address)
  assert.is(listed.length, 1)
  assert.is(listed[0]!.signature, session.signature)
  assert.equal(await siwx.getSessions(CHAIN, testAccount(1).address), [], 'another account has none')
  await siwx.revokeSession(CHAIN, account.address)
  assert.equal(await siwx.getSessions(CHAIN, account.address), [])
})

test('error: issue 14 auth service — a tampered message, a reused nonce and a foreign signature are refused (401)', async () => {
  const siwx = client()
  const session = await signIn(siwx)
  const refused = async (s: typeof session) => siwx.addSession(s).then(() => false, (e: { status?: number }) => e.status === 401)
  assert.ok(await refused({ ...session, message: session.message.replace('app.example wants', 'evil.example wants') }), 'text not of its data')
  assert.ok(await refused({ ...session, signature: await testAccount(1).signMessage({ message: session.message }) }), 'foreign signature')
  await siwx.addSession(session)
  assert.ok(await refused(session), 'the nonce was used')
})

test('error: issue 14 auth service down — createMessage throws (the modal reports SPEC §8 init failure)', async () => {
  const siwx = new AuthServiceSIWX({ url: 'http://127.0.0.1:9', domain: 'a.example', uri: 'https://a.example/', storage: createMemoryStorage() })
  let threw = false
  await siwx.createMessage({ accountAddress: account.address, chainId: CHAIN }).catch(() => (threw = true))
  assert.ok(threw)
  assert.equal(await siwx.getSessions(CHAIN, account.address), [], 'no token yet: no call, no session')
})

test.run()
