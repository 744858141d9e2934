import { catchError, concatMap, defer, EMPTY, filter, merge, mergeMap, type Observable, of, switchMap, take } from 'rxjs'
import { initialized } from '../events/app.ts'
import { connected } from '../events/connection.ts'
import type { ModalEvent } from '../events/index.ts'
import { validate } from '../events/schema.ts'
import { recentAdded, recentLoaded, walletInfo } from '../events/wallets.ts'
import { recentWalletFor } from '../selectors/recentWalletFor.ts'
import { RECENT_WALLETS, RECENT_WALLETS_KEY } from '../rules/walletListConstants.ts'
import { toWalletInfo } from '../rules/toWalletInfo.ts'
import type { WalletInfo } from '../reducers/wallets.ts'
import type { Deps, StateObservable } from '../store.ts'

/**
 * SPEC.md §9 recent wallets (2): loaded at start, every valid saved entry kept (one corrupt entry
 * does not drop the others); the wallet of every fresh connection becomes recent,
 * however it was chosen (`recentWalletFor`); every change is saved.
 *
 * @example
 * merge(lists$, recentWallets(event$, state$, deps))
 */
export function recentWallets(event$: Observable<{ type: string }>, state$: StateObservable, deps: Deps): Observable<ModalEvent> {
  const storage = deps.storage
  const load$ = storage
    ? event$.pipe(
        filter(initialized.match),
        take(1),
        switchMap(() =>
          defer(() => storage.get(RECENT_WALLETS_KEY)).pipe(
            catchError(() => of(undefined)),
            mergeMap((value) => {
              const wallets = validEntries(value).slice(0, RECENT_WALLETS)
              return wallets.length ? of(recentLoaded({ wallets })) : EMPTY
            }),
          ),
        ),
      )
    : EMPTY

  const add$ = event$.pipe(
    filter(connected.match),
    // A fresh connection: reconnects on reload and wallet-side account changes carry no requestId.
    filter((event) => event.requestId !== undefined),
    mergeMap((event) => {
      const wallet = recentWalletFor(state$.value, event.connectorId, event.namespace)
      return wallet ? of(recentAdded({ wallet })) : EMPTY
    }),
  )

  // Writes have no outcome to report; concatMap keeps them in order, a failing one is dropped.
  const save$ = storage
    ? event$.pipe(
        filter(recentAdded.match),
        concatMap(() =>
          defer(() => storage.set(RECENT_WALLETS_KEY, state$.value.wallets.recent)).pipe(
            catchError(() => EMPTY),
            mergeMap(() => EMPTY),
          ),
        ),
      )
    : EMPTY

  return merge(load$, add$, save$)
}

/** The saved entries that are wallets; anything else in the saved value is skipped. */
function validEntries(value: unknown): WalletInfo[] {
  if (!Array.isArray(value)) return []
  return value.filter((entry) => validate(walletInfo, entry) === undefined).map((entry) => toWalletInfo(entry as WalletInfo))
}
