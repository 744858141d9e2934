// Chunk grouping: a lazily loaded module reaches the whole core statically (see createClients.ts).
import '../coreEntry.ts'
import { createBlockchainApi, type BlockchainApi } from './blockchainApi.ts'
import { commonOptions, type ClientOptions } from './clientOptions.ts'
import { resolveEndpoints } from './endpoints.ts'

/**
 * The blockchain service's client (balances, activity, names, swap and onramp quotes): a chunk of
 * its own, loaded by the first effect that calls it — none does before an account is connected or
 * a feature view is opened.
 *
 * @example
 * createBlockchainClient({ projectId, scheduler: asyncScheduler }).getSupportedChains()
 */
export function createBlockchainClient(options: ClientOptions): BlockchainApi {
  return createBlockchainApi({ ...commonOptions(options), baseUrl: resolveEndpoints(options.endpoints).blockchainApi })
}
