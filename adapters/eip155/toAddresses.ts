import type { Address } from 'viem'
import { keccak256 } from './keccak256.ts'

/**
 * The accounts a wallet reported, as checksummed addresses; entries that are not addresses are
 * dropped (a wallet answering junk must not put junk into events).
 *
 * @example
 * toAddresses(['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266']) // ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']
 */
export function toAddresses(value: unknown): Address[] {
  if (!Array.isArray(value)) return []
  const out: Address[] = []
  for (const entry of value) {
    if (typeof entry !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(entry)) continue
    out.push(checksumAddress(entry))
  }
  return out
}

/**
 * EIP-55: a hex letter is upper case where the Keccak-256 of the lower-case address text has a
 * nibble of 8 or more (viem's `getAddress` for a 40-hex-digit input).
 *
 * @example
 * checksumAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function checksumAddress(address: string): Address {
  const lower = address.slice(2).toLowerCase()
  const hash = keccak256(new TextEncoder().encode(lower))
  let out = '0x'
  for (let i = 0; i < 40; i++) out += Number.parseInt(hash[i + 2]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i]!
  return out as Address
}
