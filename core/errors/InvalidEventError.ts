import { LatchError } from './LatchError.ts'

/** A host dispatched something that is not a well-formed Latch event. */
export type InvalidEventErrorType = InvalidEventError & { name: 'InvalidEventError' }
export class InvalidEventError extends LatchError {
  override name = 'InvalidEventError'
  constructor(reason: string) {
    super('Invalid event', { details: reason })
  }
}
