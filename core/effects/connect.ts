import { catchError, defer, filter, map, merge, mergeMap, Observable, of, race, take, throwError, timeout } from 'rxjs'
import type { ModalEvent } from '../events/index.ts'
import { ConnectionError } from '../errors/ConnectionError.ts'
import { toErrorData, type ErrorData } from '../errors/LatchError.ts'
import { tryParseCaipAddress } from '../rules/parseCaipAddress.ts'
import { connectCancelled, connected, connectFailed, connectRequested, disconnectRequested, switchFailed, switchRequested } from '../events/connection.ts'
import { networkForNamespace } from '../reducers/connection.ts'
import { CONNECT_TIMEOUT_MS, SILENT_RECONNECT_TIMEOUT_MS, WALLET_CONNECT_TIMEOUT_MS } from '../rules/constants.ts'
import { toConnectionError } from '../rules/toConnectionError.ts'
import type { CaipNetworkId, ChainNamespace } from '../types.ts'
import { reportedFieldsOf } from './authNameOf.ts'
import type { Deps, Epic, StateObservable } from '../store.ts'

/**
 * `connection/connectRequested` → the namespace's adapter connects → `connection/connected`, or
 * `connection/connectFailed` with SPEC.md §8's 'Connection rejected' / 'Failed to connect'.
 * Every attempt ends: a wallet silent for `CONNECT_TIMEOUT_MS` is 'Failed to connect';
 * closing the modal that shows the attempt, disconnecting its namespace or a newer attempt on it
 * cancels it (`connection/connectCancelled`; 'Modal closed' for the first) and a late answer is ignored.
 */
export const connectEpic: Epic = (event$, state$, deps) =>
  event$.pipe(
    filter(connectRequested.match),
    // mergeMap: each request runs to its end and is correlated by requestId; attempts on two
    // namespaces (or a retry after a rejection) must not cancel each other.
    mergeMap(({ requestId, connectorId, namespace }) => {
      const adapter = deps.adapters.find((a) => a.namespace === namespace)
      if (!adapter) {
        const error = new ConnectionError('Failed to connect', { details: `No adapter for namespace ${namespace}` })
        return of(connectFailed({ requestId, namespace, error: toErrorData(error) }))
      }
      const state = state$.value
      const caipNetworkId = networkForNamespace(state, namespace)
      const type = state.connectors.find((c) => c.id === connectorId && c.chain === namespace)?.type
      const bound = type === 'WALLET_CONNECT' ? WALLET_CONNECT_TIMEOUT_MS : CONNECT_TIMEOUT_MS
      const attempt$ = defer(() => adapter.connect({ connectorId, ...(caipNetworkId ? { caipNetworkId } : {}) })).pipe(
        timeout({
          first: bound,
          scheduler: deps.scheduler,
          with: () => throwError(() => new ConnectionError('Failed to connect', { details: `The wallet did not answer within ${bound / 1000} s` })),
        }),
        map((result) =>
          connected({
            requestId,
            connectorId,
            namespace,
            caipAddress: result.caipAddress,
            ...reportedFieldsOf(deps, connectorId, result),
          }),
        ),
        catchError((error: unknown) => of(connectFailed({ requestId, namespace, error: toErrorData(toConnectionError(error)) }))),
      )
      // race: whichever comes first ends the attempt; the loser is unsubscribed.
      return race(attempt$, abandoned(event$, state$, requestId, namespace, state.open).pipe(map((error) => connectCancelled({ requestId, namespace, error }))))
    }),
  )

/**
 * Why an attempt is given up before the wallet answers: the modal that showed it closed
 * ('Modal closed', SPEC.md §8), its namespace was asked to disconnect, or a newer attempt on the
 * namespace superseded it (the user went back and chose another wallet).
 */
