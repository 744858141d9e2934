/**
 * SPEC.md §5: wallet lists drop duplicates by rdns, by explorer id, and by name when there is no
 * rdns. The first occurrence wins (lists arrive ordered by popularity).
 *
 * @example
 * dedupeWallets([{ id: 'a', name: 'Zengo' }, { id: 'b', name: 'Zengo' }]) // [{ id: 'a', name: 'Zengo' }]
 */
export function dedupeWallets<W extends { id: string; name: string; rdns?: string | undefined }>(wallets: readonly W[]): W[] {
  const ids = new Set<string>()
  const rdnses = new Set<string>()
  const names = new Set<string>()
  const out: W[] = []
  for (const wallet of wallets) {
    if (ids.has(wallet.id)) continue
    if (wallet.rdns ? rdnses.has(wallet.rdns) : names.has(wallet.name)) continue
    ids.add(wallet.id)
    if (wallet.rdns) rdnses.add(wallet.rdns)
    else names.add(wallet.name)
    out.push(wallet)
  }
  return out
}
