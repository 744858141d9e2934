/**
 * The English `message` of the snacks Latch itself raises. API.md promises hosts a
 * `snackbar.message: string`, so a snack keeps one; the renderer does not read it for these: it
 * words a snack from its code (`error`, or a `transaction`) through renderer-react/messages.ts
 * (reducers keep codes, text is the renderer's). SPEC.md §8 texts.
 */
export const SNACKBAR_TEXTS = {
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  transactionSent: 'Transaction sent',
  failedToFetchTransactions: 'Failed to fetch transactions',
} as const
