import type { ViewName } from '../types.ts'

export type OpenViewInput = {
  requested?: ViewName | undefined
  connected: boolean
  hasAdapters: boolean
  manualControl: boolean
  isMobile: boolean
}

/**
 * The view the modal opens on (SPEC.md §2 opening):
 * 1. a requested view is used if given;
 * 2. with no adapters or manual control (and nobody connected), AllWallets on mobile, else
 *    ConnectingWalletConnectBasic — WalletConnect is then the only way in;
 * 3. otherwise Account when an address is connected, else Connect.
 */
export function resolveOpenView(input: OpenViewInput): ViewName {
  if (input.requested) return input.requested
  if ((!input.hasAdapters || input.manualControl) && !input.connected) {
    return input.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  }
  return input.connected ? 'Account' : 'Connect'
}
