import { of, throwError } from 'rxjs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { BlockchainApi } from '../clients/blockchainApi.ts'
import { events } from '../events/index.ts'
import { createModal, type CreateModalOptions } from '../modal.ts'
import { replay } from '../replay.ts'
import { createMemoryStorage, type KeyValueStorage } from '../storage.ts'
import { SESSION_KEY } from '../storage.ts'
import { NETWORKS } from '../../test/fixtures/networks.ts'
import { offlineFetch } from '../../test/fixtures/offline.ts'
import { createTestAdapter, type TestAdapterFlags } from '../../test/fixtures/testAdapter.ts'
import { until } from '../../test/fixtures/until.ts'
import { LatchError } from '../errors/LatchError.ts'

function modalWith(flags: TestAdapterFlags = {}, more: Partial<CreateModalOptions> = {}, storage: KeyValueStorage = createMemoryStorage()) {
  const adapter = createTestAdapter('eip155', flags)
  const modal = createModal({
    projectId: 'p',
    networks: NETWORKS,
    adapters: [adapter],
    ...more,
    deps: { window: undefined, fetch: offlineFetch, walletApi: null, blockchainApi: null, storage, ...more.deps },
  })
  return { modal, adapter, storage }
}

async function rejection(promise: Promise<unknown>): Promise<LatchError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof LatchError) return error
    throw error
  }
  throw new Error('expected a rejection')
}

test('behavior: connecting from the modal shows ConnectingExternal, then connects and closes the modal', async () => {
  const { modal, adapter } = modalWith({ holdConnect: true })
  modal.open()
  const done = modal.connect('io.metamask', 'eip155')
  assert.is(modal.getState().view, 'ConnectingExternal')
  assert.equal(modal.getState().viewData, { connectorId: 'io.metamask', namespace: 'eip155' })
  assert.is(modal.getState().status, 'connecting')
  adapter.answerConnect()
  await done
  assert.is(modal.getState().status, 'connected')
  assert.is(modal.getState().open, false)
  assert.equal(adapter.calls.connect, ['io.metamask'])
})

test("error: SPEC §8 a rejected prompt (4001) fails with 'Connection rejected'; the view stays to retry", async () => {
  const { modal } = modalWith({ connectError: Object.assign(new Error('User rejected the request.'), { code: 4001 }) })
  modal.open()
  const error = await rejection(modal.connect('io.metamask', 'eip155'))
  assert.is(error.shortMessage, 'Connection rejected')
  assert.is(modal.getState().view, 'ConnectingExternal')
  assert.equal(modal.getState().connectError, { namespace: 'eip155', error: { code: 'connectionRejected' } })
  assert.is(modal.getState().status, 'disconnected')
})

test("error: SPEC §8 any other connect failure is 'Failed to connect' with the cause as details", async () => {
  const { modal } = modalWith({ connectError: new Error('wallet crashed') })
  const error = await rejection(modal.connect('io.metamask', 'eip155'))
  assert.is(error.shortMessage, 'Failed to connect')
  assert.is(error.details, 'wallet crashed')
})

