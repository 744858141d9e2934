import { LatchError, type LatchErrorParameters } from './LatchError.ts'

/** SPEC.md §8 sign-in errors, with their exact texts. */
export const SIWX_ERROR_MESSAGES = ['A problem occurred while trying initialize authentication', 'Error signing message'] as const
export type SIWXErrorMessage = (typeof SIWX_ERROR_MESSAGES)[number]

/** A `SIWXError`, narrowed by its `name` (catch it with `err.name === 'SIWXError'`). */
export type SIWXErrorType = SIWXError & { name: 'SIWXError' }
/** Sign in with a wallet failed: it could not start, or the signature was not had or not valid. */
export class SIWXError extends LatchError {
  override name = 'SIWXError'
  constructor(shortMessage: SIWXErrorMessage, parameters: LatchErrorParameters = {}) {
    super(shortMessage, parameters)
  }
}
