import type { ViewName } from '../../core/index.ts'
import { selectClosingBlocked } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { Icon } from './Icon.tsx'

/** Back button (router/wentBack) or, at the Connect root, the help entry; the view's title (the dialog's label); close button. */
export function Header({ view, canGoBack, titleId }: { view: ViewName; canGoBack: boolean; titleId: string }) {
  const modal = useModal()
  const messages = useMessages()
  // SPEC.md §4: a required sign-in without a session cannot be closed or left.
  const blocked = useModalState(selectClosingBlocked)
  return (
    <div className="latch-header">
      {canGoBack && !blocked ? (
        <button type="button" className="latch-icon-button" data-latch-back aria-label={messages.back} onClick={() => modal.dispatch(events.router.wentBack())}>
          <Icon name="back" />
        </button>
      ) : view === 'Connect' ? (
        // The help entry, as in the leading product: "What is a wallet?" from the Connect root.
        <button type="button" className="latch-icon-button" data-latch-help aria-label={messages.whatIsAWallet} onClick={() => modal.dispatch(events.ui.helpClicked())}>
          <Icon name="help" />
        </button>
      ) : (
        <span />
      )}
      {/* keyed by view: the title fades in on each change (SPEC.md §9 header text 120 ms) */}
      <h2 className="latch-title" id={titleId} key={view}>
        {messages.viewTitles[view]}
      </h2>
      {blocked ? (
        <span />
      ) : (
        <button type="button" className="latch-icon-button" data-latch-close aria-label={messages.close} onClick={() => modal.close()}>
          <Icon name="close" />
        </button>
      )}
    </div>
  )
}
