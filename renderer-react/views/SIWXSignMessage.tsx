import { truncateAddress } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { Avatar } from '../components/Avatar.tsx'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'

/**
 * SIWXSignMessage (SPEC.md §2, §4): the dapp's name and icon, the message's essentials
 * (account, network, website, issued and expiry times) and the full text, then Sign / Cancel.
 * Sign dispatches `siwx/signRequested` (the wallet is asked; busy until it answers); a failure shows
 * SPEC.md §8 'Error signing message' here, ready to sign again. Cancel dispatches `siwx/cancelled`.
 */
export function SIWXSignMessage() {
  const modal = useModal()
  const messages = useMessages()
  const request = useModalState((state) => state.siwx?.request)
  const status = useModalState((state) => state.siwx?.status)
  const problem = useModalState((state) => state.siwx?.problem)
  const metadata = useModalState((state) => state.config.metadata)
  const networkName = useModalState((state) => state.config.networks.find((n) => n.caipNetworkId === request?.data.chainId)?.name)
  const signing = status === 'signing'
  const appName = metadata?.name || request?.data.domain || ''
  if (!request) return <ViewRoot view="SIWXSignMessage">{null}</ViewRoot>
  const { data } = request
  return (
    <ViewRoot view="SIWXSignMessage">
      <div className="latch-state">
        <Avatar name={appName} src={metadata?.icons[0]} />
        <h3 data-siwx-app>{messages.siwx.heading(appName)}</h3>
        <p className="latch-muted latch-center">{messages.siwx.body}</p>
      </div>
      <dl className="latch-summary" aria-label={messages.siwx.message} data-siwx-essentials>
        <div>
          <dt>{messages.siwx.account}</dt>
          <dd data-siwx-account title={data.accountAddress}>
            {truncateAddress(data.accountAddress)}
          </dd>
        </div>
        <div>
          <dt>{messages.siwx.network}</dt>
          <dd data-siwx-network>{networkName ?? data.chainId}</dd>
        </div>
        <div>
          <dt>{messages.siwx.domain}</dt>
          <dd data-siwx-domain>{data.domain}</dd>
        </div>
        {data.issuedAt && (
          <div>
            <dt>{messages.siwx.issuedAt}</dt>
            <dd data-siwx-issued>{data.issuedAt}</dd>
          </div>
        )}
        {data.expirationTime && (
          <div>
            <dt>{messages.siwx.expiresAt}</dt>
            <dd data-siwx-expires>{data.expirationTime}</dd>
          </div>
        )}
      </dl>
      <details className="latch-muted">
        <summary>{messages.siwx.message}</summary>
        <pre data-siwx-message style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>
          {request.message}
        </pre>
      </details>
      {request.required && !problem && !signing && (
        <p className="latch-muted latch-center" data-siwx-required>
          {messages.siwx.required}
        </p>
      )}
      {signing && (
        <p className="latch-muted latch-center" role="status" data-siwx-pending>
          {messages.siwx.signing}
        </p>
      )}
      {problem && !signing && (
        <p className="latch-error" role="alert" data-siwx-error>
          {messages.siwxProblems[problem]}
        </p>
      )}
      <div className="latch-actions">
        <button type="button" className="latch-secondary" data-siwx-cancel disabled={signing} onClick={() => modal.dispatch(events.siwx.cancelled({ requestId: request.requestId }))}>
          {messages.cancel}
        </button>
        <button
          type="button"
          className="latch-primary"
          data-siwx-sign
          disabled={signing}
          aria-busy={signing}
          onClick={() => modal.dispatch(events.siwx.signRequested({ requestId: request.requestId }))}
        >
          {messages.siwx.sign}
        </button>
      </div>
    </ViewRoot>
  )
}
