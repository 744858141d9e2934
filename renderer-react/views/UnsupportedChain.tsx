import { NetworkList } from '../components/NetworkList.tsx'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'

/** UnsupportedChain (SPEC.md §4): the wallet is on a network outside the configured list. */
export function UnsupportedChain() {
  const modal = useModal()
  const messages = useMessages()
  return (
    <ViewRoot view="UnsupportedChain">
      <p className="latch-muted latch-center">{messages.unsupportedChainBody}</p>
      <p className="latch-section-label">{messages.supportedNetworks}</p>
      <NetworkList label={messages.supportedNetworks} />
      {/* A failure shows as the reducer's snackbar ('Failed to disconnect'). */}
      <button type="button" className="latch-secondary" data-disconnect onClick={() => modal.disconnect().catch(() => undefined)}>
        {messages.disconnect}
      </button>
    </ViewRoot>
  )
}
