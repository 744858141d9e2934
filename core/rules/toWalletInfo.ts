import type { Wallet } from '../clients/walletApi.ts'
import type { WalletInfo } from '../reducers/wallets.ts'
import { stripBidiControls } from './stripBidiControls.ts'

/**
 * The service's wallet as the state keeps it: the SPEC.md §3 fields that are set, nothing else;
 * the name without bidi controls ("\u202eTEKCAM\u202c" displayed as "MACKET").
 *
 * @example
 * toWalletInfo({ id: 'a', name: 'A', rdns: null, extra: 1 }) // { id: 'a', name: 'A' }
 */
export function toWalletInfo(wallet: Wallet | WalletInfo): WalletInfo {
  const out: WalletInfo = { id: wallet.id, name: stripBidiControls(wallet.name) }
  for (const key of ['image_id', 'image_url', 'rdns', 'mobile_link', 'desktop_link', 'webapp_link', 'homepage', 'app_store', 'play_store', 'chrome_store'] as const) {
    const value = wallet[key]
    if (typeof value === 'string') out[key] = value
  }
  if (Array.isArray(wallet.chains)) out.chains = [...wallet.chains]
  return out
}
