// Chunk grouping: a lazy module reaches the whole core statically (see walletList.ts).
import '../coreEntry.ts'
import { catchError, defer, filter, from, map, merge, mergeMap, type Observable, of, race, take } from 'rxjs'
import { ChainDisconnectedError } from '../errors/ChainDisconnectedError.ts'
import { InvalidParamsRpcError } from '../errors/InvalidParamsRpcError.ts'
import { LatchError, toErrorData, type ErrorData } from '../errors/LatchError.ts'
import { ProviderDisconnectedError } from '../errors/ProviderDisconnectedError.ts'
import { RpcNotAllowedError } from '../errors/RpcNotAllowedError.ts'
import { SwitchChainError } from '../errors/SwitchChainError.ts'
import { toRpcError } from '../errors/toRpcError.ts'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.ts'
import { connected, disconnected } from '../events/connection.ts'
import type { EventOf } from '../events/define.ts'
import type { ModalEvent } from '../events/index.ts'
import { closeRequested, openRequested } from '../events/modal.ts'
import { switched, switchFailed, switchRequested } from '../events/networks.ts'
import { failed, requested, succeeded } from '../events/provider.ts'
import type { JsonValue } from '../events/schema.ts'
import type { ModalState } from '../reducers/state.ts'
import { walletRequestRoute } from '../rules/walletRequestRoute.ts'
import { selectConnectedAddress, selectNamespaceNetwork } from '../selectors/namespaceNetwork.ts'
import type { Deps, Epic } from '../store.ts'
import type { CaipNetworkId } from '../types.ts'

type Requested = EventOf<typeof requested>

/**
 * The app's requests through its provider (API.md `getProvider`, SPEC.md §5–§6): each
 * `provider/requested` ends in exactly one `provider/succeeded` or `provider/failed`.
 * - a method in neither SPEC.md §6 list: 'Requested RPC call is not allowed' (4200), the wallet
 *   never asked;
 * - no connection on the namespace: 4900 (`eth_requestAccounts` opens the modal instead);
 * - a chain switch: the modal's own (`networks/switchRequested`: its views, state and events);
 * - the rest: the connected wallet, through its namespace's adapter (`Adapter.request`).
 * A request never hangs on a connection that went away: a disconnect settles it with 4900, a
 * change of connection (another wallet or account) with 4901. A user who closes the modal while it
 * asks (the embedded wallet's ApproveTransaction) gets the wallet's own 4001.
 */
export const providerRequestsEpic: Epic = (event$, state$, deps) =>
  event$.pipe(
    filter(requested.match),
    // mergeMap: an app may have several requests in flight; each settles on its own.
    mergeMap((event) => {
      const state = state$.value
      const route = walletRequestRoute(event.method)
      const fail = (error: LatchError) => of(failed({ requestId: event.requestId, method: event.method, error: toErrorData(error) }))
      if (route === 'refused' || route === 'read' || route === 'state') {
        // Reads and state answers never become events (the provider answers them itself); one that
        // arrives here was dispatched by hand and is refused like an unlisted method.
        return fail(new RpcNotAllowedError(event.method))
      }
      if (route === 'accounts') return requestAccounts(event, state, event$)
      const address = selectConnectedAddress(state, event.namespace)
      if (!address) return fail(new ProviderDisconnectedError({ details: `no ${event.namespace} wallet is connected` }))
      const caipNetworkId = selectNamespaceNetwork(state, event.namespace)
      if (!caipNetworkId) return fail(new ProviderDisconnectedError({ details: `no ${event.namespace} network is configured` }))
      const { outcome$, start } = route === 'switch' ? switchChain(event, state, event$) : { outcome$: askWallet(event, caipNetworkId, deps), start: [] as ModalEvent[] }
      // The outcome is listened for before the switch is asked, so one that settles at once is not missed.
      return merge(race(outcome$, connectionGone(event, state, event$)).pipe(take(1)), from(start))
    }),
  )

/** The first of: the namespace disconnected (4900), or connected to another wallet or account (4901). */
function connectionGone(event: Requested, state: ModalState, event$: Observable<ModalEvent>): Observable<ModalEvent> {
  const account = state.accounts[event.namespace]
  return event$.pipe(
    filter(
      (e) =>
        (disconnected.match(e) && e.namespace === event.namespace) ||
        (connected.match(e) && e.namespace === event.namespace && (e.connectorId !== account?.connectorId || !e.caipAddress.endsWith(`:${account?.address}`))),
    ),
    take(1),
    map((e) =>
      failed({
        requestId: event.requestId,
        method: event.method,
        error: toErrorData(
          disconnected.match(e)
            ? new ProviderDisconnectedError({ details: 'the wallet disconnected before it answered' })
            : new ChainDisconnectedError({ details: 'the connection changed before the wallet answered' }),
        ),
      }),
    ),
  )
}

