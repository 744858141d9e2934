import { useId } from 'react'
import { selectSwapToken, type ModalState } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { swapMessagesOf } from '../swapMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { SwapQuoteStatus, SwapToAmountField, SwapTokenField } from './SwapFields.tsx'

const selectSwapView = (state: ModalState) => state.swap

/**
 * Swap (SPEC.md §7 convert, §9 slippage): the two tokens from the service's list with
 * balances and prices, the amount to sell, the live quote (provider, rate, price impact, network
 * fee); Review asks the reducer (`swap/previewRequested`), whose problem shows here as a code's text.
 */
export function Swap() {
  const modal = useModal()
  const messages = swapMessagesOf(useMessages().swap)
  const swap = useModalState(selectSwapView)
  const id = useId()
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
        <SwapTokenField which="from" token={from} fieldId={`${id}-from`} messages={messages} />
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
        <SwapTokenField which="to" token={to} fieldId={`${id}-to`} messages={messages} />
        <SwapToAmountField swap={swap} fieldId={`${id}-to-amount`} messages={messages} />
        <SwapQuoteStatus swap={swap} from={from} to={to} messages={messages} />
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
