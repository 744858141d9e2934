import type { PayFailure } from '../events/pay.ts'
import { LatchError } from './LatchError.ts'

/** The message of each way a payment ends unpaid (SPEC.md §6 `pay`, worded like §8's). */
export const PAY_FAILURE_MESSAGES: Readonly<Record<PayFailure, string>> = {
  cancelled: 'Payment cancelled',
  timeout: 'Payment timed out',
  insufficientBalance: 'Insufficient balance',
  networkNotSupported: 'Network not supported',
  notEnabled: 'Payments are not enabled',
  failed: 'Payment failed',
}

/**
 * `modal.pay` ended without paying (SPEC.md §6 `pay`): `reason` says why — the user cancelled, the
 * payment was not confirmed in time, the balance was too low, the asset's network is not one the
 * modal has, the `pay` flag is off, or the wallet or exchange failed.
 *
 * @example
 * modal.pay({ recipient, asset, amount }).catch((e) => e instanceof PayError && e.reason === 'cancelled')
 */
export class PayError extends LatchError {
  override name = 'PayError'
  readonly reason: PayFailure
  constructor(reason: PayFailure, options: { details?: string } = {}) {
    super(PAY_FAILURE_MESSAGES[reason], { ...(options.details !== undefined ? { details: options.details } : {}), code: reason })
    this.reason = reason
  }
}
