/**
 * SPEC.md §4 SIWX through the real store, reducers and epics (createModal) with a host
 * `siwx` stand-in and test adapters that sign: connect → sign → session; silent sign-in on reload;
 * 'Error signing message'; required mode (closing disabled, cancel → last signed network, else
 * disconnect); 'A problem occurred while trying initialize authentication'; expiry; sign-out on
 * disconnect; and each story's exported log replays to the same state with no signature in it.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { VirtualClock } from '../../test/fixtures/testHarness.ts'
import { events } from '../events/index.ts'
import { createModal, dispatchInternal, type Modal } from '../modal.ts'
import { replay } from '../replay.ts'
import { createMemoryStorage, type KeyValueStorage } from '../storage.ts'
import { EVM_ADDRESS, NETWORKS, SOLANA_ADDRESS } from '../../test/fixtures/networks.ts'
import { offlineFetch } from '../../test/fixtures/offline.ts'
import { createTestAdapter } from '../../test/fixtures/testAdapter.ts'
import { createFakeSiwx, sig, type FakeSiwx } from '../../test/fixtures/fakeSiwx.ts'
import { until } from '../../test/fixtures/until.ts'
import type { ConnectorInfo } from '../reducers/state.ts'
import type { Adapter } from '../adapter.ts'
import { createStore } from '../store.ts'
import { coreEpics } from './index.ts'

const DEV = 'dev.latch.wallet'
const connectors: ConnectorInfo[] = [
  { id: DEV, name: 'Latch Dev Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: DEV } },
  { id: DEV, name: 'Latch Dev Wallet', type: 'ANNOUNCED', chain: 'solana', info: { rdns: DEV } },
]
const MAINNET_ACCOUNT = `eip155:1:${EVM_ADDRESS}`
const POLYGON_ACCOUNT = `eip155:137:${EVM_ADDRESS}`
const REJECTED = Object.assign(new Error('User rejected the request.'), { code: 4001 })

type Setup = { modal: Modal; siwx: FakeSiwx; signed: string[]; wallet: { reject: boolean }; evm: ReturnType<typeof createTestAdapter> }

function setup(siwx: FakeSiwx = createFakeSiwx(), storage: KeyValueStorage = createMemoryStorage(), clock = new VirtualClock(), evmFlags: Parameters<typeof createTestAdapter>[1] = {}): Setup {
  const signed: string[] = []
  const wallet = { reject: false }
  const evm = createTestAdapter('eip155', evmFlags)
  const signing = (adapter: Adapter): Adapter =>
    Object.assign(adapter, {
      async signMessage({ message }: { message: string }) {
        if (wallet.reject) throw REJECTED
        signed.push(message)
        return sig(message)
      },
    })
  const modal = createModal({
    projectId: 'p',
    networks: NETWORKS,
    adapters: [signing(evm), signing(createTestAdapter('solana'))],
    siwx,
    metadata: { name: 'App', description: 'App', url: 'https://app.example', icons: [] },
    deps: { scheduler: clock, window: undefined, fetch: offlineFetch, walletApi: null, blockchainApi: null, storage },
  })
  dispatchInternal(modal, events.connectors.discovered({ connectors }))
  return { modal, siwx, signed, wallet, evm }
}

const signView = (modal: Modal) => until(() => modal.getState().view === 'SIWXSignMessage' && modal.getState().open, 'SIWXSignMessage is shown')
const requestId = (modal: Modal) => modal.getState().siwx!.request!.requestId

/** SPEC.md §4: the exported log replays to the live state (as the export shows it), and holds no signature. */
function assertReplaysWithoutSecrets(modal: Modal, signatures: string[]) {
  const log = modal.eventLog()
  const text = JSON.stringify(log)
  for (const s of signatures) assert.not.ok(text.includes(s.slice(2)), 'a signature is in the exported log')
  const store = createStore({ epics: {}, deps: { scheduler: new VirtualClock(), window: undefined, adapters: [] } })
  const live = store.log.redactState(modal.getState())
  store.destroy()
  assert.equal(JSON.parse(JSON.stringify(replay(log).final)), live, 'replay of the exported log = the live state')
}

