import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Provider code -32700 (SPEC.md §8): the server could not parse the JSON request.
 *
 * @example
 * throw new ParseRpcError({ details: 'reported by the wallet' })
 */
export class ParseRpcError extends RpcError {
  static readonly code = -32700
  override name = 'ParseRpcError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('Parse error', { ...parameters, code: -32700 })
  }
}

/** A `ParseRpcError`, narrowed by its `name` (catch it with `err.name === 'ParseRpcError'`). */
export type ParseRpcErrorType = ParseRpcError & { name: 'ParseRpcError' }
