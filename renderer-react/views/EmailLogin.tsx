import { useState } from 'react'
import { EmailInput } from '../components/EmailInput.tsx'
import { truncateEmail, type ModalState } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { ViewRoot } from '../components/ViewRoot.tsx'
import type { Messages } from '../messages.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'

type Embedded = NonNullable<ModalState['embedded']>

/** The §8 text of the login's problem or alert, if any. */
function problemText(embedded: Embedded | undefined, messages: Messages): string | undefined {
  if (embedded?.alert) return messages.embeddedAlerts[embedded.alert]
  const problem = embedded?.problem
  if (!problem) return undefined
  switch (problem.code) {
    case 'throttled':
      return messages.emailThrottled(problem.retryAfter)
    case 'invalidOtp':
      return messages.otpInvalid
    case 'noAuthConnector':
      return messages.noAuthConnector
    case 'failed':
      return problem.message
  }
}

/**
 * EmailLogin (SPEC.md §2): the email (label cut to 30 characters, §5) and 'Continue
 * with email'; while the secure site mails the code, 'Sending a code…'; inside the 30 s throttle,
 * 'Please try again after N seconds' (§8, §9).
 */
export function EmailLogin() {
  const modal = useModal()
  const messages = useMessages()
  const embedded = useModalState((state) => state.embedded)
  const [email, setEmail] = useState(embedded?.email ?? '')
  const sending = embedded?.step === 'sending'
  const problem = problemText(embedded, messages)
  return (
    <ViewRoot view="EmailLogin">
      <form
        className="latch-section"
        data-email-login
        onSubmit={(event) => {
          event.preventDefault()
          if (email.trim()) modal.dispatch(events.ui.emailSubmitted({ email: email.trim() }))
        }}
      >
        {embedded?.email && (
          <p className="latch-muted" data-email-label title={embedded.email}>
            {messages.emailLoginFor(truncateEmail(embedded.email))}
          </p>
        )}
        <EmailInput value={email} onChange={setEmail} />
        {sending && (
          <p className="latch-muted" role="status" data-email-sending>
            {messages.emailSending}
          </p>
        )}
        {problem && (
          <p className="latch-error" role="alert" data-email-problem>
            {problem}
          </p>
        )}
        <button type="submit" className="latch-primary latch-wide" data-continue-email disabled={sending} aria-busy={sending}>
          {messages.continueWithEmail}
        </button>
      </form>
    </ViewRoot>
  )
}

/** EmailVerifyDevice (SPEC.md §4): a new device waits for the approval link mailed to the user. */
export function EmailVerifyDevice() {
  const messages = useMessages()
  const email = useModalState((state) => state.embedded?.email) ?? ''
  return (
    <ViewRoot view="EmailVerifyDevice">
      <div className="latch-state" data-device-approval aria-busy="true">
        <div className="latch-spinner" role="progressbar" aria-label={messages.deviceApprovalWaiting} />
        <p data-email-label title={email}>
          {messages.deviceApprovalBody(truncateEmail(email))}
        </p>
      </div>
    </ViewRoot>
  )
}

/** EmailVerifyOtp (SPEC.md §4): the mailed code; a wrong one says 'Invalid code'. The code is redacted in the log. */
export function EmailVerifyOtp() {
  const modal = useModal()
  const messages = useMessages()
  const embedded = useModalState((state) => state.embedded)
  const [otp, setOtp] = useState('')
  const email = embedded?.email ?? ''
  const busy = embedded?.step === 'verifying' || embedded?.step === 'connecting'
  const problem = problemText(embedded, messages)
  return (
    <ViewRoot view="EmailVerifyOtp">
      <form
        className="latch-section"
        data-otp-form
        onSubmit={(event) => {
          event.preventDefault()
          if (/^\d{6}$/.test(otp.trim())) modal.dispatch(events.embedded.otpSubmitted({ email, otp: otp.trim() }))
        }}
      >
        <p data-email-label title={email}>
          {messages.otpPrompt(truncateEmail(email))}
        </p>
        <input
          className="latch-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          name="otp"
          maxLength={6}
          aria-label={messages.otpLabel}
          placeholder={messages.otpLabel}
          value={otp}
          onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))}
        />
        {busy && (
          <p className="latch-muted" role="status">
            {messages.otpVerifying}
          </p>
        )}
        {problem && (
          <p className="latch-error" role="alert" data-otp-problem>
            {problem}
          </p>
        )}
        <button type="submit" className="latch-primary latch-wide" data-otp-submit disabled={busy} aria-busy={busy}>
          {messages.otpSubmit}
        </button>
      </form>
    </ViewRoot>
  )
}
