import { formatNumber, selectActiveNetwork, selectSwapBalance, selectSwapQuoteFigures, type ModalState } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { BALANCE_DECIMALS, CURRENCY_DECIMALS } from '../../core/rules/formatNumber.ts'
import type { SwapState } from '../../core/reducers/swapState.ts'
import { useLocale } from '../hooks/useLocale.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import type { SwapMessages } from '../swapMessages.ts'
import { SwapQuoteSummary } from './SwapQuoteSummary.tsx'

type SwapToken = NonNullable<SwapState['tokens']>[number]

/**
 * One side of the swap: the chosen token with its balance and price, a button that
 * opens SwapSelectToken for that side.
 */
export function SwapTokenField({ which, token, fieldId, messages }: { which: 'from' | 'to'; token: SwapToken | undefined; fieldId: string; messages: SwapMessages }) {
  const modal = useModal()
  const locale = useLocale()
  const accounts = useModalState(selectAccounts)
  const activeNamespace = useModalState(selectActiveNamespace)
  const balance = selectSwapBalance({ accounts, activeNamespace }, token?.address)
  const held = balance !== undefined ? formatNumber(balance, BALANCE_DECIMALS, locale) : undefined
  return (
    <div className="latch-field">
      <label htmlFor={fieldId}>{which === 'from' ? messages.from : messages.to}</label>
      <button type="button" id={fieldId} className="latch-input" data-swap-token={which} onClick={() => modal.dispatch(events.swap.selectTokenRequested({ side: which }))}>
        {token ? (held !== undefined ? `${token.symbol} — ${held}` : token.symbol) : messages.chooseToken}
        {token?.price !== undefined ? ` ($${formatNumber(String(token.price), CURRENCY_DECIMALS, locale)})` : ''}
      </button>
      {held !== undefined && token && (
        <p className="latch-muted latch-small" data-swap-balance={which}>
          {messages.balance(`${held} ${token.symbol}`)}
        </p>
      )}
    </div>
  )
}

/** The amount to receive: typed (a reverse quote) or the live quote's figure. */
export function SwapToAmountField({ swap, fieldId, messages }: { swap: SwapState; fieldId: string; messages: SwapMessages }) {
  const modal = useModal()
  const quote = swap.quote
  return (
    <div className="latch-field">
      <label htmlFor={fieldId}>{messages.toAmount}</label>
      <input
        id={fieldId}
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
      {swap.wantedTo?.status === 'failure' && swap.wantedTo.amount.trim() !== '' && (
        <p className="latch-error latch-small" role="alert" data-swap-reverse="failure">
          {messages.reverseFailed}
          {swap.wantedTo.error ? `: ${swap.wantedTo.error}` : ''}
        </p>
      )}
    </div>
  )
}

/** The live quote (SPEC.md §7 quotes): loading, its failure, or its figures (provider, rate, impact, fee). */
export function SwapQuoteStatus({ swap, from, to, messages }: { swap: SwapState; from: SwapToken | undefined; to: SwapToken | undefined; messages: SwapMessages }) {
  const figures = useModalState(selectSwapQuoteFigures)
  const nativeSymbol = useModalState(selectActiveNetwork)?.nativeCurrency.symbol ?? 'ETH'
  const quote = swap.quote
  return (
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
  )
}

function selectAccounts(state: ModalState) {
  return state.accounts
}
function selectActiveNamespace(state: ModalState) {
  return state.activeNamespace
}
