import { createPublicClient, custom, type Hex } from 'viem'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { ExecutionRevertedError } from '../errors/ExecutionRevertedError.ts'
import { RpcNotAllowedError } from '../errors/RpcNotAllowedError.ts'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.ts'
import { events, type StampedEvent } from '../events/index.ts'
import { createStore } from '../store.ts'
import { createRpcBatchEpic } from './rpcBatchEpic.ts'
import { createRpcHttp } from './rpcHttp.ts'
import { createRpcProvider } from './rpcProvider.ts'
import { createRpcRankingEpic, rankEndpoints } from './rpcRankingEpic.ts'
import { createTrackedFetch, sendJson, settle, startServer, VirtualClock, type RecordedRequest } from '../../test/fixtures/testHarness.ts'

type Call = { jsonrpc: string; id: number; method: string; params?: unknown[] }
type Fault = (call: Call, seen: number) => { code: number; message: string } | undefined

/** A JSON-RPC node: eth_getTransactionCount echoes its address, eth_blockNumber is 0x10. */
async function startNode(fault: Fault = () => undefined) {
  const seen = new Map<string, number>()
  return startServer((req: RecordedRequest, res) => {
    const calls = JSON.parse(req.body) as Call[]
    const answers = calls.map((call) => {
      const key = JSON.stringify([call.method, call.params])
      const count = (seen.get(key) ?? 0) + 1
      seen.set(key, count)
      const error = fault(call, count)
      if (error) return { jsonrpc: '2.0', id: call.id, error }
      const result = call.method === 'eth_getTransactionCount' ? call.params?.[0] : call.method === 'eth_getBalance' ? '0x64' : '0x10'
      return { jsonrpc: '2.0', id: call.id, result }
    })
    sendJson(res, 200, answers)
  })
}

function setup(urls: string[]) {
  const clock = new VirtualClock()
  const io = createTrackedFetch()
  const rpc = createRpcHttp({ scheduler: clock, fetch: io.fetch })
  const store = createStore({
    epics: { rpcBatch: createRpcBatchEpic({ rpc }), rpcRanking: createRpcRankingEpic({ rpc }) },
    deps: { scheduler: clock, window: undefined, adapters: [] },
  })
  const seen: StampedEvent[] = []
  store.events$.subscribe((event) => seen.push(event))
  const provider = createRpcProvider({ dispatch: store.dispatch, events$: store.events$, urls, scheduler: clock })
  return { clock, io, store, seen, provider }
}

type Settled = { status: 'fulfilled'; value: unknown } | { status: 'rejected'; reason: unknown }
function track(promises: Promise<unknown>[]) {
  const results: (Settled | undefined)[] = promises.map(() => undefined)
  let done = 0
  promises.forEach(
    (promise, i) =>
      void promise.then(
        (value) => ((results[i] = { status: 'fulfilled', value }), done++),
        (reason: unknown) => ((results[i] = { status: 'rejected', reason }), done++),
      ),
  )
  return { results, all: () => done === promises.length }
}

const only = <E extends { type: string }>(list: StampedEvent[], match: (e: { type: string }) => e is E) => list.flatMap((e) => (match(e) ? [e as StampedEvent & E] : []))
const address = (i: number) => `0x${i.toString(16).padStart(40, '0')}`

test('behavior: 2,500 concurrent calls reach the node as exactly 3 HTTP requests of ≤ 1000 (SPEC §9 batch size 1000, zero wait)', async () => {
  const node = await startNode()
  const { clock, io, provider, seen, store } = setup([node.url])
  const calls = Array.from({ length: 2500 }, (_, i) => provider.request({ method: 'eth_getTransactionCount', params: [address(i), 'latest'] }))
  const tracked = track(calls)
  await settle(clock, io, tracked.all)
  store.destroy()
  await node.kill()
  assert.is(node.requests.length, 3)
  assert.equal(
    node.requests.map((r) => (JSON.parse(r.body) as unknown[]).length),
    [1000, 1000, 500],
  )
  assert.ok(
    tracked.results.every((r, i) => r?.status === 'fulfilled' && r.value === address(i)),
    'each caller got its own answer',
  )
  assert.equal(
    only(seen, events.rpc.batchPosted.match).map((e) => e.size),
    [1000, 1000, 500],
  )
  assert.is(only(seen, events.rpc.succeeded.match).length, 2500)
})

