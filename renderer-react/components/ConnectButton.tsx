import { truncateAddress } from '../../core/index.ts'
import { useAccount } from '../hooks/useAccount.ts'
import { useButtonMessages } from '../hooks/useButtonMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useButtonTheme } from './buttonStyle.ts'

/**
 * Opens the modal. Shows "Connect wallet", a busy state while connecting, and the truncated
 * address (SPEC.md §9) once connected.
 *
 * @example
 * <ConnectButton />
 */
export function ConnectButton() {
  const modal = useModal()
  const messages = useButtonMessages()
  const { status, address, isConnected, account } = useAccount()
  const { style, themeMode } = useButtonTheme()
  const connecting = status === 'connecting'
  // SPEC.md §3 profileName (identity) in place of the address when the address has one.
  const label = isConnected && address ? (account?.profileName ?? truncateAddress(address)) : connecting ? messages.connecting : messages.connectWallet
  return (
    <button
      type="button"
      className="latch-button"
      data-latch-connect-button
      data-theme={themeMode}
      data-variant={isConnected ? 'neutral' : 'accent'}
      aria-busy={connecting ? 'true' : undefined}
      // WCAG 2.5.3: the accessible name holds the visible name.
      aria-label={isConnected && address ? messages.openAccount(account?.profileName ?? address) : undefined}
      style={style}
      onClick={() => modal.open()}
    >
      {isConnected && <span className="latch-dot" aria-hidden="true" />}
      {label}
    </button>
  )
}
