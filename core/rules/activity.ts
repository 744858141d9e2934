import type { Transaction } from '../reducers/state.ts'

/** SPEC.md §9: at most 99 pending transactions are shown. */
export const PENDING_TRANSACTIONS_LIMIT = 99

/** SPEC.md §9 positive transfer operations. */
export const POSITIVE_OPERATIONS: readonly string[] = ['receive', 'deposit', 'borrow', 'claim']
/** SPEC.md §9 negative transfer operations. */
export const NEGATIVE_OPERATIONS: readonly string[] = ['withdraw', 'repay', 'burn']

/** How an Activity transfer reads: received (+), sent (-), or neither. */
export type TransferSign = '+' | '-' | ''

/**
 * The sign a transfer's quantity shows (SPEC.md §9): receive, deposit, borrow and claim are
 * positive; withdraw, repay and burn negative. Operations the SPEC does not list (send, trade,
 * mint, …) follow the transfer's own direction: in is positive, out negative, self none.
 *
 * @example
 * transferSign('receive', 'out') // '+'
 * transferSign('trade', 'out') // '-'
 */
export function transferSign(operationType: string, direction: string | undefined): TransferSign {
  if (POSITIVE_OPERATIONS.includes(operationType)) return '+'
  if (NEGATIVE_OPERATIONS.includes(operationType)) return '-'
  if (direction === 'in') return '+'
  if (direction === 'out') return '-'
  return ''
}

/**
 * SPEC.md §5: a transaction whose transfers are all spam NFTs is dropped. A transaction with no
 * transfer at all (an approval) is not "all spam" and stays.
 */
export function isAllSpam(tx: Transaction): boolean {
  return tx.transfers.length > 0 && tx.transfers.every((t) => t.nft_info?.flags?.is_spam === true)
}

/** The transaction hash, lower-cased: `metadata.hash`, else the id's part before `:`. */
export function transactionHash(tx: Transaction): string {
  return (tx.metadata.hash ?? tx.id.split(':')[0] ?? tx.id).toLowerCase()
}

/**
 * SPEC.md §5 filters for the Activity list of `caipNetworkId`: only that chain's transactions,
 * none that is all spam NFTs.
 */
export function keepForActivity(transactions: readonly Transaction[], caipNetworkId: string): Transaction[] {
  return transactions.filter((tx) => tx.metadata.chain === caipNetworkId && !isAllSpam(tx))
}

/** `2026-11-23T19:34:54.000Z` → `2026-11-23` (the UTC day a transaction is grouped under). */
export function transactionDay(tx: Transaction): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(tx.metadata.minedAt)?.[0] ?? ''
}