test('behavior: SPEC §4 SIWX — after connect with no session, SIWXSignMessage opens; Sign asks the wallet, the session is added, the modal closes', async () => {
  const { modal, siwx, signed } = setup()
  modal.open()
  await modal.connect(DEV, 'eip155')
  await signView(modal)
  const request = modal.getState().siwx!.request!
  assert.is(request.caipAddress, MAINNET_ACCOUNT)
  assert.is(request.data.nonce, 'nonce0001')
  assert.is(modal.getState().siwx!.status, 'awaitingSignature')
  modal.dispatch(events.siwx.signRequested({ requestId: request.requestId }))
  assert.is(modal.getState().siwx!.status, 'signing')
  await until(() => modal.getState().siwx?.status === 'signedIn', 'signed in')
  assert.equal(signed, [request.message], 'the wallet signed the message shown')
  assert.is(siwx.sessions.length, 1)
  const session = modal.getState().siwx!.sessions[MAINNET_ACCOUNT]!
  assert.equal(session, { data: request.data, message: request.message, signature: sig(request.message) })
  assert.is(modal.getState().open, false)
  assertReplaysWithoutSecrets(modal, [sig(request.message)])
  const exported = modal.eventLog().find((e) => e.type === 'siwx/sessionAdded') as { session: { signature: string } }
  assert.is(exported.session.signature, '[redacted]')
  modal.destroy()
})

test('behavior: SPEC §4 SIWX — a reload with a valid session signs in silently (no view, no wallet prompt)', async () => {
  const storage = createMemoryStorage()
  const first = setup(createFakeSiwx(), storage)
  await first.modal.connect(DEV, 'eip155')
  await signView(first.modal)
  first.modal.dispatch(events.siwx.signRequested({ requestId: requestId(first.modal) }))
  await until(() => first.modal.getState().siwx?.status === 'signedIn', 'signed in')
  first.modal.destroy()
  // The page reloads: same storage (the saved connection), same host sessions.
  const second = setup(first.siwx, storage)
  await until(() => second.modal.getState().siwx?.status === 'signedIn', 'signed in silently')
  assert.is(second.modal.getState().open, false)
  assert.equal(second.signed, [], 'no signature asked')
  assert.is(first.siwx.calls.createMessage, 1, 'no new message')
  second.modal.destroy()
})

test('behavior: SPEC §4 SIWX asks for the account the user is on — a namespace that joined the login in the background (joined) is asked only when the user switches to it', async () => {
  const { modal, siwx } = setup()
  await modal.connect(DEV, 'eip155')
  await signView(modal)
  modal.dispatch(events.siwx.signRequested({ requestId: requestId(modal) }))
  await until(() => modal.getState().siwx?.status === 'signedIn', 'signed in on eip155')
  const solana = `${NETWORKS.find((n) => n.chainNamespace === 'solana')!.caipNetworkId}:${SOLANA_ADDRESS}`
  dispatchInternal(modal, events.connection.connected({ connectorId: 'auth', namespace: 'solana', caipAddress: solana, joined: true }))
  await new Promise((resolve) => setTimeout(resolve, 0))
  assert.is(siwx.calls.createMessage, 1, 'no message for the joined namespace')
  assert.is(modal.getState().open, false)
  assert.is(modal.getState().activeNamespace, 'eip155')
  dispatchInternal(modal, events.networks.switched({ caipNetworkId: NETWORKS.find((n) => n.chainNamespace === 'solana')!.caipNetworkId }))
  await signView(modal)
  assert.is(modal.getState().siwx!.request!.caipAddress, solana, 'asked once the user is there')
  modal.destroy()
})

test("error: SPEC §8 'Error signing message' — the wallet rejects: the sign view shows again with the error; a retry signs in", async () => {
  const { modal, wallet } = setup()
  await modal.connect(DEV, 'eip155')
  await signView(modal)
  wallet.reject = true
  modal.dispatch(events.siwx.signRequested({ requestId: requestId(modal) }))
  await until(() => modal.getState().siwx?.problem === 'signFailed', 'sign failed')
  assert.is(modal.getState().view, 'SIWXSignMessage')
  assert.is(modal.getState().open, true)
  assert.is(modal.getState().siwx!.status, 'awaitingSignature')
  const failed = modal.eventLog().find((e) => e.type === 'siwx/signFailed') as { error: { shortMessage: string } }
  assert.is(failed.error.shortMessage, 'Error signing message')
  wallet.reject = false
  modal.dispatch(events.siwx.signRequested({ requestId: requestId(modal) }))
  await until(() => modal.getState().siwx?.status === 'signedIn', 'signed in on retry')
  assert.is(modal.getState().siwx!.problem, undefined)
  assertReplaysWithoutSecrets(modal, [])
  modal.destroy()
})

