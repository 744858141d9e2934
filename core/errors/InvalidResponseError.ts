import { LatchError } from './LatchError.ts'

/**
 * A service answered with a body that is not what the call expects (malformed JSON or a field
 * of the wrong type). Names the call and the offending field; nothing of the body becomes data.
 *
 * @example
 * throw new InvalidResponseError({ call: 'walletApi.getWallets', field: 'response.count', reason: 'expected finite number' })
 */
export class InvalidResponseError extends LatchError {
  override name = 'InvalidResponseError'
  readonly call: string
  /** Path of the first offending field (`response.data[3].id`), or `body` for malformed JSON. */
  readonly field: string
  constructor(parameters: { call: string; field: string; reason: string; cause?: unknown }) {
    super(`Invalid response from ${parameters.call}: ${parameters.field} ${parameters.reason}`, {
      details: `${parameters.field}: ${parameters.reason}`,
      cause: parameters.cause,
    })
    this.call = parameters.call
    this.field = parameters.field
  }
}

/** An `InvalidResponseError`, narrowed by its `name` (catch it with `err.name === 'InvalidResponseError'`). */
export type InvalidResponseErrorType = InvalidResponseError & { name: 'InvalidResponseError' }
