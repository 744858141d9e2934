import { catchError, defer, filter, map, mergeMap, of } from 'rxjs'
import type { ModalEvent } from '../events/index.ts'
import { ConnectionError } from '../errors/ConnectionError.ts'
import { toErrorData } from '../errors/LatchError.ts'
import { connected, connectFailed, connectRequested, switchFailed, switchRequested } from '../events/connection.ts'
import { toConnectionError } from '../rules/toConnectionError.ts'
import type { ModalState } from '../reducers/state.ts'
import type { CaipNetworkId, ChainNamespace } from '../types.ts'
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
      const caipNetworkId = networkFor(state$.value, namespace)
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

/**
 * SPEC.md §4 switching connection: `connection/switchRequested` for an `active` connection →
 * the adapter's silent `reconnect` makes it current again (`connection/connected`); when the
 * wallet no longer grants it (or the adapter cannot reconnect), the connect flow runs instead
 * (`connection/connectRequested`, same requestId); a thrown error is `connection/switchFailed`.
 */
export const switchConnectionEpic: Epic = (event$, state$, deps) =>
  event$.pipe(
    filter(switchRequested.match),
    mergeMap(({ requestId, connectorId, namespace }) => {
      const adapter = deps.adapters.find((a) => a.namespace === namespace)
      const connectFlow = of(connectRequested({ requestId, connectorId, namespace }))
      if (!adapter?.reconnect) return connectFlow
      const caipNetworkId = networkFor(state$.value, namespace)
      return defer(() => adapter.reconnect!({ connectorId, ...(caipNetworkId ? { caipNetworkId } : {}) })).pipe(
        mergeMap((result) =>
          result
            ? of<ModalEvent>(
                connected({ requestId, connectorId, namespace, caipAddress: result.caipAddress, ...(result.accounts ? { accounts: result.accounts } : {}) }),
              )
            : connectFlow,
        ),
        catchError((error: unknown) =>
          of(switchFailed({ requestId, namespace, connectorId, error: toErrorData(toConnectionError(error)) })),
        ),
      )
    }),
  )

/** The network a connection on `namespace` should land on: the active one there, else the first configured. */
function networkFor(state: ModalState, namespace: ChainNamespace): CaipNetworkId | undefined {
  const active = state.activeCaipNetworkId?.startsWith(`${namespace}:`) ? state.activeCaipNetworkId : undefined
  return (active ?? state.config.networks.find((n) => n.chainNamespace === namespace)?.caipNetworkId) as CaipNetworkId | undefined
}
