import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Provider code -32001 (SPEC.md §8): the requested resource was not found.
 *
 * @example
 * throw new ResourceNotFoundRpcError({ details: 'reported by the wallet' })
 */
export class ResourceNotFoundRpcError extends RpcError {
  static readonly code = -32001
  override name = 'ResourceNotFoundRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('Resource not found', { ...parameters, code: -32001 })
  }
}

/** A `ResourceNotFoundRpcError`, narrowed by its `name` (catch it with `err.name === 'ResourceNotFoundRpcError'`). */
export type ResourceNotFoundRpcErrorType = ResourceNotFoundRpcError & { name: 'ResourceNotFoundRpcError' }
