import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Provider code -32002 (SPEC.md §8): the requested resource is not available.
 *
 * @example
 * throw new ResourceUnavailableRpcError({ details: 'reported by the wallet' })
 */
export class ResourceUnavailableRpcError extends RpcError {
  static readonly code = -32002
  override name = 'ResourceUnavailableRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('Resource unavailable', { ...parameters, code: -32002 })
  }
}

/** A `ResourceUnavailableRpcError`, narrowed by its `name` (catch it with `err.name === 'ResourceUnavailableRpcError'`). */
export type ResourceUnavailableRpcErrorType = ResourceUnavailableRpcError & { name: 'ResourceUnavailableRpcError' }
