import { LatchError } from './LatchError.ts'

/** What users read for a blocked RPC method (SPEC.md §8). */
export const RPC_NOT_ALLOWED_DISPLAY_MESSAGE = 'Action not allowed'

/**
 * An RPC method outside the safe and approval lists of SPEC.md §6 was requested. The error says
 * 'Requested RPC call is not allowed'; users are shown 'Action not allowed' (`displayMessage`).
 *
 * @example
 * throw new RpcNotAllowedError('eth_sign')
 */
export class RpcNotAllowedError extends LatchError {
  override name = 'RpcNotAllowedError'
  readonly method: string
  readonly displayMessage = RPC_NOT_ALLOWED_DISPLAY_MESSAGE
  constructor(method: string) {
    // 4200 (EIP-1193 unsupported method), so an app's viem maps it to its own error class.
    super('Requested RPC call is not allowed', { details: `method ${method.slice(0, 100)} is not on the allowlist`, code: 4200 })
    this.method = method
  }
}

/** A `RpcNotAllowedError`, narrowed by its `name` (catch it with `err.name === 'RpcNotAllowedError'`). */
export type RpcNotAllowedErrorType = RpcNotAllowedError & { name: 'RpcNotAllowedError' }
