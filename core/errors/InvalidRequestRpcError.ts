import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Provider code -32600 (SPEC.md §8): the JSON is not a valid request object.
 *
 * @example
 * throw new InvalidRequestRpcError({ details: 'reported by the wallet' })
 */
export class InvalidRequestRpcError extends RpcError {
  static readonly code = -32600
  override name = 'InvalidRequestRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('Invalid request', { ...parameters, code: -32600 })
  }
}

/** An `InvalidRequestRpcError`, narrowed by its `name` (catch it with `err.name === 'InvalidRequestRpcError'`). */
export type InvalidRequestRpcErrorType = InvalidRequestRpcError & { name: 'InvalidRequestRpcError' }
