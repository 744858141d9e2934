import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Provider code 4900 (SPEC.md §8): the provider is disconnected from all chains.
 *
 * @example
 * throw new ProviderDisconnectedError({ details: 'reported by the wallet' })
 */
export class ProviderDisconnectedError extends RpcError {
  static readonly code = 4900
  override name = 'ProviderDisconnectedError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('Provider disconnected', { ...parameters, code: 4900 })
  }
}

/** A `ProviderDisconnectedError`, narrowed by its `name` (catch it with `err.name === 'ProviderDisconnectedError'`). */
export type ProviderDisconnectedErrorType = ProviderDisconnectedError & { name: 'ProviderDisconnectedError' }
