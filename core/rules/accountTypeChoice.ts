import type { AccountType } from '../types.ts'

type AccountLike = { address?: string | undefined; caipAddress?: string | undefined; user?: { accounts: readonly { address: string; type: AccountType }[] } | undefined } | undefined

/** The type of the account's current address among the wallet's accounts (SPEC.md §3 `user`); a wallet that names none gave an EOA. */
export function currentAccountType(account: AccountLike): AccountType {
  const address = account?.address?.toLowerCase()
  return account?.user?.accounts.find((a) => a.address.toLowerCase() === address)?.type ?? 'eoa'
}

/**
 * SPEC.md §4, §6: the account type the user may switch to — smartAccount only from an
 * eoa, and only where the network supports smart accounts (the wallet offers a smart account
 * there); eoa back from a smartAccount when the wallet offers one. `undefined`: no control (an
 * injected EOA wallet offers no other type). `smartAccountNetworks`: where the wallet said it has
 * smart accounts (the embedded wallet, SPEC.md §3); a network outside them offers none.
 *
 * @example
 * accountTypeSwitchTarget({ address: '0xa', user: { accounts: [{ address: '0xa', type: 'eoa' }, { address: '0xb', type: 'smartAccount' }] } }) // 'smartAccount'
 */
export function accountTypeSwitchTarget(account: AccountLike, smartAccountNetworks?: readonly string[]): 'eoa' | 'smartAccount' | undefined {
  const current = currentAccountType(account)
  const target = current === 'eoa' ? 'smartAccount' : current === 'smartAccount' ? 'eoa' : undefined
  if (!target) return undefined
  // SPEC.md §3/§4: the embedded wallet names the networks with smart accounts; elsewhere none is offered.
  if (target === 'smartAccount' && smartAccountNetworks && !smartAccountNetworks.includes(networkOf(account))) return undefined
  return account?.user?.accounts.some((a) => a.type === target) ? target : undefined
}

/** `eip155:1` of `eip155:1:0xabc`. */
const networkOf = (account: AccountLike): string => (account?.caipAddress ?? '').split(':').slice(0, 2).join(':')

/** The wallet's account of `type`, if it offers one. */
export function accountOfType(account: AccountLike, type: AccountType): string | undefined {
  return account?.user?.accounts.find((a) => a.type === type)?.address
}
