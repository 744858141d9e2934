import { castDraft } from 'immer'
import { walletInfo } from '../events/wallets.ts'
import { s, type Infer } from '../events/schema.ts'
import { dedupeWallets } from '../rules/dedupeWallets.ts'
import { RECENT_WALLETS, WALLET_PAGE_SIZE } from '../rules/walletListConstants.ts'
import type { Handler } from './draft.ts'
import type { ErrorData } from '../errors/LatchError.ts'
import { stateErrorOf, stateErrorSchema, type StateError } from '../rules/stateError.ts'

/** SPEC.md §3 Wallet as the state holds it (the installed flag is derived by the selectors). */
export type WalletInfo = Infer<typeof walletInfo>

/**
 * What the view needs to say why a load failed in SPEC.md §8 terms (issue 11: rate limited with
 * the wait, server error); the full error stays in the event log.
 */
export type FailureReason = { name: string; code?: number | string; status?: number; retryAfterMs?: number }

/** Why a load failed, for the view (SPEC.md §8: the API's message when it sent one). */
type Failed = { status: 'failure'; error: StateError; reason?: FailureReason }

function reasonOf(error: ErrorData): FailureReason {
  const reason: FailureReason = { name: error.name }
  if (error.code !== undefined) reason.code = error.code
  if (error.status !== undefined) reason.status = error.status
  if (error.retryAfterMs !== undefined) reason.retryAfterMs = error.retryAfterMs
  return reason
}

/** Recommended or featured wallets: one request each. */
export type WalletGroup = { wallets: WalletInfo[] } & ({ status: 'idle' | 'loading' | 'success' } | Failed)

/**
 * AllWallets, paged by 40: `wallets` holds every page loaded so far; `nextPage` is absent once the
 * last page is in; `page` is the one in flight (loading) or that failed.
 */
export type PagedWallets = { wallets: WalletInfo[]; count: number; nextPage?: number } & (
  | { status: 'idle' | 'success' }
  | { status: 'loading'; page: number }
  | (Failed & { page: number })
)

/** The AllWallets search (100 entries): `idle` while the query is empty. */
export type WalletSearch = { query: string; results: WalletInfo[] } & ({ status: 'idle' | 'loading' | 'success' } | Failed)

/** The wallet lists (SPEC.md §9), raw as the service sent them; `selectors/` apply the §5 rules. */
export type WalletsState = {
  recommended: WalletGroup
  featured: WalletGroup
  all: PagedWallets
  search: WalletSearch
  /** Most recent first, at most 2 (SPEC.md §9). */
  recent: WalletInfo[]
  /** The wallet the user picked from a list, until a connection makes it recent. */
  selected?: WalletInfo
  /** Image URLs by `image_id`, for wallets the service sends without `image_url`. */
  images: Record<string, string>
}

export const initialWallets: WalletsState = {
  recommended: { status: 'idle', wallets: [] },
  featured: { status: 'idle', wallets: [] },
  all: { status: 'idle', wallets: [], count: 0, nextPage: 1 },
  search: { query: '', status: 'idle', results: [] },
  recent: [],
  images: {},
}

const loadStatus = s.enum(['idle', 'loading', 'success', 'failure'])
const failureReason = s.optional(
  s.object({ name: s.string(), code: s.optional(s.scalar()), status: s.optional(s.number({ integer: true, min: 0 })), retryAfterMs: s.optional(s.number({ min: 0 })) }),
)

/** Run-time shape of `WalletsState` (part of `stateSchema`). */
export const walletsStateSchema = s.object({
  recommended: s.object({ status: loadStatus, wallets: s.array(walletInfo), error: s.optional(stateErrorSchema), reason: failureReason }),
  featured: s.object({ status: loadStatus, wallets: s.array(walletInfo), error: s.optional(stateErrorSchema), reason: failureReason }),
  all: s.object({
    status: loadStatus,
    wallets: s.array(walletInfo),
    count: s.number({ integer: true, min: 0 }),
    nextPage: s.optional(s.number({ integer: true, min: 1 })),
    page: s.optional(s.number({ integer: true, min: 1 })),
    error: s.optional(stateErrorSchema),
    reason: failureReason,
  }),
  search: s.object({ query: s.string(), status: loadStatus, results: s.array(walletInfo), error: s.optional(stateErrorSchema), reason: failureReason }),
  recent: s.array(walletInfo, RECENT_WALLETS),
  selected: s.optional(walletInfo),
  images: s.record(s.string()),
})

