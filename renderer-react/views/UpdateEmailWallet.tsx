import { useState } from 'react'
import { truncateEmail, type ModalState } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { EmailInput } from '../components/EmailInput.tsx'
import { ViewRoot } from '../components/ViewRoot.tsx'
import { useMessages } from '../hooks/useMessages.ts'
import { useModal } from '../hooks/useModal.ts'
import { useModalState } from '../hooks/useModalState.ts'

const selectEmbedded = (state: ModalState) => state.embedded

/**
 * UpdateEmailWallet (SPEC.md §2, §4 update email with primary and secondary OTP): the new
 * email, then the code mailed to the current address, then the one mailed to the new address; at
 * the end the wallet (same address) is the new email's. A wrong code says so and keeps its step.
 */
export function UpdateEmailWallet() {
  const modal = useModal()
  const messages = useMessages()
  const embedded = useModalState(selectEmbedded)
  const update = embedded?.update
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const step = update?.step ?? 'email'
  const busy = step === 'sending' || step === 'verifyingPrimary' || step === 'verifyingSecondary'
  const problem = update?.problem ? (update.problem.code === 'invalidOtp' ? messages.otpInvalid : update.problem.message) : undefined
  const codeStep = step === 'primary' || step === 'verifyingPrimary' || step === 'secondary' || step === 'verifyingSecondary'
  const codeFor = step === 'primary' || step === 'verifyingPrimary' ? embedded?.email : update?.email
  return (
    <ViewRoot view="UpdateEmailWallet">
      {step === 'done' ? (
        <div className="latch-section" data-update-email-step="done">
          <p role="status" data-update-email-done>
            {messages.updateEmailDone(truncateEmail(update?.email ?? ''))}
          </p>
          <button type="button" className="latch-primary latch-wide" data-update-email-close onClick={() => modal.dispatch(events.router.wentBack())}>
            {messages.back}
          </button>
        </div>
      ) : (
        <form
          className="latch-section"
          data-update-email-step={step}
          onSubmit={(event) => {
            event.preventDefault()
            if (busy) return
            if (codeStep && code.trim()) {
              modal.dispatch(events.embedded.emailChangeCodeSubmitted({ otp: code.trim() }))
              setCode('')
            } else if (!codeStep && email.trim()) modal.dispatch(events.embedded.newEmailSubmitted({ email: email.trim() }))
          }}
        >
          {codeStep ? (
            <>
              <p className="latch-muted" data-update-email-code-for={step.endsWith('rimary') ? 'primary' : 'secondary'}>
                {messages.emailChangeCodeSentTo(truncateEmail(codeFor ?? ''))}
              </p>
              <input
                className="latch-input"
                name="otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={20}
                aria-label={messages.otpLabel}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
              />
            </>
          ) : (
            <EmailInput value={email} onChange={setEmail} />
          )}
          {problem && (
            <p className="latch-error" role="alert" data-update-email-problem>
              {problem}
            </p>
          )}
          <button type="submit" className="latch-primary latch-wide" data-update-email-submit disabled={busy} aria-busy={busy}>
            {codeStep ? (busy ? messages.otpVerifying : messages.otpSubmit) : messages.updateEmailSend}
          </button>
        </form>
      )}
    </ViewRoot>
  )
}
