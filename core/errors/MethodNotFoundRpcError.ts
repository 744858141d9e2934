import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Provider code -32601 (SPEC.md §8): the method does not exist or is not available.
 *
 * @example
 * throw new MethodNotFoundRpcError({ details: 'reported by the wallet' })
 */
export class MethodNotFoundRpcError extends RpcError {
  static readonly code = -32601
  override name = 'MethodNotFoundRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('Method not found', { ...parameters, code: -32601 })
  }
}

/** A `MethodNotFoundRpcError`, narrowed by its `name` (catch it with `err.name === 'MethodNotFoundRpcError'`). */
export type MethodNotFoundRpcErrorType = MethodNotFoundRpcError & { name: 'MethodNotFoundRpcError' }
