import type { ModalState } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { errorText } from '../errorText.ts'
import { Avatar } from '../components/Avatar.tsx'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { defaultSmartSessionsMessages } from '../smartSessionsMessages.ts'

const selectList = (state: ModalState) => state.smartSessions

/**
 * SmartSessions (SPEC.md §6 smartSessions flag, §7 sessions calls): each session the
 * account granted — project, validity, status — and Revoke (the wallet signs, then the post).
 * Whether a session has expired is read against the browser's clock when the view renders (display only).
 */
export function SmartSessions() {
  const modal = useModal()
  const catalogue = useMessages()
  const messages = { ...defaultSmartSessionsMessages, ...catalogue.smartSessions }
  const list = useModalState(selectList)
  const now = Date.now() / 1000
  if (!list || list.status === 'loading') {
    return (
      <ViewRoot view="SmartSessions">
        <p className="latch-muted latch-center" role="status" aria-busy="true" data-sessions="loading">
          {messages.loading}
        </p>
      </ViewRoot>
    )
  }
  if (list.status === 'failure') {
    return (
      <ViewRoot view="SmartSessions">
        <p className="latch-error" role="alert" data-sessions="failure">
          {list.error?.message ?? messages.failed}
        </p>
      </ViewRoot>
    )
  }
  return (
    <ViewRoot view="SmartSessions">
      {list.sessions.length === 0 ? (
        <p className="latch-muted latch-center" data-sessions="empty">
          {messages.empty}
        </p>
      ) : (
        <ul className="latch-list" aria-label={messages.list} data-sessions="success">
          {list.sessions.map((session) => {
            const status = session.revokedAt !== undefined ? 'revoked' : session.expiry <= now ? 'expired' : 'active'
            return (
              <li className="latch-item" key={session.pci} data-session={session.pci} data-session-status={status}>
                <Avatar name={session.project.name} src={session.project.iconUrl} />
                <span className="latch-item-name">{session.project.name}</span>
                <span className="latch-muted latch-small">{messages.expires(session.expiry)}</span>
                <span className="latch-item-tag">{messages.status[status]}</span>
                {status === 'active' && (
                  <button
                    type="button"
                    className="latch-secondary latch-small"
                    data-session-revoke={session.pci}
                    disabled={list.revoking !== undefined}
                    aria-busy={list.revoking === session.pci}
                    onClick={() => modal.dispatch(events.sessions.revokeRequested({ pci: session.pci }))}
                  >
                    {list.revoking === session.pci ? messages.revoking : messages.revoke}
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {list.revokeError && (
        <p className="latch-error" role="alert" data-session-error>
          {errorText(catalogue, list.revokeError)}
        </p>
      )}
    </ViewRoot>
  )
}
