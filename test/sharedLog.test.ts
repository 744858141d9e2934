/**
 * The shared log is safe to share: a session where the user pastes secrets into the
 * free-form fields and logs in by email, run through the store with the real reducers and epics,
 * then the exported log (and the RPC traffic ring) grepped for each secret and for the email.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { coreEpics } from '../core/effects/index.ts'
import { events, type StampedEvent } from '../core/events/index.ts'
import type { JsonValue } from '../core/events/schema.ts'
import { replay } from '../core/replay.ts'
import { createStore } from '../core/store.ts'
import { init } from './fixtures/config.ts'
import { EVM_ADDRESS } from './fixtures/networks.ts'
import { onVirtualTime } from './fixtures/virtual.ts'

const EMAIL = 'ada.lovelace@example.com'
const SECRETS = {
  privateKey: '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318',
  mnemonic: 'abandon ability able about above absent absorb abstract absurd abuse access accident',
  jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZGEifQ.ZHVtbXktc2lnbmF0dXJlLXZhbHVl',
  solanaSecretKey: '4NMwxzmYj2uvHuq8xoqhY8RXg63KSVJM1DXkpbmkUY7YQWuoyQgFnnzn6yo3CMnqZasnNPNuAT2TLwQsCaKkUddp',
  bearerToken: 'Bearer sk_live_abcdefghijklmnopqrstuv',
}
const TX_HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060'

/** Runs the session on virtual time; returns the exported log, the traffic ring and the final live state. */
function session(logCapacity = 10_000) {
  let exported: StampedEvent[] = []
  let traffic: StampedEvent[] = []
  let live: JsonValue = null
  onVirtualTime(({ scheduler }) => {
    const store = createStore({ epics: coreEpics, deps: { scheduler, window: undefined, adapters: [] }, logCapacity })
    const typed = Object.values(SECRETS)
    store.dispatch(init())
    store.dispatch(events.modal.openRequested())
    // Free-form fields: the search box, the view data, the receiver, a snack quoting what was typed.
    for (const query of typed.slice(0, 4)) store.dispatch(events.wallets.searchChanged({ query }))
    store.dispatch(events.router.navigated({ view: 'AllWallets', data: { note: `pasted ${SECRETS.privateKey}`, [SECRETS.jwt]: true } }))
    for (const receiver of typed) store.dispatch(events.send.receiverChanged({ receiver }))
    store.dispatch(events.snackbar.requested({ message: `Invalid address: ${SECRETS.mnemonic}`, variant: 'error' }))
    // An email login as the secure site reports it: the code typed, then the embedded wallet connected.
    store.dispatch(events.embedded.otpSubmitted({ email: EMAIL, otp: '424242' }))
    store.dispatch(events.connection.connected({ connectorId: 'AUTH', namespace: 'eip155', caipAddress: `eip155:1:${EVM_ADDRESS}`, authName: EMAIL }))
    // RPC traffic: a read whose params quote a pasted key, and a chain answer holding a hash.
    store.dispatch(events.rpc.requested({ requestId: 'q1', urls: ['http://127.0.0.1:1'], method: 'eth_getBalance', params: [SECRETS.privateKey, 'latest'] }))
    store.dispatch(events.rpc.succeeded({ requestId: 'q1', result: TX_HASH }))
    store.dispatch(events.send.succeeded({ requestId: 'none', hash: TX_HASH }))
    exported = store.log.export()
    traffic = store.log.traffic()
    live = store.log.redactState(store.getState())
    store.destroy()
  })
  return { exported, traffic, live }
}

function assertNoSecret(text: string, where: string) {
  for (const [kind, secret] of Object.entries(SECRETS)) {
    assert.not.ok(text.includes(secret), `${where} holds the ${kind}`)
    // The key without 0x, the mnemonic's words in a row, the token without 'Bearer'.
    assert.not.ok(text.includes(secret.replace(/^0x|^Bearer /, '')), `${where} holds part of the ${kind}`)
  }
  assert.not.ok(text.includes('424242'), `${where} holds the OTP code`)
  assert.not.ok(text.toLowerCase().includes('ada.lovelace'), `${where} holds the email`)
}

