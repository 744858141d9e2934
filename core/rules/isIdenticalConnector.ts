/** SPEC.md §5: an identical wallet or connector (same id, name and chain) is not added twice. */
export function isIdenticalConnector(
  a: { id: string; name: string; chain: string },
  b: { id: string; name: string; chain: string },
): boolean {
  return a.id === b.id && a.name === b.name && a.chain === b.chain
}
