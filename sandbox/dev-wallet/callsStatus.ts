import type { Hex } from 'viem'

/**
 * EIP-5792 `wallet_getCallsStatus`, as every sandbox wallet answers it (the dev wallet, the
 * WalletConnect test wallet through it, and the secure site's embedded wallet): the status codes,
 * the v2.0.0 answer, and the status of a bundle read from its transactions' receipts.
 */

/** More calls than this in one bundle are refused with 5740 (a wallet's own limit). */
export const MAX_CALLS_PER_BUNDLE = 10

/** EIP-5792 `wallet_getCallsStatus` status codes. */
export const CALLS_STATUS = { pending: 100, confirmed: 200, offchainFailure: 400, reverted: 500, partiallyReverted: 600 } as const

/** A receipt as `wallet_getCallsStatus` lists it (EIP-5792). */
export type CallReceipt = {
  logs: { address: Hex; data: Hex; topics: Hex[] }[]
  status: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
}

/** The `wallet_getCallsStatus` answer, v2.0.0. */
export type CallsStatus = { version: '2.0.0'; id: string; chainId: Hex; status: number; atomic: boolean; receipts: CallReceipt[] }

/** What the status of a bundle needs to know of it. */
export type BundleRecord = {
  id: string
  chainId: number
  /** How many calls the app asked for. */
  calls: number
  /** The transactions sent for it: one per call, or one for an atomic bundle. */
  hashes: readonly Hex[]
  /** Still sending its calls (status 100 meanwhile). */
  sending: boolean
  /** All its calls in one transaction (a smart account's batch). */
  atomic: boolean
}

/**
 * The `wallet_getCallsStatus` answer for `bundle`, given its transactions' receipts (`null` while
 * one is not mined): 100 while sending or unmined, 400 when nothing was sent, then 200, 500 or (one
 * by one, some reverted) 600.
 *
 * @example
 * callsStatusOf(bundle, await Promise.all(bundle.hashes.map(receiptOf)))
 */
export function callsStatusOf(bundle: BundleRecord, found: readonly (CallReceipt | null)[]): CallsStatus {
  const receipts = found.filter((r): r is CallReceipt => r !== null)
  const succeeded = receipts.filter((r) => r.status === '0x1').length
  const all = bundle.atomic ? 1 : bundle.calls
  const status =
    bundle.sending || receipts.length < bundle.hashes.length
      ? CALLS_STATUS.pending
      : bundle.hashes.length === 0
        ? CALLS_STATUS.offchainFailure
        : succeeded === all
          ? CALLS_STATUS.confirmed
          : succeeded === 0
            ? CALLS_STATUS.reverted
            : CALLS_STATUS.partiallyReverted
  return {
    version: '2.0.0',
    id: bundle.id,
    chainId: `0x${bundle.chainId.toString(16)}`,
    status,
    atomic: bundle.atomic,
    receipts: receipts.map((r) => ({
      logs: r.logs.map(({ address, data, topics }) => ({ address, data, topics })),
      status: r.status,
      blockHash: r.blockHash,
      blockNumber: r.blockNumber,
      gasUsed: r.gasUsed,
      transactionHash: r.transactionHash,
    })),
  }
}
