import type { AccountType } from '../types.ts'

type AccountLike = { address?: string | undefined; user?: { accounts: readonly { address: string; type: AccountType }[] } | undefined } | undefined

/** The type of the account's current address among the wallet's accounts (SPEC.md §3 `user`); a wallet that names none gave an EOA. */
export function currentAccountType(account: AccountLike): AccountType {
  const address = account?.address?.toLowerCase()
  return account?.user?.accounts.find((a) => a.address.toLowerCase() === address)?.type ?? 'eoa'
}

/**
 * SPEC.md §4, §6 (issue 15): the account type the user may switch to — smartAccount only from an
 * eoa, and only where the network supports smart accounts (the wallet offers a smart account
 * there); eoa back from a smartAccount when the wallet offers one. `undefined`: no control (an
 * injected EOA wallet offers no other type).
 *
 * @example
 * accountTypeSwitchTarget({ address: '0xa', user: { accounts: [{ address: '0xa', type: 'eoa' }, { address: '0xb', type: 'smartAccount' }] } }) // 'smartAccount'
 */
export function accountTypeSwitchTarget(account: AccountLike): 'eoa' | 'smartAccount' | undefined {
  const current = currentAccountType(account)
  const target = current === 'eoa' ? 'smartAccount' : current === 'smartAccount' ? 'eoa' : undefined
  if (!target) return undefined
  return account?.user?.accounts.some((a) => a.type === target) ? target : undefined
}

/** The wallet's account of `type`, if it offers one. */
export function accountOfType(account: AccountLike, type: AccountType): string | undefined {
  return account?.user?.accounts.find((a) => a.type === type)?.address
}
