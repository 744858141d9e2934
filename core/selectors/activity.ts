import { keepForActivity, transactionDay } from '../rules/activity.ts'
import { tryParseCaipAddress } from '../rules/parseCaipAddress.ts'
import type { ModalState, Nft, Transaction } from '../reducers/state.ts'

/** What the Activity tab shows for the active account (SPEC.md §9). */
export type ActivityView = {
  /** `unsupported`: the active namespace has no activity (SPEC.md §9: eip155 only). */
  /** `unavailable`: no blockchain service exists (`config.noBlockchainApi`): nothing will load. */
  status: 'unsupported' | 'unavailable' | 'idle' | 'loading' | 'success' | 'failure'
  /** Sent through Latch, not listed by the service yet: shown first, at most 99. */
  pending: readonly Transaction[]
  /** The listed transactions grouped by day, newest day first, in the service's order within it. */
  groups: readonly { day: string; transactions: readonly Transaction[] }[]
  hasMore: boolean
  loadingMore: boolean
}

const EMPTY: readonly Transaction[] = []
const UNAVAILABLE: ActivityView = { status: 'unavailable', pending: EMPTY, groups: [], hasMore: false, loadingMore: false }
// Pure: a module-level side effect would pull this selector into the first chunk of every page.
const cache = /* @__PURE__ */ new WeakMap<object, Map<unknown, ActivityView>>()

/**
 * The Activity list of the active account: its pending transactions on its chain, then the listed
 * ones grouped by day (`dayOf`: the UTC day by default; the renderer passes the local day).
 * Memoised per activity slice, so a view re-renders only when the list changes.
 */
export function selectActivity(state: ModalState, dayOf: (tx: Transaction) => string = transactionDay): ActivityView {
  const ns = state.activeNamespace
  const caipAddress = ns ? state.accounts[ns]?.caipAddress : undefined
  if (ns !== 'eip155' || !caipAddress) return { status: 'unsupported', pending: EMPTY, groups: [], hasMore: false, loadingMore: false }
  const activity = state.activity
  if (state.config.noBlockchainApi) {
    // Sends through Latch still show as pending; no history will ever come.
    const pending = keepForActivity(activity?.pending ?? [], tryParseCaipAddress(caipAddress)?.caipNetworkId ?? '')
    return pending.length === 0 ? UNAVAILABLE : { ...UNAVAILABLE, pending }
  }
  const key = activity ?? state.accounts
  const byDay = cache.get(key) ?? new Map<unknown, ActivityView>()
  const memo = byDay.get(dayOf)
  if (memo && (memo as ActivityView & { for?: string }).for === caipAddress) return memo
  const network = tryParseCaipAddress(caipAddress)?.caipNetworkId ?? ''
  const address = caipAddress.split(':')[2]?.toLowerCase()
  const pending = keepForActivity(activity?.pending ?? [], network).filter((tx) => tx.metadata.sentFrom.toLowerCase() === address)
  const mine = activity?.caipAddress === caipAddress
  const groups: { day: string; transactions: Transaction[] }[] = []
  for (const tx of mine ? activity.transactions : []) {
    const day = dayOf(tx)
    const last = groups[groups.length - 1]
    if (last?.day === day) last.transactions.push(tx)
    else groups.push({ day, transactions: [tx] })
  }
  const status = !mine ? 'idle' : activity.status === 'loadingMore' ? 'success' : activity.status
  const view: ActivityView & { for: string } = {
    status,
    pending,
    groups,
    hasMore: mine && activity.next !== undefined,
    loadingMore: mine && activity.status === 'loadingMore',
    for: caipAddress,
  }
  byDay.set(dayOf, view)
  cache.set(key, byDay)
  return view
}

/** What the NFTs tab shows for the active account. */
export type NftsView = { status: 'unavailable' | 'idle' | 'loading' | 'success' | 'failure'; nfts: readonly Nft[] }

/** The NFTs of the active account (its network, spam dropped by the reducer). */
export function selectNfts(state: ModalState): NftsView {
  const ns = state.activeNamespace
  const caipAddress = ns ? state.accounts[ns]?.caipAddress : undefined
  const nfts = state.nfts
  if (state.config.noBlockchainApi) return UNAVAILABLE_NFTS
  if (!caipAddress || !nfts || nfts.caipAddress !== caipAddress) return IDLE_NFTS
  return nfts
}

const IDLE_NFTS: NftsView = { status: 'idle', nfts: [] }
const UNAVAILABLE_NFTS: NftsView = { status: 'unavailable', nfts: [] }
