import { useId } from 'react'
import { events } from '../../core/coreEntry.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'

/**
 * SPEC.md §6 `legalCheckbox`: "I agree to the Terms of Service and Privacy Policy", the two names
 * linking to the host's `termsConditionsUrl` / `privacyPolicyUrl` (plain words when one is not
 * given). Ticking it is an intent; the core saves it for the origin and unblocks Connect.
 */
export function LegalConsent() {
  const modal = useModal()
  const messages = useMessages()
  const id = useId()
  const shown = useModalState((state) => state.features.legalCheckbox)
  const accepted = useModalState((state) => state.legalAccepted === true)
  const terms = useModalState((state) => state.config.termsConditionsUrl)
  const privacy = useModalState((state) => state.config.privacyPolicyUrl)
  if (!shown) return null
  const text = messages.legalConsent
  const link = (href: string | undefined, words: string) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer" className="latch-link">
        {words}
      </a>
    ) : (
      words
    )
  return (
    <div className="latch-legal" data-legal-consent>
      <input
        id={id}
        aria-labelledby={`${id}-text`}
        type="checkbox"
        className="latch-checkbox"
        checked={accepted}
        onChange={(event) => modal.dispatch(events.legal.consentChanged({ accepted: event.target.checked }))}
      />
      {/* The links sit outside the label's click target so following one does not tick the box. */}
      <span id={`${id}-text`}>
        {/* The sentence places {terms} and {privacy} where its language's grammar wants them. */}
        {text.sentence
          .split(/(\{terms\}|\{privacy\})/)
          .filter(Boolean)
          .map((part) =>
            part === '{terms}' ? (
              <span key={part}>{link(terms, text.terms)}</span>
            ) : part === '{privacy}' ? (
              <span key={part}>{link(privacy, text.privacy)}</span>
            ) : (
              // A sentence's words between the two names differ from each other.
              <label key={part} htmlFor={id}>
                {part}
              </label>
            ),
          )}
      </span>
    </div>
  )
}
