// Chunk grouping: a lazy module reaches the whole core statically (see walletList.ts).
import '../coreEntry.ts'
import { catchError, concat, EMPTY, filter, map, merge, mergeMap, of, switchMap, takeWhile, timer, type Observable } from 'rxjs'
import { toErrorData } from '../errors/LatchError.ts'
import { moreRequested, pageFailed, pageLoaded, pageRequested } from '../events/activity.ts'
import { connected } from '../events/connection.ts'
import type { ModalEvent } from '../events/index.ts'
import { openRequested } from '../events/modal.ts'
import { switched } from '../events/networks.ts'
import { accountTabSelected } from '../events/router.ts'
import { succeeded } from '../events/send.ts'
import type { ModalState } from '../reducers/state.ts'
import { tryParseCaipAddress } from '../rules/parseCaipAddress.ts'
import type { Epic } from '../store.ts'

/** While a transaction sent through Latch is pending, the first page is asked again this often. */
export const PENDING_REFRESH_MS = 4_000
/** …at most this many times (then the next open of the tab refreshes it). */
export const PENDING_REFRESH_TIMES = 15

/** The active eip155 account (SPEC.md §9: activity on eip155 only). */
function activeEip155(state: ModalState): string | undefined {
  if (state.activeNamespace !== 'eip155') return undefined
  const account = state.accounts.eip155
  return account?.status === 'connected' ? account.caipAddress : undefined
}

type Ask = { caipAddress: string; cursor?: string }

/**
 * The Activity tab's history (SPEC.md §7 `/v1/account/{account}/history` with `chainId`, cursor
 * paging): the first page when the tab is chosen, when the modal opens on it, when the account or
 * network changes while it is shown, and after a send through Latch (then again every 4 s while
 * the send is pending, so the list agrees with the history without a reload); the next page when
 * the user reaches the end of the list. Loads at the first Activity open (core/effects/index.ts).
 */
export const activityEpic: Epic = (event$, state$, deps) => {
  const api = deps.blockchainApi
  if (!api) return EMPTY
  const onActivity = () => state$.value.accountTab === 'Activity'
  const first = (): Ask[] => {
    const caipAddress = activeEip155(state$.value)
    return caipAddress ? [{ caipAddress }] : []
  }
  const firstPage$ = event$.pipe(
    filter((e) => (accountTabSelected.match(e) && e.tab === 'Activity') || ((openRequested.match(e) || connected.match(e) || switched.match(e)) && onActivity())),
    mergeMap(first),
  )
  // After a send: now, then while it is still pending (the indexer may list it a block later).
  const afterSend$ = event$.pipe(
    filter(succeeded.match),
    switchMap(() => timer(0, PENDING_REFRESH_MS, deps.scheduler).pipe(takeWhile((i) => i === 0 || ((state$.value.activity?.pending.length ?? 0) > 0 && i < PENDING_REFRESH_TIMES)))),
    filter(() => state$.value.activity !== undefined || onActivity()),
    mergeMap(first),
  )
  const nextPage$ = event$.pipe(
    filter(moreRequested.match),
    mergeMap((): Ask[] => {
      const state = state$.value
      const caipAddress = activeEip155(state)
      const activity = state.activity
      // Ignored while a page loads (like exhaustMap: a scroll that fires twice asks once).
      if (!caipAddress || activity?.caipAddress !== caipAddress || activity.next === undefined) return []
      if (activity.status === 'loading' || activity.status === 'loadingMore') return []
      return [{ caipAddress, cursor: activity.next }]
    }),
  )
  // switchMap: the latest ask wins (another account, a refresh); an older page's answer is dropped.
  return merge(firstPage$, afterSend$, nextPage$).pipe(switchMap((ask) => fetchPage(ask)))

  function fetchPage({ caipAddress, cursor }: Ask): Observable<ModalEvent> {
    const parsed = tryParseCaipAddress(caipAddress)
    if (!parsed) return EMPTY
    const at = cursor === undefined ? {} : { cursor }
    return concat(
      of(pageRequested({ caipAddress, ...at })),
      api!.getTransactions({ account: parsed.address, chainId: parsed.caipNetworkId, ...at }).pipe(
        map((page) => pageLoaded({ caipAddress, ...at, transactions: page.data, ...(page.next ? { next: page.next } : {}) })),
        catchError((error: unknown) => of(pageFailed({ caipAddress, ...at, error: toErrorData(error) }))),
      ),
    )
  }
}
