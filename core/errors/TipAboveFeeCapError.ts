import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Node error (SPEC.md §8): the priority fee is above the max fee. Recognised by the node's message.
 *
 * @example
 * if (TipAboveFeeCapError.nodeMessage.test(message)) throw new TipAboveFeeCapError({ code: -32000, details: message })
 */
export class TipAboveFeeCapError extends RpcError {
  static readonly nodeMessage = /max priority fee per gas higher than max fee per gas|tip higher than fee cap/i
  override name = 'TipAboveFeeCapError'
  constructor(parameters: RpcErrorParameters & { code?: number } = {}) {
    super('Tip above fee cap', { ...parameters, code: parameters.code ?? -32000 })
  }
}

/** A `TipAboveFeeCapError`, narrowed by its `name` (catch it with `err.name === 'TipAboveFeeCapError'`). */
export type TipAboveFeeCapErrorType = TipAboveFeeCapError & { name: 'TipAboveFeeCapError' }
