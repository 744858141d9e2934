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
  const { status, address, isConnected } = useAccount()
  const { style, themeMode } = useButtonTheme()
  const connecting = status === 'connecting'
  const label = isConnected && address ? truncateAddress(address) : connecting ? messages.connecting : messages.connectWallet
  return (
    <button
      type="button"
      className="latch-button"
      data-latch-connect-button
      data-theme={themeMode}
      data-variant={isConnected ? 'neutral' : 'accent'}
      aria-busy={connecting ? 'true' : undefined}
      aria-label={isConnected && address ? messages.openAccount(address) : undefined}
      style={style}
      onClick={() => modal.open()}
    >
      {isConnected && <span className="latch-dot" aria-hidden="true" />}
      {label}
    </button>
  )
}
