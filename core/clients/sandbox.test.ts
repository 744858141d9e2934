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
  assert.ok(balances.some((b) => b.symbol === 'USDC'), 'funded account holds USDC')
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
  const [block, balance, chainId] = await Promise.all([
    client.getBlockNumber({ cacheTime: 0 }),
    client.getBalance({ address: chain().funded[0] as Address }),
    client.getChainId(),
  ])
  store.destroy()
  assert.ok(block >= chain().seededAtBlock)
  assert.ok(balance > 0n)
  assert.is(chainId, chain().chainId)
})

test.run()
