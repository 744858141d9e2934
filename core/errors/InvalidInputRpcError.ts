import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Provider code -32000 (SPEC.md §8): missing or invalid parameters.
 *
 * @example
 * throw new InvalidInputRpcError({ details: 'reported by the wallet' })
 */
export class InvalidInputRpcError extends RpcError {
  static readonly code = -32000
  override name = 'InvalidInputRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('Invalid input', { ...parameters, code: -32000 })
  }
}

/** An `InvalidInputRpcError`, narrowed by its `name` (catch it with `err.name === 'InvalidInputRpcError'`). */
export type InvalidInputRpcErrorType = InvalidInputRpcError & { name: 'InvalidInputRpcError' }
