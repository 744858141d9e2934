import { events } from '../../core/coreEntry.ts'
import { selectWalletConnectTarget } from '../../core/selectors/walletConnectTarget.ts'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { WalletConnectPairing } from './WalletConnectPairing.tsx'

/**
 * ConnectingWalletConnectBasic (SPEC.md §2): the opening view with no adapters or manual control
 * on a desktop. WalletConnect is the way in: the pairing's QR and Copy link (the pairing starts as
 * the modal opens: core/effects/basicPairing.ts), and "All wallets" for a wallet's own links. With
 * no WalletConnect connector there is nothing to pair with: the wallet list only.
 */
export function ConnectingWalletConnectBasic() {
  const modal = useModal()
  const messages = useMessages()
  const pairs = useModalState((state) => selectWalletConnectTarget(state) !== undefined)
  const allWallets = useModalState((state) => state.features.allWallets)
  const list = allWallets ? (
    <button type="button" className="latch-secondary latch-wide" data-all-wallets onClick={() => modal.dispatch(events.ui.allWalletsClicked())}>
      {messages.basicWallets}
    </button>
  ) : null
  if (pairs) return <WalletConnectPairing view="ConnectingWalletConnectBasic">{list}</WalletConnectPairing>
  return (
    <ViewRoot view="ConnectingWalletConnectBasic">
      <div className="latch-state" data-walletconnect-basic>
        <p className="latch-muted">{messages.basicNoPairing}</p>
        {list}
      </div>
    </ViewRoot>
  )
}
