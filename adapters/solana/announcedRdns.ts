import { isRdns } from '../../core/rules/walletConnectorId.ts'
import { stripBidiControls } from '../../core/rules/stripBidiControls.ts'
import type { StandardWalletsWindow } from './watchStandardWallets.ts'

/**
 * The rdns of the EIP-6963 wallets on the page, by name: Wallet Standard carries no rdns, so a
 * Solana wallet takes its EVM twin's (same name) and is one connector id on both namespaces.
 * Listens to `eip6963:announceProvider`; `rdnsFor` asks the wallets to announce again
 * first (they answer synchronously), so a twin announced just before is found.
 *
 * @example
 * const names = watchAnnouncedRdns(window)
 * names.rdnsFor('Latch Dev Wallet') // 'dev.latch.wallet'
 * names.stop()
 */
export function watchAnnouncedRdns(win: StandardWalletsWindow): { rdnsFor(name: string): string | undefined; stop(): void } {
  const byName = new Map<string, string>()
  // Names compare as displayed: bidi controls stripped as the connectors' names are.
  const key = (name: string) => stripBidiControls(name).trim().toLowerCase()
  const onAnnounce = (event: Event): void => {
    const info = (event as CustomEvent<{ info?: { name?: unknown; rdns?: unknown } } | undefined>).detail?.info
    if (typeof info?.name !== 'string' || !isRdns(info.rdns)) return
    // The first wallet to claim a name keeps it: a later impersonator does not take its id.
    if (!byName.has(key(info.name))) byName.set(key(info.name), info.rdns)
  }
  win.addEventListener('eip6963:announceProvider', onAnnounce)
  const request = (): void => {
    try {
      const EventClass = win.CustomEvent ?? globalThis.CustomEvent
      win.dispatchEvent(new EventClass('eip6963:requestProvider') as Event)
    } catch {
      // A window that cannot dispatch has no EIP-6963 wallets to ask.
    }
  }
  return {
    rdnsFor(name) {
      if (!byName.has(key(name))) request()
      return byName.get(key(name))
    },
    stop: () => win.removeEventListener('eip6963:announceProvider', onAnnounce),
  }
}
