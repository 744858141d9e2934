/**
 * EIP-1193 provider errors (SPEC.md §8 wallet-provider codes). Wallet Standard features reject
 * with the same class so both halves of the dev wallet fail alike (4001 on a rejected prompt).
 */

export const USER_REJECTED = 4001
export const UNAUTHORIZED = 4100
export const UNSUPPORTED_METHOD = 4200
export const DISCONNECTED = 4900
export const CHAIN_DISCONNECTED = 4901
export const UNRECOGNIZED_CHAIN = 4902
export const INVALID_PARAMS = -32602
export const INTERNAL_ERROR = -32603
// EIP-5792 capability and bundle errors (SPEC.md §8 codes 5700–5760).
export const UNSUPPORTED_CAPABILITY = 5700
export const UNSUPPORTED_CHAIN = 5710
export const DUPLICATE_BUNDLE = 5720
export const UNKNOWN_BUNDLE = 5730
export const BUNDLE_TOO_LARGE = 5740
export const ATOMICITY_UNSUPPORTED = 5760

const DEFAULT_MESSAGES: Record<number, string> = {
  [USER_REJECTED]: 'User rejected the request.',
  [UNAUTHORIZED]: 'The requested method and/or account has not been authorized by the user.',
  [UNSUPPORTED_METHOD]: 'The Provider does not support the requested method.',
  [DISCONNECTED]: 'The Provider is disconnected from all chains.',
  [CHAIN_DISCONNECTED]: 'The Provider is not connected to the requested chain.',
  [INVALID_PARAMS]: 'Invalid method parameter(s).',
  [INTERNAL_ERROR]: 'Internal JSON-RPC error.',
  [UNSUPPORTED_CAPABILITY]: 'Unsupported non-optional capability.',
  [UNSUPPORTED_CHAIN]: 'Unsupported chain id.',
  [DUPLICATE_BUNDLE]: 'Duplicate ID.',
  [UNKNOWN_BUNDLE]: 'Unknown bundle id.',
  [BUNDLE_TOO_LARGE]: 'Batch too large.',
  [ATOMICITY_UNSUPPORTED]: 'Atomicity not supported.',
}

/** An EIP-1193 `ProviderRpcError`: `code`, `message` and optional `data`. */
export class ProviderRpcError extends Error {
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message?: string, data?: unknown) {
    super(message ?? DEFAULT_MESSAGES[code] ?? 'Unknown error')
    this.name = 'ProviderRpcError'
    this.code = code
    if (data !== undefined) this.data = data
  }

  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined ? { code: this.code, message: this.message } : { code: this.code, message: this.message, data: this.data }
  }
}
