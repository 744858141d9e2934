/** Reverse-DNS shape of an EIP-6963 `rdns` (`io.metamask`, `dev.latch.wallet`). */
const RDNS = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i

/**
 * One wallet is one connector id on every namespace. The id is the wallet's rdns when it
 * has one (EIP-6963 announces it; a Wallet Standard wallet gets its EIP-6963 twin's), else a
 * stable slug of its name (`Solflare` → `solflare`) — never the display name itself.
 *
 * @example
 * walletConnectorId({ name: 'Latch Dev Wallet', rdns: 'dev.latch.wallet' }) // 'dev.latch.wallet'
 * walletConnectorId({ name: 'Solflare' }) // 'solflare'
 */
export function walletConnectorId(wallet: { name: string; rdns?: string | undefined }): string {
  if (wallet.rdns && RDNS.test(wallet.rdns)) return wallet.rdns
  const slug = wallet.name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || 'wallet'
}

/**
 * Whether `rdns` is shaped like a reverse-DNS id.
 *
 * @example
 * isRdns('io.metamask') // true
 */
export function isRdns(rdns: unknown): rdns is string {
  return typeof rdns === 'string' && RDNS.test(rdns)
}
