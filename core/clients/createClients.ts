// Chunk grouping: a lazily loaded module reaches the whole core statically, as the
// page does, so bundlers (esbuild, Rolldown) put the core's shared files in one chunk rather than a
// small file per combination of lazy users, each gzipped apart (test/sizeBudget.test.ts).
import '../coreEntry.ts'
import type { Analytics } from './analytics.ts'
import type { BlockchainApi } from './blockchainApi.ts'
import { createBlockchainClient } from './blockchainClient.ts'
import type { ClientOptions } from './clientOptions.ts'
import { resolveEndpoints, type Endpoints } from './endpoints.ts'
import { createOpenClients } from './openClients.ts'
import { createRpcClient } from './rpcClient.ts'
import type { RpcHttp } from './rpcHttp.ts'
import type { WalletApi } from './walletApi.ts'

export type { ClientOptions } from './clientOptions.ts'

/** Every service client the effects use (proposed `Deps` fields). */
export type Clients = {
  endpoints: Endpoints
  walletApi: WalletApi
  blockchainApi: BlockchainApi
  analytics: Analytics
  rpc: RpcHttp
}

/**
 * Builds all clients from `createModal` options: base URLs with hosted defaults, one scheduler,
 * one fetch and one abort signal (the modal's `destroy()`), shared by every call. A modal loads
 * them in three parts instead (core/modalDeps.ts: `createOpenClients`, `createBlockchainClient`,
 * `createRpcClient`), each when first used; this is all three at once, for tools and tests.
 *
 * @example
 * const destroy = new AbortController()
 * const clients = createClients({ projectId, endpoints: options.endpoints, scheduler, signal: destroy.signal })
 * const epics = { ...rpcEpics(clients.rpc) }
 */
export function createClients(options: ClientOptions): Clients {
  const { walletApi, analytics } = createOpenClients(options)
  return { endpoints: resolveEndpoints(options.endpoints), walletApi, blockchainApi: createBlockchainClient(options), analytics, rpc: createRpcClient(options) }
}

export { rpcEpics } from './rpcClient.ts'
