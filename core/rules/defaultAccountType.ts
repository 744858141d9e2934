import type { AccountType, ChainNamespace } from '../types.ts'

/** SPEC.md §6 default account type per chain: eip155 smartAccount, solana and polkadot eoa, bip122 payment. */
export function defaultAccountType(namespace: ChainNamespace): AccountType {
  switch (namespace) {
    case 'eip155':
      return 'smartAccount'
    case 'solana':
    case 'polkadot':
      return 'eoa'
    case 'bip122':
      return 'payment'
  }
}
