import { ConnectingExternal } from './ConnectingExternal.tsx'

/** ConnectingWalletConnect: for now the connecting view of ConnectingExternal under its own title (no QR pairing yet). */
export function ConnectingWalletConnect() {
  return <ConnectingExternal view="ConnectingWalletConnect" />
}
