import { useRef, type FocusEvent } from 'react'
import { truncateAddress, type Snackbar as SnackbarState } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { Icon } from './Icon.tsx'
import { errorText } from '../errorText.ts'

/**
 * `state.snackbar` (SPEC.md §4), announced politely, errors assertively; the user may dismiss it,
 * and it hides itself (core `snackbarDuration`). It sits below the view, in the dialog's flow, so
 * it never covers a control. A sent transaction shows its hash (truncated, full in the title) and
 * the explorer link when the network has one. While the pointer is over it or focus is inside it,
 * it is held (it does not hide itself: WCAG 2.2.1).
 */
export function Snackbar({ snackbar }: { snackbar: SnackbarState }) {
  const modal = useModal()
  const messages = useMessages()
  const transaction = snackbar.transaction
  const hold = useHold()
  return (
    <div data-snackbar data-variant={snackbar.variant} role={snackbar.variant === 'error' ? 'alert' : 'status'} {...hold}>
      <span className="latch-snackbar-text">
        <span>{transaction ? messages.transactionSent : snackbar.error ? errorText(messages, snackbar.error) : snackbar.message}</span>
        {transaction && (
          <span className="latch-snackbar-hash" data-transaction-hash={transaction.hash} title={transaction.hash}>
            {truncateAddress(transaction.hash)}
          </span>
        )}
      </span>
      {transaction?.url && (
        <a className="latch-snackbar-link" data-explorer-link href={transaction.url} target="_blank" rel="noopener noreferrer">
          {messages.viewOnExplorer}
        </a>
      )}
      <button type="button" className="latch-icon-button" aria-label={messages.dismiss} onClick={() => modal.dispatch(events.snackbar.dismissed())}>
        <Icon name="close" />
      </button>
    </div>
  )
}

/** Pointer over or focus inside: `snackbar/holdStarted`; both gone: `snackbar/holdEnded`. */
function useHold() {
  const modal = useModal()
  const inside = useRef({ pointer: false, focus: false })
  const update = (key: 'pointer' | 'focus', value: boolean) => {
    const before = inside.current.pointer || inside.current.focus
    inside.current = { ...inside.current, [key]: value }
    const after = inside.current.pointer || inside.current.focus
    if (after !== before) modal.dispatch(after ? events.snackbar.holdStarted() : events.snackbar.holdEnded())
  }
  return {
    onMouseEnter: () => update('pointer', true),
    onMouseLeave: () => update('pointer', false),
    onFocus: () => update('focus', true),
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) update('focus', false)
    },
  }
}
