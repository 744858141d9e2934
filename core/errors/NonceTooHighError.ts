import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Node error (SPEC.md §8): the nonce is higher than the next one. Recognised by the node's message.
 *
 * @example
 * if (NonceTooHighError.nodeMessage.test(message)) throw new NonceTooHighError({ code: -32000, details: message })
 */
export class NonceTooHighError extends RpcError {
  static readonly nodeMessage = /nonce too high/i
  override name = 'NonceTooHighError'
  constructor(parameters: RpcErrorParameters & { code?: number } = {}) {
    super('Nonce too high', { ...parameters, code: parameters.code ?? -32000 })
  }
}

/** A `NonceTooHighError`, narrowed by its `name` (catch it with `err.name === 'NonceTooHighError'`). */
export type NonceTooHighErrorType = NonceTooHighError & { name: 'NonceTooHighError' }
