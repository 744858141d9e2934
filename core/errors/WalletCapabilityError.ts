import { RpcError, type RpcErrorParameters } from './RpcError.ts'

/** SPEC.md §8 provider codes 5700…5760: capability and call-bundle errors (EIP-5792). */
export const WALLET_CAPABILITY_MESSAGES = {
  5700: 'Unsupported non-optional capability',
  5710: 'Unsupported chain id',
  5720: 'Duplicate bundle id',
  5730: 'Unknown bundle id',
  5740: 'Bundle too large',
  5750: 'Wallet rejected the upgrade to atomic execution',
  5760: 'Atomicity not supported',
} as const satisfies Record<number, string>

/**
 * True for a code in the capability range 5700…5760.
 *
 * @example
 * isWalletCapabilityCode(5740) // true
 */
export function isWalletCapabilityCode(code: number): boolean {
  return Number.isInteger(code) && code >= 5700 && code <= 5760
}

/**
 * A wallet capability or bundle error (codes 5700…5760).
 *
 * @example
 * throw new WalletCapabilityError(5740, { details: 'too many calls' })
 */
export class WalletCapabilityError extends RpcError {
  override name = 'WalletCapabilityError'
  constructor(code: number, parameters: RpcErrorParameters = {}) {
    const known = (WALLET_CAPABILITY_MESSAGES as Record<number, string>)[code]
    super(known ?? 'Capability or bundle error', { ...parameters, code })
  }
}

/** A `WalletCapabilityError`, narrowed by its `name` (catch it with `err.name === 'WalletCapabilityError'`). */
export type WalletCapabilityErrorType = WalletCapabilityError & { name: 'WalletCapabilityError' }
