/** Account's account-type control (SPEC.md §4 eoa ⇄ smartAccount). */
export type AccountTypeMessages = {
  switchTo: Record<'eoa' | 'smartAccount', string>
  current: Record<'eoa' | 'smartAccount', string>
}

export const defaultAccountTypeMessages: AccountTypeMessages = {
  switchTo: { eoa: 'Switch to your EOA', smartAccount: 'Switch to your smart account' },
  current: { eoa: 'EOA', smartAccount: 'Smart account' },
}
