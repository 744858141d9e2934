import type { ChainNamespace } from '../types.ts'

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/
const BASE58_32_TO_44 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * SPEC.md §5 address formats: EVM, 40 hex characters with an optional 0x prefix; Solana, base58
 * of 32 to 44 characters. Other namespaces: not validated here (false).
 *
 * @example
 * isAddress('eip155', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // true
 */
export function isAddress(namespace: ChainNamespace, address: string): boolean {
  switch (namespace) {
    case 'eip155':
      return EVM_ADDRESS.test(address)
    case 'solana':
      return BASE58_32_TO_44.test(address)
    case 'polkadot':
    case 'bip122':
      return false
  }
}
