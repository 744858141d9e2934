import { Avatar } from '../components/Avatar.tsx'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { useViewDataString } from '../hooks/useViewDataString.ts'
import { ConnectingExternal } from './ConnectingExternal.tsx'
import { WalletConnectPairing } from './WalletConnectPairing.tsx'

/**
 * ConnectingWalletConnect (SPEC.md §2). Opened for a live connector (`{ connectorId }`) it is the
 * connecting view of ConnectingExternal under its own title. Opened for a wallet from the wallet
 * list (`{ walletId }`, not installed) it would pair over WalletConnect, which this version does
 * not ship: it names the wallet and says so, rather than spin forever on a pairing that never
 * starts.
 */
export function ConnectingWalletConnect() {
  const messages = useMessages()
  const walletId = useViewDataString('walletId')
  const wallet = useModalState((state) => (state.wallets.selected?.id === walletId ? state.wallets.selected : undefined))
  // Issue 12: the WalletConnect connector pairs with a QR code and a link.
  const connectorId = useViewDataString('connectorId')
  if (connectorId === 'walletConnect') return <WalletConnectPairing />
  if (walletId === undefined) return <ConnectingExternal view="ConnectingWalletConnect" />
  const name = wallet?.name ?? messages.unknownWallet
  return (
    <ViewRoot view="ConnectingWalletConnect">
      <div className="latch-state" data-walletconnect-unavailable role="status">
        <div className="latch-ring" data-failed="false">
          <Avatar name={name} src={wallet?.image_url} />
        </div>
        <h3 data-connector-name>{messages.walletConnectUnavailable(name)}</h3>
        <p className="latch-muted">{messages.walletConnectUnavailableBody}</p>
      </div>
    </ViewRoot>
  )
}
