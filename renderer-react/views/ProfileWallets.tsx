import { useState } from 'react'
import { selectConnections, truncateAddress, type ListedConnection } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { Avatar } from '../components/Avatar.tsx'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'

/**
 * ProfileWallets (SPEC.md §2): the wallets connected this session per namespace with their
 * SPEC.md §4 kind. The connected one can be disconnected; an active one is switched to without a
 * prompt; a disconnected one reconnects through its wallet. With the SPEC.md §6 `multiWallet`
 * flag more wallets can be added; without it only the current connection is listed.
 */
export function ProfileWallets() {
  const modal = useModal()
  const messages = useMessages()
  const listed = useModalState(selectConnections)
  const multiWallet = useModalState((state) => state.features.multiWallet)
  const namespaces = [...new Set(listed.map((item) => item.namespace))]
  return (
    <ViewRoot view="ProfileWallets">
      {namespaces.map((namespace) => (
        <section key={namespace} className="latch-section" data-connections={namespace} aria-label={messages.namespaceNames[namespace]}>
          {/* One namespace needs no heading; several are told apart by theirs. */}
          {namespaces.length > 1 && <h3 className="latch-label">{messages.namespaceNames[namespace]}</h3>}
          <ul className="latch-list" aria-label={messages.connectedWallets}>
            {listed
              .filter((item) => item.namespace === namespace)
              .map((item) => (
                <ConnectionRow key={item.connection.connectorId} item={item} />
              ))}
          </ul>
        </section>
      ))}
      {listed.length === 0 && <p className="latch-muted latch-center">{messages.noConnections}</p>}
      {multiWallet && (
        <button type="button" className="latch-secondary latch-wide" data-add-wallet onClick={() => modal.dispatch(events.ui.addWalletClicked())}>
          {messages.addWallet}
        </button>
      )}
    </ViewRoot>
  )
}

function ConnectionRow({ item }: { item: ListedConnection }) {
  const modal = useModal()
  const messages = useMessages()
  const { namespace, kind, connection } = item
  const connector = useModalState((state) => state.connectors.find((c) => c.id === connection.connectorId && c.chain === namespace))
  const [busy, setBusy] = useState(false)
  const name = connector?.name ?? connection.connectorId
  const address = connection.accounts[0]?.address
  // Outcomes arrive as state (a snack on failure, the row's new kind on success).
  const act = (action: () => Promise<void>) => {
    setBusy(true)
    action().then(
      () => setBusy(false),
      () => setBusy(false),
    )
  }
  return (
    <li className="latch-token" data-connection={connection.connectorId} data-namespace={namespace} data-kind={kind}>
      <Avatar name={name} src={connector?.info?.icon ?? connector?.imageUrl} />
      <div className="latch-token-main">
        <span className="latch-item-name">{name}</span>
        <span className="latch-muted latch-small">
          <span data-kind-label data-tone={kind}>
            {messages.connectionKinds[kind]}
          </span>
          {address ? ` · ${truncateAddress(address)}` : ''}
        </span>
      </div>
      {kind === 'connected' ? (
        <button
          type="button"
          className="latch-secondary latch-row-action"
          data-connection-action="disconnect"
          aria-label={messages.disconnectWallet(name)}
          disabled={busy}
          aria-busy={busy}
          onClick={() => act(() => modal.disconnect(namespace))}
        >
          {messages.disconnect}
        </button>
      ) : (
        <button
          type="button"
          className="latch-secondary latch-row-action"
          data-connection-action={kind === 'active' ? 'switch' : 'reconnect'}
          aria-label={kind === 'active' ? messages.switchToWallet(name) : messages.reconnectWallet(name)}
          disabled={busy}
          aria-busy={busy}
          onClick={() => act(() => modal.switchConnection(connection.connectorId, namespace))}
        >
          {kind === 'active' ? messages.switchWallet : messages.reconnect}
        </button>
      )}
    </li>
  )
}
