/**
 * Wire compatibility: the clients against the real sandbox (sandbox/blockchain-api on local anvil
 * chains), real time, real sockets. Proves the response schemas match what the service sends.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asyncScheduler, lastValueFrom } from 'rxjs'
import { createPublicClient, custom, type Address } from 'viem'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { startBlockchainApi, type BlockchainApi as Sandbox } from '../../sandbox/blockchain-api/server.ts'
import { startEvmChains, type EvmChains } from '../../sandbox/evm/chains.ts'
import { startAnalytics } from '../../sandbox/analytics/server.ts'
import { startWalletApi } from '../../sandbox/wallet-api/index.ts'
import { AlertError } from '../errors/AlertError.ts'
import { createAnalytics } from './analytics.ts'
import { createTrackedFetch, drive, VirtualClock } from '../../test/fixtures/testHarness.ts'
import { createWalletApi, remoteOnrampProviders } from './walletApi.ts'
import { ServiceError } from '../errors/ServiceError.ts'
import { createStore } from '../store.ts'
import { createBlockchainApi } from './blockchainApi.ts'
import { createRpcBatchEpic } from './rpcBatchEpic.ts'
import { createRpcHttp } from './rpcHttp.ts'
import { createRpcProvider } from './rpcProvider.ts'

let evm: EvmChains
let sandbox: Sandbox
let dir: string

test.before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'latch-clients-'))
  evm = await startEvmChains()
  sandbox = await startBlockchainApi({ chains: evm.chains, namesFile: join(dir, 'names.json') })
})
test.after(async () => {
  await sandbox?.close()
  await evm?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const chain = () => evm.chains[0]!
const api = () => createBlockchainApi({ baseUrl: sandbox.url, projectId: 'test-project', scheduler: asyncScheduler })

test('behavior: supported chains, balances, swap tokens, gas price and onramp options validate against the sandbox service (SPEC §7)', async () => {
  const client = api()
  const network = `eip155:${chain().chainId}`
  const user = chain().funded[0]!
  const chains = await lastValueFrom(client.getSupportedChains())
  assert.ok(chains.http.includes(network))
  const balances = await lastValueFrom(client.getBalance({ address: user, chainId: network }))
  assert.ok(
    balances.some((b) => b.symbol === 'USDC'),
    'funded account holds USDC',
  )
  const tokens = await lastValueFrom(client.getSwapTokens({ chainId: network }))
  assert.ok(tokens.tokens.length > 0)
  const gas = await lastValueFrom(client.getGasPrice({ chainId: network }))
  assert.ok(BigInt(gas.fast) >= BigInt(gas.standard))
  const options = await lastValueFrom(client.getOnrampOptions())
  assert.ok(options.purchaseCurrencies.some((c) => c.symbol === 'USDC'))
  const sessions = await lastValueFrom(client.getSmartSessions(user))
  assert.ok(sessions.pcis.length > 0)
  const history = await lastValueFrom(client.getTransactions({ account: user, chainId: network }))
  assert.ok(Array.isArray(history.data))
})

test("error: the sandbox's own 'No route' message reaches the caller (SPEC §8 API message)", async () => {
  const client = api()
  const network = `eip155:${chain().chainId}`
  const eth = `${network}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
  const latch = `${network}:${chain().tokens.latch.address}`
  const outcome = await lastValueFrom(client.getSwapQuotes({ amount: '1000', userAddress: `${network}:${chain().funded[0]}`, from: eth, to: latch, gasPrice: '1' })).catch((e: unknown) => e)
  assert.instance(outcome, Error)
  assert.match((outcome as Error).message, /No route/)
  const names = await lastValueFrom(client.lookupName('nobody-here.reown.id')).catch((e: unknown) => e)
  assert.instance(names, ServiceError)
})

test('behavior: the batching transport and viem custom() work against a real anvil node (SPEC §7 chain RPC)', async () => {
  const store = createStore({
    epics: { rpcBatch: createRpcBatchEpic({ rpc: createRpcHttp({ scheduler: asyncScheduler }) }) },
    deps: { scheduler: asyncScheduler, window: undefined, adapters: [] },
  })
  const provider = createRpcProvider({ dispatch: store.dispatch, events$: store.events$, urls: [chain().rpcUrl], scheduler: asyncScheduler })
  const client = createPublicClient({ transport: custom(provider, { retryCount: 0 }) })
  const [block, balance, chainId] = await Promise.all([client.getBlockNumber({ cacheTime: 0 }), client.getBalance({ address: chain().funded[0] as Address }), client.getChainId()])
  store.destroy()
  assert.ok(block >= chain().seededAtBlock)
  assert.ok(balance > 0n)
  assert.is(chainId, chain().chainId)
})

test('behavior: the wallet-list client validates every answer of the sandbox wallet-list service (SPEC §7)', async () => {
  const service = await startWalletApi()
  const api = createWalletApi({ baseUrl: service.url, projectId: 'test-project', scheduler: asyncScheduler })
  try {
    const config = await lastValueFrom(api.getConfig())
    assert.equal(remoteOnrampProviders(config), ['meld', 'coinbase'])
    const origins = await lastValueFrom(api.getAllowedOrigins())
    assert.ok(origins.length > 0)
    const page = await lastValueFrom(api.getWallets({ page: 1, entries: 40 }))
    assert.ok(page.count >= page.data.length && page.data.length > 0)
    const searched = await lastValueFrom(api.getWallets({ page: 1, entries: 100, search: page.data[0]!.name }))
    assert.ok(searched.data.some((w) => w.id === page.data[0]!.id))
    const image = await lastValueFrom(api.getImage('wallet', page.data[0]!.image_id!))
    assert.ok(image.size > 0)
    assert.equal(await lastValueFrom(api.getAnalyticsConfig()), { isAnalyticsEnabled: true })
  } finally {
    await service.stop()
  }
})

test("error: the sandbox's forced 429 (Retry-After: 1) gives 'RATE_LIMITED' after 3 retries of 1 s virtual time each (SPEC §8, §9)", async () => {
  const service = await startWalletApi()
  const clock = new VirtualClock()
  const io = createTrackedFetch()
  const api = createWalletApi({ baseUrl: service.url, projectId: 'status-429', scheduler: clock, fetch: io.fetch })
  try {
    const outcome = await drive(clock, io, api.getAllowedOrigins())
    assert.is((outcome.error as ServiceError).shortMessage, 'RATE_LIMITED')
    assert.is(clock.now(), 3000)
    assert.is(service.requests().length, 4)
  } finally {
    await service.stop()
  }
})

test("behavior: analytics reach the sandbox sink; its forced 403 raises 'Invalid App Configuration' (SPEC §7, §8)", async () => {
  const sink = await startAnalytics({ file: join(dir, 'events.jsonl') })
  try {
    const ok = createAnalytics({ baseUrl: sink.url, projectId: 'test-project', scheduler: asyncScheduler, page: { url: 'http://127.0.0.1/', domain: '127.0.0.1' } })
    assert.equal(await lastValueFrom(ok.track({ type: 'track', event: 'MODAL_OPEN' })), { sent: true })
    const stored = (await (await fetch(`${sink.url}/e`)).json()) as { props?: { event?: string } }[] | { events: { props?: { event?: string } }[] }
    const list = Array.isArray(stored) ? stored : stored.events
    assert.ok(list.some((e) => e.props?.event === 'MODAL_OPEN'))
    const refused = createAnalytics({ baseUrl: sink.url, projectId: 'status-403', scheduler: asyncScheduler })
    const error = await lastValueFrom(refused.track({ type: 'track', event: 'X' })).catch((e: unknown) => e)
    assert.instance(error, AlertError)
    assert.is((error as AlertError).shortMessage, 'Invalid App Configuration')
  } finally {
    await sink.close()
  }
})

test.run()
