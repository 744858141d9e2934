import { walletInfo } from '../events/wallets.ts'
import { s, type Infer } from '../events/schema.ts'
import { RECENT_WALLETS } from '../rules/walletListConstants.ts'
import { stateErrorSchema, type StateError } from '../rules/stateError.ts'

// The wallet lists' state: types, initial value and schema, apart from their handlers
// (core/reducers/wallets.ts) so that state.ts needs no handler module (no import circle through
// draft.ts).

/** SPEC.md §3 Wallet as the state holds it (the installed flag is derived by the selectors). */
export type WalletInfo = Infer<typeof walletInfo>

/**
 * What the view needs to say why a load failed in SPEC.md §8 terms (rate limited with
 * the wait, server error); the full error stays in the event log.
 */
export type FailureReason = { name: string; code?: number | string; status?: number; retryAfterMs?: number }

/** Why a load failed, for the view (SPEC.md §8: the API's message when it sent one). */
export type Failed = { status: 'failure'; error: StateError; reason?: FailureReason }

/** Recommended or featured wallets: one request each. */
export type WalletGroup = { wallets: WalletInfo[] } & ({ status: 'idle' | 'loading' | 'success' } | Failed)

/**
 * AllWallets, paged by 40: `wallets` holds every page loaded so far; `nextPage` is absent once the
 * last page is in; `page` is the one in flight (loading) or that failed.
 */
export type PagedWallets = { wallets: WalletInfo[]; count: number; nextPage?: number } & ({ status: 'idle' | 'success' } | { status: 'loading'; page: number } | (Failed & { page: number }))

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

const loadStatus = s.enum(['idle', 'loading', 'success', 'failure'])
const failureReason = s.optional(s.object({ name: s.string(), code: s.optional(s.scalar()), status: s.optional(s.number({ integer: true, min: 0 })), retryAfterMs: s.optional(s.number({ min: 0 })) }))

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
