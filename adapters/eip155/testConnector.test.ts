import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createMemoryStorage, createModal, type CaipNetwork, type Modal } from '../../core/index.ts'
import { replay } from '../../core/coreEntry.ts'
import { eip155Adapter } from './eip155Adapter.ts'
import { testConnector, type TestConnectorParameters } from './testConnector.ts'

const network = (id: number): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`https://rpc.example/${id}`] } },
})
const NETWORKS = [network(1), network(137)]
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const modals: Modal[] = []
/** No service calls leave the machine: the adapter is under test, not the services. */
const OFFLINE = { walletApi: null, blockchainApi: null }

// `window: undefined`: no discovery, the test connector alone (it needs no window).
function setup(flags: TestConnectorParameters = {}) {
  const connector = testConnector(flags)
  const adapter = eip155Adapter({ window: undefined, connectors: [connector] })
  const modal = createModal({ projectId: 'test', networks: NETWORKS, adapters: [adapter], deps: { window: undefined, storage: createMemoryStorage(), ...OFFLINE } })
  modals.push(modal)
  return { connector, adapter, modal }
}

async function rejection(promise: Promise<unknown>): Promise<{ name: string; shortMessage: string; code?: unknown }> {
  try {
    await promise
  } catch (error) {
    return error as { name: string; shortMessage: string; code?: unknown }
  }
  throw new Error('expected a rejection')
}

async function waitFor(predicate: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const started = Date.now()
  while (!(await predicate())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 5))
  }
}

test.after.each(() => {
  for (const modal of modals.splice(0)) modal.destroy()
})

test('default: the test connector is listed and connects through the real modal on the first network', async () => {
  const { modal } = setup()
  assert.equal(
    modal.getState().connectors.map((c) => [c.id, c.name, c.type, c.chain]),
    [['test', 'Test Wallet', 'EXTERNAL', 'eip155']],
  )
  await modal.connect('test')
  assert.is(modal.getState().accounts.eip155?.caipAddress, `eip155:1:${ACCOUNT}`)
})

test('parameters: accounts and chainId; connecting on another configured network switches first', async () => {
  const { modal, connector } = setup({ accounts: [OTHER], chainId: 137 })
  await modal.switchNetwork('eip155:1') // disconnected: the modal just moves
  await modal.connect('test')
  assert.is(modal.getState().accounts.eip155?.caipAddress, `eip155:1:${OTHER}`)
  assert.equal(connector.controls.calls, ['connect', 'switchChain'])
})

test("error: connectError rejects the connection: 'Connection rejected' in the promise and the state (SPEC §8)", async () => {
  const { modal } = setup({ connectError: true })
  const error = await rejection(modal.connect('test'))
  assert.is(error.shortMessage, 'Connection rejected')
  assert.equal(modal.getState().connectError?.error, { code: 'connectionRejected' }, 'a code, not English')
  assert.not.ok(modal.getState().accounts.eip155?.status === 'connected')
})

test("error: connectError with a non-rejection error is 'Failed to connect'", async () => {
  const { modal } = setup({ connectError: Object.assign(new Error('locked'), { code: 4100 }) })
  assert.is((await rejection(modal.connect('test'))).shortMessage, 'Failed to connect')
})

test('error: switchChainError fails switchNetwork with SwitchChainError (4902) and the state keeps the error', async () => {
  const { modal } = setup({ switchChainError: true })
  await modal.connect('test')
  const error = await rejection(modal.switchNetwork('eip155:137'))
  assert.is(error.name, 'SwitchChainError')
  assert.is(error.code, 4902)
  assert.is(modal.getState().activeCaipNetworkId, 'eip155:1')
  assert.is(modal.getState().networkSwitchError?.caipNetworkId, 'eip155:137')
})

test('behavior: without switchChainError the switch succeeds and is reported once', async () => {
  const { modal } = setup()
  await modal.connect('test')
  await modal.switchNetwork('eip155:137')
  assert.is(modal.getState().activeCaipNetworkId, 'eip155:137')
  // The switch's echo (the connector's chainChanged) and the epic's report are dispatched in the
  // microtasks after the wallet answered, all of which run before the next macrotask.
  await new Promise((r) => setTimeout(r, 0))
  assert.is(modal.eventLog().filter((e) => e.type === 'networks/switched').length, 1)
})

