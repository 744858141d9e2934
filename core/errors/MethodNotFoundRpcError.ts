import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Provider code -32601 (SPEC.md §8): the method does not exist or is not available.
 *
 * @example
 * throw new MethodNotFoundRpcError({ details: 'reported by the wallet' })
 */
export type MethodNotFoundRpcErrorType = MethodNotFoundRpcError & { name: 'MethodNotFoundRpcError' }
export class MethodNotFoundRpcError extends RpcError {
  static readonly code = -32601
  override name = 'MethodNotFoundRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('Method not found', { ...parameters, code: -32601 })
  }
}
