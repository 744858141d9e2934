/**
 * One login, every namespace (SPEC.md §3: the AUTH connector serves each namespace):
 * when an email or social login — or the restore of its saved session after a reload — connects
 * the AUTH connector on one namespace, each other namespace whose adapter lists the AUTH connector
 * too (`solanaAdapter({ connectors: [ew.solana] })`) joins the same session without a prompt — the
 * adapter's silent reconnect — and is reported `connection/connected` with `joined`, so the
 * namespace the user logged in on stays the active one.
 *
 * SPEC.md §3's embedded-wallet key "last used chain" keeps the network the user was on: written
 * whenever an AUTH account is the active one, read when a restored session's namespace joins — if
 * it was that namespace's, the join lands there and it is active again (`networks/switched`).
 */
import { catchError, concat, defer, EMPTY, filter, from, map, merge, mergeMap, of, race, take, type Observable } from 'rxjs'
import { toErrorData } from '../errors/LatchError.ts'
import { connected, disconnected, reconnectFailed, reconnectRequested } from '../events/connection.ts'
import { switched } from '../events/networks.ts'
import { isConnection, disconnected as tabDisconnected } from '../events/tabs.ts'
import type { ModalEvent } from '../events/index.ts'
import { networkForNamespace } from '../reducers/connection.ts'
import type { CaipNetworkId, ChainNamespace } from '../types.ts'
import type { Epic } from '../store.ts'
import { authNameOf } from './authNameOf.ts'
import { silentBound } from './connect.ts'

/** SPEC.md §3 embedded-wallet storage key: the network an AUTH account was last active on. */
export const LAST_USED_CHAIN_KEY = 'latch/embedded/lastUsedChain'

export const authNamespacesEpic: Epic = (event$, state$, deps) => {
  const authId = deps.adapters.find((a) => a.auth)?.auth?.connectorId
  if (authId === undefined) return EMPTY
  const storage = deps.storage

  /** The saved last used chain, when it is a configured network of `namespace`. */
  const lastUsedChainOf = async (namespace: ChainNamespace): Promise<CaipNetworkId | undefined> => {
    const value = await storage?.get(LAST_USED_CHAIN_KEY).catch(() => undefined)
    const configured = state$.value.config.networks.some((n) => n.caipNetworkId === value && n.chainNamespace === namespace)
    return configured ? (value as CaipNetworkId) : undefined
  }

  const join$ = event$.pipe(
    // The login's (or its restored) connection; a joined one is this epic's own outcome. Only the
    // login's namespace is saved (session.ts), so a reload restores it and the others join again.
    // One adopted from another tab joins them here too, as that tab's did (SPEC.md §3 Connection):
    // joined connections are never sent between tabs, each tab joins for itself.
    filter(isConnection),
    filter((e) => e.connectorId === authId && !(connected.match(e) && e.joined)),
    // mergeMap: each other namespace joins on its own; a second login's join is the reducer's to order.
    mergeMap((e) => {
      const state = state$.value
      // A restore (no requestId) goes back to the last used chain; a fresh login stays where it logged in.
      // An adopted one stays where the other tab is, as a fresh login does.
      const restoring = connected.match(e) && e.requestId === undefined
      // The login signed out (here or in another tab) before a join answered: the join ends there,
      // rather than joining a session that has ended (SPEC.md §3: one AUTH session).
      const signedOut$ = event$.pipe(
        filter((ev) => (disconnected.match(ev) || tabDisconnected.match(ev)) && ev.namespace === e.namespace),
        take(1),
      )
      const others = state.connectors
        .filter((c) => c.id === authId && c.chain !== e.namespace)
        .map((c) => c.chain as ChainNamespace)
        .filter((ns, i, all) => all.indexOf(ns) === i && state.accounts[ns]?.status !== 'connected')
      return merge(
        ...others.map((namespace): Observable<ModalEvent> => {
          const adapter = deps.adapters.find((a) => a.namespace === namespace)
          if (!adapter?.reconnect) return EMPTY
          const join = from(restoring ? lastUsedChainOf(namespace) : Promise.resolve(undefined)).pipe(
            mergeMap((lastUsed) => {
              const caipNetworkId = lastUsed ?? networkForNamespace(state$.value, namespace)
              return defer(() => adapter.reconnect!({ connectorId: authId, ...(caipNetworkId ? { caipNetworkId } : {}) })).pipe(
                silentBound(deps),
                mergeMap((result): Observable<ModalEvent> => {
                  if (!result) return of(reconnectFailed({ namespace, connectorId: authId }))
                  const joined = connected({
                    connectorId: authId,
                    namespace,
                    caipAddress: result.caipAddress,
                    ...(result.accounts ? { accounts: result.accounts } : {}),
                    ...authNameOf(deps, authId, result),
                    joined: true,
                  })
                  return lastUsed ? of(joined, switched({ caipNetworkId: lastUsed })) : of(joined)
                }),
              )
            }),
            catchError((error: unknown) => of(reconnectFailed({ namespace, connectorId: authId, error: toErrorData(error) }))),
          )
          return concat(of(reconnectRequested({ namespace, connectorId: authId })), race(join, signedOut$.pipe(map(() => reconnectFailed({ namespace, connectorId: authId })))))
        }),
      )
    }),
  )

  // Writes report nothing; a failing one must not stop the epic.
  const lastUsed$ = !storage
    ? EMPTY
    : event$.pipe(
        // A login or a switch; not a restore (no requestId), which must not overwrite what its join reads.
        filter((e) => (connected.match(e) && e.requestId !== undefined) || switched.match(e)),
        map(() => {
          const state = state$.value
          const account = state.activeNamespace ? state.accounts[state.activeNamespace] : undefined
          return account?.status === 'connected' && account.connectorId === authId ? state.activeCaipNetworkId : undefined
        }),
        filter((id): id is CaipNetworkId => id !== undefined),
        mergeMap((id) =>
          defer(() => storage.set(LAST_USED_CHAIN_KEY, id)).pipe(
            mergeMap(() => EMPTY),
            catchError(() => EMPTY),
          ),
        ),
      )

  return merge(join$, lastUsed$)
}
