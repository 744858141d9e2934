import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { VirtualClock } from '../../test/fixtures/testHarness.ts'
import { LatchError } from '../errors/LatchError.ts'
import { events } from '../events/index.ts'
import { createModal } from '../modal.ts'
import { CONNECT_TIMEOUT_MS, SILENT_RECONNECT_TIMEOUT_MS } from '../rules/constants.ts'
import { selectConnectWallets } from '../selectors/connectWallets.ts'
import { createMemoryStorage, type KeyValueStorage } from '../storage.ts'
import { SESSION_KEY } from '../storage.ts'
import { EVM_ADDRESS, NETWORKS, SOLANA_ADDRESS } from '../../test/fixtures/networks.ts'
import { offlineFetch } from '../../test/fixtures/offline.ts'
import { createTestAdapter, type TestAdapterFlags } from '../../test/fixtures/testAdapter.ts'
import type { ConnectorInfo } from '../reducers/state.ts'
import { dispatchInternal } from '../modal.ts'

const REJECTED = Object.assign(new Error('User rejected the request.'), { code: 4001 })
const DEV = 'dev.latch.wallet'
/** The dev wallet as both adapters report it: one id on both namespaces. */
const devConnectors: ConnectorInfo[] = [
  { id: DEV, name: 'Latch Dev Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: DEV } },
  { id: DEV, name: 'Latch Dev Wallet', type: 'ANNOUNCED', chain: 'solana', info: { rdns: DEV } },
]

function setup(flags: { eip155?: TestAdapterFlags; solana?: TestAdapterFlags } = {}, storage: KeyValueStorage = createMemoryStorage()) {
  const clock = new VirtualClock()
  const evm = createTestAdapter('eip155', flags.eip155)
  const sol = createTestAdapter('solana', flags.solana)
  const modal = createModal({
    projectId: 'p',
    networks: NETWORKS,
    adapters: [evm, sol],
    deps: { scheduler: clock, window: undefined, fetch: offlineFetch, walletApi: null, blockchainApi: null, storage },
  })
  dispatchInternal(modal, events.connectors.discovered({ connectors: devConnectors }))
  return { modal, evm, sol, clock, storage }
}

/** The promise's outcome once it settled: 'ok' or the rejection's short message. */
function outcome(promise: Promise<unknown>): { readonly value: string | undefined } {
  const box: { value: string | undefined } = { value: undefined }
  promise.then(
    () => (box.value = 'ok'),
    (error: unknown) => (box.value = error instanceof LatchError ? error.shortMessage : String(error)),
  )
  return box
}
const microtasks = () => new Promise((resolve) => setImmediate(resolve))

/** What "where the modal is" means for a connection (exactly as before a failed attempt). */
const place = (state: ReturnType<ReturnType<typeof createModal>['getState']>) => ({
  status: state.status,
  activeNamespace: state.activeNamespace,
  activeCaipNetworkId: state.activeCaipNetworkId,
  accounts: state.accounts,
})

test('behavior: connect(id) without a namespace picks one the connector is on — the one the modal was opened for, then the active one, then its first', async () => {
  const { modal, evm, sol } = setup()
  await modal.connect(DEV)
  assert.equal([evm.calls.connect, sol.calls.connect], [[DEV], []], 'active namespace (eip155, the first network) first')
  modal.open({ namespace: 'solana' })
  await modal.connect(DEV)
  assert.equal(sol.calls.connect, [DEV], 'the namespace the modal was opened for')
  dispatchInternal(modal, events.connectors.discovered({ connectors: [{ id: 'com.solflare', name: 'Solflare', type: 'ANNOUNCED', chain: 'solana' }] }))
  modal.open()
  await modal.disconnect('solana')
  await modal.connect('com.solflare')
  assert.equal(sol.calls.connect, [DEV, 'com.solflare'], 'a Solana-only connector connects on solana while eip155 is active')
  await modal.connect(DEV, { namespace: 'solana' })
  assert.equal(sol.calls.connect.at(-1), DEV, 'the options form names the namespace')
  assert.is(modal.getState().accounts.eip155?.status, 'connected', 'the first namespace stayed connected throughout')
})

test('behavior: SwitchActiveChain "Connect a Solana wallet" → dev wallet connects Solana on the chosen network; the EVM connection stays; switchNetwork resolves', async () => {
  const { modal, evm, sol } = setup()
  await modal.connect(DEV, 'eip155')
  modal.open()
  const switching = outcome(modal.switchNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))
  assert.is(modal.getState().view, 'SwitchActiveChain')
  dispatchInternal(modal, events.router.navigated({ view: 'Connect', data: { namespace: 'solana', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } }))
  assert.is(modal.getState().openNetwork, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  const row = selectConnectWallets(modal.getState()).find((item) => item.kind === 'connector' && item.id === DEV)
  assert.ok(row?.kind === 'connector')
  assert.is(row.connector.chain, 'solana', "the dev wallet's row connects its Solana side")
  await modal.connect(row.connector.id, row.connector.chain)
  const state = modal.getState()
  assert.equal([evm.calls.connect, sol.calls.connect], [[DEV], [DEV]])
  assert.is(state.accounts.eip155?.caipAddress, `eip155:1:${EVM_ADDRESS}`)
  assert.is(state.accounts.solana?.caipAddress, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_ADDRESS}`)
  assert.is(state.activeNamespace, 'solana')
  assert.is(state.open, false, 'connected: the modal closes')
  await microtasks()
  assert.is(switching.value, 'ok', 'the switchNetwork that opened SwitchActiveChain settles')
})

test("behavior: the SwitchActiveChain path lands on the network chosen (Polygon), not the namespace's first", async () => {
  const { modal, evm } = setup()
  await modal.connect(DEV, 'solana')
  modal.open()
  const switching = outcome(modal.switchNetwork('eip155:137'))
  assert.is(modal.getState().view, 'SwitchActiveChain')
  dispatchInternal(modal, events.router.navigated({ view: 'Connect', data: { namespace: 'eip155', caipNetworkId: 'eip155:137' } }))
  await modal.connect(DEV)
  await microtasks()
  assert.is(modal.getState().activeCaipNetworkId, 'eip155:137')
  assert.is(modal.getState().accounts.eip155?.caipAddress, `eip155:137:${EVM_ADDRESS}`)
  assert.is(modal.getState().accounts.solana?.status, 'connected')
  assert.is(switching.value, 'ok')
  assert.equal(evm.calls.connect, [DEV])
})

test('behavior: while opened for a namespace, Connect offers only the wallets on it', () => {
  const { modal } = setup()
  dispatchInternal(modal, events.connectors.discovered({ connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' } }] }))
  const ids = () => selectConnectWallets(modal.getState()).flatMap((i) => (i.kind === 'connector' ? [i.id] : []))
  modal.open()
  assert.equal(ids(), [DEV, 'io.metamask'])
  modal.open({ namespace: 'solana' })
  assert.equal(ids(), [DEV])
})

test("error: closing the modal rejects a pending connect with 'Modal closed', resets the status, and a late answer is ignored", async () => {
  const { modal, evm } = setup({ eip155: { holdConnect: true } })
  modal.open()
  const before = place(modal.getState())
  const done = outcome(modal.connect(DEV))
  assert.is(modal.getState().status, 'connecting')
  modal.close()
  await microtasks()
  assert.is(done.value, 'Modal closed')
  assert.equal(place(modal.getState()), before)
  evm.answerConnect()
  await microtasks()
  assert.is(modal.getState().status, 'disconnected', 'the abandoned attempt does not connect later')
})

test("error: a wallet that never answers is 'Failed to connect' after 2 minutes (virtual time), with a retry that works", async () => {
  const { modal, evm, clock } = setup({ eip155: { holdConnect: true } })
  modal.open()
  const done = outcome(modal.connect(DEV))
  clock.advanceBy(CONNECT_TIMEOUT_MS - 1)
  await microtasks()
  assert.is(done.value, undefined, 'still waiting just before the bound')
  clock.advanceBy(1)
  await microtasks()
  assert.is(done.value, 'Failed to connect')
  const state = modal.getState()
  assert.is(state.status, 'disconnected')
  assert.is(state.view, 'ConnectingExternal', 'the connecting view stays, with its error and Retry')
  assert.equal(state.connectError, { namespace: 'eip155', error: { code: 'failedToConnect' } })
  const retry = outcome(modal.connect(DEV, 'eip155'))
  evm.answerConnect() // the first, abandoned call
  evm.answerConnect() // the retry
  await microtasks()
  assert.is(retry.value, 'ok')
  assert.is(modal.getState().status, 'connected')
})

test('error: a rejected connect on a second namespace leaves the live first one exactly where it was', async () => {
  const { modal } = setup({ solana: { connectError: REJECTED } })
  await modal.connect(DEV, 'eip155')
  await modal.switchNetwork('eip155:137')
  const before = place(modal.getState())
  modal.open({ namespace: 'solana' })
  const attempt = outcome(modal.connect(DEV))
  await microtasks()
  assert.is(attempt.value, 'Connection rejected')
  assert.equal(place(modal.getState()), before)
  modal.close()
  modal.open()
  assert.is(modal.getState().view, 'Account', 'open() shows the live EVM account, not Connect')
})

test('error: a failed first connect on another namespace puts the active namespace and network back', async () => {
  const { modal } = setup({ solana: { connectError: new Error('wallet crashed') } })
  const before = place(modal.getState())
  assert.is(before.activeCaipNetworkId, 'eip155:1')
  const attempt = outcome(modal.connect(DEV, 'solana'))
  assert.is(modal.getState().activeCaipNetworkId, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'while connecting, the network is of the namespace asked')
  await microtasks()
  assert.is(attempt.value, 'Failed to connect')
  assert.equal(place(modal.getState()), before)
})

test('error: choosing another wallet while one is asked supersedes it: its late rejection does not touch the new attempt', async () => {
  const { modal, evm } = setup({ eip155: { holdConnect: true } })
  dispatchInternal(modal, events.connectors.discovered({ connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }] }))
  modal.open()
  const first = outcome(modal.connect('io.metamask'))
  modal.dispatch(events.router.wentBack())
  const second = outcome(modal.connect(DEV))
  await microtasks()
  assert.is(first.value, 'Failed to connect', 'the superseded attempt settles')
  evm.answerConnect(REJECTED) // MetaMask's prompt, answered late
  await microtasks()
  let state = modal.getState()
  assert.is(state.status, 'connecting', 'the dev wallet is still being asked')
  assert.equal(state.viewData, { connectorId: DEV, namespace: 'eip155' })
  assert.is(state.connectError, undefined, "MetaMask's rejection is not shown on the dev wallet's view")
  evm.answerConnect()
  await microtasks()
  state = modal.getState()
  assert.is(second.value, 'ok')
  assert.is(state.accounts.eip155?.connectorId, DEV)
})

test('error: disconnecting a namespace while it is connecting ends the attempt', async () => {
  const { modal } = setup({ solana: { holdConnect: true } })
  await modal.connect(DEV, 'eip155')
  const attempt = outcome(modal.connect(DEV, 'solana'))
  await modal.disconnect('solana')
  await microtasks()
  assert.is(attempt.value, 'Failed to connect')
  assert.is(modal.getState().status, 'connected')
  assert.is(modal.getState().activeNamespace, 'eip155')
})

test('error: a corrupt Solana entry in the saved session does not drop the valid EVM one', async () => {
  const storage = createMemoryStorage()
  await storage.set(SESSION_KEY, {
    eip155: { connectorId: DEV, caipAddress: `eip155:137:${EVM_ADDRESS}` },
    solana: { connectorId: 42, caipAddress: null },
    polkadot: { connectorId: DEV, caipAddress: `eip155:1:${EVM_ADDRESS}` },
  })
  const { modal, evm, sol } = setup({}, storage)
  for (let i = 0; i < 20 && modal.getState().status !== 'connected'; i++) await microtasks()
  assert.is(modal.getState().accounts.eip155?.caipAddress, `eip155:137:${EVM_ADDRESS}`)
  assert.equal([evm.calls.reconnect, sol.calls.reconnect], [[DEV], []])
})

test('error: a saved session whose wallet never answers does not stay connecting (10 s bound)', async () => {
  const storage = createMemoryStorage()
  await storage.set(SESSION_KEY, { eip155: { connectorId: DEV, caipAddress: `eip155:1:${EVM_ADDRESS}` } })
  const { modal, evm, clock } = setup({}, storage)
  evm.reconnect = () => new Promise(() => {})
  for (let i = 0; i < 20 && modal.getState().status !== 'connecting'; i++) await microtasks()
  assert.is(modal.getState().status, 'connecting')
  clock.advanceBy(SILENT_RECONNECT_TIMEOUT_MS)
  await microtasks()
  assert.is(modal.getState().status, 'disconnected')
  assert.ok(modal.eventLog().some((e) => e.type === 'connection/reconnectFailed'))
})

test.run()
