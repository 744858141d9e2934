import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Node error (SPEC.md §8): the account cannot pay gas * price + value. Recognised by the node's message.
 *
 * @example
 * if (InsufficientFundsError.nodeMessage.test(message)) throw new InsufficientFundsError({ code: -32000, details: message })
 */
export class InsufficientFundsError extends RpcError {
  static readonly nodeMessage = /insufficient funds|exceeds transaction sender account balance/i
  override name = 'InsufficientFundsError'
  constructor(parameters: RpcErrorParameters & { code?: number } = {}) {
    super('Insufficient funds', { ...parameters, code: parameters.code ?? -32000 })
  }
}

/** An `InsufficientFundsError`, narrowed by its `name` (catch it with `err.name === 'InsufficientFundsError'`). */
export type InsufficientFundsErrorType = InsufficientFundsError & { name: 'InsufficientFundsError' }
