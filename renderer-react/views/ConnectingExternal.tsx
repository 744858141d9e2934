import { errorText } from '../errorText.ts'
import { useState } from 'react'
import type { ChainNamespace, ViewName } from '../../core/index.ts'
import { Avatar } from '../components/Avatar.tsx'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { useViewDataString } from '../hooks/useViewDataString.ts'

/**
 * ConnectingExternal (SPEC.md §2): the chosen wallet's name and icon, "Continue in <wallet>" while
 * the wallet asks the user, and on failure the SPEC.md §8 message ('Connection rejected',
 * 'Failed to connect') with a Retry that calls `modal.connect` again.
 */
export function ConnectingExternal({ view = 'ConnectingExternal' }: { view?: Extract<ViewName, 'ConnectingExternal' | 'ConnectingWalletConnect' | 'ConnectingWalletConnectBasic'> }) {
  const modal = useModal()
  const messages = useMessages()
  // The `{ connectorId, namespace }` the connecting views are opened with (`connection/connectRequested`).
  const connectorId = useViewDataString('connectorId')
  const namespace = useViewDataString('namespace') as ChainNamespace | undefined
  const connector = useModalState((state) => state.connectors.find((c) => c.id === connectorId && (!namespace || c.chain === namespace)))
  const connectError = useModalState((state) => state.connectError)
  const [retrying, setRetrying] = useState(false)
  const name = connector?.name ?? connectorId ?? messages.unknownWallet
  const icon = connector?.info?.icon ?? connector?.imageUrl
  const error = connectError && (!namespace || connectError.namespace === namespace) ? errorText(messages, connectError.error) : undefined

  const retry = () => {
    if (!connectorId) return
    setRetrying(true)
    // The outcome is in the state (connected closes the modal, a failure sets connectError).
    modal.connect(connectorId, namespace).then(
      () => setRetrying(false),
      () => setRetrying(false),
    )
  }

  return (
    <ViewRoot view={view}>
      <div className="latch-state" data-connecting aria-busy={error ? 'false' : 'true'}>
        <div className="latch-ring" data-failed={error ? 'true' : 'false'}>
          {!error && <div className="latch-spinner" role="progressbar" aria-label={messages.loading} />}
          <Avatar name={name} src={icon} />
        </div>
        <h3 data-connector-name>{error ? messages.connectFailedTitle : messages.continueIn(name)}</h3>
        {error ? (
          <p className="latch-error" role="alert" data-connect-error>
            {error}
          </p>
        ) : (
          <p className="latch-muted">{messages.connectingBody}</p>
        )}
        {error && connectorId && (
          <button type="button" className="latch-primary latch-wide" data-retry disabled={retrying} aria-busy={retrying} onClick={retry}>
            {messages.retry}
          </button>
        )}
      </div>
    </ViewRoot>
  )
}