test('behavior: an exported log holds none of the pasted secrets, no OTP code and not the email', () => {
  const { exported, traffic } = session()
  const text = JSON.stringify(exported)
  assertNoSecret(text, 'the exported log')
  assertNoSecret(JSON.stringify(traffic), 'the RPC traffic ring')
  for (const kind of ['privateKey', 'mnemonic', 'jwt', 'solanaSecretKey', 'bearerToken']) assert.ok(text.includes(`[redacted:${kind}]`), `the ${kind} is named where it was`)
})

test('behavior: a truncated export: its snapshot state is redacted the same way', () => {
  const { exported } = session(3)
  assert.is(exported[0]!.type, 'app/snapshotRestored')
  assertNoSecret(JSON.stringify(exported), 'the truncated log')
})

test('behavior: the email is one keyed token everywhere: the same in every event and in the replayed state', () => {
  const { exported, live } = session()
  const otp = exported.find((e) => e.type === 'embedded/otpSubmitted') as { email: string }
  const connected = exported.find((e) => e.type === 'connection/connected') as { authName: string }
  assert.match(otp.email, /^\[personal:[0-9a-f]{8}\]$/)
  assert.is(connected.authName, otp.email)
  const { final } = replay(exported)
  assert.is(final.accounts.eip155?.authName, otp.email)
  assert.equal(JSON.parse(JSON.stringify(final)), live, 'replaying the export gives the live state as the export shows it')
  // Another log (another page) uses another key: a token says nothing across logs.
  assert.is.not((session().exported.find((e) => e.type === 'embedded/otpSubmitted') as { email: string }).email, otp.email)
})

test('behavior: transaction hashes stay where they belong; the same hash typed elsewhere is redacted', () => {
  const { exported, traffic } = session()
  assert.is((exported.find((e) => e.type === 'send/succeeded') as { hash: string }).hash, TX_HASH)
  assert.is((traffic.find((e) => e.type === 'rpc/succeeded') as { result: string }).result, TX_HASH)
})

test("behavior: a wallet id the service published (64 hex, a private key's shape) is kept wherever it appears; a typed key is not", () => {
  const WALLET_ID = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
  let exported: StampedEvent[] = []
  onVirtualTime(({ scheduler }) => {
    const store = createStore({ epics: {}, deps: { scheduler, window: undefined, adapters: [] } })
    store.dispatch(init())
    store.dispatch(events.modal.openRequested({ view: 'AllWallets' }))
    store.dispatch(events.wallets.pageLoaded({ list: 'all', page: 1, wallets: [{ id: WALLET_ID, name: 'MetaMask' }], count: 1 }))
    store.dispatch(events.router.navigated({ view: 'Downloads', data: { walletId: WALLET_ID } }))
    store.dispatch(events.send.receiverChanged({ receiver: SECRETS.privateKey.slice(2) }))
    exported = store.log.export()
  })
  const text = JSON.stringify(exported)
  assert.is(text.split(WALLET_ID).length - 1, 2, 'the id in the page and in the view data')
  assert.not.ok(text.includes(SECRETS.privateKey.slice(2)), 'a key typed without 0x is still redacted')
})

test('behavior: the wallet-list ids a host configures (featuredWalletIds, includeWalletIds, excludeWalletIds: 64 hex) are kept in the exported config, so the log replays to the same lists', () => {
  const FEATURED = 'f072cb86d05cd4802965f259d1b1182d9f296164b39ed7ad751297905c5250e0'
  const INCLUDED = '03d0c1e1d06879d921befdec06d93a976593cbbc2e6cb6d30b9622095d2ba87b'
  const EXCLUDED = 'e8604d404e2fe21ded4a40fc3ea73fd46c2411f94ffef3dcd003a0d23f1870fa'
  let exported: StampedEvent[] = []
  onVirtualTime(({ scheduler }) => {
    const store = createStore({ epics: {}, deps: { scheduler, window: undefined, adapters: [] } })
    store.dispatch(init({ featuredWalletIds: [FEATURED], includeWalletIds: [INCLUDED], excludeWalletIds: [EXCLUDED] }))
    exported = store.log.export()
  })
  const text = JSON.stringify(exported)
  for (const id of [FEATURED, INCLUDED, EXCLUDED]) assert.ok(text.includes(id), id)
})

test.run()
