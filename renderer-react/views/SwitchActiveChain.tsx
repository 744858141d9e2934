import { selectActiveNetwork } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { Avatar } from '../components/Avatar.tsx'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { useViewNetwork } from '../hooks/useViewNetwork.ts'
import { useNetworkImage } from '../hooks/useNetworkImage.ts'

/**
 * SwitchActiveChain (SPEC.md §2): the user is connected on another namespace than the target
 * network's; to use it they connect a wallet on that namespace.
 */
export function SwitchActiveChain() {
  const modal = useModal()
  const messages = useMessages()
  const { caipNetworkId, network } = useViewNetwork()
  const image = useNetworkImage(network)
  const current = useModalState(selectActiveNetwork)
  const name = network?.name ?? caipNetworkId ?? messages.unknownNetwork
  const namespace = network ? messages.namespaceNames[network.chainNamespace] : name
  return (
    <ViewRoot view="SwitchActiveChain">
      <div className="latch-state">
        <Avatar name={name} src={image} shape="round" />
        <h3 data-target-network>{messages.switchActiveChainTitle(name)}</h3>
        <p className="latch-muted">{messages.switchActiveChainBody(current?.name ?? messages.unknownNetwork, name)}</p>
      </div>
      <button
        type="button"
        className="latch-primary"
        // Connect for the target's namespace: a wallet chosen there connects it, the live one stays.
        onClick={() => caipNetworkId !== undefined && modal.dispatch(events.ui.networkChosen({ caipNetworkId }))}
      >
        {messages.connectOn(namespace)}
      </button>
    </ViewRoot>
  )
}
