import { useEffect, useRef } from 'react'
import type { CaipNetwork, CaipNetworkId } from '../../core/index.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { useUiState } from '../hooks/useUiState.ts'
import { Avatar } from './Avatar.tsx'

/** The configured networks; choosing one calls `modal.switchNetwork` and shows its error as text. */
export function NetworkList({ label }: { label: string }) {
  const modal = useModal()
  const messages = useMessages()
  const networks = useModalState((state) => state.config.networks)
  const activeId = useModalState((state) => state.activeCaipNetworkId)
  const [{ networkError }, ui] = useUiState()
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const choose = (network: CaipNetwork) => {
    ui.setNetworkError(undefined)
    modal.switchNetwork(network.caipNetworkId as CaipNetworkId).catch((error: unknown) => {
      // Errors reported as events are kept by the ui store; this catches those that are not
      // (e.g. 'Network not found'), unless the view is gone (closing rejects with 'Modal closed').
      if (mounted.current) ui.setNetworkError({ caipNetworkId: network.caipNetworkId, message: messageOf(error) })
    })
  }

  return (
    <div className="latch-section">
      {networkError && (
        <p className="latch-error" role="alert" data-network-error>
          {networkError.message}
        </p>
      )}
      <ul className="latch-list" aria-label={label}>
        {networks.map((network) => {
          const active = network.caipNetworkId === activeId
          return (
            <li key={network.caipNetworkId}>
              <button
                type="button"
                className="latch-item"
                data-network-id={network.caipNetworkId}
                aria-current={active ? 'true' : undefined}
                onClick={() => choose(network)}
              >
                <Avatar name={network.name} src={network.assets?.imageUrl} shape="round" />
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

function messageOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown }
    if (typeof shortMessage === 'string') return shortMessage
    if (typeof message === 'string') return message
  }
  return String(error)
}