/** The connected wallet answers, through the namespace's adapter. */
function askWallet(event: Requested, caipNetworkId: CaipNetworkId, deps: Deps): Observable<ModalEvent> {
  const adapter = deps.adapters.find((a) => a.namespace === event.namespace && a.request)
  if (!adapter?.request) {
    return of(failed({ requestId: event.requestId, method: event.method, error: toErrorData(new RpcNotAllowedError(event.method)) }))
  }
  const ask = adapter.request.bind(adapter)
  return defer(() => ask({ method: event.method, ...(event.params !== undefined ? { params: event.params } : {}), caipNetworkId })).pipe(
    map((result) => succeeded({ requestId: event.requestId, method: event.method, result: toJson(result) })),
    catchError((cause: unknown) => of(failed({ requestId: event.requestId, method: event.method, error: providerErrorData(cause) }))),
  )
}

/**
 * `wallet_switchEthereumChain` / `wallet_addEthereumChain` (EIP-3326, EIP-3085): a configured
 * network is switched to through the modal (SPEC.md §4 switching network: its views and events);
 * a network outside the configured list is unknown here (4902), as a wallet says of a chain it lacks.
 */
function switchChain(event: Requested, state: ModalState, event$: Observable<ModalEvent>): { outcome$: Observable<ModalEvent>; start: ModalEvent[] } {
  const settle = (error?: LatchError) =>
    error ? failed({ requestId: event.requestId, method: event.method, error: toErrorData(error) }) : succeeded({ requestId: event.requestId, method: event.method, result: null })
  const first = Array.isArray(event.params) ? event.params[0] : undefined
  const hex = first && typeof first === 'object' && !Array.isArray(first) ? first['chainId'] : undefined
  if (typeof hex !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(hex)) {
    return { outcome$: of(settle(new InvalidParamsRpcError({ details: 'expected [{ chainId: 0x-hex }]' }))), start: [] }
  }
  const caipNetworkId = `eip155:${Number.parseInt(hex, 16)}` as CaipNetworkId
  if (!state.config.networks.some((n) => n.caipNetworkId === caipNetworkId)) {
    return { outcome$: of(settle(new SwitchChainError({ details: `${caipNetworkId} is not one of the modal's networks` }))), start: [] }
  }
  if (selectNamespaceNetwork(state, 'eip155') === caipNetworkId) return { outcome$: of(settle()), start: [] }
  const outcome$ = event$.pipe(
    filter((e) => ((switched.match(e) || switchFailed.match(e)) && e.caipNetworkId === caipNetworkId) || closeRequested.match(e) || (switchRequested.match(e) && e.caipNetworkId !== caipNetworkId)),
    take(1),
    map((e) => {
      if (switched.match(e)) return settle()
      if (switchFailed.match(e)) return failed({ requestId: event.requestId, method: event.method, error: e.error })
      if (closeRequested.match(e)) return settle(new UserRejectedRequestError({ details: 'the modal was closed' }))
      return settle(new SwitchChainError({ details: 'superseded by another network switch' }))
    }),
  )
  return { outcome$, start: [switchRequested({ caipNetworkId })] }
}

/**
 * `eth_requestAccounts` (EIP-1102): connected, the account; otherwise the modal opens on the
 * namespace and the request settles with the connection, or 4001 when the visitor closes it.
 */
function requestAccounts(event: Requested, state: ModalState, event$: Observable<ModalEvent>): Observable<ModalEvent> {
  const address = selectConnectedAddress(state, event.namespace)
  if (address) return of(succeeded({ requestId: event.requestId, method: event.method, result: [address] }))
  const outcome$ = event$.pipe(
    filter((e) => (connected.match(e) && e.namespace === event.namespace) || closeRequested.match(e)),
    take(1),
    map((e) =>
      connected.match(e)
        ? succeeded({ requestId: event.requestId, method: event.method, result: [e.caipAddress.split(':').slice(2).join(':')] })
        : failed({ requestId: event.requestId, method: event.method, error: toErrorData(new UserRejectedRequestError({ details: 'the modal was closed' })) }),
    ),
  )
  return merge(outcome$, of<ModalEvent>(openRequested({ namespace: event.namespace })))
}

/**
 * A wallet's failure as data with its EIP-1193 / JSON-RPC code kept: the core's errors as they
 * are, a raw `{ code, message }` through the one code switch (`toRpcError`).
 */
function providerErrorData(cause: unknown): ErrorData {
  if (cause instanceof LatchError) return toErrorData(cause)
  const code = (cause as { code?: unknown } | null)?.code
  if (typeof code === 'number') {
    const message = (cause as { message?: unknown }).message
    return toErrorData(toRpcError({ code, ...(typeof message === 'string' ? { message } : {}) }))
  }
  return toErrorData(new LatchError('Wallet request failed', { cause, details: cause instanceof Error ? cause.message : String(cause) }))
}

/** The wallet's answer as JSON (what an event may carry): `undefined` is `null`. */
function toJson(value: JsonValue | undefined): JsonValue {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as JsonValue)
}
