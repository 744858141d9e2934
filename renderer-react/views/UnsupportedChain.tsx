import { NetworkList } from '../components/NetworkList.tsx'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'

/** UnsupportedChain (SPEC.md §4): the wallet is on a network outside the configured list. */
export function UnsupportedChain() {
  const messages = useMessages()
  return (
    <ViewRoot view="UnsupportedChain">
      <p className="latch-muted latch-center">{messages.unsupportedChainBody}</p>
      <p className="latch-section-label">{messages.supportedNetworks}</p>
      <NetworkList label={messages.supportedNetworks} />
    </ViewRoot>
  )
}
