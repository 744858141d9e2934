/**
 * SPEC.md §5: recent wallets are shown in their own group and left out of every other list
 * (matched by explorer id, or by rdns when both have one).
 *
 * @example
 * excludeRecentWallets([{ id: 'a' }, { id: 'b' }], [{ id: 'a' }]) // [{ id: 'b' }]
 */
export function excludeRecentWallets<W extends { id: string; rdns?: string | undefined }>(wallets: readonly W[], recent: readonly { id: string; rdns?: string | undefined }[]): W[] {
  if (recent.length === 0) return [...wallets]
  const ids = new Set(recent.map((r) => r.id))
  const rdnses = new Set(recent.flatMap((r) => (r.rdns ? [r.rdns] : [])))
  return wallets.filter((w) => !ids.has(w.id) && !(w.rdns && rdnses.has(w.rdns)))
}
