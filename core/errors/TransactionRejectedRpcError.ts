import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Provider code -32003 (SPEC.md §8): the transaction creation failed.
 *
 * @example
 * throw new TransactionRejectedRpcError({ details: 'reported by the wallet' })
 */
export class TransactionRejectedRpcError extends RpcError {
  static readonly code = -32003
  override name = 'TransactionRejectedRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('Transaction rejected', { ...parameters, code: -32003 })
  }
}

/** A `TransactionRejectedRpcError`, narrowed by its `name` (catch it with `err.name === 'TransactionRejectedRpcError'`). */
export type TransactionRejectedRpcErrorType = TransactionRejectedRpcError & { name: 'TransactionRejectedRpcError' }
