import type { SocialProvider } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import type { SocialFailure } from '../../core/reducers/socialState.ts'
import { Avatar } from '../components/Avatar.tsx'
import { ViewRoot } from '../components/ViewRoot.tsx'
import type { Messages } from '../messages.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { useViewDataString } from '../hooks/useViewDataString.ts'

/** SPEC.md §8's text for each way a social login ends without a connection. */
export function socialProblemText(messages: Messages, problem: SocialFailure): string {
  switch (problem) {
    case 'popupClosed':
      return messages.errors.popupClosed
    case 'rejected':
      return messages.errors.connectionRejected
    case 'initFailed':
      return messages.errors.failedToInitiateSocialConnection
    case 'failed':
      return messages.errors.failedToConnect
    case 'timedOut':
      return messages.embeddedAlerts.IFRAME_REQUEST_TIMEOUT
    case 'noAuthConnector':
      return messages.noAuthConnector
    case 'farcasterFailed':
      return messages.errors.failedToConnectToFarcaster
    default: {
      const never: never = problem
      return never
    }
  }
}

/**
 * ConnectingSocial (SPEC.md §4 social login): the provider's icon and where the user is
 * — the secure window opening, the provider's window (the popup), the wallet connecting — and on
 * failure the §8 message with Try again (which opens a new popup).
 */
export function ConnectingSocial() {
  const modal = useModal()
  const messages = useMessages()
  const provider = useViewDataString('provider') as SocialProvider | undefined
  const social = useModalState((state) => (state.social?.provider === provider ? state.social : undefined))
  const icon = useModalState((state) => (provider ? state.assetImages[provider] : undefined))
  const name = provider ? messages.socialNames[provider] : ''
  const problem = social?.step === 'failed' ? social.problem : undefined
  const body = social?.step === 'popup' ? messages.socialPopup(name) : social?.step === 'connecting' ? messages.socialConnecting : messages.socialOpening
  return (
    <ViewRoot view="ConnectingSocial">
      <div className="latch-state" data-social-login={provider} data-social-step={social?.step ?? 'idle'} aria-busy={problem ? 'false' : 'true'}>
        <div className="latch-ring" data-failed={problem ? 'true' : 'false'}>
          {!problem && <div className="latch-spinner" role="progressbar" aria-label={messages.loading} />}
          <Avatar name={name} src={icon} />
        </div>
        <h3>{problem ? messages.connectFailedTitle : messages.continueWith(name)}</h3>
        {problem ? (
          <p className="latch-error" role="alert" data-social-error={problem}>
            {socialProblemText(messages, problem)}
          </p>
        ) : (
          <p className="latch-muted">{body}</p>
        )}
        {problem && provider && (
          <button type="button" className="latch-primary latch-wide" data-retry onClick={() => modal.dispatch(events.ui.socialChosen({ provider }))}>
            {messages.tryAgain}
          </button>
        )}
      </div>
    </ViewRoot>
  )
}
