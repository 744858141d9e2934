import { events, type Snackbar as SnackbarState } from '../../core/index.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { Icon } from './Icon.tsx'

/** `state.snackbar` (SPEC.md §4), announced politely, errors assertively; the user may dismiss it. */
export function Snackbar({ snackbar }: { snackbar: SnackbarState }) {
  const modal = useModal()
  const messages = useMessages()
  return (
    <div data-snackbar data-variant={snackbar.variant} role={snackbar.variant === 'error' ? 'alert' : 'status'}>
      <span>{snackbar.message}</span>
      <button type="button" className="latch-icon-button" aria-label={messages.dismiss} onClick={() => modal.dispatch(events.snackbar.dismissed())}>
        <Icon name="close" />
      </button>
    </div>
  )
}
