import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Provider code -32004 (SPEC.md §8): the method is not implemented.
 *
 * @example
 * throw new MethodNotSupportedRpcError({ details: 'reported by the wallet' })
 */
export class MethodNotSupportedRpcError extends RpcError {
  static readonly code = -32004
  override name = 'MethodNotSupportedRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('Method not supported', { ...parameters, code: -32004 })
  }
}

/** A `MethodNotSupportedRpcError`, narrowed by its `name` (catch it with `err.name === 'MethodNotSupportedRpcError'`). */
export type MethodNotSupportedRpcErrorType = MethodNotSupportedRpcError & { name: 'MethodNotSupportedRpcError' }
