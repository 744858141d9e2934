/**
 * EIP-6963 multi-injected-provider discovery: announce on install and answer every
 * `eip6963:requestProvider` with `eip6963:announceProvider` carrying `{ info, provider }`.
 */
import type { DevWalletEthereumProvider } from './eip1193.ts'

/** An EIP-6963 wallet's identity: uuid, name, icon, rdns. */
export interface Eip6963ProviderInfo {
  readonly uuid: string
  readonly name: string
  /** data URI of the wallet icon */
  readonly icon: string
  /** reverse-DNS id, `dev.latch.wallet` for the dev wallet */
  readonly rdns: string
}

/** What an EIP-6963 announcement carries: the wallet's info and its provider. */
export interface Eip6963ProviderDetail {
  readonly info: Eip6963ProviderInfo
  readonly provider: DevWalletEthereumProvider
}

/** Announces the provider now and on every request; returns a function that stops answering. */
export function announceEip6963Provider(win: Window & { CustomEvent: typeof CustomEvent }, detail: Eip6963ProviderDetail): () => void {
  const frozen: Eip6963ProviderDetail = Object.freeze({ info: Object.freeze({ ...detail.info }), provider: detail.provider })
  const announce = (): void => {
    win.dispatchEvent(new win.CustomEvent('eip6963:announceProvider', { detail: frozen }))
  }
  win.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => win.removeEventListener('eip6963:requestProvider', announce)
}
