import { dedupeWallets } from '../rules/dedupeWallets.ts'
import { withImages } from '../rules/withImages.ts'
import { RECENT_WALLETS, WALLET_PAGE_SIZE } from '../rules/walletListConstants.ts'
import { asDraft, type Handler } from './draft.ts'
import { patched } from './pathCopy.ts'
import type { ErrorData } from '../errors/LatchError.ts'
import { stateErrorOf } from '../rules/stateError.ts'
import type { FailureReason, PagedWallets, WalletsState } from './walletsState.ts'
export { initialWallets } from './initialState.ts'

export {
  walletsStateSchema,
  type FailureReason,
  type PagedWallets,
  type WalletGroup,
  type WalletInfo,
  type WalletSearch,
  type WalletsState,
} from './walletsState.ts'

function reasonOf(error: ErrorData): FailureReason {
  const reason: FailureReason = { name: error.name }
  if (error.code !== undefined) reason.code = error.code
  if (error.status !== undefined) reason.status = error.status
  if (error.retryAfterMs !== undefined) reason.retryAfterMs = error.retryAfterMs
  return reason
}

/**
 * A page was asked for. Groups: page 1, unless already loading. AllWallets: page 1 (re)starts the
 * list; any other page must be the next one (or the one that failed). Anything else is ignored,
 * so a scroll sentinel firing twice cannot ask for a page twice.
 */
export const listRequested: Handler<'wallets/listRequested'> = (draft, event, base) => {
  if (event.list !== 'all') {
    const group = base.wallets[event.list]
    if (event.page !== 1 || group.status === 'loading') return
    draft.wallets[event.list] = asDraft({ status: 'loading', wallets: group.wallets })
    return
  }
  const all = base.wallets.all
  if (all.status === 'loading') return
  const expected = all.status === 'failure' ? all.page : all.nextPage
  if (event.page === 1) {
    draft.wallets.all = { status: 'loading', page: 1, wallets: [], count: 0 }
  } else if (event.page === expected) {
    draft.wallets.all = asDraft({ status: 'loading', page: event.page, wallets: all.wallets, count: all.count })
  }
}

/**
 * The answer for the page in flight; an answer for any other page is stale and ignored. The
 * epic fetches recommended, featured and the first AllWallets page without a request event
 * (on opening, on entering AllWallets), so those answers are taken while idle too.
 */
export const pageLoaded: Handler<'wallets/pageLoaded'> = (draft, event, base) => {
  // Shared, not cloned: step deep-freezes every validated event (core/step.ts), so the state can
  // hold its payload as is (cloning was most of this handler's cost).
  // A path copy (core/reducers/pathCopy.ts): the wallets object is copied only for an answer taken.
  const wallets = event.wallets
  if (event.list !== 'all') {
    if (event.page !== 1) return
    const group: Partial<WalletsState> = {}
    group[event.list] = { status: 'success', wallets }
    draft.wallets = patched(draft.wallets, asDraft(group))
    return
  }
  if (!awaited(base.wallets.all, event.page)) return
  const all = base.wallets.all
  const more = event.page * WALLET_PAGE_SIZE < event.count && event.wallets.length > 0
  const page: PagedWallets = { status: 'success', wallets: event.page === 1 ? wallets : [...all.wallets, ...wallets], count: event.count }
  if (more) page.nextPage = event.page + 1
  draft.wallets = patched(draft.wallets, { all: asDraft(page) })
}

/** Whether an answer for `page` is the one AllWallets waits for. */
function awaited(all: PagedWallets, page: number): boolean {
  return (all.status === 'loading' && all.page === page) || (all.status === 'idle' && page === 1)
}

/** The page in flight failed: the wallets loaded so far stay, the page can be asked for again. */
export const pageFailed: Handler<'wallets/pageFailed'> = (draft, event, base) => {
  // A code, not the error's English; the view words it.
  const error = stateErrorOf(event.error)
  const reason = reasonOf(event.error)
  if (event.list !== 'all') {
    const group = base.wallets[event.list]
    if (event.page !== 1 || group.status === 'success') return
    draft.wallets[event.list] = asDraft({ status: 'failure', wallets: group.wallets, error, reason })
    return
  }
  const all = base.wallets.all
  if (!awaited(all, event.page)) return
  draft.wallets.all = asDraft({ status: 'failure', page: event.page, wallets: all.wallets, count: all.count, error, reason })
}

/** A new query starts loading (results of the last one stay until replaced); an empty one ends the search. */
export const searchChanged: Handler<'wallets/searchChanged'> = (draft, event, base) => {
  if (event.query.trim() === '') {
    draft.wallets.search = { query: event.query, status: 'idle', results: [] }
    return
  }
  draft.wallets.search = asDraft({ query: event.query, status: 'loading', results: base.wallets.search.results })
}

/** Latest query wins: results for an older query are ignored. */
export const searchLoaded: Handler<'wallets/searchLoaded'> = (draft, event, base) => {
  const search = base.wallets.search
  if (search.status !== 'loading' || search.query !== event.query) return
  draft.wallets.search = { query: event.query, status: 'success', results: event.wallets }
}

export const searchFailed: Handler<'wallets/searchFailed'> = (draft, event, base) => {
  const search = base.wallets.search
  if (search.status !== 'loading' || search.query !== event.query) return
  draft.wallets.search = asDraft({ query: event.query, status: 'failure', results: search.results, error: stateErrorOf(event.error), reason: reasonOf(event.error) })
}

export const walletSelected: Handler<'wallets/walletSelected'> = (draft, event) => {
  draft.wallets.selected = event.wallet
}

/** Saved recent wallets join any added since start (those come first); 2 kept, no duplicates. */
export const recentLoaded: Handler<'wallets/recentLoaded'> = (draft, event, base) => {
  draft.wallets.recent = dedupeWallets([...base.wallets.recent, ...event.wallets]).slice(0, RECENT_WALLETS)
}

/** SPEC.md §9: the wallet just connected through becomes the first of the 2 recent wallets. */
export const recentAdded: Handler<'wallets/recentAdded'> = (draft, event, base) => {
  const others = base.wallets.recent.filter((w) => w.id !== event.wallet.id)
  draft.wallets.recent = dedupeWallets([event.wallet, ...others]).slice(0, RECENT_WALLETS)
  if (base.wallets.selected?.id === event.wallet.id) delete draft.wallets.selected
}

/** Fetched wallet images join the ones already known. */
export const imagesLoaded: Handler<'wallets/imagesLoaded'> = (draft, event, base) => {
  const images = withImages(base.wallets.images, event.images)
  if (images) draft.wallets = patched(draft.wallets, { images })
}
