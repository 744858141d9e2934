// Chunk grouping: a lazily loaded module reaches the whole core statically (see createClients.ts).
import '../coreEntry.ts'
import type { Epic } from '../store.ts'
import type { ClientOptions } from './clientOptions.ts'
import { createRpcBatchEpic } from './rpcBatchEpic.ts'
import { createRpcHttp, type RpcHttp } from './rpcHttp.ts'
import { createRpcRankingEpic } from './rpcRankingEpic.ts'

/**
 * The JSON-RPC transport (chain reads and the app's provider requests), loaded with the first
 * `rpc/requested`: one fetch, scheduler and abort signal, shared with the other clients.
 *
 * @example
 * const rpc = createRpcClient({ projectId, scheduler: asyncScheduler })
 */
export function createRpcClient(options: Pick<ClientOptions, 'scheduler' | 'fetch' | 'signal'>): RpcHttp {
  return createRpcHttp({
    scheduler: options.scheduler,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  })
}

/**
 * The two RPC epics over one transport: batching (SPEC.md §9 batch 1000, zero wait) and the
 * fallback ranking (ping 4000 ms, 10 samples).
 *
 * @example
 * createStore({ epics: { ...epics, ...rpcEpics(clients.rpc) }, deps })
 */
export function rpcEpics(rpc: RpcHttp): { rpcBatch: Epic; rpcRanking: Epic } {
  return { rpcBatch: createRpcBatchEpic({ rpc }), rpcRanking: createRpcRankingEpic({ rpc }) }
}
