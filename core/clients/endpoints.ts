/**
 * Hosted service base URLs (SPEC.md §7): the clients' defaults. `createModal` never falls back to
 * them — a service without an endpoint is off there (a page calls only hosts its
 * developer named).
 */
export const DEFAULT_WALLET_API_URL = 'https://api.web3modal.org'
export const DEFAULT_BLOCKCHAIN_API_URL = 'https://rpc.walletconnect.org'
export const DEFAULT_ANALYTICS_URL = 'https://pulse.walletconnect.org'
export const DEFAULT_SECURE_SITE_URL = 'https://secure.walletconnect.org'

/** The base URLs of the four services. */
export type Endpoints = { walletApi: string; blockchainApi: string; analytics: string; secureSite: string }

/**
 * Fills the hosted defaults into partial `endpoints` options and drops trailing slashes.
 *
 * @example
 * resolveEndpoints({ walletApi: 'http://127.0.0.1:4001/' }).walletApi // 'http://127.0.0.1:4001'
 */
export function resolveEndpoints(options: Partial<Endpoints> = {}): Endpoints {
  const trim = (url: string) => url.replace(/\/+$/, '')
  return {
    walletApi: trim(options.walletApi ?? DEFAULT_WALLET_API_URL),
    blockchainApi: trim(options.blockchainApi ?? DEFAULT_BLOCKCHAIN_API_URL),
    analytics: trim(options.analytics ?? DEFAULT_ANALYTICS_URL),
    secureSite: trim(options.secureSite ?? DEFAULT_SECURE_SITE_URL),
  }
}

/**
 * The provider-hosted chain RPC URL for a supported chain (SPEC.md §7 chain RPC: chainId and
 * projectId query parameters).
 *
 * @example
 * providerRpcUrl('eip155:1', 'p1') // 'https://rpc.walletconnect.org/v1/?chainId=eip155%3A1&projectId=p1'
 */
export function providerRpcUrl(caipNetworkId: string, projectId: string, base = DEFAULT_BLOCKCHAIN_API_URL): string {
  const query = new URLSearchParams({ chainId: caipNetworkId, projectId })
  return `${base.replace(/\/+$/, '')}/v1/?${query.toString()}`
}
