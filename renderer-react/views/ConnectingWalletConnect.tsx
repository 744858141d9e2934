import { useModalState } from '../hooks/useModalState.ts'
import { useViewDataString } from '../hooks/useViewDataString.ts'
import { ConnectingExternal } from './ConnectingExternal.tsx'
import { WalletConnectPairing } from './WalletConnectPairing.tsx'

/**
 * ConnectingWalletConnect (SPEC.md §2). For a wallet picked from the wallet list (`{ walletId }`,
 * not installed; core/reducers/ui.ts routes it here when a WalletConnect connector exists) it is
 * that wallet's pairing: QR with its icon, Copy link, its mobile / desktop / web links. For the
 * WalletConnect row (a WALLET_CONNECT connector) it is the plain pairing. For any other connector
 * it is the connecting view of ConnectingExternal under its own title.
 */
export function ConnectingWalletConnect() {
  const walletId = useViewDataString('walletId')
  const connectorId = useViewDataString('connectorId')
  const wallet = useModalState((state) => (walletId !== undefined && state.wallets.selected?.id === walletId ? state.wallets.selected : undefined))
  const pairs = useModalState((state) => state.connectors.some((c) => c.id === connectorId && c.type === 'WALLET_CONNECT'))
  if (walletId !== undefined || pairs) return <WalletConnectPairing wallet={wallet} />
  return <ConnectingExternal view="ConnectingWalletConnect" />
}
