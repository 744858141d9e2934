import { LatchError } from './LatchError.ts'

export type RpcErrorParameters = {
  /** The provider's or node's own message (kept as details). */
  details?: string
  cause?: unknown
  /** The `data` member of the JSON-RPC error object, if any. */
  data?: unknown
  metaMessages?: string[]
}

/**
 * A JSON-RPC or wallet-provider error with its numeric code (SPEC.md §8). Subclasses name each
 * provider code and node error; `toRpcError` maps a raw error object to them in one switch.
 *
 * @example
 * throw new RpcError('Unknown RPC error', { code: -1, details: 'upstream hiccup' })
 */
export class RpcError extends LatchError {
  override name = 'RpcError'
  override code: number
  data: unknown
  constructor(shortMessage: string, parameters: RpcErrorParameters & { code: number }) {
    super(shortMessage, {
      code: parameters.code,
      ...(parameters.details !== undefined ? { details: parameters.details } : {}),
      ...(parameters.cause !== undefined ? { cause: parameters.cause } : {}),
      ...(parameters.metaMessages ? { metaMessages: parameters.metaMessages } : {}),
    })
    this.code = parameters.code
    this.data = parameters.data
  }
}

/** A `RpcError`, narrowed by its `name` (catch it with `err.name === 'RpcError'`). */
export type RpcErrorType = RpcError & { name: 'RpcError' }
