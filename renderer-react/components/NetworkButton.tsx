import { useButtonMessages } from '../hooks/useButtonMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useNetwork } from '../hooks/useNetwork.ts'
import { Avatar } from './Avatar.tsx'
import { useButtonTheme } from './buttonStyle.ts'
import { useNetworkImage } from '../hooks/useNetworkImage.ts'

/**
 * The active network's name; opens the Networks view.
 *
 * @example
 * <NetworkButton />
 */
export function NetworkButton() {
  const modal = useModal()
  const messages = useButtonMessages()
  const { caipNetwork, caipNetworkId } = useNetwork()
  const { style, themeMode } = useButtonTheme()
  const image = useNetworkImage(caipNetwork)
  const name = caipNetwork?.name ?? (caipNetworkId ? messages.unknownNetwork : undefined)
  return (
    <button
      type="button"
      className="latch-button"
      data-latch-network-button
      data-theme={themeMode}
      data-variant="neutral"
      aria-label={messages.networkButtonLabel(name)}
      style={style}
      onClick={() => modal.open({ view: 'Networks' })}
    >
      {name && <Avatar name={name} src={image} shape="round" />}
      <span data-label>{name ?? messages.selectNetwork}</span>
    </button>
  )
}
