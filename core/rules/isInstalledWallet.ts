/** The connector types a browser wallet arrives as (legacy `window.ethereum`, EIP-6963, Wallet Standard). */
const BROWSER_CONNECTOR_TYPES: readonly string[] = ['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN']

/**
 * SPEC.md §3 installed flag: a wallet is installed when its rdns equals the `info.rdns` of an
 * announced or injected connector.
 *
 * @example
 * isInstalledWallet({ rdns: 'io.metamask' }, [{ type: 'ANNOUNCED', info: { rdns: 'io.metamask' } }]) // true
 */
export function isInstalledWallet(wallet: { rdns?: string | undefined }, connectors: readonly { type: string; info?: { rdns?: string | undefined } | undefined }[]): boolean {
  if (!wallet.rdns) return false
  return connectors.some((c) => BROWSER_CONNECTOR_TYPES.includes(c.type) && c.info?.rdns === wallet.rdns)
}
