import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Node error (SPEC.md §8): the max fee per gas is above 2^256-1. Recognised by the node's message.
 *
 * @example
 * if (FeeCapTooHighError.nodeMessage.test(message)) throw new FeeCapTooHighError({ code: -32000, details: message })
 */
export class FeeCapTooHighError extends RpcError {
  static readonly nodeMessage = /max fee per gas higher than 2\^256-1|fee cap higher than 2\^256-1/i
  override name = 'FeeCapTooHighError'
  constructor(parameters: RpcErrorParameters & { code?: number } = {}) {
    super('Fee cap too high', { ...parameters, code: parameters.code ?? -32000 })
  }
}

/** A `FeeCapTooHighError`, narrowed by its `name` (catch it with `err.name === 'FeeCapTooHighError'`). */
export type FeeCapTooHighErrorType = FeeCapTooHighError & { name: 'FeeCapTooHighError' }
