import type { StampedEvent } from './index.ts'
import { REDACTED } from './redact.ts'

/**
 * Methods whose params are private to the user: messages and typed data to sign, Solana
 * transactions (raw bytes), user operations and permission grants (which carry signatures or
 * session keys). A transaction request (`eth_sendTransaction`, `wallet_sendCalls`) is kept: it is
 * what the app asked, and public on chain once sent. Their answers are private too (signatures,
 * signed transactions) except a sent transaction's id (Solana's signature, a user operation's hash);
 * every other answer is public: a hash, a bundle id or status, capabilities, accounts.
 */
const PRIVATE = /^(personal_sign|eth_signTypedData_v4|solana_sign|eth_sendUserOperation|wallet_grantPermissions)/
const SENT = /AndSend|UserOperation/

/**
 * What an exported log keeps of an app's request (API.md `getProvider`; ARCHITECTURE rule 7): the
 * method and its order always; the params unless private; the answer only when public, never a
 * signature or a signed transaction. Other events pass as they are. The second value says the
 * answer is a public one (its hashes are not secrets).
 *
 * @example
 * redactAppRequest({ type: 'provider/succeeded', method: 'personal_sign', result: '0x…', … })[0].result // '[redacted]'
 */
export function redactAppRequest(event: StampedEvent): [StampedEvent, boolean] {
  if (event.type === 'provider/requested' && event.params !== undefined && PRIVATE.test(event.method)) return [{ ...event, params: REDACTED }, false]
  if (event.type === 'provider/succeeded') return PRIVATE.test(event.method) && !SENT.test(event.method) ? [{ ...event, result: REDACTED }, false] : [event, true]
  return [event, false]
}
