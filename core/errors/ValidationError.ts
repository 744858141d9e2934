import { LatchError, type LatchErrorParameters } from './LatchError.ts'

/** Input that breaks a rule of SPEC.md §5 (addresses, CAIP ids, names, send form). */
export class ValidationError extends LatchError {
  override name = 'ValidationError'
  constructor(shortMessage: string, parameters: LatchErrorParameters = {}) {
    super(shortMessage, parameters)
  }
}

/** A `ValidationError`, narrowed by its `name` (catch it with `err.name === 'ValidationError'`). */
export type ValidationErrorType = ValidationError & { name: 'ValidationError' }
