import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/**
 * Provider code -32006 (SPEC.md §8): the JSON-RPC version is not supported.
 *
 * @example
 * throw new JsonRpcVersionUnsupportedError({ details: 'reported by the wallet' })
 */
export class JsonRpcVersionUnsupportedError extends RpcError {
  static readonly code = -32006
  override name = 'JsonRpcVersionUnsupportedError'
  constructor(parameters: RpcErrorParameters = {}) {
    super('JSON-RPC version unsupported', { ...parameters, code: -32006 })
  }
}

/** A `JsonRpcVersionUnsupportedError`, narrowed by its `name` (catch it with `err.name === 'JsonRpcVersionUnsupportedError'`). */
export type JsonRpcVersionUnsupportedErrorType = JsonRpcVersionUnsupportedError & { name: 'JsonRpcVersionUnsupportedError' }