test('error: a batch with one failing call fails only that caller (execution reverted, SPEC §8 node errors)', async () => {
  const node = await startNode((call) => (call.params?.[0] === address(2) ? { code: 3, message: 'execution reverted: Ownable: caller is not the owner' } : undefined))
  const { clock, io, provider, store } = setup([node.url])
  const tracked = track([1, 2, 3].map((i) => provider.request({ method: 'eth_getTransactionCount', params: [address(i), 'latest'] })))
  await settle(clock, io, tracked.all)
  store.destroy()
  await node.kill()
  assert.is(node.requests.length, 1)
  assert.equal(tracked.results[0], { status: 'fulfilled', value: address(1) })
  assert.equal(tracked.results[2], { status: 'fulfilled', value: address(3) })
  const failed = tracked.results[1]
  assert.is(failed?.status, 'rejected')
  const reason = (failed as { reason: ExecutionRevertedError }).reason
  assert.instance(reason, ExecutionRevertedError)
  assert.is(reason.shortMessage, 'Execution reverted')
  assert.is(reason.code, 3)
  assert.is(reason.details, 'execution reverted: Ownable: caller is not the owner')
})

test('behavior: a call failing with RPC code -32005 is re-sent after 150 ms (SPEC §9 retry codes)', async () => {
  const node = await startNode((call, seen) => (call.method === 'eth_blockNumber' && seen === 1 ? { code: -32005, message: 'rate limit' } : undefined))
  const { clock, io, provider, store } = setup([node.url])
  const tracked = track([provider.request({ method: 'eth_blockNumber' })])
  await settle(clock, io, tracked.all)
  store.destroy()
  await node.kill()
  assert.equal(tracked.results[0], { status: 'fulfilled', value: '0x10' })
  assert.is(node.requests.length, 2)
  assert.is(clock.now(), 150)
})

test('error: user rejection (4001) is never retried (SPEC §9)', async () => {
  const node = await startNode(() => ({ code: 4001, message: 'User denied' }))
  const { clock, io, provider, store } = setup([node.url])
  const tracked = track([provider.request({ method: 'eth_blockNumber' })])
  await settle(clock, io, tracked.all)
  store.destroy()
  await node.kill()
  assert.is(node.requests.length, 1)
  const reason = (tracked.results[0] as { reason: UserRejectedRequestError }).reason
  assert.instance(reason, UserRejectedRequestError)
  assert.is(reason.shortMessage, 'User rejected the request')
  assert.is(reason.code, 4001)
})

test("error: a method outside the SPEC §6 lists fails with 'Requested RPC call is not allowed', shown as 'Action not allowed'", async () => {
  const node = await startNode()
  const { clock, io, provider, store, seen } = setup([node.url])
  const tracked = track([provider.request({ method: 'eth_sign', params: [address(1), '0x00'] })])
  await settle(clock, io, tracked.all)
  const reason = (tracked.results[0] as { reason: RpcNotAllowedError }).reason
  assert.instance(reason, RpcNotAllowedError)
  assert.is(reason.shortMessage, 'Requested RPC call is not allowed')
  assert.is(reason.displayMessage, 'Action not allowed')
  // An event dispatched by anyone else is refused by the epic too.
  store.dispatch(events.rpc.requested({ requestId: 'host-1', urls: [node.url], method: 'debug_traceTransaction' }))
  const failed = only(seen, events.rpc.failed.match).find((e) => e.requestId === 'host-1')
  assert.is(failed?.error.shortMessage, 'Requested RPC call is not allowed')
  store.destroy()
  await node.kill()
  assert.is(node.requests.length, 0)
})

test('behavior: the approval methods of SPEC §6 pass the allowlist', async () => {
  const node = await startNode()
  const { clock, io, provider, store } = setup([node.url])
  const tracked = track([provider.request({ method: 'personal_sign', params: ['0x00', address(1)] })])
  await settle(clock, io, tracked.all)
  store.destroy()
  await node.kill()
  assert.is(tracked.results[0]?.status, 'fulfilled')
  assert.is(node.requests.length, 1)
})

