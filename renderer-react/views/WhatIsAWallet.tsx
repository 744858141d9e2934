import { events } from '../../core/coreEntry.ts'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'

/**
 * WhatIsAWallet: the help entry the Connect header's "?" opens (as in the leading product). Three
 * short points, then "Get a wallet" to the full wallet list when that feature is on.
 */
export function WhatIsAWallet() {
  const modal = useModal()
  const messages = useMessages()
  const allWallets = useModalState((state) => state.features.allWallets)
  return (
    <ViewRoot view="WhatIsAWallet">
      <ul className="latch-help" data-wallet-help>
        {messages.walletHelp.map((point, i) => (
          <li key={point.title}>
            <span className="latch-help-mark" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h3>{point.title}</h3>
              <p className="latch-muted">{point.body}</p>
            </div>
          </li>
        ))}
      </ul>
      {allWallets && (
        <button type="button" className="latch-primary" data-get-wallet onClick={() => modal.dispatch(events.ui.allWalletsClicked())}>
          {messages.getAWallet}
        </button>
      )}
    </ViewRoot>
  )
}
