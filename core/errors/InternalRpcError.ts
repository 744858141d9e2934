import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Provider code -32603 (SPEC.md §8): an internal JSON-RPC error.
 *
 * @example
 * throw new InternalRpcError({ details: 'reported by the wallet' })
 */
export class InternalRpcError extends RpcError {
  static readonly code = -32603
  override name = 'InternalRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('Internal error', { ...parameters, code: -32603 })
  }
}

/** An `InternalRpcError`, narrowed by its `name` (catch it with `err.name === 'InternalRpcError'`). */
export type InternalRpcErrorType = InternalRpcError & { name: 'InternalRpcError' }
