import { Avatar } from '../components/Avatar.tsx'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useViewNetwork } from '../hooks/useViewNetwork.ts'
import { useNetworkImage } from '../hooks/useNetworkImage.ts'

/** SwitchNetwork: waiting for the wallet to switch to `viewData.caipNetworkId` (SPEC.md §2). */
export function SwitchNetwork() {
  const messages = useMessages()
  const { caipNetworkId, network } = useViewNetwork()
  const image = useNetworkImage(network)
  const name = network?.name ?? caipNetworkId ?? messages.unknownNetwork
  return (
    <ViewRoot view="SwitchNetwork">
      <div className="latch-state" aria-busy="true">
        <div className="latch-ring">
          <div className="latch-spinner" role="progressbar" aria-label={messages.loading} />
          <Avatar name={name} src={image} shape="round" />
        </div>
        <h3 data-target-network>{messages.switchingTo(name)}</h3>
        <p className="latch-muted">{messages.approveInWallet}</p>
      </div>
    </ViewRoot>
  )
}
