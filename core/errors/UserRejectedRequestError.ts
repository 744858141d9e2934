import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Provider code 4001 (SPEC.md §8): the user rejected the request in the wallet.
 *
 * @example
 * throw new UserRejectedRequestError({ details: 'reported by the wallet' })
 */
export class UserRejectedRequestError extends RpcError {
  static readonly code = 4001
  override name = 'UserRejectedRequestError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('User rejected the request', { ...parameters, code: 4001 })
  }
}

/** An `UserRejectedRequestError`, narrowed by its `name` (catch it with `err.name === 'UserRejectedRequestError'`). */
export type UserRejectedRequestErrorType = UserRejectedRequestError & { name: 'UserRejectedRequestError' }
