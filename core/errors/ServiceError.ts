import { HttpRequestError } from './HttpRequestError.ts'
import { LatchError } from './LatchError.ts'

/** SPEC.md §8 texts the service clients produce (snacks, origin fallbacks, name and swap errors). */
export const SERVICE_ERROR_MESSAGES = [
  'Token Balance Unavailable',
  'Failed to fetch transactions',
  'Network not supported for Swaps',
  'Network not supported for Gas Price',
  'Error resolving name',
  'Error fetching name suggestions',
  'Error fetching names for address',
  'RATE_LIMITED',
  'SERVER_ERROR',
] as const
export type ServiceErrorMessage = (typeof SERVICE_ERROR_MESSAGES)[number] | `Error registering name ${string}`

/**
 * A service call failed in a way SPEC.md §8 names. `kind` is the catalogue text; `shortMessage`
 * is the API's own error message when the failure carried one ("the API error message is used if
 * present"), else the catalogue text.
 *
 * @example
 * throw new ServiceError('Token Balance Unavailable', { cause: httpError })
 */
export class ServiceError extends LatchError {
  override name = 'ServiceError'
  readonly kind: ServiceErrorMessage
  constructor(kind: ServiceErrorMessage, parameters: { cause?: unknown; useApiMessage?: boolean } = {}) {
    const apiMessage = parameters.useApiMessage === false ? undefined : apiMessageOf(parameters.cause)
    super(apiMessage ?? kind, {
      cause: parameters.cause,
      code: kind,
      ...(apiMessage ? { details: kind } : {}),
    })
    this.kind = kind
  }
}

/** A `ServiceError`, narrowed by its `name` (catch it with `err.name === 'ServiceError'`). */
export type ServiceErrorType = ServiceError & { name: 'ServiceError' }

function apiMessageOf(cause: unknown): string | undefined {
  return cause instanceof HttpRequestError ? cause.apiMessage : undefined
}
