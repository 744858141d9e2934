/**
 * EIP-1193 request arguments.
 *
 * @example
 * const args: Eip1193RequestArguments = { method: 'eth_chainId' }
 */
export type Eip1193RequestArguments = { readonly method: string; readonly params?: readonly unknown[] | object }

/**
 * The `request` function of an EIP-1193 provider (also fits viem's `custom({ request })`).
 *
 * @example
 * const request: Eip1193Request = (args) => window.ethereum.request(args)
 */
export type Eip1193Request = (args: Eip1193RequestArguments) => Promise<unknown>

/**
 * A provider callback (`accountsChanged`, `chainChanged`, `disconnect`, …).
 *
 * @example
 * const onChain: Eip1193Listener = (chainId: string) => console.log(chainId)
 */
export type Eip1193Listener = (...args: never[]) => void

/**
 * An EIP-1193 provider as wallets inject or announce it: `request` plus the event methods.
 * `on` / `removeListener` are optional because some wallets omit them.
 *
 * @example
 * const provider: Eip1193Provider = window.ethereum
 * await provider.request({ method: 'eth_chainId' }) // '0x1'
 */
export type Eip1193Provider = {
  request: Eip1193Request
  on?(event: string, listener: Eip1193Listener): unknown
  removeListener?(event: string, listener: Eip1193Listener): unknown
}

/**
 * EIP-6963 provider info (`eip6963:announceProvider` detail.info).
 *
 * @example
 * const info: Eip6963ProviderInfo = { uuid, name: 'Latch Dev Wallet', icon: 'data:image/svg+xml,…', rdns: 'dev.latch.wallet' }
 */
export type Eip6963ProviderInfo = { readonly uuid: string; readonly name: string; readonly icon: string; readonly rdns: string }

/**
 * EIP-6963 announcement detail.
 *
 * @example
 * window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider } satisfies Eip6963ProviderDetail }))
 */
export type Eip6963ProviderDetail = { readonly info: Eip6963ProviderInfo; readonly provider: Eip1193Provider }