test('error: rejectSign rejects signatures and transactions with 4001', async () => {
  const { modal, adapter } = setup({ rejectSign: true })
  await modal.connect('test')
  assert.is((await rejection(adapter.signMessage({ message: 'hi' }))).code, 4001)
  const error = await rejection(adapter.sendTransfer({ caipNetworkId: 'eip155:1', to: OTHER, amount: '1' }))
  assert.is(error.name, 'UserRejectedRequestError')
})

test('behavior: signatures and hashes are deterministic values of the right shape', async () => {
  const { modal, adapter } = setup()
  await modal.connect('test')
  const signature = await adapter.signMessage({ message: 'hi' })
  assert.match(signature, /^0x[0-9a-f]{130}$/)
  assert.is(await adapter.signMessage({ message: 'hi' }), signature)
  assert.match((await adapter.sendTransfer({ caipNetworkId: 'eip155:1', to: OTHER, amount: '1' })).hash, /^0x[0-9a-f]{64}$/)
})

test('behavior: controls act as the wallet: account change, chain change, disconnect become state', async () => {
  const { modal, connector } = setup()
  await modal.connect('test')
  connector.controls.setAccounts([OTHER])
  assert.is(modal.getState().accounts.eip155?.caipAddress, `eip155:1:${OTHER}`)
  connector.controls.setChainId(137)
  assert.is(modal.getState().activeCaipNetworkId, 'eip155:137')
  connector.controls.disconnect()
  assert.is(modal.getState().accounts.eip155, undefined)
  const { final } = replay(modal.eventLog())
  assert.equal(final, modal.getState(), 'the log replays to the same state')
})

test('behavior: reconnect restores a saved session only when the wallet still grants access', async () => {
  const storage = createMemoryStorage()
  const first = createModal({
    projectId: 'test',
    networks: NETWORKS,
    adapters: [eip155Adapter({ window: undefined, connectors: [testConnector()] })],
    deps: { window: undefined, storage, ...OFFLINE },
  })
  modals.push(first)
  await first.connect('test')
  await waitFor(async () => (await storage.get('latch/session')) !== undefined) // the session write
  for (const [reconnect, expected] of [
    [true, 'connected'],
    [false, 'disconnected'],
  ] as const) {
    const reloaded = createModal({
      projectId: 'test',
      networks: NETWORKS,
      adapters: [eip155Adapter({ window: undefined, connectors: [testConnector({ reconnect })] })],
      deps: { window: undefined, storage, ...OFFLINE },
    })
    modals.push(reloaded)
    await waitFor(() => reloaded.eventLog().some((e) => e.type === 'connection/connected' || e.type === 'connection/reconnectFailed'))
    assert.is(reloaded.getState().accounts.eip155?.status ?? 'disconnected', expected, `reconnect: ${reconnect}`)
    reloaded.destroy()
  }
})

test('error: SPEC §6 rejectSign declines an app request needing approval with 4001; reads still pass to the node', async () => {
  const node = async ({ method }: { method: string }) => (method === 'eth_blockNumber' ? '0x10' : `0x${'cd'.repeat(65)}`)
  const { adapter, modal } = setup({ rejectSign: true, request: node })
  await modal.connect('test')
  for (const method of ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'eth_sendUserOperation']) {
    const error = await rejection(adapter.request({ method, params: [], caipNetworkId: 'eip155:1' }))
    assert.equal([error.name, error.code], ['UserRejectedRequestError', 4001], method)
  }
  assert.is(await adapter.request({ method: 'wallet_getCallsStatus', params: ['0x01'], caipNetworkId: 'eip155:1' }), `0x${'cd'.repeat(65)}`, 'not an approval: the node answers')
})

test('behavior: SPEC §6 without a node, an app request for personal_sign gets the same deterministic signature as signMessage; other methods are 4200', async () => {
  const { adapter, modal } = setup()
  await modal.connect('test')
  const signed = await adapter.signMessage({ message: 'hi' })
  assert.is(await adapter.request({ method: 'personal_sign', params: ['0x6869', ACCOUNT], caipNetworkId: 'eip155:1' }), signed)
  assert.match(String(await adapter.request({ method: 'eth_sendTransaction', params: [{ from: ACCOUNT, to: OTHER }], caipNetworkId: 'eip155:1' })), /^0x[0-9a-f]{64}$/)
  const error = await rejection(adapter.request({ method: 'wallet_sendCalls', params: [], caipNetworkId: 'eip155:1' }))
  assert.equal([error.name, error.code], ['UnsupportedProviderMethodError', 4200])
})

test.run()
