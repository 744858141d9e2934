import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Provider code 4200 (SPEC.md §8): the provider does not support the method.
 *
 * @example
 * throw new UnsupportedProviderMethodError({ details: 'reported by the wallet' })
 */
export class UnsupportedProviderMethodError extends RpcError {
  static readonly code = 4200
  override name = 'UnsupportedProviderMethodError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('Unsupported method', { ...parameters, code: 4200 })
  }
}

/** An `UnsupportedProviderMethodError`, narrowed by its `name` (catch it with `err.name === 'UnsupportedProviderMethodError'`). */
export type UnsupportedProviderMethodErrorType = UnsupportedProviderMethodError & { name: 'UnsupportedProviderMethodError' }
