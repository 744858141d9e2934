import type { StampedEvent } from './index.ts'
import { REDACTED } from './redact.ts'

/**
 * Methods whose params are private to the user: messages and typed data to sign, raw Solana
 * transactions, user operations and permission grants (which carry signatures or session keys).
 * A transaction request (`eth_sendTransaction`, `wallet_sendCalls`) is kept: it is what the app
 * asked, and public on chain once sent.
 */
const PRIVATE_PARAMS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'eth_sendUserOperation',
  'wallet_grantPermissions',
])

/** Methods whose answers are public: hashes, bundle ids and statuses, capabilities, accounts. */
const PUBLIC_RESULTS: ReadonlySet<string> = new Set([
  'eth_sendTransaction',
  'eth_sendUserOperation',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_getCapabilities',
  'wallet_revokePermissions',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_requestAccounts',
  'solana_signAndSendTransaction',
])

/**
 * What an exported log keeps of an app's request (API.md `getProvider`; ARCHITECTURE rule 7): the
 * method and its order always; the params unless private; the answer only when public (a hash, a
 * sent transaction's signature), never a signature or a signed transaction. Other events pass as
 * they are. The second value says the answer is a public one (kept hashes are not secrets).
 *
 * @example
 * redactAppRequest({ type: 'provider/succeeded', method: 'personal_sign', result: '0x…', … })[0].result // '[redacted]'
 */
export function redactAppRequest(event: StampedEvent): [StampedEvent, boolean] {
  if (event.type === 'provider/requested') {
    return [PRIVATE_PARAMS.has(event.method) && event.params !== undefined ? { ...event, params: REDACTED } : event, false]
  }
  if (event.type === 'provider/succeeded') {
    return PUBLIC_RESULTS.has(event.method) ? [event, true] : [{ ...event, result: REDACTED }, false]
  }
  return [event, false]
}
