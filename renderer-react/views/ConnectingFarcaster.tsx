import { useState } from 'react'
import { events } from '../../core/coreEntry.ts'
import { Avatar } from '../components/Avatar.tsx'
import { QrCode } from '../components/QrCode.tsx'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'
import { socialProblemText } from './ConnectingSocial.tsx'

/**
 * ConnectingFarcaster (SPEC.md §2, §4 "Farcaster uses a fetched URL instead of a popup"):
 * the secure site's Farcaster URL as a QR code to scan and a link to open (and copy), until the
 * user's Farcaster app approves it; on failure §8's 'Failed to connect to farcaster' with Try again.
 * Leaving the view while disconnected reloads the auth connector (core/effects/authConnectorReload.ts).
 */
export function ConnectingFarcaster() {
  const modal = useModal()
  const messages = useMessages()
  const social = useModalState((state) => (state.social?.provider === 'farcaster' ? state.social : undefined))
  const icon = useModalState((state) => state.assetImages['farcaster'])
  const [copied, setCopied] = useState(false)
  const name = messages.socialNames.farcaster
  const problem = social?.step === 'failed' ? social.problem : undefined
  const uri = social?.step === 'qr' ? social.farcasterUri : undefined
  const copy = () => {
    if (!uri) return
    void navigator.clipboard?.writeText(uri).catch(() => undefined)
    setCopied(true)
  }
  return (
    <ViewRoot view="ConnectingFarcaster">
      <div className="latch-state" data-farcaster-step={social?.step ?? 'idle'} aria-busy={uri || problem ? 'false' : 'true'}>
        <h3>{problem ? messages.connectFailedTitle : messages.continueWith(name)}</h3>
        {uri ? (
          <>
            <QrCode text={uri} label={messages.farcasterQrLabel} icon={<Avatar name={name} src={icon} />} />
            <p className="latch-muted">{messages.farcasterScan}</p>
            <a className="latch-primary latch-wide" href={uri} target="_blank" rel="noopener noreferrer" data-farcaster-link>
              {messages.farcasterOpen}
            </a>
            <button type="button" className="latch-secondary latch-wide" data-copy-link data-uri={uri} onClick={copy}>
              {copied ? messages.linkCopied : messages.copyLink}
            </button>
          </>
        ) : problem ? (
          <>
            <div className="latch-ring" data-failed="true">
              <Avatar name={name} src={icon} />
            </div>
            <p className="latch-error" role="alert" data-social-error={problem}>
              {socialProblemText(messages, problem)}
            </p>
            <button type="button" className="latch-primary latch-wide" data-retry onClick={() => modal.dispatch(events.ui.socialChosen({ provider: 'farcaster' }))}>
              {messages.tryAgain}
            </button>
          </>
        ) : (
          <div className="latch-ring">
            <div className="latch-spinner" role="progressbar" aria-label={messages.loading} />
            <Avatar name={name} src={icon} />
          </div>
        )}
      </div>
    </ViewRoot>
  )
}
