import { formatNumber, selectActiveNetwork, selectSwapQuoteFigures, selectSwapToken, type ModalState } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useLocale } from '../hooks/useLocale.ts'
import { swapMessagesOf } from '../swapMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { newRequestId } from '../requestId.ts'
import { SwapQuoteSummary } from './SwapQuoteSummary.tsx'

const selectSwap = (state: ModalState) => state.swap

/**
 * SwapPreview: the quote to confirm, whether an approval comes first (the allowance the
 * epic checked), each step in progress, and a rejected or failed step's message (nothing later
 * was sent). Confirm dispatches `swap/submitted`; success returns to Account (the reducer).
 */
export function SwapPreview() {
  const modal = useModal()
  const messages = useMessages()
  const locale = useLocale()
  const m = swapMessagesOf(messages.swap)
  const swap = useModalState(selectSwap)
  const figures = useModalState(selectSwapQuoteFigures)
  const nativeSymbol = useModalState(selectActiveNetwork)?.nativeCurrency.symbol ?? 'ETH'
  const quote = swap?.quote
  const from = selectSwapToken(swap, quote?.from)
  const to = selectSwapToken(swap, quote?.to)
  const busy = swap !== undefined && swap.status !== 'idle'
  const approvalNeeded = swap?.allowance?.approvalNeeded === true
  const error = swap?.error
  const errorText = error ? (error.code === 4001 && (error.stage === 'approve' || error.stage === 'swap') ? m.rejected[error.stage] : m.failed(error.stage, error.message)) : undefined
  return (
    <ViewRoot view="SwapPreview">
      {quote?.status === 'success' && from && to && figures ? (
        <>
          <div className="latch-state">
            <h3 data-swap-preview-amounts>{`${formatNumber(quote.fromAmount, 6, locale)} ${from.symbol} → ${formatNumber(quote.toAmount ?? '0', 6, locale)} ${to.symbol}`}</h3>
          </div>
          <SwapQuoteSummary quote={quote} from={from} to={to} figures={figures} nativeSymbol={nativeSymbol} />
        </>
      ) : (
        <p className="latch-muted latch-center" role="status" data-swap-preview-loading>
          {m.quoteLoading}
        </p>
      )}
      {approvalNeeded && !busy && from && (
        <p className="latch-muted" data-swap-approval-needed>
          {m.approvalNeeded(from.symbol)}
        </p>
      )}
      {busy && swap && swap.status !== 'idle' && (
        <p className="latch-muted latch-center" role="status" data-swap-pending={swap.status}>
          {m.pending[swap.status]}
        </p>
      )}
      {errorText && !busy && (
        <p className="latch-error" role="alert" data-swap-error={error?.stage}>
          {errorText}
        </p>
      )}
      <div className="latch-actions">
        <button type="button" className="latch-secondary" data-swap-cancel disabled={busy} onClick={() => modal.dispatch(events.router.wentBack())}>
          {messages.cancel}
        </button>
        <button
          type="button"
          className="latch-primary"
          data-swap-confirm
          disabled={busy || quote?.status !== 'success'}
          aria-busy={busy}
          onClick={() => modal.dispatch(events.swap.submitted({ requestId: newRequestId('swap') }))}
        >
          {approvalNeeded ? m.approveAndSwap : m.confirm}
        </button>
      </div>
    </ViewRoot>
  )
}
