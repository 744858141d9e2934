import { selectActiveNetwork } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { Icon } from '../components/Icon.tsx'
import { QrCode } from '../components/QrCode.tsx'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useAccount } from '../hooks/useAccount.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'

/** Receive: the full address (selectable, copyable), its QR code and the network to use. */
export function Receive() {
  const modal = useModal()
  const messages = useMessages()
  const { address } = useAccount()
  const network = useModalState(selectActiveNetwork)
  const networkId = useModalState((state) => state.activeCaipNetworkId)
  const networkName = network?.name ?? networkId ?? messages.unknownNetwork

  const copy = (text: string) => {
    const clipboard = globalThis.navigator?.clipboard
    if (!clipboard) return
    clipboard.writeText(text).then(
      () => modal.dispatch(events.snackbar.requested({ message: messages.addressCopied, variant: 'success' })),
      // Denied by the browser: nothing was copied, so nothing is announced.
      () => undefined,
    )
  }

  if (!address) {
    return (
      <ViewRoot view="Receive">
        <p className="latch-muted latch-center" data-no-address>
          {messages.noAddress}
        </p>
      </ViewRoot>
    )
  }
  return (
    <ViewRoot view="Receive">
      <div className="latch-qr-frame">
        <QrCode text={address} label={messages.qrCodeLabel(address)} />
      </div>
      <p className="latch-muted latch-center" data-receive-network>
        {messages.receiveHint(networkName)}
      </p>
      <div className="latch-field">
        <span className="latch-label">{messages.receiveAddress}</span>
        <div className="latch-address-box">
          <code className="latch-address-full" data-receive-address>
            {address}
          </code>
          <button type="button" className="latch-icon-button" data-copy-address aria-label={messages.copyAddress} onClick={() => copy(address)}>
            <Icon name="copy" />
          </button>
        </div>
      </div>
    </ViewRoot>
  )
}
