import { LatchError } from './LatchError.ts'

/**
 * A request was aborted (the modal was destroyed or the work was cancelled). Never retried.
 *
 * @example
 * throw new RequestAbortedError({ call: 'walletApi.getWallets' })
 */
export class RequestAbortedError extends LatchError {
  override name = 'RequestAbortedError'
  readonly call: string
  constructor(parameters: { call: string; cause?: unknown }) {
    super('Request aborted', { details: `${parameters.call} was aborted`, cause: parameters.cause, code: 'ABORTED' })
    this.call = parameters.call
  }
}

/** A `RequestAbortedError`, narrowed by its `name` (catch it with `err.name === 'RequestAbortedError'`). */
export type RequestAbortedErrorType = RequestAbortedError & { name: 'RequestAbortedError' }
