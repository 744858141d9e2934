import { getAddress, type Address } from 'viem'

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
    out.push(getAddress(entry))
  }
  return out
}
