import { LatchError } from './LatchError.ts'

/**
 * The embedded wallet's secure-site frame refused a request (SPEC.md §4 frame-error):
 * `code` is the frame's reason ('THROTTLED', 'INVALID_OTP', 'BAD_REQUEST', 'INTERNAL'); a
 * throttled email login says 'Please try again after N seconds' (SPEC.md §8) and carries `retryAfter`.
 *
 * @example
 * throw new FrameRequestError('Please try again after 12 seconds', { code: 'THROTTLED', retryAfter: 12 })
 */
export class FrameRequestError extends LatchError {
  override name = 'FrameRequestError'
  /** Seconds to wait before the next email login (THROTTLED only). */
  readonly retryAfter: number | undefined
  constructor(shortMessage: string, parameters: { code: string; retryAfter?: number; details?: string }) {
    super(shortMessage, { code: parameters.code, ...(parameters.details !== undefined ? { details: parameters.details } : {}) })
    this.retryAfter = parameters.retryAfter
  }
}

/** A `FrameRequestError`, narrowed by its `name` (catch it with `err.name === 'FrameRequestError'`). */
export type FrameRequestErrorType = FrameRequestError & { name: 'FrameRequestError' }
