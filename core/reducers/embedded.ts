/**
 * The email login into an embedded wallet (SPEC.md §2 EmailLogin, §4, §9): its steps,
 * the 30 s throttle read from the stamped time, the ApproveTransaction request and the §8 alerts.
 * Problems are codes; the renderer words them (renderer-react/messages.ts).
 */
import { isEmailLoginOffered } from '../rules/connectFlows.ts'
import { EMAIL_LOGIN_THROTTLE_MS } from '../rules/constants.ts'
import type { Handler, StateDraft } from './draft.ts'
import { goBack, pushView } from './router.ts'
import type { ModalState } from './state.ts'

export { EMBEDDED_STEPS, embeddedStateSchema, type EmbeddedAlert, type EmbeddedProblem, type EmbeddedState, type EmbeddedStep } from './embeddedState.ts'

function slice(state: StateDraft): NonNullable<StateDraft['embedded']> {
  state.embedded ??= { step: 'email' }
  return state.embedded
}

const pending = (base: ModalState, requestId: string): boolean => base.embedded?.requestId === requestId

/** Replaces the top view (device wait → code entry) without growing the stack. */
function replaceTop(state: StateDraft, view: ModalState['view']): void {
  // Replaced, never written into (as router.ts keeps the stack).
  state.history = [...state.history.slice(0, -1), view]
  state.transition = 'next'
}

/**
 * An email typed in Connect or EmailLogin: the login starts, unless the last one is under 30 s old
 * (SPEC.md §9): then 'Please try again after N seconds' with the seconds left, and nothing is sent.
 */
export const emailSubmitted: Handler<'ui/emailSubmitted'> = (state, event, base) => {
  if (event.email === undefined || !base.features.email || !isEmailLoginOffered(base.config)) return
  const embedded = slice(state)
  if (embedded.step === 'sending' || embedded.step === 'verifying') return
  embedded.email = event.email
  delete embedded.alert
  // SPEC.md §8 noAuthConnector: a preview without `latch/embedded` has nothing to log in with.
  if (base.config.authConnector !== true) {
    embedded.step = 'email'
    embedded.problem = { code: 'noAuthConnector' }
    return
  }
  const last = base.embedded?.lastEmailLoginAt
  if (last !== undefined && event.at - last < EMAIL_LOGIN_THROTTLE_MS) {
    embedded.step = 'email'
    embedded.problem = { code: 'throttled', retryAfter: Math.ceil((EMAIL_LOGIN_THROTTLE_MS - (event.at - last)) / 1000) }
    return
  }
  delete embedded.problem
  embedded.step = 'sending'
  embedded.requestId = `email-${event.seq}`
}

export const emailAccepted: Handler<'embedded/emailAccepted'> = (state, event, base) => {
  if (!pending(base, event.requestId)) return
  const embedded = slice(state)
  embedded.step = event.action === 'VERIFY_DEVICE' ? 'device' : 'otp'
  embedded.lastEmailLoginAt = event.at
  if (state.open) pushView(state, event.action === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp')
}

export const emailFailed: Handler<'embedded/emailFailed'> = (state, event, base) => {
  if (!pending(base, event.requestId)) return
  const embedded = slice(state)
  embedded.step = 'email'
  delete embedded.requestId
  embedded.problem = event.retryAfter !== undefined ? { code: 'throttled', retryAfter: event.retryAfter } : { code: 'failed', message: event.error.shortMessage }
}

export const deviceApproved: Handler<'embedded/deviceApproved'> = (state, event, base) => {
  if (!pending(base, event.requestId)) return
  slice(state).step = 'otp'
  if (base.view === 'EmailVerifyDevice') replaceTop(state, 'EmailVerifyOtp')
}

/** The code travels redacted; the login waits for the frame's answer. */
export const otpSubmitted: Handler<'embedded/otpSubmitted'> = (state, event, base) => {
  if (base.embedded?.step !== 'otp') return
  const embedded = slice(state)
  embedded.step = 'verifying'
  embedded.requestId = `otp-${event.seq}`
  delete embedded.problem
}

export const otpAccepted: Handler<'embedded/otpAccepted'> = (state, event, base) => {
  if (!pending(base, event.requestId)) return
  const embedded = slice(state)
  embedded.step = 'connecting'
  delete embedded.requestId
}

export const otpFailed: Handler<'embedded/otpFailed'> = (state, event, base) => {
  if (!pending(base, event.requestId)) return
  const embedded = slice(state)
  embedded.step = 'otp'
  delete embedded.requestId
  embedded.problem = event.error.code === 'INVALID_OTP' ? { code: 'invalidOtp' } : { code: 'failed', message: event.error.shortMessage }
}

/** SPEC.md §6: an approval-needing call opens ApproveTransaction (the modal opens for it if closed). */
export const approvalRequested: Handler<'embedded/approvalRequested'> = (state, event) => {
  slice(state).approval = { requestId: event.requestId, method: event.method }
  state.open = true
  pushView(state, 'ApproveTransaction')
}

export const approvalSettled: Handler<'embedded/approvalSettled'> = (state, event, base) => {
  if (base.embedded?.approval?.requestId !== event.requestId) return
  delete slice(state).approval
  if (base.view === 'ApproveTransaction') goBack(state)
}

export const alerted: Handler<'embedded/alerted'> = (state, event) => {
  const embedded = slice(state)
  embedded.alert = event.alert
  // A login waiting on the frame will hear nothing more: it can be tried again.
  if (embedded.step === 'sending') embedded.step = 'email'
  if (embedded.step === 'verifying') embedded.step = 'otp'
}

export const storageRestored: Handler<'embedded/storageRestored'> = (state, event) => {
  const embedded = slice(state)
  if (event.email !== undefined) embedded.email = event.email
  if (event.lastEmailLoginAt !== undefined) embedded.lastEmailLoginAt = event.lastEmailLoginAt
  if (event.smartAccountNetworks !== undefined) embedded.smartAccountNetworks = [...event.smartAccountNetworks]
}

/** SPEC.md §3: where the embedded wallet has smart accounts (Account's account-type control follows it). */
export const smartAccountNetworksReported: Handler<'embedded/smartAccountNetworksReported'> = (state, event) => {
  slice(state).smartAccountNetworks = [...event.networks]
}
