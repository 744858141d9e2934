import { selectActiveNetwork, truncateAddress } from '../../core/index.ts'
import { useAccount } from '../hooks/useAccount.ts'
import { useWalletRequestPending } from '../hooks/useWalletRequestPending.ts'
import { useButtonMessages } from '../hooks/useButtonMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { Avatar } from './Avatar.tsx'
import { useButtonTheme } from './buttonStyle.ts'
import { useNetworkImage } from '../hooks/useNetworkImage.ts'

/**
 * The connected account: network and truncated address; opens the Account view. Disconnected,
 * it offers to connect instead.
 *
 * @example
 * <AccountButton />
 */
export function AccountButton() {
  const modal = useModal()
  const messages = useButtonMessages()
  const { isConnected, address, status, account, namespace } = useAccount()
  // An app request waiting on a phone (a WalletConnect session): the page says where to look (API.md getProvider).
  const waiting = useWalletRequestPending(namespace) && account?.connectorId === 'walletConnect'
  // SPEC.md §3 profileName (identity) in place of the address when the address has one.
  const profileName = account?.profileName
  const network = useModalState(selectActiveNetwork)
  const image = useNetworkImage(network)
  const { style, themeMode } = useButtonTheme()
  const connected = isConnected && address !== undefined
  return (
    <button
      type="button"
      className="latch-button"
      data-latch-account-button
      data-theme={themeMode}
      data-variant="neutral"
      aria-busy={status === 'connecting' || waiting ? 'true' : undefined}
      aria-label={connected ? messages.accountButtonLabel(profileName ?? address) : messages.connectWallet}
      style={style}
      onClick={() => modal.open(connected ? { view: 'Account' } : {})}
    >
      {connected && network && <Avatar name={network.name} src={image} shape="round" />}
      <span data-label>
        {connected ? (waiting ? messages.awaitingWalletApproval : (profileName ?? truncateAddress(address))) : status === 'connecting' ? messages.connecting : messages.connectWallet}
      </span>
    </button>
  )
}
