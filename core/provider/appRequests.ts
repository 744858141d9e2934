// Chunk grouping: a lazy module reaches the whole core statically (see core/effects/walletList.ts).
import '../coreEntry.ts'
import type { Subscription } from 'rxjs'
import type { RpcProvider } from '../clients/rpcProvider.ts'
import { InvalidParamsRpcError } from '../errors/InvalidParamsRpcError.ts'
import { LatchError, type ErrorData } from '../errors/LatchError.ts'
import { ProviderDisconnectedError } from '../errors/ProviderDisconnectedError.ts'
import { RpcNotAllowedError } from '../errors/RpcNotAllowedError.ts'
import { toRpcError } from '../errors/toRpcError.ts'
import { validateEvent } from '../events/index.ts'
import { failed, requested, succeeded } from '../events/provider.ts'
import type { JsonValue } from '../events/schema.ts'
import { once } from '../lazy.ts'
import { walletRequestRoute } from '../rules/walletRequestRoute.ts'
import { selectConnectedAddress, selectNamespaceNetwork } from '../selectors/namespaceNetwork.ts'
import type { Deps, Store } from '../store.ts'
import type { CaipNetworkId, ChainNamespace } from '../types.ts'
import type { RequestArguments } from './providerSource.ts'

/**
 * The live core's door for an app's provider requests (API.md `getProvider`), routed as
 * core/rules/walletRequestRoute.ts says:
 * - safe reads go through Latch's JSON-RPC transport on the namespace's network (batching,
 *   retries, fallback ranking: SPEC.md §9), as RPC traffic in the log's own ring (ARCHITECTURE
 *   rule 8: a dapp's thousand reads must not push the user's steps out of the log);
 * - everything else is the app's intent `provider/requested`, settled by the provider-requests
 *   epic with `provider/succeeded` or `provider/failed`, so a log shows what the app asked, in
 *   order, and replays to the same state.
 * Errors keep their EIP-1193 / JSON-RPC codes, so viem maps them to its own classes.
 *
 * @example
 * const request = createAppRequests(store, deps)
 * await request('eip155', { method: 'eth_blockNumber' })
 */
export function createAppRequests(store: Store, deps: Pick<Deps, 'scheduler'>): (namespace: ChainNamespace, args: RequestArguments) => Promise<unknown> {
  let counter = 0
  const pending = new Map<string, { resolve(value: unknown): void; reject(error: Error): void }>()
  let listener: Subscription | undefined
  const listen = () => {
    listener ??= store.events$.subscribe((event) => {
      if (!succeeded.match(event) && !failed.match(event)) return
      const waiting = pending.get(event.requestId)
      if (!waiting) return
      pending.delete(event.requestId)
      if (pending.size === 0) {
        listener?.unsubscribe()
        listener = undefined
      }
      if (succeeded.match(event)) waiting.resolve(event.result)
      else waiting.reject(providerError(event.error))
    })
  }

  const loadRpc = once(() => import('../clients/rpcProvider.ts'))
  const readers = new Map<CaipNetworkId, Promise<RpcProvider>>()
  const reader = (caipNetworkId: CaipNetworkId): Promise<RpcProvider> => {
    let known = readers.get(caipNetworkId)
    if (!known) {
      const urls = store.getState().config.networks.find((n) => n.caipNetworkId === caipNetworkId)?.rpcUrls.default.http ?? []
      known = loadRpc().then((m) => m.createRpcProvider({ dispatch: store.dispatch, events$: store.events$, urls, scheduler: deps.scheduler, idPrefix: `app-${caipNetworkId}` }))
      readers.set(caipNetworkId, known)
    }
    return known
  }

  return async (namespace, args) => {
    const method = typeof args?.method === 'string' ? args.method : ''
    const state = store.getState()
    const route = walletRequestRoute(method)
    if (route === 'state') {
      const address = selectConnectedAddress(state, namespace)
      if (method === 'eth_accounts') return address ? [address] : []
      const network = selectNamespaceNetwork(state, namespace)
      return `0x${Number(network?.split(':')[1] ?? 1).toString(16)}`
    }
    let params: JsonValue | undefined
    try {
      params = args.params === undefined ? undefined : (JSON.parse(JSON.stringify(args.params)) as JsonValue)
    } catch (cause) {
      throw new InvalidParamsRpcError({ details: `params are not JSON: ${cause instanceof Error ? cause.message : String(cause)}` })
    }
    if (route === 'read') {
      const caipNetworkId = selectNamespaceNetwork(state, namespace)
      if (!caipNetworkId) throw new ProviderDisconnectedError({ details: `no ${namespace} network is configured` })
      return (await reader(caipNetworkId)).request({ method, ...(params !== undefined ? { params } : {}) })
    }
    const requestId = `app-${++counter}`
    const event = requested({ requestId, namespace, method: method.slice(0, 100), ...(params !== undefined ? { params } : {}) })
    // What the store would refuse (params too large or too deep for an event) fails here, typed.
    const invalid = validateEvent(event)
    if (invalid) throw route === 'refused' ? new RpcNotAllowedError(method) : new InvalidParamsRpcError({ details: invalid })
    return new Promise((resolve, reject) => {
      pending.set(requestId, { resolve, reject })
      listen()
      store.dispatch(event)
    })
  }
}

/** An outcome's error as a throwable with its code (a provider code through the one switch, `toRpcError`). */
function providerError(data: ErrorData): LatchError {
  if (typeof data.code === 'number' && data.name !== 'RpcNotAllowedError' && data.name !== 'LatchError') {
    const error = toRpcError({ code: data.code, ...(data.details !== undefined ? { message: data.details } : {}) })
    if (error.name === data.name) return error
  }
  const error = new LatchError(data.shortMessage, {
    ...(data.details !== undefined ? { details: data.details } : {}),
    ...(data.code !== undefined ? { code: data.code } : {}),
  })
  error.name = data.name
  return error
}