test('behavior: native balance is cached 30 s on the scheduler (SPEC §9)', async () => {
  const node = await startNode()
  const { clock, io, provider, store } = setup([node.url])
  const ask = () => provider.request({ method: 'eth_getBalance', params: [address(1), 'latest'] })
  let tracked = track([ask()])
  await settle(clock, io, tracked.all)
  tracked = track([ask()])
  await settle(clock, io, tracked.all)
  assert.is(node.requests.length, 1)
  clock.advanceBy(30_000)
  tracked = track([ask()])
  await settle(clock, io, tracked.all)
  store.destroy()
  await node.kill()
  assert.equal(tracked.results[0], { status: 'fulfilled', value: '0x64' })
  assert.is(node.requests.length, 2)
})

test('behavior: unsubscribing a call dispatches rpc/cancelled and its answer is dropped', async () => {
  const node = await startNode()
  const { clock, io, provider, store, seen } = setup([node.url])
  const subscription = provider.request$({ method: 'eth_blockNumber' }).subscribe()
  subscription.unsubscribe()
  const tracked = track([provider.request({ method: 'eth_chainId' })])
  await settle(clock, io, tracked.all)
  store.destroy()
  await node.kill()
  assert.is(only(seen, events.rpc.cancelled.match).length, 1)
  const answered = seen.filter((e) => events.rpc.succeeded.match(e) || events.rpc.failed.match(e)).map((e) => (e as { requestId: string }).requestId)
  assert.equal(answered, ['rpc-2'])
})

test('behavior: fallback — kill the first endpoint mid-run, calls move to the second and the ranking says so (SPEC §9)', async () => {
  const a = await startNode()
  const b = await startNode()
  const { clock, io, provider, store, seen } = setup([a.url, b.url])
  let tracked = track([provider.request({ method: 'eth_blockNumber' })])
  await settle(clock, io, tracked.all)
  assert.is(a.requests.length, 1)
  assert.is(b.requests.length, 0)

  await a.kill()
  tracked = track([provider.request({ method: 'eth_chainId' }), provider.request({ method: 'eth_blockNumber' })])
  await settle(clock, io, tracked.all)
  assert.ok(tracked.results.every((r) => r?.status === 'fulfilled'))
  assert.equal(
    only(seen, events.rpc.endpointFailed.match).map((e) => e.url),
    [a.url],
  )
  assert.is(b.requests.length, 1)

  // One ping round (4000 ms): a fails, b answers; b ranks first.
  await settle(clock, io, () => seen.some(events.rpc.endpointsRanked.match))
  const ranked = only(seen, events.rpc.endpointsRanked.match)[0]
  assert.equal(
    ranked?.ranking.map((r) => r.url),
    [b.url, a.url],
  )
  assert.is(ranked?.ranking[0]?.stability, 1)
  assert.is(ranked?.ranking[1]?.stability, 0)
  assert.is(clock.now(), 4000)

  const before = only(seen, events.rpc.endpointFailed.match).length
  tracked = track([provider.request({ method: 'eth_blockNumber' })])
  await settle(clock, io, tracked.all)
  assert.is(only(seen, events.rpc.endpointFailed.match).length, before, 'no attempt on the dead endpoint once ranked')
  assert.equal(
    only(seen, events.rpc.batchPosted.match).map((e) => e.url),
    [a.url, a.url, b.url, b.url],
  )
  store.destroy()
  await b.kill()
})

test('behavior: rankEndpoints weighs stability 0.7 and latency 0.3 over the samples (SPEC §9)', () => {
  const samples = new Map([
    [
      'fast-flaky',
      [
        { ok: true, latencyMs: 10 },
        { ok: false, latencyMs: 0 },
      ],
    ],
    [
      'slow-stable',
      [
        { ok: true, latencyMs: 100 },
        { ok: true, latencyMs: 100 },
      ],
    ],
  ])
  const ranking = rankEndpoints(['fast-flaky', 'slow-stable'], samples)
  assert.equal(
    ranking.map((r) => r.url),
    ['slow-stable', 'fast-flaky'],
  )
  assert.is(ranking[0]?.score, 0.7)
  assert.ok(Math.abs((ranking[1]?.score ?? 0) - (0.7 * 0.5 + 0.3 * 0.9)) < 1e-9)
})

