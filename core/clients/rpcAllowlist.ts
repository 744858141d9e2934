import { isReadOnlyRpcMethod, SAFE_RPC_METHODS } from './rpcReadOnly.ts'

// The read-only list and its test live in ./rpcReadOnly.ts: the exported log's traffic redaction
// needs them up front, the rest of this file only the lazily loaded RPC client.
export { SAFE_RPC_METHODS, isReadOnlyRpcMethod } from './rpcReadOnly.ts'

/**
 * Allowed, but not read-only (SPEC.md §6): they relay a transaction the wallet already
 * signed, so they change the chain and their params are a raw transaction (redacted in logs).
 */
export const RELAY_RPC_METHODS = ['eth_sendRawTransaction', 'sendTransaction'] as const

/** SPEC.md §6: methods that need the user's approval. */
export const APPROVAL_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

const ALLOWED: ReadonlySet<string> = new Set<string>([...SAFE_RPC_METHODS, ...RELAY_RPC_METHODS, ...APPROVAL_RPC_METHODS])
const APPROVAL: ReadonlySet<string> = new Set<string>(APPROVAL_RPC_METHODS)

/**
 * Whether an RPC method may be sent at all (SPEC.md §5: only the safe and not-safe lists).
 *
 * @example
 * isAllowedRpcMethod('eth_getBalance') // true
 * isAllowedRpcMethod('eth_sign') // false → 'Requested RPC call is not allowed'
 */
export function isAllowedRpcMethod(method: string): boolean {
  return ALLOWED.has(method)
}

/**
 * Whether an allowed method needs the user's approval (SPEC.md §6).
 *
 * @example
 * needsApproval('personal_sign') // true
 */
export function needsApproval(method: string): boolean {
  return APPROVAL.has(method)
}

/**
 * Safe methods whose answer depends on server-side state a call changes or consumes: filters
 * (created, polled "since the last poll", removed). Two identical calls of these are not one.
 */
const STATEFUL_READS: ReadonlySet<string> = new Set(['eth_newFilter', 'eth_newBlockFilter', 'eth_newPendingTransactionFilter', 'eth_getFilterChanges', 'eth_uninstallFilter'])

/**
 * Whether identical calls of a method in flight may share one request: read-only
 * (SPEC.md §6 safe list) and not a filter call, whose every call counts.
 *
 * @example
 * isShareableRead('eth_getBalance') // true
 * isShareableRead('eth_getFilterChanges') // false
 * isShareableRead('eth_sendRawTransaction') // false
 */
export function isShareableRead(method: string): boolean {
  return isReadOnlyRpcMethod(method) && !STATEFUL_READS.has(method)
}
