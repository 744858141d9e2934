/**
 * SPEC.md §5: excluded wallets match by rdns or by case-insensitive name.
 *
 * @example
 * isExcludedWallet({ name: 'MetaMask' }, ['metamask']) // true
 */
export function isExcludedWallet(wallet: { name: string; rdns?: string | undefined }, excluded: readonly string[]): boolean {
  const name = wallet.name.toLowerCase()
  return excluded.some((e) => (wallet.rdns !== undefined && e === wallet.rdns) || e.toLowerCase() === name)
}
