/** SPEC.md §6: read-only RPC methods (balance, block queries, receipts, …). */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  // Solana reads (balances, accounts, blocks, fees, statuses).
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getFeeForMessage',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getSignatureStatuses',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getTransaction',
  'simulateTransaction',
] as const

/**
 * Allowed, but not read-only (SPEC.md §6, issue 10): they relay a transaction the wallet already
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

const SAFE: ReadonlySet<string> = new Set<string>(SAFE_RPC_METHODS)
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
 * Whether a method only reads (SPEC.md §6 "safe"): its params and results may be logged as they are.
 *
 * @example
 * isReadOnlyRpcMethod('eth_getBalance') // true
 * isReadOnlyRpcMethod('eth_sendRawTransaction') // false
 */
export function isReadOnlyRpcMethod(method: string): boolean {
  return SAFE.has(method)
}

/**
 * Safe methods whose answer depends on server-side state a call changes or consumes: filters
 * (created, polled "since the last poll", removed). Two identical calls of these are not one.
 */
const STATEFUL_READS: ReadonlySet<string> = new Set([
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_newPendingTransactionFilter',
  'eth_getFilterChanges',
  'eth_uninstallFilter',
])

/**
 * Whether identical calls of a method in flight may share one request (issue 11): read-only
 * (SPEC.md §6 safe list) and not a filter call, whose every call counts.
 *
 * @example
 * isShareableRead('eth_getBalance') // true
 * isShareableRead('eth_getFilterChanges') // false
 * isShareableRead('eth_sendRawTransaction') // false
 */
export function isShareableRead(method: string): boolean {
  return SAFE.has(method) && !STATEFUL_READS.has(method)
}
