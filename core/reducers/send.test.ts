import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../events/index.ts'
import { connectEvm, init } from '../../test/fixtures/config.ts'
import { reduceAll } from '../../test/fixtures/reduceAll.ts'
import { NETWORKS } from '../../test/fixtures/networks.ts'
import { TRANSACTION_SENT } from './send.ts'

const { send, modal } = events
const usdc = { name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1', address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', decimals: 6, balance: '10' }
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ready = () =>
  reduceAll([init(), connectEvm(), modal.openRequested({ view: 'Send' }), send.tokenSelected({ token: usdc }), send.amountChanged({ amount: '2' }), send.receiverChanged({ receiver })])

test("error: SPEC §5 a send needs amount and receiver: 'An amount and receiver address are required'", () => {
  const state = reduceAll([init(), connectEvm(), modal.openRequested({ view: 'Send' }), send.tokenSelected({ token: usdc }), send.previewRequested()])
  assert.is(state.send.problem, 'required')
  assert.is(state.view, 'Send')
})

test("error: SPEC §5 a send needs a token: 'A token is required'", () => {
  const state = reduceAll([init(), connectEvm(), modal.openRequested({ view: 'Send' }), send.amountChanged({ amount: '1' }), send.receiverChanged({ receiver }), send.previewRequested()])
  assert.is(state.send.problem, 'token')
})

test('error: SPEC §5 the receiver must be an EVM address on eip155', () => {
  const state = reduceAll([send.receiverChanged({ receiver: 'not-an-address' }), send.previewRequested()], ready())
  assert.is(state.send.problem, 'address')
})

test('behavior: a valid send opens SendPreview; editing clears the error', () => {
  const preview = reduceAll([send.previewRequested()], ready())
  assert.is(preview.view, 'SendPreview')
  assert.is(preview.send.problem, undefined)
})

test("error: SPEC §4 sending on an unsupported chain: 'Unsupported chain'", () => {
  const state = reduceAll([events.networks.switched({ caipNetworkId: 'eip155:10' }), send.previewRequested()], ready())
  assert.is(state.send.problem, 'unsupportedChain')
})

test('behavior: SPEC §4 success resets the send state and returns to Account', () => {
  const sending = reduceAll([send.previewRequested(), send.submitted({ requestId: 's1' })], ready())
  assert.is(sending.send.status, 'sending')
  const done = reduceAll([send.succeeded({ requestId: 's1', hash: '0xabc' })], sending)
  assert.equal(done.send, { status: 'idle', lastHash: '0xabc' })
  assert.equal(done.history, ['Account'])
})

test('behavior: a successful send shows a success snack with the hash, and the explorer page when the network has one', () => {
  const hash = `0x${'ab'.repeat(32)}`
  const networks = NETWORKS.map((n) => (n.caipNetworkId === 'eip155:1' ? { ...n, blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io/' } } } : n))
  const withExplorer = reduceAll([
    init({ networks }),
    connectEvm(),
    modal.openRequested({ view: 'Send' }),
    send.tokenSelected({ token: usdc }),
    send.amountChanged({ amount: '2' }),
    send.receiverChanged({ receiver }),
    send.submitted({ requestId: 's1' }),
    send.succeeded({ requestId: 's1', hash }),
  ])
  assert.equal(withExplorer.snackbar?.transaction, { hash, url: `https://etherscan.io/tx/${hash}` })
  assert.is(withExplorer.snackbar?.variant, 'success')
  assert.is(withExplorer.snackbar?.message, TRANSACTION_SENT)
  assert.is(withExplorer.view, 'Account')
  const without = reduceAll([send.submitted({ requestId: 's2' }), send.succeeded({ requestId: 's2', hash })], ready())
  assert.equal(without.snackbar?.transaction, { hash }, 'no explorer: the hash alone')
})

test('error: an explorer URL that is not http(s) gives no link', () => {
  const networks = NETWORKS.map((n) => (n.caipNetworkId === 'eip155:1' ? { ...n, blockExplorers: { default: { name: 'x', url: 'javascript:alert(1)' } } } : n))
  const state = reduceAll([
    init({ networks }),
    connectEvm(),
    send.tokenSelected({ token: usdc }),
    send.amountChanged({ amount: '2' }),
    send.receiverChanged({ receiver }),
    send.submitted({ requestId: 's' }),
    send.succeeded({ requestId: 's', hash: '0x1' }),
  ])
  assert.equal(state.snackbar?.transaction, { hash: '0x1' })
})

test('behavior: a failure keeps the form and shows the wallet error; stale answers are ignored', () => {
  const sending = reduceAll([send.submitted({ requestId: 's1' })], ready())
  assert.is(reduceAll([send.succeeded({ requestId: 'other', hash: '0x1' })], sending), sending)
  const failed = reduceAll([send.failed({ requestId: 's1', error: { name: 'RpcError', shortMessage: 'User rejected the request', code: 4001 } })], sending)
  assert.is(failed.send.status, 'idle')
  assert.equal(failed.send.error, { code: 'userRejected' }, 'a code; the renderer words it')
  assert.is(failed.send.amount, '2')
})

test('behavior: edits are ignored while the wallet is asked', () => {
  const sending = reduceAll([send.submitted({ requestId: 's1' })], ready())
  assert.is(reduceAll([send.amountChanged({ amount: '9' })], sending).send.amount, '2')
})

test('error: more than the balance is refused before the wallet is asked', () => {
  const state = reduceAll([send.amountChanged({ amount: '10.000001' }), send.previewRequested()], ready())
  assert.is(state.send.problem, 'insufficient')
})

test('behavior: SPEC §3 smartAccountDeployed — a wallet that says its smart account is not deployed: a send as that account makes it deployed; a send as the EOA does not', () => {
  const EOA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const SMART = '0x90F79bf6EB2c4f870365E785982E1f161e8e4D71'
  const accounts = [
    { address: EOA, type: 'eoa' as const },
    { address: SMART, type: 'smartAccount' as const },
  ]
  const as = (address: string) =>
    reduceAll([
      init(),
      events.connection.connected({ connectorId: 'auth', namespace: 'eip155', caipAddress: `eip155:1:${address}`, accounts, smartAccountDeployed: false }),
      modal.openRequested({ view: 'Send' }),
      send.tokenSelected({ token: usdc }),
      send.amountChanged({ amount: '2' }),
      send.receiverChanged({ receiver }),
      send.previewRequested(),
      send.submitted({ requestId: 's' }),
    ])
  const smart = as(SMART)
  assert.is(smart.accounts.eip155?.smartAccountDeployed, false)
  assert.is(reduceAll([send.succeeded({ requestId: 's', hash: '0x1' })], smart).accounts.eip155?.smartAccountDeployed, true)
  assert.is(
    reduceAll([send.failed({ requestId: 's', error: { name: 'LatchError', shortMessage: 'x' } as never })], smart).accounts.eip155?.smartAccountDeployed,
    false,
    'a failed send deploys nothing',
  )
  assert.is(reduceAll([send.succeeded({ requestId: 's', hash: '0x1' })], as(EOA)).accounts.eip155?.smartAccountDeployed, false, 'sent by the EOA')
  const plain = reduceAll([events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress: `eip155:1:${EOA}` })], smart)
  assert.is(plain.accounts.eip155?.smartAccountDeployed, undefined, 'a wallet that does not say: unknown')
})

test.run()
