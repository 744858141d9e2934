import { errorText } from '../errorText.ts'
import { useId } from 'react'
import { formatNumber, selectActiveNetwork, selectSendableTokens, sendTokenKey as tokenKey, truncateAddress } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { Avatar } from '../components/Avatar.tsx'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useAccount } from '../hooks/useAccount.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useLocale } from '../hooks/useLocale.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { newRequestId } from '../requestId.ts'

/**
 * Send (SPEC.md §4, §5): token, amount (Max = the balance; of the native coin, less the transfer's fee) and receiver; Preview asks the reducer
 * to validate (`send/previewRequested`), whose message shows here, else SendPreview opens.
 */
export function Send() {
  const modal = useModal()
  const messages = useMessages()
  const locale = useLocale()
  const { account } = useAccount()
  const network = useModalState(selectActiveNetwork)
  const send = useModalState((state) => state.send)
  const id = useId()
  const tokens = selectSendableTokens(account, network)
  const selected = send.token
  const selectedKey = selected ? tokenKey(selected) : ''

  const selectToken = (key: string) => {
    const token = tokens.find((t) => tokenKey(t) === key)
    if (token) modal.dispatch(events.send.tokenSelected({ token }))
  }

  return (
    <ViewRoot view="Send">
      <form
        className="latch-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          modal.dispatch(events.send.previewRequested())
        }}
      >
        <div className="latch-field">
          <label htmlFor={`${id}-token`}>{messages.token}</label>
          {tokens.length === 0 ? (
            <p className="latch-muted" id={`${id}-token`} data-no-tokens>
              {messages.noTokensToSend}
            </p>
          ) : (
            <div className="latch-select-row">
              {selected && <Avatar name={selected.name || selected.symbol} src={selected.iconUrl} shape="round" />}
              <select id={`${id}-token`} className="latch-input" data-send-token value={selectedKey} onChange={(event) => selectToken(event.currentTarget.value)}>
                {!selected && <option value="">{messages.selectToken}</option>}
                {tokens.map((token) => (
                  <option key={tokenKey(token)} value={tokenKey(token)}>
                    {token.balance !== undefined ? `${token.name} — ${messages.tokenQuantity(formatNumber(token.balance, 3, locale), token.symbol)}` : token.name}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        <div className="latch-field">
          <label htmlFor={`${id}-amount`}>{messages.amount}</label>
          <div className="latch-input-row">
            <input
              id={`${id}-amount`}
              className="latch-input"
              data-send-amount
              inputMode="decimal"
              maxLength={80}
              autoComplete="off"
              placeholder="0"
              value={send.amount ?? ''}
              onChange={(event) => modal.dispatch(events.send.amountChanged({ amount: event.currentTarget.value }))}
            />
            <button
              type="button"
              className="latch-max"
              data-send-max
              // WCAG 2.5.3: the name is the visible 'Max' (a speech user says what they see); the title explains it.
              title={messages.maxLabel}
              disabled={selected?.balance === undefined || send.maxRequestId !== undefined}
              aria-busy={send.maxRequestId !== undefined}
              onClick={() => modal.dispatch(events.send.maxRequested({ requestId: newRequestId('max') }))}
            >
              {messages.max}
            </button>
          </div>
          {selected?.balance !== undefined && (
            <p className="latch-muted latch-small" data-send-available>
              {messages.available(formatNumber(selected.balance, 3, locale), selected.symbol)}
            </p>
          )}
        </div>
        <div className="latch-field">
          <label htmlFor={`${id}-receiver`}>{messages.receiver}</label>
          <input
            id={`${id}-receiver`}
            className="latch-input"
            data-send-receiver
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            placeholder={messages.receiverPlaceholder}
            value={send.receiver ?? ''}
            onChange={(event) => modal.dispatch(events.send.receiverChanged({ receiver: event.currentTarget.value }))}
          />
          {/* SPEC.md §3 receiverProfileName / receiverProfileImageUrl: text and an image only. */}
          {send.receiverProfileName && (
            <div className="latch-select-row" data-send-receiver-profile>
              <Avatar name={send.receiverProfileName} src={send.receiverProfileImageUrl} shape="round" />
              <span className="latch-item-name" data-send-receiver-name>
                {send.receiverProfileName}
              </span>
              {send.receiverAddress && (
                <span className="latch-muted latch-small" data-send-receiver-address title={send.receiverAddress}>
                  {truncateAddress(send.receiverAddress)}
                </span>
              )}
            </div>
          )}
          {send.receiverError && (
            <p className="latch-error" role="alert" data-send-receiver-error>
              {errorText(messages, send.receiverError)}
            </p>
          )}
        </div>
        {(send.problem || send.error) && (
          <p className="latch-error" role="alert" data-send-error>
            {send.problem ? messages.sendProblems[send.problem] : send.error && errorText(messages, send.error)}
          </p>
        )}
        <button type="submit" className="latch-primary" data-send-preview disabled={send.status === 'sending'}>
          {messages.previewSend}
        </button>
      </form>
    </ViewRoot>
  )
}
