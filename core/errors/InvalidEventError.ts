import { LatchError } from './LatchError.ts'

/** A host dispatched something that is not a well-formed Latch event. */
export class InvalidEventError extends LatchError {
  override name = 'InvalidEventError'
  constructor(reason: string) {
    super('Invalid event', { details: reason })
  }
}

/** An `InvalidEventError`, narrowed by its `name` (catch it with `err.name === 'InvalidEventError'`). */
export type InvalidEventErrorType = InvalidEventError & { name: 'InvalidEventError' }
