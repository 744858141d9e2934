import { errorText } from '../errorText.ts'
import { formatNumber, selectActiveNetwork, truncateAddress } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { Avatar } from '../components/Avatar.tsx'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useLocale } from '../hooks/useLocale.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { newRequestId } from '../requestId.ts'

/**
 * SendPreview (SPEC.md §4): what will be sent, to whom (4…6, SPEC.md §9) and on which network;
 * Send asks the wallet (`send/submitted`), busy until it answers; success returns to Account
 * (the reducer), a failure shows its message here.
 */
export function SendPreview() {
  const modal = useModal()
  const messages = useMessages()
  const locale = useLocale()
  const send = useModalState((state) => state.send)
  const network = useModalState(selectActiveNetwork)
  const networkId = useModalState((state) => state.activeCaipNetworkId)
  const sending = send.status === 'sending'
  const token = send.token
  const networkName = network?.name ?? networkId ?? messages.unknownNetwork

  return (
    <ViewRoot view="SendPreview">
      <div className="latch-state">
        {token && <Avatar name={token.name || token.symbol} src={token.iconUrl} shape="round" />}
        <h3 data-preview-amount>{messages.tokenQuantity(formatNumber(send.amount ?? '0', 3, locale), token?.symbol ?? '')}</h3>
      </div>
      <dl className="latch-summary" aria-label={messages.sendSummary}>
        <div>
          <dt>{messages.token}</dt>
          <dd data-preview-token>{token?.name ?? ''}</dd>
        </div>
        <div>
          <dt>{messages.summaryAmount}</dt>
          {/* The exact amount typed: the wallet is asked for this, not the rounded heading. */}
          <dd data-preview-exact-amount>{messages.tokenQuantity(send.amount ?? '', token?.symbol ?? '')}</dd>
        </div>
        <div>
          <dt>{messages.summaryTo}</dt>
          {/* The address the wallet is asked to pay (a typed name's resolution), with the name when known. */}
          <dd data-preview-receiver title={send.receiverAddress ?? send.receiver}>
            {send.receiverProfileName ? `${send.receiverProfileName} · ` : ''}
            {(send.receiverAddress ?? send.receiver) ? truncateAddress((send.receiverAddress ?? send.receiver ?? '').trim()) : ''}
          </dd>
        </div>
        <div>
          <dt>{messages.summaryNetwork}</dt>
          <dd data-preview-network>{networkName}</dd>
        </div>
      </dl>
      {sending && (
        <p className="latch-muted latch-center" role="status" data-send-pending>
          {messages.approveSendInWallet}
        </p>
      )}
      {(send.problem || send.error) && !sending && (
        <p className="latch-error" role="alert" data-send-error>
          {send.problem ? messages.sendProblems[send.problem] : send.error && errorText(messages, send.error)}
        </p>
      )}
      <div className="latch-actions">
        <button type="button" className="latch-secondary" data-send-cancel disabled={sending} onClick={() => modal.dispatch(events.router.wentBack())}>
          {messages.cancel}
        </button>
        <button
          type="button"
          className="latch-primary"
          data-send-confirm
          disabled={sending}
          aria-busy={sending}
          onClick={() => modal.dispatch(events.send.submitted({ requestId: newRequestId('send') }))}
        >
          {sending ? messages.sending : messages.confirmSend}
        </button>
      </div>
    </ViewRoot>
  )
}
