type Identity = { id: string; name: string; chain: string }

/** SPEC.md §5: an identical wallet or connector (same id, name and chain) is not added twice. */
export function isIdenticalConnector(a: Identity, b: Identity): boolean {
  return a.id === b.id && a.name === b.name && a.chain === b.chain
}

/**
 * One string per identity (id, name, chain), so de-duplication is a Set lookup instead of a scan
 * of every known connector (8,000 connectors in one event took 12.3 s). JSON keeps the
 * three parts apart whatever characters they hold: two keys are equal exactly when
 * `isIdenticalConnector` holds.
 *
 * @example
 * identicalConnectorKey({ id: 'io.metamask', name: 'MetaMask', chain: 'eip155' }) // '["io.metamask","MetaMask","eip155"]'
 */
export function identicalConnectorKey(connector: Identity): string {
  return JSON.stringify([connector.id, connector.name, connector.chain])
}
