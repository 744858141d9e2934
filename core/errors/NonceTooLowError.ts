import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Node error (SPEC.md §8): the nonce is lower than the current one. Recognised by the node's message.
 *
 * @example
 * if (NonceTooLowError.nodeMessage.test(message)) throw new NonceTooLowError({ code: -32000, details: message })
 */
export class NonceTooLowError extends RpcError {
  static readonly nodeMessage = /nonce too low|transaction already imported|already known/i
  override name = 'NonceTooLowError'
  constructor(parameters: RpcErrorParameters & { code?: number } = {}) {
    super('Nonce too low', { ...parameters, code: parameters.code ?? -32000 })
  }
}

/** A `NonceTooLowError`, narrowed by its `name` (catch it with `err.name === 'NonceTooLowError'`). */
export type NonceTooLowErrorType = NonceTooLowError & { name: 'NonceTooLowError' }
