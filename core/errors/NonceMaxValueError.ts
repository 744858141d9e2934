import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Node error (SPEC.md §8): the nonce is at its maximum value. Recognised by the node's message.
 *
 * @example
 * if (NonceMaxValueError.nodeMessage.test(message)) throw new NonceMaxValueError({ code: -32000, details: message })
 */
export class NonceMaxValueError extends RpcError {
  static readonly nodeMessage = /nonce has max value/i
  override name = 'NonceMaxValueError'
  constructor(parameters: RpcErrorParameters & { code?: number } = {}) {
    super('Nonce has max value', { ...parameters, code: parameters.code ?? -32000 })
  }
}

/** A `NonceMaxValueError`, narrowed by its `name` (catch it with `err.name === 'NonceMaxValueError'`). */
export type NonceMaxValueErrorType = NonceMaxValueError & { name: 'NonceMaxValueError' }
