import { useId } from 'react'
import { events, formatNumber, selectActiveNetwork, selectSwapBalance, selectSwapQuoteFigures, selectSwapToken, type ModalState } from '../../core/index.ts'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useLocale } from '../hooks/useLocale.ts'
import { swapMessagesOf } from '../swapMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { SwapQuoteSummary } from './SwapQuoteSummary.tsx'

const selectSwapView = (state: ModalState) => state.swap

/**
 * Swap (issue 16; SPEC.md §7 convert, §9 slippage): the two tokens from the service's list with
 * balances and prices, the amount to sell, the live quote (provider, rate, price impact, network
 * fee); Review asks the reducer (`swap/previewRequested`), whose problem shows here as a code's text.
 */
export function Swap() {
  const modal = useModal()
  const messages = swapMessagesOf(useMessages().swap)
  const locale = useLocale()
  const swap = useModalState(selectSwapView)
  const accounts = useModalState(selectAccounts)
  const activeNamespace = useModalState(selectActiveNamespace)
  const balances = { accounts, activeNamespace }
  const figures = useModalState(selectSwapQuoteFigures)
  const id = useId()
  const nativeSymbol = useModalState(selectActiveNetwork)?.nativeCurrency.symbol ?? 'ETH'
  if (!swap || swap.problem === 'networkNotSupported') {
    return (
      <ViewRoot view="Swap">
        <p className="latch-error" role="alert" data-swap-problem="networkNotSupported">
          {messages.problems.networkNotSupported}
        </p>
      </ViewRoot>
    )
  }
  if (swap.tokensStatus !== 'success') {
    return (
      <ViewRoot view="Swap">
        {swap.tokensStatus === 'loading' ? (
          <p className="latch-muted latch-center" role="status" data-swap-loading>
            {messages.loadingTokens}
          </p>
        ) : (
          <p className="latch-error" role="alert" data-swap-tokens-error>
            {swap.tokensError ?? messages.tokensFailed}
          </p>
        )}
      </ViewRoot>
    )
  }
  const from = selectSwapToken(swap, swap.from)
  const to = selectSwapToken(swap, swap.to)
  const quote = swap.quote
  const side = (which: 'from' | 'to') => {
    const token = which === 'from' ? from : to
    const balance = selectSwapBalance(balances, token?.address)
    return (
      <div className="latch-field">
        <label htmlFor={`${id}-${which}`}>{which === 'from' ? messages.from : messages.to}</label>
        <button
          type="button"
          id={`${id}-${which}`}
          className="latch-input"
          data-swap-token={which}
          onClick={() => modal.dispatch(events.swap.selectTokenRequested({ side: which }))}
        >
          {token ? (balance !== undefined ? `${token.symbol} — ${formatNumber(balance, 3, locale)}` : token.symbol) : messages.chooseToken}
          {token?.price !== undefined ? ` ($${formatNumber(String(token.price), 2, locale)})` : ''}
        </button>
        {balance !== undefined && token && (
          <p className="latch-muted latch-small" data-swap-balance={which}>
            {messages.balance(`${formatNumber(balance, 3, locale)} ${token.symbol}`)}
          </p>
        )}
      </div>
    )
  }
  return (
    <ViewRoot view="Swap">
      <form
        className="latch-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          modal.dispatch(events.swap.previewRequested())
        }}
      >
        {side('from')}
        <div className="latch-field">
          <label htmlFor={`${id}-amount`}>{messages.amount}</label>
          <input
            id={`${id}-amount`}
            className="latch-input"
            data-swap-amount
            inputMode="decimal"
            maxLength={80}
            autoComplete="off"
            placeholder="0"
            value={swap.amount ?? ''}
            onChange={(event) => modal.dispatch(events.swap.amountChanged({ amount: event.currentTarget.value }))}
          />
        </div>
        <button type="button" className="latch-secondary" data-swap-switch onClick={() => modal.dispatch(events.swap.sidesSwitched())}>
          {messages.switchSides}
        </button>
        {side('to')}
        <div className="latch-field">
          <label htmlFor={`${id}-to-amount`}>{messages.toAmount}</label>
          <input
            id={`${id}-to-amount`}
            className="latch-input"
            data-swap-to-amount
            inputMode="decimal"
            maxLength={80}
            autoComplete="off"
            placeholder="0"
            value={swap.wantedTo ? swap.wantedTo.amount : quote?.status === 'success' ? (quote.toAmount ?? '') : ''}
            onChange={(event) => modal.dispatch(events.swap.toAmountChanged({ amount: event.currentTarget.value }))}
          />
          {swap.wantedTo?.status === 'loading' && (
            <p className="latch-muted latch-small" role="status" data-swap-reverse="loading">
              {messages.reverseLoading}
            </p>
          )}
          {swap.wantedTo?.status === 'failure' && swapAmountOk(swap.wantedTo.amount) && (
            <p className="latch-error latch-small" role="alert" data-swap-reverse="failure">
              {messages.reverseFailed}
              {swap.wantedTo.error ? `: ${swap.wantedTo.error}` : ''}
            </p>
          )}
        </div>
        <div data-swap-quote={quote?.status ?? 'none'} aria-live="polite">
          {quote?.status === 'loading' && (
            <p className="latch-muted" role="status">
              {messages.quoteLoading}
            </p>
          )}
          {quote?.status === 'failure' && (
            <p className="latch-error" role="alert" data-swap-quote-error>
              {messages.quoteFailed}: {quote.error}
            </p>
          )}
          {quote?.status === 'success' && from && to && figures && <SwapQuoteSummary quote={quote} from={from} to={to} figures={figures} nativeSymbol={nativeSymbol} />}
        </div>
        {swap.problem && (
          <p className="latch-error" role="alert" data-swap-problem={swap.problem}>
            {messages.problems[swap.problem]}
          </p>
        )}
        <button type="submit" className="latch-primary" data-swap-review>
          {messages.review}
        </button>
      </form>
    </ViewRoot>
  )
}

/** A typed amount worth a message when nothing was found for it (an empty field is not). */
function swapAmountOk(amount: string): boolean {
  return amount.trim() !== ''
}

function selectAccounts(state: ModalState) {
  return state.accounts
}
function selectActiveNamespace(state: ModalState) {
  return state.activeNamespace
}
