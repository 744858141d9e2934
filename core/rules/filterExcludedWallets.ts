import { isExcludedWallet } from './isExcludedWallet.ts'

/**
 * SPEC.md §5: drops the configured excluded wallets — by explorer id (what the service's `exclude`
 * takes), by rdns, or by case-insensitive name (`isExcludedWallet`).
 *
 * @example
 * filterExcludedWallets([{ id: '1', name: 'MetaMask' }, { id: '2', name: 'Rainbow' }], ['metamask']) // [{ id: '2', … }]
 */
export function filterExcludedWallets<W extends { id: string; name: string; rdns?: string | undefined }>(wallets: readonly W[], excluded: readonly string[]): W[] {
  if (excluded.length === 0) return [...wallets]
  return wallets.filter((w) => !excluded.includes(w.id) && !isExcludedWallet(w, excluded))
}
