import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../events/index.ts'
import { connectEvm, connectSolana, init } from '../../test/fixtures/config.ts'
import { reduceAll } from '../../test/fixtures/reduceAll.ts'

const { connection } = events
const error = { name: 'ConnectionError', shortMessage: 'Connection rejected' }

test('behavior: SPEC §4 connection status disconnected → connecting → connected', () => {
  const connecting = reduceAll([init(), connection.connectRequested({ requestId: 'r1', connectorId: 'injected', namespace: 'eip155' })])
  assert.is(connecting.status, 'connecting')
  assert.is(connecting.loading, true)
  const connected = reduceAll([connectEvm()], connecting)
  assert.is(connected.status, 'connected')
  assert.is(connected.accounts.eip155?.address, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  assert.is(connected.accounts.eip155?.caipAddress, 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  assert.is(connected.activeCaipNetworkId, 'eip155:1')
})

test('behavior: SPEC §6 default account types — eip155 smartAccount, solana eoa', () => {
  const state = reduceAll([init(), connectEvm(), connectSolana()])
  assert.is(state.accounts.eip155?.preferredAccountType, 'smartAccount')
  assert.is(state.accounts.solana?.preferredAccountType, 'eoa')
})

test('error: SPEC §5 an address that is not a 3-part CAIP address is refused', () => {
  const before = reduceAll([init()])
  for (const caipAddress of ['0xabc', 'eip155:1', 'eip155:1:0xabc:extra', 'solana:1:0xabc']) {
    const after = reduceAll([connection.connected({ connectorId: 'x', namespace: 'eip155', caipAddress })], before)
    assert.is(after, before, caipAddress)
  }
})

test('behavior: a failed connect returns to disconnected and shakes the modal', () => {
  const state = reduceAll([
    init(),
    connection.connectRequested({ requestId: 'r1', connectorId: 'injected', namespace: 'eip155' }),
    connection.connectFailed({ requestId: 'r1', namespace: 'eip155', error }),
  ])
  assert.is(state.status, 'disconnected')
  assert.is(state.shake, true)
})

test('behavior: a failed WalletConnect attempt drops its pairing: the retry shows no old QR until its fresh URI', () => {
  const attempt = (requestId: string) => connection.connectRequested({ requestId, connectorId: 'walletConnect', namespace: 'eip155' })
  const failed = reduceAll([init(), attempt('r1'), events.pairing.uriIssued({ uri: 'wc:old@2' }), connection.connectFailed({ requestId: 'r1', namespace: 'eip155', error })])
  assert.is(failed.pairing, undefined)
  const retried = reduceAll([init(), attempt('r1'), events.pairing.uriIssued({ uri: 'wc:old@2' }), connection.connectFailed({ requestId: 'r1', namespace: 'eip155', error }), attempt('r2')])
  assert.is(retried.status, 'connecting')
  assert.is(retried.pairing, undefined, 'the old URI is not shown again')
  const fresh = reduceAll([
    init(),
    attempt('r1'),
    events.pairing.uriIssued({ uri: 'wc:old@2' }),
    connection.connectFailed({ requestId: 'r1', namespace: 'eip155', error }),
    attempt('r2'),
    events.pairing.uriIssued({ uri: 'wc:new@2' }),
  ])
  assert.is(fresh.pairing?.uri, 'wc:new@2')
})

test('behavior: a failed second connect keeps the existing connection', () => {
  const state = reduceAll([
    init(),
    connectEvm(),
    connection.connectRequested({ requestId: 'r2', connectorId: 'other', namespace: 'eip155' }),
    connection.connectFailed({ requestId: 'r2', namespace: 'eip155', error }),
  ])
  assert.is(state.status, 'connected')
})

test('behavior: disconnecting one namespace makes another connected one active', () => {
  const state = reduceAll([init(), connectEvm(), connectSolana(), connection.disconnected({ namespace: 'solana' })])
  assert.is(state.activeNamespace, 'eip155')
  assert.is(state.status, 'connected')
  assert.is(state.accounts.solana, undefined)
})

test('behavior: SPEC §3 a namespace joining the live session (the AUTH connector serves each) leaves the active one; alone, it is active', () => {
  const joinSolana = { ...connectSolana(), joined: true }
  const both = reduceAll([init(), connectEvm(), joinSolana])
  assert.is(both.activeNamespace, 'eip155')
  assert.is(both.activeCaipNetworkId, 'eip155:1')
  assert.is(both.accounts.solana?.status, 'connected')
  assert.is(both.status, 'connected')
  const alone = reduceAll([init(), joinSolana])
  assert.is(alone.activeNamespace, 'solana')
  assert.is(alone.activeCaipNetworkId, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  // Without `joined`, as before: the latest connection is the active one.
  assert.is(reduceAll([init(), connectEvm(), connectSolana()]).activeNamespace, 'solana')
})

test('behavior: disconnecting the last namespace closes an open modal', () => {
  const state = reduceAll([init(), connectEvm(), events.modal.openRequested(), connection.disconnected({ namespace: 'eip155' })])
  assert.is(state.open, false)
  assert.is(state.status, 'disconnected')
  assert.equal(state.history, ['Connect'])
})

test("error: SPEC §8 'Failed to disconnect' shows as an error snack", () => {
  const state = reduceAll([init(), connectEvm(), connection.disconnectFailed({ namespace: 'eip155', error: { name: 'ConnectionError', shortMessage: 'Failed to disconnect' } })])
  assert.is(state.snackbar?.message, 'Failed to disconnect')
  assert.is(state.snackbar?.variant, 'error')
  assert.is(state.status, 'connected')
})

test('behavior: SPEC §5 an identical connector (same id, name and chain) is not added twice', () => {
  const c = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' } as const
  const state = reduceAll([
    init(),
    events.connectors.discovered({ connectors: [c, c] }),
    events.connectors.discovered({ connectors: [c, { ...c, chain: 'solana' }, { ...c, name: 'MetaMask Flask' }] }),
  ])
  assert.is(state.connectors.length, 3)
})

test.run()
