/**
 * RPC throughput through batching (SPEC.md §9: batches of ≤ 1000, zero wait): EIP-1193 calls →
 * `rpc/requested` events → the batching epic → one POST per 1000 calls to a local JSON-RPC server
 * on 127.0.0.1. Reports calls per second and how many HTTP requests carried them. No assertions.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { asyncScheduler } from 'rxjs'
import { createRpcBatchEpic } from '../core/clients/rpcBatchEpic.ts'
import { createRpcHttp } from '../core/clients/rpcHttp.ts'
import { createRpcProvider } from '../core/clients/rpcProvider.ts'
import { createStore } from '../core/store.ts'

const ROUNDS = 10
const CONCURRENT = 5_000

/**
 * Runs the bench: a warm-up round, then `ROUNDS` rounds of `CONCURRENT` concurrent calls.
 *
 * @example
 * const { callsPerSecond, httpRequests, calls } = await benchRpc()
 */
export async function benchRpc(): Promise<{ callsPerSecond: number; httpRequests: number; calls: number }> {
  let httpRequests = 0
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      httpRequests++
      const calls = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: number; params?: unknown[] }[]
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(calls.map((call) => ({ jsonrpc: '2.0', id: call.id, result: call.params?.[0] ?? '0x1' }))))
    })
  })
  // Longer than any pause between rounds, so an idle keep-alive socket is never closed under a request.
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const store = createStore({
    epics: { rpcBatch: createRpcBatchEpic({ rpc: createRpcHttp({ scheduler: asyncScheduler }) }) },
    deps: { scheduler: asyncScheduler, window: undefined, adapters: [] },
  })
  const provider = createRpcProvider({ dispatch: store.dispatch, events$: store.events$, urls: [url], scheduler: asyncScheduler })
  const round = (offset: number) =>
    Promise.all(Array.from({ length: CONCURRENT }, (_, i) => provider.request({ method: 'eth_getTransactionCount', params: [`0x${(offset + i).toString(16).padStart(40, '0')}`, 'latest'] })))
  try {
    await round(0) // warm-up: JIT, sockets
    httpRequests = 0
    const started = performance.now()
    for (let r = 1; r <= ROUNDS; r++) await round(r * CONCURRENT)
    const seconds = (performance.now() - started) / 1000
    const calls = ROUNDS * CONCURRENT
    return { callsPerSecond: Math.round(calls / seconds), httpRequests, calls }
  } finally {
    store.destroy()
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchRpc())
}
