/**
 * SPEC.md §3 SIWX session (data, message, signature), §4 SIWX: `DefaultSIWX` keeps only sessions
 * whose signed text is their data — a signature made for one chain, domain or nonce and relabelled
 * with another is refused by `addSession` and dropped by `getSessions` after a reload from storage —
 * and honours EIP-4361 `Not Before`. Real signatures, verified on a sandbox anvil that serves two
 * chain ids' RPC (so a relabelled chain id would verify if the text were not compared).
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { startAnvil, type Anvil } from '../../sandbox/evm/anvil.ts'
import { testAccount } from '../../sandbox/evm/accounts.ts'
import type { SIWXSession } from '../../core/siwx/types.ts'
import type { CaipNetwork } from '../../core/types.ts'
import { createMemoryStorage } from '../../core/storage.ts'
import { DefaultSIWX } from './DefaultSIWX.ts'
import { formatMessage } from './formatMessage.ts'
import { LocalStorage } from './storage.ts'

let anvil: Anvil
let networks: CaipNetwork[]
const owner = testAccount(1)
const network = (id: number, url: string): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [url] } },
})

test.before(async () => {
  anvil = await startAnvil({ chainId: 1 })
  networks = [network(1, anvil.rpcUrl), network(137, anvil.rpcUrl)]
})
test.after(async () => anvil?.stop())

const NOW = Date.UTC(2026, 10, 23, 10)

async function signed(extra: Partial<SIWXSession['data']> = {}): Promise<SIWXSession> {
  const data: SIWXSession['data'] = {
    domain: 'app.example',
    uri: 'https://app.example/',
    version: '1',
    nonce: 'abcdef123456',
    accountAddress: owner.address,
    chainId: 'eip155:1',
    issuedAt: '2026-11-23T09:00:00.000Z',
    ...extra,
  }
  const message = formatMessage(data)
  return { data, message, signature: await owner.signMessage({ message }) }
}

const relabel = (session: SIWXSession, data: Partial<SIWXSession['data']>): SIWXSession => ({ ...session, data: { ...session.data, ...data } })

const refused = (siwx: DefaultSIWX, session: SIWXSession): Promise<boolean> =>
  siwx.addSession(session).then(
    () => false,
    () => true,
  )

test('error: SPEC §3 SIWX session — a chain-1 signature relabelled eip155:137, another domain, uri, nonce or expiry is refused by addSession', async () => {
  const storage = new LocalStorage({ storage: createMemoryStorage() })
  const siwx = new DefaultSIWX({ networks, storage, now: () => NOW })
  const session = await signed()
  assert.ok(await refused(siwx, relabel(session, { chainId: 'eip155:137' })), 'another chain id')
  assert.ok(await refused(siwx, relabel(session, { domain: 'evil.example' })), 'another domain')
  assert.ok(await refused(siwx, relabel(session, { uri: 'https://evil.example/' })), 'another uri')
  assert.ok(await refused(siwx, relabel(session, { nonce: 'fedcba654321' })), 'another nonce')
  assert.ok(await refused(siwx, relabel(session, { expirationTime: '2099-01-01T00:00:00.000Z' })), 'an expiry the text lacks')
  assert.equal(await siwx.getSessions('eip155:137', owner.address), [], 'nothing kept for the relabelled chain')
  await siwx.addSession(session)
  assert.is((await siwx.getSessions('eip155:1', owner.address)).length, 1, 'the session as signed is kept')
})

test('error: SPEC §3 SIWX session — a relabelled session found in storage (a reload) is not returned by getSessions, nor kept by setSessions', async () => {
  const kv = createMemoryStorage()
  const session = await signed()
  // What a reload finds: the stored list, here with the relabelled copy written beside the real one.
  await new LocalStorage({ storage: kv }).set([session, relabel(session, { chainId: 'eip155:137' })])
  const siwx = new DefaultSIWX({ networks, storage: new LocalStorage({ storage: kv }), now: () => NOW })
  assert.equal(await siwx.getSessions('eip155:137', owner.address), [])
  assert.is((await siwx.getSessions('eip155:1', owner.address)).length, 1)
  await siwx.setSessions([relabel(session, { chainId: 'eip155:137' })])
  assert.equal(await siwx.getSessions('eip155:137', owner.address), [])
})

test("error: SPEC §4 SIWX — a session for another domain than the page's is refused, even signed as its own text", async () => {
  const siwx = new DefaultSIWX({ networks, storage: new LocalStorage({ storage: createMemoryStorage() }), now: () => NOW, domain: 'app.example' })
  assert.ok(await refused(siwx, await signed({ domain: 'evil.example', uri: 'https://evil.example/' })))
  await siwx.addSession(await signed())
})

test('error: SPEC §4 SIWX — a message whose Not Before is ahead is refused, and not returned until that time', async () => {
  let now = NOW
  const kv = createMemoryStorage()
  const siwx = new DefaultSIWX({ networks, storage: new LocalStorage({ storage: kv }), now: () => now })
  const later = await signed({ notBefore: '2026-11-23T11:00:00.000Z' })
  assert.ok(await refused(siwx, later), 'not valid yet')
  assert.ok(await refused(siwx, await signed({ notBefore: 'tomorrow' })), 'not a date')
  await new LocalStorage({ storage: kv }).set([later])
  assert.equal(await siwx.getSessions('eip155:1', owner.address), [], 'stored but not valid yet')
  now = Date.UTC(2026, 10, 23, 11)
  assert.is((await siwx.getSessions('eip155:1', owner.address)).length, 1, 'valid from its Not Before')
  await siwx.addSession(later)
})

test.run()
