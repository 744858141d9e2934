import { catchError, defer, filter, map, mergeMap, of } from 'rxjs'
import { ConnectionError } from '../errors/ConnectionError.ts'
import { toErrorData } from '../errors/LatchError.ts'
import { connected, connectFailed, connectRequested } from '../events/connection.ts'
import { toConnectionError } from '../rules/toConnectionError.ts'
import type { CaipNetworkId } from '../types.ts'
import type { Epic } from '../store.ts'

/**
 * `connection/connectRequested` → the namespace's adapter connects → `connection/connected`, or
 * `connection/connectFailed` with SPEC.md §8's 'Connection rejected' / 'Failed to connect'.
 */
export const connectEpic: Epic = (event$, state$, deps) =>
  event$.pipe(
    filter(connectRequested.match),
    // mergeMap: each request runs to its end and is correlated by requestId; a wallet prompt
    // cannot be withdrawn, so an earlier one that still succeeds must still be recorded.
    mergeMap(({ requestId, connectorId, namespace }) => {
      const adapter = deps.adapters.find((a) => a.namespace === namespace)
      if (!adapter) {
        const error = new ConnectionError('Failed to connect', { details: `No adapter for namespace ${namespace}` })
        return of(connectFailed({ requestId, namespace, error: toErrorData(error) }))
      }
      const state = state$.value
      const active = state.activeCaipNetworkId?.startsWith(`${namespace}:`) ? state.activeCaipNetworkId : undefined
      const caipNetworkId = (active ?? state.config.networks.find((n) => n.chainNamespace === namespace)?.caipNetworkId) as
        | CaipNetworkId
        | undefined
      return defer(() => adapter.connect({ connectorId, ...(caipNetworkId ? { caipNetworkId } : {}) })).pipe(
        map((result) =>
          connected({
            requestId,
            connectorId,
            namespace,
            caipAddress: result.caipAddress,
            ...(result.accounts ? { accounts: result.accounts } : {}),
          }),
        ),
        catchError((error: unknown) =>
          of(connectFailed({ requestId, namespace, error: toErrorData(toConnectionError(error)) })),
        ),
      )
    }),
  )
