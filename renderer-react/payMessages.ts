import type { PayFailure } from '../core/index.ts'

/** The Pay view's texts (SPEC.md §6 `pay`). */
export type PayMessages = {
  /** "Pay 0.5 ETH". */
  summary: (amount: string, symbol: string) => string
  to: string
  fromWallet: string
  fromExchange: string
  connecting: string
  sending: string
  opening: string
  openExchange: string
  pending: string
  success: string
  cancel: string
  failures: Record<PayFailure, string>
}
