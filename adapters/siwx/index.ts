// Chunk grouping: reaches the whole core statically, so bundlers keep one core chunk.
import '../../core/index.ts'
/**
 * `latch/siwx` — sign in with a wallet (SPEC.md §4 SIWX): the default `siwx`
 * implementation (`DefaultSIWX`: a messenger, verifiers and a storage) and a server-backed one
 * (`AuthServiceSIWX`). Nothing here loads with a button-only page: hosts pass an instance to
 * `createModal({ siwx })`; viem loads at the first EVM verification.
 */
export { DefaultSIWX, isExpired, type DefaultSIWXOptions } from './DefaultSIWX.ts'
export { InformalMessenger, randomNonce, type InformalMessengerOptions, type SIWXMessenger } from './InformalMessenger.ts'
export { EIP155Verifier, SolanaVerifier, verifyEd25519, type MessageVerifyingClient, type SIWXVerifier } from './verifiers.ts'
export { LocalStorage, type SIWXStorage } from './storage.ts'
export { formatMessage, toSIWXMessage } from './formatMessage.ts'
export type { SIWXConfig, SIWXMessage, SIWXSession, SIWXTimestamp } from '../../core/siwx/types.ts'
export { AuthServiceSIWX, type AuthServiceSIWXOptions } from './AuthServiceSIWX.ts'
