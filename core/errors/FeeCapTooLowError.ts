import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Node error (SPEC.md §8): the max fee per gas is below the block base fee. Recognised by the node's message.
 *
 * @example
 * if (FeeCapTooLowError.nodeMessage.test(message)) throw new FeeCapTooLowError({ code: -32000, details: message })
 */
export class FeeCapTooLowError extends RpcError {
  static readonly nodeMessage = /max fee per gas less than block base fee|fee cap less than block base fee|transaction is outdated/i
  override name = 'FeeCapTooLowError'
  constructor(parameters: RpcErrorParameters & { code?: number } = {}) {
    super('Fee cap too low', { ...parameters, code: parameters.code ?? -32000 })
  }
}

/** A `FeeCapTooLowError`, narrowed by its `name` (catch it with `err.name === 'FeeCapTooLowError'`). */
export type FeeCapTooLowErrorType = FeeCapTooLowError & { name: 'FeeCapTooLowError' }
