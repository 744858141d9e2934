import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../events/index.ts'
import { connectEvm, connectSolana, init } from '../../test/fixtures/config.ts'
import { reduceAll } from '../../test/fixtures/reduceAll.ts'

const { modal, networks } = events
const error = { name: 'RpcError', shortMessage: 'User rejected the request', code: 4001 }

test('default: the active network is the default network, else the first configured one', () => {
  assert.is(reduceAll([init()]).activeCaipNetworkId, 'eip155:1')
  const state = reduceAll([init({ defaultNetwork: 'eip155:137' })])
  assert.is(state.activeCaipNetworkId, 'eip155:137')
  assert.is(state.activeNamespace, 'eip155')
})

test('behavior: SPEC §2 switching network while disconnected changes the network at once', () => {
  const state = reduceAll([init(), modal.openRequested(), networks.switchRequested({ caipNetworkId: 'eip155:137' })])
  assert.is(state.activeCaipNetworkId, 'eip155:137')
  assert.is(state.view, 'Connect')
  assert.is(state.pendingNetworkSwitch, undefined)
})

test('behavior: choosing a network of another namespace while disconnected leads to Connect for that namespace, not a dead end', () => {
  const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  const state = reduceAll([init(), modal.openRequested({ view: 'Networks' }), networks.switchRequested({ caipNetworkId: solana })])
  assert.is(state.activeCaipNetworkId, solana)
  assert.is(state.activeNamespace, 'solana')
  assert.is(state.view, 'Connect', 'the next step is connecting a wallet')
  assert.equal(state.history, ['Networks', 'Connect'], 'back returns to the network list')
  assert.is(state.openNamespace, 'solana', 'the Connect view prefers connectors of the chosen namespace')
  const back = reduceAll([events.router.wentBack()], state)
  assert.is(back.view, 'Networks')
})

test('behavior: a network picked while disconnected and closed (modal.switchNetwork) switches without opening the modal', () => {
  const state = reduceAll([init(), networks.switchRequested({ caipNetworkId: 'eip155:137' })])
  assert.is(state.open, false)
  assert.is(state.activeCaipNetworkId, 'eip155:137')
  assert.is(state.openNamespace, undefined)
})

test('behavior: SPEC §2 switching network opens SwitchNetwork', () => {
  const state = reduceAll([init(), connectEvm(), modal.openRequested(), networks.switchRequested({ caipNetworkId: 'eip155:137' })])
  assert.is(state.view, 'SwitchNetwork')
  assert.equal(state.viewData, { caipNetworkId: 'eip155:137' })
  assert.is(state.pendingNetworkSwitch, 'eip155:137')
  assert.is(state.loading, true, 'SPEC §4 loading while the wallet is asked')
})

test('behavior: SPEC §2 switching opens SwitchActiveChain when connected on another namespace but not the target', () => {
  const state = reduceAll([init(), connectEvm(), modal.openRequested(), networks.switchRequested({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })])
  assert.is(state.view, 'SwitchActiveChain')
  assert.is(state.pendingNetworkSwitch, undefined)
})

test('behavior: SPEC §2 connected on both namespaces, switching to the other namespace opens SwitchNetwork', () => {
  const state = reduceAll([init(), connectEvm(), connectSolana(), modal.openRequested(), networks.switchRequested({ caipNetworkId: 'eip155:137' })])
  assert.is(state.view, 'SwitchNetwork')
})

test('behavior: SwitchActiveChain opens the modal when the switch was asked programmatically', () => {
  const state = reduceAll([init(), connectEvm(), networks.switchRequested({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })])
  assert.is(state.open, true)
  assert.equal(state.history, ['SwitchActiveChain'])
})

test('error: SPEC §5 a network missing from the configured list cannot be switched to', () => {
  const before = reduceAll([init(), connectEvm()])
  const after = reduceAll([networks.switchRequested({ caipNetworkId: 'eip155:10' })], before)
  assert.is(after.activeCaipNetworkId, 'eip155:1')
  assert.is(after.pendingNetworkSwitch, undefined)
})

test('behavior: SPEC §4 a switch success goes back from SwitchNetwork', () => {
  const state = reduceAll([init(), connectEvm(), modal.openRequested(), networks.switchRequested({ caipNetworkId: 'eip155:137' }), networks.switched({ caipNetworkId: 'eip155:137' })])
  assert.is(state.view, 'Account')
  assert.is(state.activeCaipNetworkId, 'eip155:137')
  assert.is(state.loading, false)
})

test('behavior: SPEC §4 switching goes back on failure', () => {
  const state = reduceAll([
    init(),
    connectEvm(),
    modal.openRequested(),
    events.router.navigated({ view: 'Networks' }),
    networks.switchRequested({ caipNetworkId: 'eip155:137' }),
    networks.switchFailed({ caipNetworkId: 'eip155:137', error }),
  ])
  assert.is(state.view, 'Networks')
  assert.is(state.activeCaipNetworkId, 'eip155:1')
  assert.is(state.pendingNetworkSwitch, undefined)
})

test('behavior: SPEC §4 an unsupported active network opens the UnsupportedChain view', () => {
  const state = reduceAll([init(), connectEvm(10)])
  assert.is(state.open, true)
  assert.equal(state.history, ['UnsupportedChain'])
})

test('behavior: SPEC §4 UnsupportedChain stays shut when unsupported chains are allowed or switching is off', () => {
  assert.is(reduceAll([init({ allowUnsupportedChain: true }), connectEvm(10)]).open, false)
  assert.is(reduceAll([init({ enableNetworkSwitch: false }), connectEvm(10)]).open, false)
})

test('behavior: SPEC §4 switching closes the modal when the old network was outside the list', () => {
  const state = reduceAll([init(), connectEvm(10), networks.switchRequested({ caipNetworkId: 'eip155:1' }), networks.switched({ caipNetworkId: 'eip155:1' })])
  assert.is(state.open, false)
  assert.is(state.activeCaipNetworkId, 'eip155:1')
})

test('behavior: the wallet changing to an unsupported chain opens UnsupportedChain', () => {
  const state = reduceAll([init(), connectEvm(), networks.switched({ caipNetworkId: 'eip155:10' })])
  assert.equal(state.history, ['UnsupportedChain'])
})

test('behavior: SPEC §4 why a switch failed stays in the state until the next switch or closing', () => {
  const failed = reduceAll([
    init(),
    connectEvm(),
    modal.openRequested({ view: 'Networks' }),
    networks.switchRequested({ caipNetworkId: 'eip155:137' }),
    networks.switchFailed({ caipNetworkId: 'eip155:137', error }),
  ])
  assert.equal(failed.networkSwitchError, { caipNetworkId: 'eip155:137', error: { code: 'userRejected' } })
  assert.is(reduceAll([networks.switchRequested({ caipNetworkId: 'eip155:1' })], failed).networkSwitchError, undefined)
  assert.is(reduceAll([modal.closeRequested()], failed).networkSwitchError, undefined)
})

test("error: SPEC §8 switching to a network missing from the list records 'Network not found'", () => {
  const state = reduceAll([init(), networks.switchRequested({ caipNetworkId: 'eip155:10' })])
  assert.equal(state.networkSwitchError, { caipNetworkId: 'eip155:10', problem: 'networkNotFound' })
})

test.run()
