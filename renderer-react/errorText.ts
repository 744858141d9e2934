import type { StateError } from '../core/index.ts'
import type { Messages } from './messages.ts'

/**
 * The words a user reads for a failure the state keeps as a code: the catalogue's text
 * for the code; the wallet's or service's own words when it sent some (SPEC.md §8: the API error
 * message is used if present) or Latch has no text for the failure.
 *
 * @example
 * errorText(english, { code: 'userRejected' }) // 'User rejected the request'
 * errorText(english, { code: 'unknown', message: 'Ledger locked' }) // 'Ledger locked'
 */
export function errorText(messages: Messages, error: StateError): string {
  if (error.message !== undefined && error.message !== '') return error.message
  if (error.code === 'errorRegisteringName') return messages.errors.errorRegisteringName(error.name ?? '')
  return messages.errors[error.code]
}
