import { LatchError, type LatchErrorParameters } from './LatchError.ts'

/** SPEC.md §8 connection errors, with their exact user-facing texts. */
export const CONNECTION_ERROR_MESSAGES = [
  'Modal closed',
  'Popup closed',
  'Failed to connect',
  'Failed to initiate social connection',
  'Failed to connect to farcaster',
  'Connection rejected',
  'Failed to disconnect',
  'Invalid connection status',
  'Network not found',
  'Address or auth connector not found',
  'No auth connector found',
  'Not connected to email or social',
] as const
export type ConnectionErrorMessage = (typeof CONNECTION_ERROR_MESSAGES)[number]

/** A connect or disconnect failed with one of SPEC.md §8's connection messages (`shortMessage`). */
export class ConnectionError extends LatchError {
  override name = 'ConnectionError'
  constructor(shortMessage: ConnectionErrorMessage, parameters: LatchErrorParameters = {}) {
    super(shortMessage, parameters)
  }
}

/** A `ConnectionError`, narrowed by its `name` (catch it with `err.name === 'ConnectionError'`). */
export type ConnectionErrorType = ConnectionError & { name: 'ConnectionError' }
