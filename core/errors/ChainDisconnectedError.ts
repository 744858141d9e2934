import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Provider code 4901 (SPEC.md §8): the provider is not connected to the requested chain.
 *
 * @example
 * throw new ChainDisconnectedError({ details: 'reported by the wallet' })
 */
export class ChainDisconnectedError extends RpcError {
  static readonly code = 4901
  override name = 'ChainDisconnectedError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('Chain disconnected', { ...parameters, code: 4901 })
  }
}

/** A `ChainDisconnectedError`, narrowed by its `name` (catch it with `err.name === 'ChainDisconnectedError'`). */
export type ChainDisconnectedErrorType = ChainDisconnectedError & { name: 'ChainDisconnectedError' }
