// Chunk grouping: a lazily loaded module reaches the whole core statically, as the
// page does, so bundlers (esbuild, Rolldown) put the core's shared files in one chunk rather than a
// small file per combination of lazy users, each gzipped apart (test/sizeBudget.test.ts).
import '../coreEntry.ts'
import type { SchedulerLike } from 'rxjs'
import type { Epic, WindowLike } from '../store.ts'
import { createAnalytics, type Analytics } from './analytics.ts'
import { createBlockchainApi, type BlockchainApi } from './blockchainApi.ts'
import { resolveEndpoints, type Endpoints } from './endpoints.ts'
import type { FetchLike } from './http.ts'
import { createRpcBatchEpic } from './rpcBatchEpic.ts'
import { createRpcHttp, type RpcHttp } from './rpcHttp.ts'
import { createRpcRankingEpic } from './rpcRankingEpic.ts'
import { createWalletApi, type WalletApi } from './walletApi.ts'

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
 * one fetch and one abort signal (the modal's `destroy()`), shared by every call.
 *
 * @example
 * const destroy = new AbortController()
 * const clients = createClients({ projectId, endpoints: options.endpoints, scheduler, signal: destroy.signal })
 * const epics = { ...rpcEpics(clients.rpc) }
 */
export function createClients(options: {
  projectId: string
  endpoints?: Partial<Endpoints>
  scheduler: SchedulerLike
  fetch?: FetchLike
  signal?: AbortSignal
  clientId?: () => string | undefined
  sdkType?: string
  sdkVersion?: string
  /** The host page for analytics events. */
  page?: { url: string; domain: string }
  /** `navigator.sendBeacon` for the analytics flush on page hide. */
  sendBeacon?: (url: string, data: string) => boolean
  /** The page's window: `page` and `sendBeacon` default to its location and beacon. */
  window?: WindowLike
}): Clients {
  const fromWindow = analyticsPage(options.window)
  options = { ...fromWindow, ...options }
  const endpoints = resolveEndpoints(options.endpoints)
  const common = {
    projectId: options.projectId,
    scheduler: options.scheduler,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.clientId ? { clientId: options.clientId } : {}),
    ...(options.sdkType !== undefined ? { sdkType: options.sdkType } : {}),
    ...(options.sdkVersion !== undefined ? { sdkVersion: options.sdkVersion } : {}),
  }
  return {
    endpoints,
    walletApi: createWalletApi({ ...common, baseUrl: endpoints.walletApi }),
    blockchainApi: createBlockchainApi({ ...common, baseUrl: endpoints.blockchainApi }),
    analytics: createAnalytics({
      ...common,
      baseUrl: endpoints.analytics,
      ...(options.page ? { page: options.page } : {}),
      ...(options.sendBeacon ? { sendBeacon: options.sendBeacon } : {}),
    }),
    rpc: createRpcHttp({
      scheduler: options.scheduler,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  }
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

/**
 * The page as analytics events name it: origin and path only — a query string or hash
 * can carry a visitor's data (an email, a token) — and the beacon for the flush on page hide.
 */
function analyticsPage(window: WindowLike | undefined): { page?: { url: string; domain: string }; sendBeacon?: (url: string, data: string) => boolean } {
  const location = window?.location
  const navigator = window?.navigator
  const beacon = navigator?.sendBeacon
  return {
    ...(location?.origin ? { page: { url: `${location.origin}${location.pathname ?? ''}`, domain: location.hostname ?? '' } } : {}),
    ...(beacon ? { sendBeacon: (url: string, data: string) => beacon.call(navigator, url, data) } : {}),
  }
}
