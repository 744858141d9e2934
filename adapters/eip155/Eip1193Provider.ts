/** EIP-1193 request arguments. */
export type Eip1193RequestArguments = { readonly method: string; readonly params?: readonly unknown[] | object }

/** The `request` function of an EIP-1193 provider (also fits viem's `custom({ request })`). */
export type Eip1193Request = (args: Eip1193RequestArguments) => Promise<unknown>

/** A provider callback (`accountsChanged`, `chainChanged`, `disconnect`, …). */
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

/** EIP-6963 provider info (`eip6963:announceProvider` detail.info). */
export type Eip6963ProviderInfo = { readonly uuid: string; readonly name: string; readonly icon: string; readonly rdns: string }

/** EIP-6963 announcement detail. */
export type Eip6963ProviderDetail = { readonly info: Eip6963ProviderInfo; readonly provider: Eip1193Provider }
