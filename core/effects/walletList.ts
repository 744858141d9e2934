// Chunk grouping: a lazily loaded module reaches the whole core statically, as the
// page does, so bundlers (esbuild, Rolldown) put the core's shared files in one chunk rather than a
// small file per combination of lazy users, each gzipped apart (test/sizeBudget.test.ts).
import '../coreEntry.ts'
import { catchError, concatMap, debounceTime, EMPTY, exhaustMap, filter, forkJoin, map, merge, mergeMap, type Observable, of, switchMap, timeout, timer } from 'rxjs'
import type { GetWalletsParams, WalletApi } from '../clients/walletApi.ts'
import { toErrorData } from '../errors/LatchError.ts'
import type { ModalEvent } from '../events/index.ts'
import { openRequested } from '../events/modal.ts'
import { listRequested, pageFailed, pageLoaded, recentAdded, recentLoaded, searchChanged, searchFailed, searchLoaded, imagesLoaded } from '../events/wallets.ts'
import type { ModalState } from '../reducers/state.ts'
import {
  RECOMMENDED_WALLETS,
  WALLET_IMAGE_PRELOAD,
  WALLET_IMAGE_PRELOAD_TIMEOUT_MS,
  WALLET_PAGE_SIZE,
  WALLET_SEARCH_DEBOUNCE_MS,
  WALLET_SEARCH_ENTRIES,
  WALLET_SEARCH_IMAGE_WAIT_MS,
} from '../rules/walletListConstants.ts'
import type { Deps, Epic, StateObservable } from '../store.ts'
import { toWalletInfo } from '../rules/toWalletInfo.ts'
import { recentWallets } from './recentWallets.ts'

type ListName = 'recommended' | 'featured' | 'all'

/**
 * The wallet lists of SPEC.md §9 from the wallet-list service: recommended (4) and featured
 * (`featuredWalletIds`) on opening, AllWallets in pages of 40 on request, search (100 entries,
 * latest query wins, results held 300 ms so their images can start loading), and the 2 recent
 * wallets persisted under `latch/recent`. Without `deps.walletApi` the lists stay empty.
 *
 * @example
 * createStore({ epics: { walletListEpic }, deps: { scheduler, window, adapters: [], walletApi } })
 */
export const walletListEpic: Epic = (event$, state$, deps) => {
  const api = deps.walletApi
  const lists$ = api
    ? merge(
        groupsOnOpen(event$, state$, api, 'recommended'),
        groupsOnOpen(event$, state$, api, 'featured'),
        allPages(event$, state$, api),
        search(event$, state$, deps, api),
        images(event$, state$, deps, api),
      )
    : EMPTY
  return merge(lists$, recentWallets(event$, state$, deps))
}

/**
 * Recommended and featured load when the modal opens, unless loaded: no request event, only the
 * outcome (the slice takes it while idle), so opening the modal logs nothing extra.
 */
function groupsOnOpen(event$: Observable<{ type: string }>, state$: StateObservable, api: WalletApi, list: 'recommended' | 'featured'): Observable<ModalEvent> {
  return event$.pipe(
    filter((event) => openRequested.match(event) || (listRequested.match(event) && event.list === list)),
    filter(() => {
      const state = state$.value
      if (list === 'featured' && (state.config.featuredWalletIds ?? []).length === 0) return false
      return state.wallets[list].status !== 'success'
    }),
    // exhaustMap: opening again while the list is on its way does not ask twice.
    exhaustMap(() => fetchPage(state$, api, list, 1)),
  )
}

/**
 * AllWallets: the first page when the view shows with nothing loaded, then each page the slice
 * accepted a request for (it is now loading that page).
 */
function allPages(event$: Observable<{ type: string }>, state$: StateObservable, api: WalletApi): Observable<ModalEvent> {
  // A failure is not sticky — opening AllWallets again asks for the failed page again
  // (the user's Retry does the same), so a service that came back is seen without a reload.
  const retryOnReopen$ = event$.pipe(
    filter(openRequested.match),
    map(() => state$.value),
    filter((state) => state.view === 'AllWallets' && state.wallets.all.status === 'failure'),
    map((state) => listRequested({ list: 'all', page: state.wallets.all.status === 'failure' ? state.wallets.all.page : 1 })),
  )
  return merge(retryOnReopen$, pages(event$, state$, api))
}

function pages(event$: Observable<{ type: string }>, state$: StateObservable, api: WalletApi): Observable<ModalEvent> {
  return event$.pipe(
    map((event) => {
      const state = state$.value
      if (listRequested.match(event)) return event.list === 'all' && isLoading(state, 'all', event.page) ? event.page : undefined
      return state.view === 'AllWallets' && state.wallets.all.status === 'idle' ? 1 : undefined
    }),
    filter((page): page is number => page !== undefined),
    // exhaustMap: a request while a page is in flight is ignored (a scroll sentinel fires repeatedly).
    exhaustMap((page) => fetchPage(state$, api, 'all', page)),
  )
}

function fetchPage(state$: StateObservable, api: WalletApi, list: ListName, page: number): Observable<ModalEvent> {
  return api.getWallets(paramsFor(state$.value, list, page)).pipe(
    map(({ data, count }) => pageLoaded({ list, page, wallets: data.map(toWalletInfo), count })),
    catchError((error: unknown) => of(pageFailed({ list, page, error: toErrorData(error) }))),
  )
}

