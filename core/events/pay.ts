import { stateErrorSchema } from '../rules/stateError.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/** Why a payment ended without paying (SPEC.md §6 `pay`), as a code the renderer words. */
export const PAY_FAILURES = ['cancelled', 'timeout', 'insufficientBalance', 'networkNotSupported', 'notEnabled', 'failed'] as const
/** Why a payment ended without paying. */
export type PayFailure = (typeof PAY_FAILURES)[number]
/** Where the money comes from: the connected wallet, or an exchange account (SPEC.md §6 `pay`). */
export const PAY_SOURCES = ['wallet', 'exchange'] as const

/** What a payment asks for: CAIP-19 asset, token units (decimal string), recipient address. */
export const payRequest = {
  requestId: s.string({ maxLength: 64 }),
  recipient: s.string({ maxLength: 128 }),
  asset: s.string({ maxLength: 200 }),
  amount: s.string({ maxLength: 80 }),
  /** How long the whole payment may take before it rejects as timed out (default PAY_TIMEOUT_MS). */
  timeoutMs: s.number({ integer: true, min: 1 }),
}

/** `modal.pay(...)` (API.md): the Pay view opens with the request. */
export const requested = defineEvent('pay/requested', payRequest)
/** The user picked where to pay from. */
export const sourceChosen = defineEvent('pay/sourceChosen', { requestId: s.string({ maxLength: 64 }), source: s.enum(PAY_SOURCES) })
/** The user left Pay (its Cancel, or closing the modal while it is not yet sent). */
export const cancelRequested = defineEvent('pay/cancelRequested', { requestId: s.string({ maxLength: 64 }) })
/** "Connect first if needed": the wallet the Pay view asked for connected; the send goes on. */
export const walletConnected = defineEvent('pay/walletConnected', { requestId: s.string({ maxLength: 64 }) })
/** The wallet sent the payment; its receipt is polled. */
export const sent = defineEvent('pay/sent', { requestId: s.string({ maxLength: 64 }), hash: s.string({ format: 'transactionId' }) })
/** The exchange took the payment: its page is where the visitor logs in and confirms; its status is polled. */
export const exchangeOpened = defineEvent('pay/exchangeOpened', {
  requestId: s.string({ maxLength: 64 }),
  paymentId: s.string({ maxLength: 100 }),
  url: s.string({ maxLength: 2048 }),
})
/** The payment is on chain, confirmed. */
export const confirmed = defineEvent('pay/confirmed', { requestId: s.string({ maxLength: 64 }), hash: s.string({ format: 'transactionId' }) })
/** The payment ended without paying. */
export const failed = defineEvent('pay/failed', { requestId: s.string({ maxLength: 64 }), reason: s.enum(PAY_FAILURES), error: s.optional(stateErrorSchema) })
/** A payment pending when the page was left, read back from storage at start: polled again. */
export const restored = defineEvent('pay/restored', {
  ...payRequest,
  startedAt: s.number({ min: 0 }),
  source: s.enum(PAY_SOURCES),
  hash: s.optional(s.string({ format: 'transactionId' })),
  paymentId: s.optional(s.string({ maxLength: 100 })),
  url: s.optional(s.string({ maxLength: 2048 })),
})