test('behavior: SPEC §4 required — closing, Escape (close) and back are disabled on the sign view while there is no session; Cancel with no signed network disconnects', async () => {
  const { modal } = setup(createFakeSiwx({ required: true }))
  await modal.connect(DEV, 'eip155')
  await signView(modal)
  modal.close()
  modal.dispatch(events.router.wentBack())
  assert.is(modal.getState().open, true)
  assert.is(modal.getState().view, 'SIWXSignMessage')
  assert.is(modal.getState().shake, true, 'a refused close shakes')
  modal.dispatch(events.siwx.cancelled({ requestId: requestId(modal) }))
  await until(() => modal.getState().status === 'disconnected', 'disconnected')
  assert.is(modal.getState().accounts.eip155, undefined)
  assertReplaysWithoutSecrets(modal, [])
  modal.destroy()
})

test('behavior: SPEC §4 required — a switch to a network without a session asks again; Cancel returns to the last network with a session', async () => {
  const { modal, evm, signed } = setup(createFakeSiwx({ required: true }))
  await modal.connect(DEV, 'eip155')
  await signView(modal)
  modal.dispatch(events.siwx.signRequested({ requestId: requestId(modal) }))
  await until(() => modal.getState().siwx?.status === 'signedIn', 'signed in on mainnet')
  await modal.switchNetwork('eip155:137')
  await signView(modal)
  assert.is(modal.getState().siwx!.request!.caipAddress, POLYGON_ACCOUNT)
  assert.is(modal.getState().siwx!.status, 'awaitingSignature')
  modal.dispatch(events.siwx.cancelled({ requestId: requestId(modal) }))
  await until(() => modal.getState().activeCaipNetworkId === 'eip155:1', 'back on mainnet')
  assert.equal(evm.calls.switchNetwork, ['eip155:137', 'eip155:1'])
  await until(() => modal.getState().siwx?.status === 'signedIn', 'signed in again, silently')
  assert.is(modal.getState().status, 'connected')
  assert.is(signed.length, 1)
  assertReplaysWithoutSecrets(modal, signed.map(sig))
  modal.destroy()
})

