import type { Hex } from 'viem'
import { INVALID_PARAMS, ProviderRpcError } from './errors.ts'

/** The dev wallet's EVM value formats: chain ids and quantities as EIP-1193 sends them. */

export function hexChain(chainId: number): Hex {
  return `0x${chainId.toString(16)}`
}

/** A chain id as `wallet_switchEthereumChain` sends it: 0x hex, no leading zeros. */
export function parseChainId(value: unknown): number {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value) || /^0x0+[0-9a-fA-F]/.test(value)) {
    throw new ProviderRpcError(INVALID_PARAMS, `Expected a 0x-prefixed hexadecimal chain id without leading zeros, got ${JSON.stringify(value)}`)
  }
  const id = Number.parseInt(value, 16)
  if (!Number.isSafeInteger(id) || id <= 0) throw new ProviderRpcError(INVALID_PARAMS, `Invalid chain id ${value}`)
  return id
}

/** An optional 0x hex quantity of a transaction field. */
export function quantity(value: unknown, name: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) throw new ProviderRpcError(INVALID_PARAMS, `${name} must be a 0x hex quantity`)
  return BigInt(value)
}

/** Wei as ether, for the prompt. */
export function formatEther(wei: bigint): string {
  const whole = wei / 10n ** 18n
  const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}
