import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Provider code -32005 (SPEC.md §8): the request exceeds a defined limit.
 *
 * @example
 * throw new LimitExceededRpcError({ details: 'reported by the wallet' })
 */
export class LimitExceededRpcError extends RpcError {
  static readonly code = -32005
  override name = 'LimitExceededRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('Limit exceeded', { ...parameters, code: -32005 })
  }
}

/** A `LimitExceededRpcError`, narrowed by its `name` (catch it with `err.name === 'LimitExceededRpcError'`). */
export type LimitExceededRpcErrorType = LimitExceededRpcError & { name: 'LimitExceededRpcError' }
