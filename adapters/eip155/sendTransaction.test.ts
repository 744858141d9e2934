/** A prepared transaction (a swap's approve or swap call) sent through the connected wallet; its receipt read. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Window } from 'happy-dom'
import type { CaipNetwork } from '../../core/types.ts'
import { eip155Adapter } from './eip155Adapter.ts'
import type { Eip155Window } from './Eip155Window.ts'
import { ACCOUNT, adapterContext, announce, createFakeProvider } from '../../test/fixtures/fakeEip1193Provider.ts'

const NETWORKS: CaipNetwork[] = [
  {
    id: 1,
    caipNetworkId: 'eip155:1',
    chainNamespace: 'eip155',
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1/'] } },
  },
]
const ROUTER = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

async function connected(reads: (method: string, params: unknown) => unknown) {
  const window = new Window({ url: 'http://127.0.0.1/' })
  const provider = createFakeProvider({ chainId: 1 })
  announce(window, { rdns: 'io.metamask', name: 'MetaMask' }, provider)
  const adapter = eip155Adapter({ window: window as unknown as Eip155Window, transport: () => ({ request: async ({ method, params }) => reads(method, params) }) })
  const stop = adapter.setup(adapterContext({ emit: () => undefined, networks: NETWORKS }))
  await adapter.connect({ connectorId: 'io.metamask' })
  return { adapter, provider, stop }
}

test('behavior: sendTransaction asks the wallet for eth_sendTransaction with the prepared to, data and value', async () => {
  const { adapter, provider, stop } = await connected(() => null)
  provider.calls.length = 0
  const { hash } = await adapter.sendTransaction({ caipNetworkId: 'eip155:1', to: ROUTER, data: '0x12345678', value: '100000000000000000' })
  assert.match(hash, /^0x[0-9a-f]{64}$/)
  const [tx] = provider.calls.at(-1)!.params as { from: string; to: string; data: string; value?: string }[]
  assert.is(provider.calls.at(-1)!.method, 'eth_sendTransaction')
  assert.is(tx!.from.toLowerCase(), ACCOUNT.toLowerCase())
  assert.is(tx!.to, ROUTER.toLowerCase())
  assert.is(tx!.data, '0x12345678')
  assert.is(tx!.value, '0x16345785d8a0000')
  stop()
})

test('error: a malformed prepared transaction is refused before the wallet is asked', async () => {
  const { adapter, provider, stop } = await connected(() => null)
  provider.calls.length = 0
  const error = await adapter.sendTransaction({ caipNetworkId: 'eip155:1', to: ROUTER, data: 'nothex' }).then(
    () => undefined,
    (e: Error) => e,
  )
  assert.is(error?.name, 'ValidationError')
  assert.not.ok(provider.calls.some((c) => c.method === 'eth_sendTransaction'))
  stop()
})

test('behavior: getTransactionReceipt: undefined while pending, then success or reverted from the receipt status', async () => {
  let receipt: unknown = null
  const { adapter, stop } = await connected((method) => (method === 'eth_getTransactionReceipt' ? receipt : null))
  const hash = `0x${'1'.repeat(64)}`
  assert.is(await adapter.getTransactionReceipt({ caipNetworkId: 'eip155:1', hash }), undefined)
  receipt = { status: '0x1' }
  assert.equal(await adapter.getTransactionReceipt({ caipNetworkId: 'eip155:1', hash }), { status: 'success' })
  receipt = { status: '0x0' }
  assert.equal(await adapter.getTransactionReceipt({ caipNetworkId: 'eip155:1', hash }), { status: 'reverted' })
  stop()
})

test.run()
