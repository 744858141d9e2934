import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { firstValueFrom } from 'rxjs'
import { events, type StampedEvent } from '../events/index.ts'
import { createStore } from '../store.ts'
import { createRpcBatchEpic } from './rpcBatchEpic.ts'
import { createRpcHttp } from './rpcHttp.ts'
import { createRpcProvider } from './rpcProvider.ts'
import { createTrackedFetch, sendJson, settle, startServer, VirtualClock, type RecordedRequest } from '../../test/fixtures/testHarness.ts'

type Call = { jsonrpc: string; id: number; method: string; params?: unknown[] }

/** A JSON-RPC node that records every call it answers (across batches). */
async function startNode() {
  const calls: Call[] = []
  const server = await startServer((req: RecordedRequest, res) => {
    const batch = JSON.parse(req.body) as Call[]
    calls.push(...batch)
    sendJson(
      res,
      200,
      batch.map((call) => ({ jsonrpc: '2.0', id: call.id, result: call.method === 'eth_getBalance' ? `0x${(call.params?.[1] === 'latest' ? 100 : 7).toString(16)}` : '0x10' })),
    )
  })
  return { ...server, calls }
}

function setup(url: string) {
  const clock = new VirtualClock()
  const io = createTrackedFetch()
  const store = createStore({ epics: { rpcBatch: createRpcBatchEpic({ rpc: createRpcHttp({ scheduler: clock, fetch: io.fetch }) }) }, deps: { scheduler: clock, window: undefined, adapters: [] } })
  const seen: StampedEvent[] = []
  store.events$.subscribe((event) => seen.push(event))
  const provider = createRpcProvider({ dispatch: store.dispatch, events$: store.events$, urls: [url], scheduler: clock })
  return { clock, io, store, seen, provider }
}

async function all<T>(clock: VirtualClock, io: ReturnType<typeof createTrackedFetch>, promises: Promise<T>[]): Promise<T[]> {
  let done = 0
  const settled = Promise.all(promises.map((p) => p.finally(() => done++)))
  await settle(clock, io, () => done === promises.length)
  return settled
}

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const methods = (calls: Call[]) => calls.map((c) => c.method)

test('behavior: the same eth_getBalance (same block tag) asked twice while in flight is one JSON-RPC call; both callers get the answer', async () => {
  const node = await startNode()
  const { clock, io, store, provider, seen } = setup(node.url)
  const answers = await all(clock, io, [provider.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] }), provider.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })])
  store.destroy()
  await node.kill()
  assert.equal(answers, ['0x64', '0x64'])
  assert.equal(methods(node.calls), ['eth_getBalance'])
  assert.is(seen.filter((e) => events.rpc.requested.match(e)).length, 1)
})

test('behavior: another block tag or other params are another request', async () => {
  const node = await startNode()
  const { clock, io, store, provider } = setup(node.url)
  const answers = await all(clock, io, [
    provider.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] }),
    provider.request({ method: 'eth_getBalance', params: [ADDRESS, '0x1'] }),
    provider.request({ method: 'eth_getBalance', params: ['0x0000000000000000000000000000000000000001', 'latest'] }),
  ])
  store.destroy()
  await node.kill()
  assert.equal(answers, ['0x64', '0x7', '0x64'])
  assert.is(node.calls.length, 3)
})

test('behavior: only reads share: filter polls (every call counts) are each sent', async () => {
  const node = await startNode()
  const { clock, io, store, provider } = setup(node.url)
  await all(clock, io, [provider.request({ method: 'eth_getFilterChanges', params: ['0x1'] }), provider.request({ method: 'eth_getFilterChanges', params: ['0x1'] })])
  store.destroy()
  await node.kill()
  assert.equal(methods(node.calls), ['eth_getFilterChanges', 'eth_getFilterChanges'])
})

test('behavior: a read asked again after the first answered is a new request (sharing is for calls in flight only)', async () => {
  const node = await startNode()
  const { clock, io, store, provider } = setup(node.url)
  await all(clock, io, [provider.request({ method: 'eth_blockNumber' })])
  await all(clock, io, [provider.request({ method: 'eth_blockNumber' })])
  store.destroy()
  await node.kill()
  assert.equal(methods(node.calls), ['eth_blockNumber', 'eth_blockNumber'])
})

test('behavior: one sharing caller unsubscribing leaves the request to the other; the last one out cancels it', async () => {
  const node = await startNode()
  const { clock, io, store, provider, seen } = setup(node.url)
  const leaving = provider.request$({ method: 'eth_blockNumber' }).subscribe()
  const staying = firstValueFrom(provider.request$({ method: 'eth_blockNumber' }))
  leaving.unsubscribe()
  const [answer] = await all(clock, io, [staying])
  const both = [provider.request$({ method: 'eth_chainId' }).subscribe(), provider.request$({ method: 'eth_chainId' }).subscribe()]
  for (const s of both) s.unsubscribe()
  store.destroy()
  await node.kill()
  assert.is(answer, '0x10')
  const cancelled = seen.filter((e) => events.rpc.cancelled.match(e))
  assert.is(cancelled.length, 1, 'only the eth_chainId request, once both left')
  assert.equal(methods(node.calls), ['eth_blockNumber'])
})

test.run()