/**
 * A page was asked for. Groups: page 1, unless already loading. AllWallets: page 1 (re)starts the
 * list; any other page must be the next one (or the one that failed). Anything else is ignored,
 * so a scroll sentinel firing twice cannot ask for a page twice.
 */
export const listRequested: Handler<'wallets/listRequested'> = (draft, event, base) => {
  if (event.list !== 'all') {
    const group = base.wallets[event.list]
    if (event.page !== 1 || group.status === 'loading') return
    draft.wallets[event.list] = castDraft({ status: 'loading', wallets: group.wallets })
    return
  }
  const all = base.wallets.all
  if (all.status === 'loading') return
  const expected = all.status === 'failure' ? all.page : all.nextPage
  if (event.page === 1) {
    draft.wallets.all = { status: 'loading', page: 1, wallets: [], count: 0 }
  } else if (event.page === expected) {
    draft.wallets.all = castDraft({ status: 'loading', page: event.page, wallets: all.wallets, count: all.count })
  }
}

/**
 * The answer for the page in flight; an answer for any other page is stale and ignored. The
 * epic fetches recommended, featured and the first AllWallets page without a request event
 * (on opening, on entering AllWallets), so those answers are taken while idle too.
 */
export const pageLoaded: Handler<'wallets/pageLoaded'> = (draft, event, base) => {
  // Shared, not cloned: step deep-freezes every validated event (core/step.ts), so the state can
  // hold its payload as is (issue 10: cloning was most of this handler's cost).
  const wallets = event.wallets
  if (event.list !== 'all') {
    if (event.page !== 1) return
    draft.wallets[event.list] = { status: 'success', wallets }
    return
  }
  if (!awaited(base.wallets.all, event.page)) return
  const all = base.wallets.all
  const more = event.page * WALLET_PAGE_SIZE < event.count && event.wallets.length > 0
  draft.wallets.all = castDraft({
    status: 'success',
    wallets: event.page === 1 ? wallets : [...all.wallets, ...wallets],
    count: event.count,
    ...(more ? { nextPage: event.page + 1 } : {}),
  })
}

/** Whether an answer for `page` is the one AllWallets waits for. */
function awaited(all: PagedWallets, page: number): boolean {
  return (all.status === 'loading' && all.page === page) || (all.status === 'idle' && page === 1)
}

/** The page in flight failed: the wallets loaded so far stay, the page can be asked for again. */
export const pageFailed: Handler<'wallets/pageFailed'> = (draft, event, base) => {
  // A code, not the error's English (issue 10); the view words it.
  const error = stateErrorOf(event.error)
  const reason = reasonOf(event.error)
  if (event.list !== 'all') {
    const group = base.wallets[event.list]
    if (event.page !== 1 || group.status === 'success') return
    draft.wallets[event.list] = castDraft({ status: 'failure', wallets: group.wallets, error, reason })
    return
  }
  const all = base.wallets.all
  if (!awaited(all, event.page)) return
  draft.wallets.all = castDraft({ status: 'failure', page: event.page, wallets: all.wallets, count: all.count, error, reason })
}

/** A new query starts loading (results of the last one stay until replaced); an empty one ends the search. */
export const searchChanged: Handler<'wallets/searchChanged'> = (draft, event, base) => {
  if (event.query.trim() === '') {
    draft.wallets.search = { query: event.query, status: 'idle', results: [] }
    return
  }
  draft.wallets.search = castDraft({ query: event.query, status: 'loading', results: base.wallets.search.results })
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
  draft.wallets.search = castDraft({ query: event.query, status: 'failure', results: search.results, error: stateErrorOf(event.error), reason: reasonOf(event.error) })
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
export const imagesLoaded: Handler<'wallets/imagesLoaded'> = (draft, event) => {
  for (const [id, url] of Object.entries(event.images)) {
    // A key that would reach the prototype is no image id.
    if (id !== '__proto__') draft.wallets.images[id] = url
  }
}
