import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Provider code 4100 (SPEC.md §8): the method or account is not authorized by the user.
 *
 * @example
 * throw new UnauthorizedProviderError({ details: 'reported by the wallet' })
 */
export class UnauthorizedProviderError extends RpcError {
  static readonly code = 4100
  override name = 'UnauthorizedProviderError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('Not authorized', { ...parameters, code: 4100 })
  }
}

/** An `UnauthorizedProviderError`, narrowed by its `name` (catch it with `err.name === 'UnauthorizedProviderError'`). */
export type UnauthorizedProviderErrorType = UnauthorizedProviderError & { name: 'UnauthorizedProviderError' }