test('behavior: a reload reconnects to the same wallet, account and network without a prompt', async () => {
  const storage = createMemoryStorage()
  const first = modalWith({}, {}, storage)
  await first.modal.connect('io.metamask', 'eip155')
  await first.modal.switchNetwork('eip155:137')
  const saved = async () => ((await storage.get(SESSION_KEY)) as { eip155?: { caipAddress?: string } } | undefined)?.eip155?.caipAddress
  await until(async () => (await saved())?.startsWith('eip155:137:') === true, 'the switched session saved')
  first.modal.destroy()

  const second = modalWith({}, {}, storage) // the page reloaded
  await until(() => second.modal.getState().status === 'connected', 'the silent reconnect')
  const state = second.modal.getState()
  assert.is(state.status, 'connected')
  assert.is(state.accounts.eip155?.caipAddress, 'eip155:137:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  assert.is(state.activeCaipNetworkId, 'eip155:137')
  assert.equal(second.adapter.calls.connect, [], 'no prompt')
  assert.equal(second.adapter.calls.reconnect, ['io.metamask'])
  assert.equal(replay(second.modal.eventLog()).final, state)
})

test('behavior: a wallet that no longer grants access is forgotten on reload', async () => {
  const storage = createMemoryStorage()
  await storage.set(SESSION_KEY, { eip155: { connectorId: 'io.metamask', caipAddress: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' } })
  const { modal } = modalWith({ reconnect: 'nothing' }, {}, storage)
  await until(() => modal.eventLog().some((e) => e.type === 'connection/reconnectFailed'), 'the failed reconnect')
  assert.is(modal.getState().status, 'disconnected')
  await until(async () => JSON.stringify(await storage.get(SESSION_KEY)) === '{}', 'the session forgotten')
})

test('error: a corrupt saved session is ignored', async () => {
  const storage = createMemoryStorage()
  await storage.set(SESSION_KEY, { eip155: { connectorId: 42 } })
  const read = storage.get.bind(storage)
  let reads = 0
  storage.get = async (key) => {
    const value = await read(key)
    if (key === SESSION_KEY) reads++
    return value
  }
  const { modal, adapter } = modalWith({}, {}, storage)
  // The restore has read the saved session; a reconnect would start in the microtasks that follow
  // the read, all of which run before the next macrotask.
  await until(() => reads > 0, 'the saved session read')
  await new Promise((r) => setTimeout(r, 0))
  assert.equal(adapter.calls.reconnect, [])
  assert.not.ok(
    modal.eventLog().some((e) => e.type === 'connection/reconnectRequested'),
    'no reconnect asked',
  )
  assert.is(modal.getState().status, 'disconnected')
})

test('behavior: disconnecting forgets the saved session', async () => {
  const { modal, storage } = modalWith()
  await modal.connect('io.metamask', 'eip155')
  await modal.disconnect()
  await until(async () => JSON.stringify(await storage.get(SESSION_KEY)) === '{}', 'the session forgotten')
})

const balanceOf = (numeric: string) => [{ name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 3000, value: 3000 * Number(numeric), quantity: { decimals: '18', numeric }, iconUrl: '' }]

test('behavior: balances load on connect and again after a send (SPEC §7 balance call)', async () => {
  const calls: { address: string; chainId: string; forceUpdate?: string }[] = []
  let numeric = '10'
  const blockchainApi = {
    getBalance: (args: { address: string; chainId: string; forceUpdate?: string }) => {
      calls.push(args)
      return of(balanceOf(numeric))
    },
  } as unknown as BlockchainApi
  const { modal } = modalWith({}, { deps: { blockchainApi } })
  await modal.connect('io.metamask', 'eip155')
  assert.is(modal.getState().accounts.eip155?.balance, '10')
  assert.equal(calls[0], { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 'eip155:1' })

  numeric = '8.5'
  modal.open({ view: 'Send' })
  modal.dispatch(events.send.tokenSelected({ token: { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', decimals: 18, balance: '10' } }))
  modal.dispatch(events.send.amountChanged({ amount: '1.5' }))
  modal.dispatch(events.send.receiverChanged({ receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }))
  modal.dispatch(events.send.previewRequested())
  modal.dispatch(events.send.submitted({ requestId: 's1' }))
  await until(() => modal.getState().send.status === 'idle' && calls.at(-1)?.forceUpdate === 'true', 'the send and the balance refresh')
  assert.is(modal.getState().send.lastHash, '0xtest')
  assert.is(modal.getState().view, 'Account')
  assert.is(calls.at(-1)?.forceUpdate, 'true')
  assert.is(modal.getState().accounts.eip155?.balance, '8.5')
})

test('behavior: an ERC-20 send gives the wallet the contract address, not the CAIP address balances use', async () => {
  const { modal, adapter } = modalWith()
  await modal.connect('io.metamask', 'eip155')
  modal.open({ view: 'Send' })
  const usdc = { name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1', address: 'eip155:1:0xA0b86991c6218b36c1D19D4a2e9Eb0cE3606eB48', decimals: 6, balance: '10' }
  modal.dispatch(events.send.tokenSelected({ token: usdc }))
  modal.dispatch(events.send.amountChanged({ amount: '2' }))
  modal.dispatch(events.send.receiverChanged({ receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }))
  modal.dispatch(events.send.submitted({ requestId: 's2' }))
  await until(() => adapter.calls.sendTransfer.length > 0, 'the transfer')
  assert.equal(adapter.calls.sendTransfer[0]?.token, { address: '0xA0b86991c6218b36c1D19D4a2e9Eb0cE3606eB48', decimals: 6 })
})

test("error: SPEC §8 a failing balance call shows 'Token Balance Unavailable'", async () => {
  const blockchainApi = {
    getBalance: () => throwError(() => new LatchError('Token Balance Unavailable')),
  } as unknown as BlockchainApi
  const { modal } = modalWith({}, { deps: { blockchainApi } })
  await modal.connect('io.metamask', 'eip155')
  assert.is(modal.getState().snackbar?.message, 'Token Balance Unavailable')
})

test.run()
