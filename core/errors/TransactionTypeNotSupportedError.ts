import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Node error (SPEC.md §8): the chain does not support the transaction type. Recognised by the node's message.
 *
 * @example
 * if (TransactionTypeNotSupportedError.nodeMessage.test(message)) throw new TransactionTypeNotSupportedError({ code: -32000, details: message })
 */
export class TransactionTypeNotSupportedError extends RpcError {
  static readonly nodeMessage = /transaction type not valid|transaction type not supported/i
  override name = 'TransactionTypeNotSupportedError'
  constructor(parameters: RpcErrorParameters & { code?: number } = {}) {
    super('Transaction type not supported', { ...parameters, code: parameters.code ?? -32000 })
  }
}

/** A `TransactionTypeNotSupportedError`, narrowed by its `name` (catch it with `err.name === 'TransactionTypeNotSupportedError'`). */
export type TransactionTypeNotSupportedErrorType = TransactionTypeNotSupportedError & { name: 'TransactionTypeNotSupportedError' }
