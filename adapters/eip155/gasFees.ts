import type { Eip1193Request } from './Eip1193Provider.ts'
import { providerRequest } from './providerRequest.ts'

/** Gas of a plain native transfer to an account (the protocol's intrinsic gas). */
export const NATIVE_TRANSFER_GAS = 21_000n

/**
 * The most a wallet pays per gas today: the larger of `eth_gasPrice` and the EIP-1559 cap
 * wallets set (twice the latest base fee plus the tip), so a Max leaves enough.
 *
 * @example
 * NATIVE_TRANSFER_GAS * (await maxFeePerGas(reader)) // wei a native transfer may cost
 */
export async function maxFeePerGas(reader: { request: Eip1193Request }): Promise<bigint> {
  const [gasPrice, block, tip] = await Promise.all([
    providerRequest(reader, { method: 'eth_gasPrice' }),
    providerRequest(reader, { method: 'eth_getBlockByNumber', params: ['latest', false] }),
    // Pre-London chains and some nodes lack it: no tip then.
    providerRequest(reader, { method: 'eth_maxPriorityFeePerGas' }).catch(() => '0x0'),
  ])
  const baseFee = (block as { baseFeePerGas?: string } | null)?.baseFeePerGas
  const cap = baseFee ? 2n * BigInt(baseFee) + BigInt(tip as string) : 0n
  const price = BigInt(gasPrice as string)
  return price > cap ? price : cap
}
