/**
 * The sandbox auth service, through `AuthServiceSIWX` as a host would use it — nonce,
 * verify (signature checked on the sandbox chain), session list, revoke — and its refusals.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { startAnvil, type Anvil } from '../evm/anvil.ts'
import { testAccount } from '../evm/accounts.ts'
import { createMemoryStorage } from '../../core/storage.ts'
import { AuthServiceSIWX } from '../../adapters/siwx/AuthServiceSIWX.ts'
import { formatMessage } from '../../adapters/siwx/formatMessage.ts'
import type { SIWXSession } from '../../core/siwx/types.ts'
import { startAuthService, type AuthService } from './server.ts'

const CHAIN_ID = 31_415
const CHAIN = `eip155:${CHAIN_ID}` as const
let anvil: Anvil
let auth: AuthService
const account = testAccount(0)

test.before(async () => {
  anvil = await startAnvil({ chainId: CHAIN_ID })
  auth = await startAuthService({ evm: { [CHAIN_ID]: anvil.rpcUrl }, origins: ['https://app.example'] })
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

test('behavior: auth service — nonce from the service, verify issues a session, the list has it, revoke removes it', async () => {
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

test('error: auth service — a tampered message, a reused nonce and a foreign signature are refused (401)', async () => {
  const siwx = client()
  const session = await signIn(siwx)
  const refused = async (s: typeof session) =>
    siwx.addSession(s).then(
      () => false,
      (e: { status?: number }) => e.status === 401,
    )
  assert.ok(await refused({ ...session, message: session.message.replace('app.example wants', 'evil.example wants') }), 'text not of its data')
  assert.ok(await refused({ ...session, signature: await testAccount(1).signMessage({ message: session.message }) }), 'foreign signature')
  await siwx.addSession(session)
  assert.ok(await refused(session), 'the nonce was used')
})

/** A nonce the service issued, as any caller gets one. */
const serviceNonce = async (): Promise<string> => ((await (await fetch(`${auth.url}/auth/v1/nonce`)).json()) as { nonce: string }).nonce

/** A session signed by `account` for exactly `data` (its own EIP-4361 text). */
async function signed(data: Partial<SIWXSession['data']> & { nonce: string }): Promise<SIWXSession> {
  const full: SIWXSession['data'] = { domain: 'app.example', uri: 'https://app.example/', version: '1', accountAddress: account.address, chainId: CHAIN, ...data }
  const message = formatMessage(full)
  return { data: full, message, signature: await account.signMessage({ message }) }
}

async function post(path: string, body: unknown): Promise<{ status: number; token?: string }> {
  const response = await fetch(`${auth.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const json = (await response.json()) as { token?: string }
  return { status: response.status, ...(json.token !== undefined ? { token: json.token } : {}) }
}

test("error: SPEC §4 SIWX, auth service POST /auth/v1/set — a used session, an unissued nonce, another site's message and one nonce twice get 401 and no token", async () => {
  const used = await signed({ nonce: await serviceNonce() })
  const first = await post('/auth/v1/verify', { session: used })
  assert.is(first.status, 200)
  assert.equal(await post('/auth/v1/set', { sessions: [used] }), { status: 401 }, 'a used session, replayed without the token')
  const other = await post('/auth/v1/verify', { session: await signed({ nonce: await serviceNonce() }) })
  assert.equal(await post('/auth/v1/set', { token: other.token, sessions: [used] }), { status: 401 }, "a used session, under another client's token")
  assert.equal(await post('/auth/v1/set', { sessions: [await signed({ nonce: 'never1issued2' })] }), { status: 401 }, 'a nonce the service never issued')
  const foreign = await signed({ nonce: await serviceNonce(), domain: 'evil.example', uri: 'https://evil.example/' })
  assert.equal(await post('/auth/v1/set', { sessions: [foreign] }), { status: 401 }, "another site's message")
  const nonce = await serviceNonce()
  const twice = [await signed({ nonce }), await signed({ nonce, requestId: 'again' })]
  assert.equal(await post('/auth/v1/set', { sessions: twice }), { status: 401 }, 'one nonce, one session')
  assert.is((await post('/auth/v1/set', { sessions: [twice[0]] })).status, 200, 'the nonce was not burnt by the refusal')
  assert.equal(await post('/auth/v1/set', { sessions: [twice[1]] }), { status: 401 }, 'and is used now')
})

test("behavior: SPEC §4 SIWX, auth service POST /auth/v1/set — the client's own sessions stay, a fresh one uses its nonce", async () => {
  const mine = await signed({ nonce: await serviceNonce() })
  const { token } = await post('/auth/v1/verify', { session: mine })
  const fresh = await signed({ nonce: await serviceNonce(), requestId: 'fresh' })
  assert.equal(await post('/auth/v1/set', { token, sessions: [mine, fresh] }), { status: 200, token })
  assert.is(auth.sessions().filter((s) => s.token === token).length, 2)
  assert.equal(await post('/auth/v1/set', { token, sessions: [mine] }), { status: 200, token }, 'replacing with a subset')
})

test("error: SPEC §4 SIWX, auth service — EIP-4361 domain and uri bound to the service's sites: another domain, a uri elsewhere, a domain without its uri get 401 on /verify", async () => {
  for (const data of [
    { domain: 'evil.example', uri: 'https://evil.example/' },
    { domain: 'app.example', uri: 'https://evil.example/' },
    { domain: 'evil.example', uri: 'https://app.example/' },
    { domain: 'app.example', uri: 'http://app.example/' },
    { domain: 'app.example', uri: 'not a uri' },
  ]) {
    const nonce = await serviceNonce()
    assert.equal(await post('/auth/v1/verify', { session: await signed({ nonce, ...data }) }), { status: 401 }, JSON.stringify(data))
    assert.is((await post('/auth/v1/verify', { session: await signed({ nonce }) })).status, 200, 'the refusal left the nonce usable')
  }
})

test('error: SPEC §4 SIWX, auth service — a message whose Not Before is ahead gets 401 on /verify and /set; from that time it is accepted', async () => {
  const notBefore = new Date(Date.now() + 3_600_000).toISOString()
  const later = await signed({ nonce: await serviceNonce(), notBefore })
  assert.equal(await post('/auth/v1/verify', { session: later }), { status: 401 })
  assert.equal(await post('/auth/v1/set', { sessions: [later] }), { status: 401 })
  const now = await signed({ nonce: await serviceNonce(), notBefore: new Date(Date.now() - 1000).toISOString() })
  assert.is((await post('/auth/v1/verify', { session: now })).status, 200)
})

test('error: auth service down — createMessage throws (the modal reports SPEC §8 init failure)', async () => {
  const siwx = new AuthServiceSIWX({ url: 'http://127.0.0.1:9', domain: 'a.example', uri: 'https://a.example/', storage: createMemoryStorage() })
  let threw = false
  await siwx.createMessage({ accountAddress: account.address, chainId: CHAIN }).catch(() => (threw = true))
  assert.ok(threw)
  assert.equal(await siwx.getSessions(CHAIN, account.address), [], 'no token yet: no call, no session')
})

test.run()