function abandoned(event$: Observable<{ type: string }>, state$: StateObservable, requestId: string, namespace: ChainNamespace, shownInModal: boolean) {
  const closed$ = shownInModal
    ? state$.pipe(
        filter((s) => !s.open),
        map(() => new ConnectionError('Modal closed').toData()),
      )
    : new Observable<never>()
  const disconnect$ = event$.pipe(
    filter(disconnectRequested.match),
    filter((e) => !e.namespace || e.namespace === namespace),
    map(() => new ConnectionError('Failed to connect', { details: `${namespace} was disconnected while connecting` }).toData()),
  )
  const superseded$ = event$.pipe(
    filter(connectRequested.match),
    filter((e) => e.namespace === namespace && e.requestId !== requestId),
    map(() => new ConnectionError('Failed to connect', { details: `superseded by another connect on ${namespace}` }).toData()),
  )
  return merge(closed$, disconnect$, superseded$).pipe(take(1))
}

/**
 * SPEC.md §4 switching connection: `connection/switchRequested` for an `active` connection →
 * the adapter's silent `reconnect` makes it current again (`connection/connected`); when the
 * wallet no longer grants it (or the adapter cannot reconnect), the connect flow runs instead
 * (`connection/connectRequested`, same requestId); a thrown error, or no answer within
 * `SILENT_RECONNECT_TIMEOUT_MS`, is `connection/switchFailed`.
 */
export const switchConnectionEpic: Epic = (event$, state$, deps) =>
  event$.pipe(
    filter(switchRequested.match),
    mergeMap(({ requestId, connectorId, namespace }) => {
      const adapter = deps.adapters.find((a) => a.namespace === namespace)
      const connectFlow = of(connectRequested({ requestId, connectorId, namespace }))
      if (!adapter?.reconnect) return connectFlow
      const caipNetworkId = networkForNamespace(state$.value, namespace)
      return defer(() => adapter.reconnect!({ connectorId, ...(caipNetworkId ? { caipNetworkId } : {}) })).pipe(
        silentBound(deps),
        mergeMap((result) =>
          result ? of<ModalEvent>(connected({ requestId, connectorId, namespace, caipAddress: result.caipAddress, ...reportedFieldsOf(deps, connectorId, result) })) : connectFlow,
        ),
        catchError((error: unknown) => of(switchFailed({ requestId, namespace, connectorId, error: toErrorData(toConnectionError(error)) }))),
      )
    }),
  )

/** A silent reconnect that does not answer within `SILENT_RECONNECT_TIMEOUT_MS` fails ('Failed to connect'). */
export function silentBound<T>(deps: Pick<Deps, 'scheduler'>) {
  return timeout<T, Observable<never>>({
    first: SILENT_RECONNECT_TIMEOUT_MS,
    scheduler: deps.scheduler,
    with: () => throwError(() => new ConnectionError('Failed to connect', { details: `The wallet did not answer within ${SILENT_RECONNECT_TIMEOUT_MS / 1000} s` })),
  })
}

/**
 * The adapter's silent `reconnect` to the session `caipAddress` names (no prompt: a reload's restore,
 * another tab's connection, SPEC.md §3 Connection), bounded by `silentBound`: `ok` with what the
 * wallet reported, else `failed` (no reconnect, no grant, an error).
 */
export function silentReconnect(
  deps: Pick<Deps, 'adapters' | 'scheduler'>,
  namespace: ChainNamespace,
  connectorId: string,
  caipAddress: string,
  ok: (fields: { namespace: ChainNamespace; connectorId: string; caipAddress: string } & ReturnType<typeof reportedFieldsOf>) => ModalEvent,
  failed: (fields: { namespace: ChainNamespace; connectorId: string; error?: ErrorData }) => ModalEvent,
): Observable<ModalEvent> {
  const adapter = deps.adapters.find((a) => a.namespace === namespace)
  const caipNetworkId = tryParseCaipAddress(caipAddress)?.caipNetworkId as CaipNetworkId | undefined
  return defer(() => (adapter?.reconnect ? adapter.reconnect({ connectorId, ...(caipNetworkId ? { caipNetworkId } : {}) }) : Promise.resolve(undefined))).pipe(
    silentBound(deps),
    map((result) => (result ? ok({ namespace, connectorId, caipAddress: result.caipAddress, ...reportedFieldsOf(deps, connectorId, result) }) : failed({ namespace, connectorId }))),
    catchError((error: unknown) => of(failed({ namespace, connectorId, error: toErrorData(error) }))),
  )
}
