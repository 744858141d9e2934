import { events } from '../../core/coreEntry.ts'
import { ALERT_MESSAGES } from '../alertMessages.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { Icon } from './Icon.tsx'

/**
 * SPEC.md §8 alerts ('Invalid App Configuration', and 'Rate Limited' / 'Server Error'
 * with `debug`): a bar at the top of the dialog, announced assertively; once dismissed it does
 * not come back this session (the core shows each alert once).
 */
export function AlertBar() {
  const modal = useModal()
  const messages = useMessages()
  const alert = useModalState((state) => state.project?.alert)
  if (!alert) return null
  const text = messages.alerts?.[alert] ?? ALERT_MESSAGES[alert]
  return (
    <div data-latch-alert={alert} role="alert" className="latch-alert">
      <span className="latch-alert-text">
        <strong>{text.title}</strong> <span>{text.detail}</span>
      </span>
      <button type="button" className="latch-icon-button" aria-label={messages.dismiss} onClick={() => modal.dispatch(events.project.alertDismissed())}>
        <Icon name="close" />
      </button>
    </div>
  )
}
