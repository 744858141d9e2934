import { sendReceiverOf } from '../rules/sendReceiver.ts'
import { keepForActivity, PENDING_TRANSACTIONS_LIMIT, transactionHash } from '../rules/activity.ts'
import { isDecimal } from '../rules/decimal.ts'
import { tryParseCaipAddress } from '../rules/parseCaipAddress.ts'
import { asDraft, type Handler, type StateDraft } from './draft.ts'
import { keepFrozen, sameItems, writable } from './pathCopy.ts'
import { freezeDeep } from '../rules/freezeDeep.ts'
import { showSnackbar } from './snackbar.ts'
import { SNACKBAR_TEXTS } from '../rules/snackbarTexts.ts'
import type { ActivityState, ModalState, Transaction } from './state.ts'

/** SPEC.md §8 snack text (the catalogue's key; the renderer words it). */
export const FAILED_TO_FETCH_TRANSACTIONS = SNACKBAR_TEXTS.failedToFetchTransactions

/** The active account's CAIP address when it is `caipAddress` (stale answers match none). */
function isActiveAccount(base: ModalState, caipAddress: string): boolean {
  const ns = base.activeNamespace
  return ns !== undefined && base.accounts[ns]?.caipAddress === caipAddress
}

function activityOf(state: StateDraft, base: ModalState): ActivityState {
  if (!state.activity) state.activity = { status: 'idle', transactions: [], pending: [] }
  return (state.activity ?? base.activity) as ActivityState
}

/**
 * A page is asked for. A first page for another account starts a fresh list (loading); a first
 * page of the same account refreshes it in place (after a send); a next page shows more loading.
 */
export const pageRequested: Handler<'activity/pageRequested'> = (state, event, base) => {
  if (!isActiveAccount(base, event.caipAddress)) return
  const activity = activityOf(state, base)
  if (event.cursor !== undefined) {
    if (activity.caipAddress === event.caipAddress && activity.next === event.cursor) activity.status = 'loadingMore'
    return
  }
  if (activity.caipAddress !== event.caipAddress) {
    activity.caipAddress = event.caipAddress
    activity.transactions = []
    delete activity.next
  }
  // A refresh of a list on screen runs in the background (a next page it supersedes is dropped by
  // the epic, so its 'loadingMore' ends here too); an empty list shows loading.
  activity.status = activity.transactions.length > 0 ? 'success' : 'loading'
}

/**
 * SPEC.md §5: only the account's chain, transactions that are all spam NFTs dropped. A next page
 * is appended; a first page is merged in front (a refresh keeps the pages scrolled to). A pending
 * transaction the service now lists is replaced by it (no duplicate when the indexer catches up).
 */
export const pageLoaded: Handler<'activity/pageLoaded'> = (state, event, base) => {
  if (!isActiveAccount(base, event.caipAddress)) return
  const network = tryParseCaipAddress(event.caipAddress)?.caipNetworkId
  const activity = activityOf(state, base)
  if (!network || activity.caipAddress !== event.caipAddress) return
  if (event.cursor !== undefined && activity.next !== event.cursor) return
  const page = keepForActivity(event.transactions, network)
  const known = new Set(activity.transactions.map((tx) => tx.id))
  if (event.cursor !== undefined) {
    // Replaced, not pushed to: the slice is copied one level deep (core/reducers/slices.ts).
    activity.transactions = [...activity.transactions, ...asDraft(page.filter((tx) => !known.has(tx.id)))]
    if (event.next !== undefined) activity.next = event.next
    else delete activity.next
  } else {
    const fresh = new Set(page.map((tx) => tx.id))
    const hadPages = activity.transactions.length > 0
    activity.transactions = asDraft([...page, ...activity.transactions.filter((tx) => !fresh.has(tx.id))] as Transaction[])
    // A refresh keeps the cursor of the pages already scrolled to.
    if (!hadPages) {
      if (event.next !== undefined) activity.next = event.next
      else delete activity.next
    }
  }
  const listed = new Set(event.transactions.map(transactionHash))
  activity.pending = activity.pending.filter((tx) => !listed.has(transactionHash(tx as Transaction)))
  activity.status = 'success'
}

/** SPEC.md §8 snack failedToFetchTransactions: list emptied, cursor cleared. */
export const pageFailed: Handler<'activity/pageFailed'> = (state, event, base) => {
  if (!isActiveAccount(base, event.caipAddress)) return
  const activity = activityOf(state, base)
  if (activity.caipAddress !== event.caipAddress) return
  activity.transactions = []
  delete activity.next
  activity.status = 'failure'
  showSnackbar(state, FAILED_TO_FETCH_TRANSACTIONS, 'error', event.seq, undefined, { code: 'failedToFetchTransactions' })
}

/**
 * The pending entry of a send the wallet accepted, in the service's shape. Built field by field
 * (no spreads of conditional literals): the send's success is the costliest event to replay.
 */
function pendingSend(event: { hash: string; at: number }, caipAddress: string, address: string, send: ModalState['send'], token: NonNullable<ModalState['send']['token']>): Transaction {
  const parsed = tryParseCaipAddress(caipAddress)
  const metadata = { operationType: 'send', hash: event.hash } as Transaction['metadata']
  if (parsed) metadata.chain = parsed.caipNetworkId
  metadata.minedAt = new Date(event.at).toISOString()
  metadata.sentFrom = address
  metadata.sentTo = sendReceiverOf(send) ?? ''
  metadata.status = 'pending'
  const fungible: NonNullable<Transaction['transfers'][number]['fungible_info']> = { name: token.name, symbol: token.symbol }
  if (token.iconUrl) fungible.icon = { url: token.iconUrl }
  return {
    // The service's form: `<hash>:<chain id>`.
    id: `${event.hash}:${parsed?.chainId ?? ''}`,
    metadata,
    transfers: [{ fungible_info: fungible, direction: 'out', quantity: { numeric: isDecimal(send.amount) ? send.amount : '0' } }],
  }
}

/**
 * A transaction sent through Latch shows at once as pending (SPEC.md §9: pending first, at most
 * 99), built from the send the wallet just accepted; the history replaces it once it lists the
 * hash. Activity is on eip155 only (SPEC.md §9). Reads `base`: the send slice resets on this event.
 */
export const sendSucceeded: Handler<'send/succeeded'> = (state, event, base) => {
  if (base.send.requestId !== event.requestId || base.activeNamespace !== 'eip155') return
  const account = base.accounts.eip155
  const token = base.send.token
  if (!account?.address || !account.caipAddress || !token) return
  const pending = pendingSend(event, account.caipAddress, account.address, base.send, token)
  // A path copy (core/reducers/pathCopy.ts): the activity object is new only when its list is.
  const activity = state.activity ?? { status: 'idle', transactions: [], pending: [] }
  // Newest first, the same hash listed once, at most the limit.
  const hash = event.hash.toLowerCase()
  const before = activity.pending as readonly Transaction[]
  // The entry kept as the one listed first when equal to it (a send of the same hash again).
  const fresh: Transaction[] = [keepFrozen(pending, before[0])]
  for (let i = 0; i < before.length && fresh.length < PENDING_TRANSACTIONS_LIMIT; i++) if (transactionHash(before[i]!) !== hash) fresh.push(before[i]!)
  if (sameItems(fresh, before) && state.activity !== undefined) return
  // Frozen here, where only the first entry is new: the rest are the state's, frozen already, and a
  // deep freeze afterwards would visit each of up to 99 entries on every send.
  freezeDeep(fresh[0])
  const next = writable(activity)
  next.pending = asDraft(Object.freeze(fresh) as Transaction[])
  state.activity = next
}
