import { isSafeLinkUrl } from './isSafeLinkUrl.ts'
import type { CaipNetwork } from '../types.ts'

/**
 * The explorer page of a transaction: the network's default `blockExplorers` URL (viem's shape)
 * plus `/tx/{hash}`; none when the network names no explorer or its URL is not http(s).
 *
 * @example
 * transactionUrl({ ...mainnet, blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } } }, '0xab')
 * // 'https://etherscan.io/tx/0xab'
 */
export function transactionUrl(network: Pick<CaipNetwork, 'blockExplorers'>, hash: string): string | undefined {
  const base = network.blockExplorers?.default.url
  if (!base || !isSafeLinkUrl(base)) return undefined
  return `${base.replace(/\/+$/, '')}/tx/${encodeURIComponent(hash)}`
}