function isLoading(state: ModalState, list: ListName, page: number): boolean {
  if (list !== 'all') return state.wallets[list].status === 'loading' && page === 1
  const all = state.wallets.all
  return all.status === 'loading' && all.page === page
}

/** The service's query for a list (SPEC.md §7 `/getWallets`): include/exclude from config, chains from the networks. */
function paramsFor(state: ModalState, list: ListName | 'search', page: number, query?: string): GetWalletsParams {
  const include = explorerIds(state.config.includeWalletIds)
  const exclude = explorerIds(state.config.excludeWalletIds)
  const featured = explorerIds(state.config.featuredWalletIds)
  const chains = state.config.networks.map((n) => n.caipNetworkId)
  const common = {
    ...(include.length ? { include } : {}),
    ...(chains.length ? { chains } : {}),
  }
  switch (list) {
    case 'featured':
      // The host named these wallets: no chain filter, and the list is exactly theirs.
      return { page: 1, entries: Math.max(featured.length, 1), include: featured }
    case 'recommended': {
      const skip = [...exclude, ...featured]
      return { page: 1, entries: RECOMMENDED_WALLETS, ...common, ...(skip.length ? { exclude: skip } : {}) }
    }
    case 'all':
      return { page, entries: WALLET_PAGE_SIZE, ...common, ...(exclude.length ? { exclude } : {}) }
    case 'search':
      return { page: 1, entries: WALLET_SEARCH_ENTRIES, search: (query ?? '').trim(), ...common, ...(exclude.length ? { exclude } : {}) }
  }
}

/**
 * The configured ids the service can take: explorer ids (64 hex characters). Entries that are
 * rdns or names (SPEC.md §5 exclusion) are matched locally by the selectors instead.
 */
function explorerIds(ids: readonly string[] | undefined): string[] {
  return (ids ?? []).filter((id) => /^[0-9a-f]{64}$/i.test(id))
}

/** AllWallets search: 100 entries; results held at least 300 ms (SPEC.md §9 search image wait). */
function search(event$: Observable<{ type: string }>, state$: StateObservable, deps: Deps, api: WalletApi): Observable<ModalEvent> {
  return event$.pipe(
    filter(searchChanged.match),
    debounceTime(WALLET_SEARCH_DEBOUNCE_MS, deps.scheduler),
    // switchMap: the latest query wins; the search in flight for an older one is cancelled.
    switchMap(({ query }) => {
      if (query.trim() === '' || state$.value.wallets.search.query !== query) return EMPTY
      return forkJoin([api.getWallets(paramsFor(state$.value, 'search', 1, query)), timer(WALLET_SEARCH_IMAGE_WAIT_MS, deps.scheduler)]).pipe(
        map(([{ data, count }]) => searchLoaded({ query, wallets: data.map(toWalletInfo), count })),
        catchError((error: unknown) => of(searchFailed({ query, error: toErrorData(error) }))),
      )
    }),
  )
}

/**
 * Wallet images (the service sends `image_id`, SPEC.md §7 `/getWalletImage/{id}` returns a blob):
 * fetched for every wallet a list shows, in batches of 20, each image given 2 s (SPEC.md §9
 * preload); each batch is one `wallets/imagesLoaded` with the object URLs. Needs `window.URL`.
 */
function images(event$: Observable<{ type: string }>, state$: StateObservable, deps: Deps, api: WalletApi): Observable<ModalEvent> {
  const toUrl = deps.window?.URL
  if (!toUrl) return EMPTY
  const asked = new Set<string>()
  return event$.pipe(
    filter((e) => pageLoaded.match(e) || searchLoaded.match(e) || recentLoaded.match(e) || recentAdded.match(e)),
    map((event) => {
      const known = state$.value.wallets.images
      const wallets = 'wallet' in event ? [event.wallet] : event.wallets
      const ids = wallets.flatMap((w) => (w.image_url === undefined && w.image_id !== undefined ? [w.image_id] : []))
      const fresh = [...new Set(ids)].filter((id) => !asked.has(id) && known[id] === undefined)
      for (const id of fresh) asked.add(id)
      return fresh
    }),
    filter((ids) => ids.length > 0),
    // mergeMap: each list's images load on their own; within one list, batches of 20 in turn.
    mergeMap((ids) =>
      of(...chunk(ids, WALLET_IMAGE_PRELOAD)).pipe(
        concatMap((batch) =>
          forkJoin(
            batch.map((id) =>
              api.getImage('wallet', id).pipe(
                timeout({ first: WALLET_IMAGE_PRELOAD_TIMEOUT_MS, scheduler: deps.scheduler }),
                map((blob): [string, string] | undefined => [id, toUrl.createObjectURL(blob)]),
                // A missing or slow image leaves the letter avatar; it may be asked for again later.
                catchError(() => {
                  asked.delete(id)
                  return of(undefined)
                }),
              ),
            ),
          ),
        ),
        map((pairs) => Object.fromEntries(pairs.filter((p): p is [string, string] => p !== undefined))),
        filter((found) => Object.keys(found).length > 0),
        map((found) => imagesLoaded({ images: found })),
      ),
    ),
  )
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}
