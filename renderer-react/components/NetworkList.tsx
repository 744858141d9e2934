import { errorText } from '../errorText.ts'
import type { CaipNetwork, CaipNetworkId } from '../../core/index.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { Avatar } from './Avatar.tsx'
import { useNetworkImage } from '../hooks/useNetworkImage.ts'

/**
 * The configured networks; choosing one calls `modal.switchNetwork`. Why a switch failed is part
 * of the state (`networkSwitchError`), so it survives the SwitchNetwork view and replays.
 */
export function NetworkList({ label }: { label: string }) {
  const modal = useModal()
  const messages = useMessages()
  const networks = useModalState((state) => state.config.networks)
  const activeId = useModalState((state) => state.activeCaipNetworkId)
  const networkError = useModalState((state) => state.networkSwitchError)

  // The rejection is already in the state (networkSwitchError); nothing more to do with it here.
  const choose = (network: CaipNetwork) => void modal.switchNetwork(network.caipNetworkId as CaipNetworkId).catch(() => {})

  return (
    <div className="latch-section">
      {networkError && (
        <p className="latch-error" role="alert" data-network-error>
          {networkError.problem ? messages.networkSwitchProblems[networkError.problem] : networkError.error && errorText(messages, networkError.error)}
        </p>
      )}
      <ul className="latch-list" aria-label={label}>
        {networks.map((network) => {
          const active = network.caipNetworkId === activeId
          return (
            <li key={network.caipNetworkId}>
              <button type="button" className="latch-item" data-network-id={network.caipNetworkId} aria-current={active ? 'true' : undefined} onClick={() => choose(network)}>
                <NetworkAvatar network={network} />
                <span className="latch-item-name">{network.name}</span>
                {network.testnet && (
                  <span className="latch-item-tag" data-tone="muted">
                    {messages.testnet}
                  </span>
                )}
                {active && <span className="latch-item-tag">{messages.activeNetwork}</span>}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

function NetworkAvatar({ network }: { network: CaipNetwork }) {
  return <Avatar name={network.name} src={useNetworkImage(network)} shape="round" />
}
