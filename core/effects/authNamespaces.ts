/**
 * One login, every namespace (issue 13; SPEC.md §3: the AUTH connector serves each namespace):
 * when an email or social login — or the restore of its saved session after a reload — connects
 * the AUTH connector on one namespace, each other
 * namespace whose adapter lists the AUTH connector too (`solanaAdapter({ connectors: [ew.solana] })`)
 * joins the same session without a prompt — the adapter's silent reconnect — and is reported
 * `connection/connected` with `joined`, so the namespace the user logged in on stays the active one.
 */
import { catchError, concat, defer, EMPTY, filter, map, merge, mergeMap, of, type Observable } from 'rxjs'
import { toErrorData } from '../errors/LatchError.ts'
import { connected, reconnectFailed, reconnectRequested } from '../events/connection.ts'
import type { ModalEvent } from '../events/index.ts'
import { networkForNamespace } from '../reducers/connection.ts'
import type { ChainNamespace } from '../types.ts'
import type { Epic } from '../store.ts'
import { authNameOf } from './authNameOf.ts'
import { silentBound } from './connect.ts'

export const authNamespacesEpic: Epic = (event$, state$, deps) => {
  const authId = deps.adapters.find((a) => a.auth)?.auth?.connectorId
  if (authId === undefined) return EMPTY
  return event$.pipe(
    // The login's (or its restored) connection; a joined one is this epic's own outcome. Only the
    // login's namespace is saved (session.ts), so a reload restores it and the others join again.
    filter(connected.match),
    filter((e) => e.connectorId === authId && e.joined !== true),
    // mergeMap: each other namespace joins on its own; a second login's join is the reducer's to order.
    mergeMap((e) => {
      const state = state$.value
      const others = state.connectors
        .filter((c) => c.id === authId && c.chain !== e.namespace)
        .map((c) => c.chain as ChainNamespace)
        .filter((ns, i, all) => all.indexOf(ns) === i && state.accounts[ns]?.status !== 'connected')
      return merge(
        ...others.map((namespace): Observable<ModalEvent> => {
          const adapter = deps.adapters.find((a) => a.namespace === namespace)
          if (!adapter?.reconnect) return EMPTY
          const caipNetworkId = networkForNamespace(state, namespace)
          const join$ = defer(() => adapter.reconnect!({ connectorId: authId, ...(caipNetworkId ? { caipNetworkId } : {}) })).pipe(
            silentBound(deps),
            map(
              (result): ModalEvent =>
                result
                  ? connected({
                      connectorId: authId,
                      namespace,
                      caipAddress: result.caipAddress,
                      ...(result.accounts ? { accounts: result.accounts } : {}),
                      ...authNameOf(deps, authId, result),
                      joined: true,
                    })
                  : reconnectFailed({ namespace, connectorId: authId }),
            ),
            catchError((error: unknown) => of(reconnectFailed({ namespace, connectorId: authId, error: toErrorData(error) }))),
          )
          return concat(of(reconnectRequested({ namespace, connectorId: authId })), join$)
        }),
      )
    }),
  )
}
