import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Provider code -32602 (SPEC.md §8): the method parameters are invalid.
 *
 * @example
 * throw new InvalidParamsRpcError({ details: 'reported by the wallet' })
 */
export class InvalidParamsRpcError extends RpcError {
  static readonly code = -32602
  override name = 'InvalidParamsRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('Invalid params', { ...parameters, code: -32602 })
  }
}

/** An `InvalidParamsRpcError`, narrowed by its `name` (catch it with `err.name === 'InvalidParamsRpcError'`). */
export type InvalidParamsRpcErrorType = InvalidParamsRpcError & { name: 'InvalidParamsRpcError' }
