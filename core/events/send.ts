import { errorData } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/** The token a send moves: native when `address` is absent. */
export const sendToken = s.object({
  name: s.string(),
  symbol: s.string(),
  /** CAIP network id. */
  chainId: s.string(),
  address: s.optional(s.string()),
  decimals: s.number({ integer: true, min: 0 }),
  /** Balance in token units, decimal string (for "max" and the preview). */
  balance: s.optional(s.decimal()),
  iconUrl: s.optional(s.string()),
})

/** SPEC.md §3 send state edits. */
export const tokenSelected = defineEvent('send/tokenSelected', { token: sendToken })
export const amountChanged = defineEvent('send/amountChanged', { amount: s.string({ maxLength: 80 }) })
export const receiverChanged = defineEvent('send/receiverChanged', { receiver: s.string({ maxLength: 200 }) })
/** The user asked to review the send; SPEC.md §5 validation decides between SendPreview and an error. */
export const previewRequested = defineEvent('send/previewRequested', {})
/** The user confirmed in SendPreview; the wallet is asked. */
export const submitted = defineEvent('send/submitted', { requestId: s.string() })
/** The wallet sent it: `hash` is the transaction hash (EVM) or signature (Solana), public on chain. */
export const succeeded = defineEvent('send/succeeded', {
  requestId: s.string(),
  hash: s.string({ format: 'transactionId' }),
})
export const failed = defineEvent('send/failed', { requestId: s.string(), error: errorData })
/**
 * Max: the whole balance of a token; of the native coin, the balance less the network fee of the
 * transfer (else the wallet refuses it for lack of funds), which the adapter estimates.
 */
export const maxRequested = defineEvent('send/maxRequested', { requestId: s.string() })
/** The fee of a native transfer, in native units (decimal string), for the Max of `requestId`. */
export const maxFeeEstimated = defineEvent('send/maxFeeEstimated', { requestId: s.string(), fee: s.decimal() })
export const maxFailed = defineEvent('send/maxFailed', { requestId: s.string(), error: errorData })
