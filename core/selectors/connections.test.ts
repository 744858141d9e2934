import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createModal, type CreateModalOptions } from '../modal.ts'
import { LatchError } from '../errors/LatchError.ts'
import { events } from '../events/index.ts'
import { init } from '../../test/fixtures/config.ts'
import { NETWORKS } from '../../test/fixtures/networks.ts'
import { offlineFetch } from '../../test/fixtures/offline.ts'
import { reduceAll } from '../../test/fixtures/reduceAll.ts'
import { createTestAdapter } from '../../test/fixtures/testAdapter.ts'
import { connectionKind, selectConnections } from './connections.ts'
import { dispatchInternal } from '../modal.ts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const connected = (connectorId: string) => events.connection.connected({ connectorId, namespace: 'eip155', caipAddress: `eip155:1:${ADDRESS}` })
const multiWallet = events.features.remoteConfigLoaded({ features: { multiWallet: true } })
const kinds = (state: ReturnType<typeof reduceAll>) => selectConnections(state).map((c) => `${c.namespace}:${c.connection.connectorId}:${c.kind}`)

test('behavior: SPEC §4 connection kinds — the current connector is connected, a known other one active, one the wallet dropped disconnected', () => {
  const state = reduceAll([init(), multiWallet, connected('metamask'), connected('rabby')])
  assert.equal(kinds(state), ['eip155:rabby:connected', 'eip155:metamask:active'])
  assert.is(connectionKind(state, 'eip155', 'phantom'), undefined, 'never connected: no kind')
  const dropped = reduceAll([events.connection.disconnected({ namespace: 'eip155' })], state)
  assert.equal(kinds(dropped), ['eip155:metamask:active', 'eip155:rabby:disconnected'])
  assert.equal(dropped.connections.eip155?.[1]?.accounts, [{ address: ADDRESS, type: 'eoa' }], 'SPEC §3 Connection: connectorId, accounts (address, type)')
})

test('parameters: SPEC §6 without the multiWallet flag only the active connector’s connection is listed', () => {
  const state = reduceAll([init(), connected('metamask'), connected('rabby')])
  assert.equal(kinds(state), ['eip155:rabby:connected'])
})

/** A modal (multiWallet on) where MetaMask, then Rabby, connected on eip155: Rabby is current. */
async function twoWallets(flags: Parameters<typeof createTestAdapter>[1] = {}) {
  const adapter = createTestAdapter('eip155', flags)
  const options: CreateModalOptions = {
    projectId: 'p',
    networks: NETWORKS,
    adapters: [adapter],
    deps: { window: undefined, fetch: offlineFetch, walletApi: null, blockchainApi: null },
  }
  const modal = createModal(options)
  dispatchInternal(modal, multiWallet)
  await modal.connect('metamask', 'eip155')
  await modal.connect('rabby', 'eip155')
  return { modal, adapter }
}

test('behavior: SPEC §4 switching to an active connection reuses it (silent reconnect, no prompt); to a disconnected one re-runs connect', async () => {
  const { modal, adapter } = await twoWallets()
  assert.equal(adapter.calls.connect, ['metamask', 'rabby'])
  await modal.switchConnection('metamask')
  assert.equal(adapter.calls.reconnect, ['metamask'], 'the active connection is reused')
  assert.equal(adapter.calls.connect, ['metamask', 'rabby'], 'no new prompt')
  assert.is(modal.getState().accounts.eip155?.connectorId, 'metamask')
  assert.equal(kinds(modal.getState()), ['eip155:metamask:connected', 'eip155:rabby:active'])
  await modal.disconnect('eip155')
  await modal.switchConnection('metamask', 'eip155')
  assert.equal(adapter.calls.connect, ['metamask', 'rabby', 'metamask'], 'a disconnected connection goes through connect again')
  await modal.switchConnection('metamask', 'eip155') // already current: nothing to do
  assert.equal(adapter.calls.connect.length, 3)
  modal.destroy()
})

test("error: switching to a connector never connected rejects with 'Connection not found'; a failed reconnect keeps the current one and shows a snack", async () => {
  const { modal, adapter } = await twoWallets()
  const notFound = await modal.switchConnection('phantom', 'eip155').catch((e: unknown) => e)
  assert.instance(notFound, LatchError)
  assert.is((notFound as LatchError).shortMessage, 'Connection not found')
  adapter.reconnect = () => Promise.reject(Object.assign(new Error('boom'), { code: -32603 }))
  const failed = await modal.switchConnection('metamask').catch((e: unknown) => e)
  assert.is((failed as LatchError).shortMessage, 'Failed to connect')
  const state = modal.getState()
  assert.is(state.accounts.eip155?.connectorId, 'rabby')
  assert.is(state.accounts.eip155?.status, 'connected')
  assert.is(state.snackbar?.message, 'Failed to connect')
  modal.destroy()
})

test('behavior: a wallet that no longer grants an active connection (reconnect gives nothing) goes through the connect flow', async () => {
  const { modal, adapter } = await twoWallets({ reconnect: 'nothing' })
  await modal.switchConnection('metamask')
  assert.equal(adapter.calls.connect, ['metamask', 'rabby', 'metamask'])
  assert.is(modal.getState().accounts.eip155?.connectorId, 'metamask')
  modal.destroy()
})

test.run()
