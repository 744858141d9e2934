import { base58Decode } from './base58.ts'

const BASE58_32_TO_44 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * SPEC.md §5 Solana address: base58, 32 to 44 characters — and, since a key is what a transfer
 * needs, 32 bytes once decoded.
 *
 * @example
 * isSolanaAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM') // true
 * isSolanaAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // false
 */
export function isSolanaAddress(value: string): boolean {
  if (!BASE58_32_TO_44.test(value)) return false
  return base58Decode(value)?.length === 32
}
