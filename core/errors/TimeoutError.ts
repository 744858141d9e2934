import { LatchError } from './LatchError.ts'

/**
 * A request got no answer within its time limit (SPEC.md §9: RPC timeout 10 s). Not retried.
 *
 * @example
 * throw new TimeoutError({ call: 'rpc.batch', timeoutMs: 10_000 })
 */
export class TimeoutError extends LatchError {
  override name = 'TimeoutError'
  readonly call: string
  readonly timeoutMs: number
  constructor(parameters: { call: string; timeoutMs: number }) {
    super('The request took too long to respond', {
      details: `${parameters.call} timed out after ${parameters.timeoutMs} ms`,
      code: 'TIMEOUT',
    })
    this.call = parameters.call
    this.timeoutMs = parameters.timeoutMs
  }
}

/** A `TimeoutError`, narrowed by its `name` (catch it with `err.name === 'TimeoutError'`). */
export type TimeoutErrorType = TimeoutError & { name: 'TimeoutError' }