test('behavior: the provider works as viem custom({ request }) transport', async () => {
  const node = await startNode((call) => (call.method === 'eth_call' ? { code: 3, message: 'execution reverted' } : undefined))
  const { clock, io, provider, store } = setup([node.url])
  const client = createPublicClient({ transport: custom(provider, { retryCount: 0 }) })
  const tracked = track([client.getBlockNumber({ cacheTime: 0 }), client.getBalance({ address: address(5) as Hex }), client.call({ to: address(6) as Hex, data: '0x' })])
  await settle(clock, io, tracked.all)
  store.destroy()
  await node.kill()
  assert.equal(tracked.results[0], { status: 'fulfilled', value: 16n })
  assert.equal(tracked.results[1], { status: 'fulfilled', value: 100n })
  assert.is(tracked.results[2]?.status, 'rejected')
  assert.match(String((tracked.results[2] as { reason: Error }).reason.message), /revert/i)
})

test('error: a node slower than the 10 s RPC timeout fails every caller of the batch with TimeoutError (SPEC §9)', async () => {
  const held: import('node:http').ServerResponse[] = []
  const node = await startServer((_req, res) => void held.push(res))
  const { clock, provider, store } = setup([node.url])
  const tracked = track([provider.request({ method: 'eth_blockNumber' }), provider.request({ method: 'eth_chainId' })])
  clock.advanceBy(0) // the zero-wait tick: the batch goes out
  while (node.requests.length === 0) await new Promise((r) => setImmediate(r))
  clock.advanceBy(9_999)
  await new Promise((r) => setImmediate(r))
  assert.ok(!tracked.all())
  clock.advanceBy(1)
  while (!tracked.all()) await new Promise((r) => setImmediate(r))
  store.destroy()
  await node.kill()
  for (const result of tracked.results) {
    assert.is(result?.status, 'rejected')
    const reason = (result as { reason: Error & { shortMessage: string } }).reason
    assert.is(reason.name, 'TimeoutError')
    assert.is(reason.shortMessage, 'The request took too long to respond')
  }
  assert.is(node.requests.length, 1, 'a timeout is not retried')
})

test('behavior: a whole batch answered 503 is retried by the HTTP layer, then every caller succeeds (SPEC §9)', async () => {
  const node = await startServer((req, res, i) => {
    if (i === 0) return sendJson(res, 503, { message: 'busy' })
    const calls = JSON.parse(req.body) as Call[]
    sendJson(
      res,
      200,
      calls.map((c) => ({ jsonrpc: '2.0', id: c.id, result: c.method })),
    )
  })
  const { clock, io, provider, store } = setup([node.url])
  const tracked = track([provider.request({ method: 'eth_blockNumber' }), provider.request({ method: 'eth_chainId' })])
  await settle(clock, io, tracked.all)
  store.destroy()
  await node.kill()
  assert.equal(tracked.results, [
    { status: 'fulfilled', value: 'eth_blockNumber' },
    { status: 'fulfilled', value: 'eth_chainId' },
  ])
  assert.is(node.requests.length, 2)
  assert.is(clock.now(), 150)
})

test('error: a malformed batch answer fails its callers with InvalidResponseError naming the field', async () => {
  const node = await startServer((_req, res) => sendJson(res, 200, [{ jsonrpc: '2.0', id: 0, error: { code: 'x' } }]))
  const { clock, io, provider, store } = setup([node.url])
  const tracked = track([provider.request({ method: 'eth_blockNumber' })])
  await settle(clock, io, tracked.all)
  store.destroy()
  await node.kill()
  const reason = (tracked.results[0] as { reason: Error & { details: string } }).reason
  assert.is(reason.name, 'InvalidResponseError')
  assert.is(reason.details, 'response[0].error.code: expected finite number')
})

test('error: a call failing -32603 on every try is sent 4 times (3 retries at 150, 300, 600 ms), then fails with Internal error (SPEC §9)', async () => {
  const node = await startNode((call) => (call.method === 'eth_blockNumber' ? { code: -32603, message: 'boom' } : undefined))
  const { clock, io, provider, store } = setup([node.url])
  const tracked = track([provider.request({ method: 'eth_blockNumber' }), provider.request({ method: 'eth_chainId' })])
  await settle(clock, io, tracked.all)
  store.destroy()
  await node.kill()
  assert.equal(tracked.results[1], { status: 'fulfilled', value: '0x10' })
  const reason = (tracked.results[0] as { reason: Error & { shortMessage: string; code: number } }).reason
  assert.is(reason.shortMessage, 'Internal error')
  assert.is(reason.code, -32603)
  assert.equal(
    node.requests.map((r) => (JSON.parse(r.body) as unknown[]).length),
    [2, 1, 1, 1],
  )
  assert.is(clock.now(), 150 + 300 + 600)
})

test.run()