test('behavior: SPEC §4 required — Cancel on a second network whose switch back the wallet refuses disconnects (no network with a session is left)', async () => {
  const siwx = createFakeSiwx({ required: true })
  const { modal, evm } = setup(siwx, createMemoryStorage(), new VirtualClock(), { holdSwitch: true })
  await modal.connect(DEV, 'eip155')
  await signView(modal)
  modal.dispatch(events.siwx.signRequested({ requestId: requestId(modal) }))
  await until(() => modal.getState().siwx?.status === 'signedIn', 'signed in on mainnet')
  const toPolygon = modal.switchNetwork('eip155:137')
  evm.answerSwitch()
  await toPolygon
  await signView(modal)
  modal.dispatch(events.siwx.cancelled({ requestId: requestId(modal) }))
  await until(() => evm.calls.switchNetwork.length === 2, 'the switch back is asked')
  evm.answerSwitch(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
  await until(() => modal.getState().status === 'disconnected', 'disconnected')
  assertReplaysWithoutSecrets(modal, [])
  modal.destroy()
})

test('behavior: SPEC §4 not required — closing is allowed, opening again shows the pending sign-in, Cancel closes and the account stays connected, unsigned', async () => {
  const { modal } = setup()
  await modal.connect(DEV, 'eip155')
  await signView(modal)
  modal.close()
  assert.is(modal.getState().open, false, 'closing is allowed when not required')
  assert.is(modal.getState().siwx!.status, 'awaitingSignature')
  // Opened again (no view named): the pending sign-in is what it shows.
  modal.open()
  assert.is(modal.getState().view, 'SIWXSignMessage')
  modal.dispatch(events.siwx.cancelled({ requestId: requestId(modal) }))
  assert.is(modal.getState().open, false)
  assert.is(modal.getState().status, 'connected')
  assert.is(modal.getState().siwx!.status, 'signedOut')
  modal.open()
  assert.is(modal.getState().view, 'Account', 'cancelled: nothing pending, Account as usual')
  modal.destroy()
})

test("error: SPEC §8 'A problem occurred while trying initialize authentication' — the namespace disconnects and the modal resets to Connect", async () => {
  const siwx = createFakeSiwx()
  siwx.failInit = true
  const { modal } = setup(siwx)
  await modal.connect(DEV, 'eip155')
  await until(() => modal.getState().siwx?.problem === 'initFailed', 'init failed')
  assert.is(modal.getState().status, 'disconnected')
  assert.is(modal.getState().open, true)
  assert.equal(modal.getState().history, ['Connect'])
  const failed = modal.eventLog().find((e) => e.type === 'siwx/initFailed') as { error: { shortMessage: string } }
  assert.is(failed.error.shortMessage, 'A problem occurred while trying initialize authentication')
  modal.close()
  assert.is(modal.getState().siwx!.problem, undefined, 'closing clears the shown problem')
  assertReplaysWithoutSecrets(modal, [])
  modal.destroy()
})

test('behavior: SPEC §4 an expired session is treated as none — the next connect asks again', async () => {
  const siwx = createFakeSiwx()
  siwx.expirationTime = '2000-01-01T00:00:00.000Z'
  const expiredMessage = 'old'
  siwx.sessions.push({
    data: { accountAddress: EVM_ADDRESS, chainId: 'eip155:1', domain: 'app.example', uri: 'https://app.example/', version: '1', nonce: 'old00001', expirationTime: '2000-01-01T00:00:00.000Z' },
    message: expiredMessage,
    signature: sig(expiredMessage),
  })
  const clock = new VirtualClock()
  // Time enters through the scheduler: the page's now is past the kept session's expiry.
  clock.advanceBy(Date.UTC(2026, 10, 23))
  const { modal } = setup(siwx, createMemoryStorage(), clock)
  await modal.connect(DEV, 'eip155')
  await signView(modal)
  assert.is(siwx.calls.createMessage, 1, 'a new message: the expired session counted as none')
  assert.equal(modal.getState().siwx!.sessions, {})
  modal.destroy()
})

test("behavior: SPEC §4 expiry is judged from the event's time — a found session already expired at its event is not kept (replay agrees)", async () => {
  const clock = new VirtualClock()
  clock.advanceBy(Date.UTC(2026, 10, 23))
  const { modal } = setup(createFakeSiwx(), createMemoryStorage(), clock)
  dispatchInternal(modal, events.connection.connected({ connectorId: DEV, namespace: 'eip155', caipAddress: MAINNET_ACCOUNT }))
  dispatchInternal(
    modal,
    events.siwx.sessionRestored({
      caipAddress: MAINNET_ACCOUNT,
      session: {
        data: { accountAddress: EVM_ADDRESS, chainId: 'eip155:1', domain: 'a', uri: 'https://a/', version: '1', nonce: 'n0000001', expirationTime: '2026-01-01T00:00:00.000Z' },
        message: 'm',
        signature: '0x01',
      },
    }),
  )
  assert.is(modal.getState().siwx?.sessions[MAINNET_ACCOUNT], undefined)
  modal.destroy()
})

test("behavior: signOutOnDisconnect — disconnecting revokes the account's session", async () => {
  const { modal, siwx } = setup(createFakeSiwx({ signOutOnDisconnect: true }))
  await modal.connect(DEV, 'eip155')
  await signView(modal)
  modal.dispatch(events.siwx.signRequested({ requestId: requestId(modal) }))
  await until(() => modal.getState().siwx?.status === 'signedIn', 'signed in')
  await modal.disconnect('eip155')
  await until(() => siwx.calls.revoke.length === 1, 'revoked')
  assert.equal(siwx.calls.revoke, [`eip155:1:${EVM_ADDRESS}`])
  assert.equal(siwx.sessions, [])
  assert.equal(modal.getState().siwx!.sessions, {})
  modal.destroy()
})

test('default: without a siwx option no sign-in is asked and its code is never loaded', async () => {
  const store = createStore({ epics: coreEpics, deps: { scheduler: new VirtualClock(), window: undefined, adapters: [] } })
  store.dispatch(events.connection.connected({ connectorId: 'x', namespace: 'eip155', caipAddress: MAINNET_ACCOUNT }))
  await new Promise((r) => setImmediate(r))
  assert.is(store.getState().siwx, undefined)
  store.destroy()
})

test.run()
