import type { Eip6963ProviderDetail } from './Eip1193Provider.ts'
import type { Eip155Window, Eip155WindowEvent } from './Eip155Window.ts'

function isProviderDetail(detail: unknown): detail is Eip6963ProviderDetail {
  const d = detail as { info?: Record<string, unknown>; provider?: { request?: unknown } } | null
  return typeof d?.info?.rdns === 'string' && d.info.rdns !== '' && typeof d.info.name === 'string' && typeof d.provider?.request === 'function'
}

/**
 * EIP-6963 discovery: listens to `eip6963:announceProvider`, then dispatches
 * `eip6963:requestProvider` so wallets installed before us announce again. Malformed
 * announcements (no rdns, name or `request`) are ignored. Returns the unsubscribe.
 *
 * @example
 * const stop = watchAnnouncedProviders(window, (detail) => console.log(detail.info.rdns))
 */
export function watchAnnouncedProviders(win: Eip155Window, onAnnounce: (detail: Eip6963ProviderDetail) => void): () => void {
  const listener = (event: Eip155WindowEvent) => {
    if (isProviderDetail(event.detail)) onAnnounce(event.detail)
  }
  win.addEventListener('eip6963:announceProvider', listener)
  const EventClass = win.Event ?? globalThis.Event
  win.dispatchEvent(new EventClass('eip6963:requestProvider'))
  return () => win.removeEventListener('eip6963:announceProvider', listener)
}
