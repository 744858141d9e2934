/**
 * UpdateEmailWallet (SPEC.md §2, §4 "update email with primary and secondary OTP"): an
 * email-login wallet moves to another address after a code mailed to the current address, then
 * one mailed to the new address. Steps and problems are codes (the renderer words them); every
 * answer is a fact of core/effects/embeddedLogin.ts, keyed by the step that asked.
 */
import type { Handler, StateDraft } from './draft.ts'
import { pushView } from './router.ts'
import type { ModalState } from './state.ts'
import { selectCanUpdateEmail } from '../selectors/canUpdateEmail.ts'

const waiting = (base: ModalState, requestId: string): boolean => base.embedded?.update?.requestId === requestId

function update(state: StateDraft) {
  return state.embedded!.update!
}

export const requested: Handler<'embedded/emailChangeRequested'> = (state, _event, base) => {
  if (!base.open || !selectCanUpdateEmail(base)) return
  state.embedded!.update = { step: 'email' }
  pushView(state, 'UpdateEmailWallet')
}

export const submitted: Handler<'embedded/newEmailSubmitted'> = (state, event, base) => {
  const step = base.embedded?.update?.step
  if (step !== 'email' || !selectCanUpdateEmail(base)) return
  state.embedded!.update = { step: 'sending', email: event.email, requestId: `update-${event.seq}` }
}

export const codeSubmitted: Handler<'embedded/emailChangeCodeSubmitted'> = (state, event, base) => {
  const step = base.embedded?.update?.step
  if (step !== 'primary' && step !== 'secondary') return
  const u = update(state)
  u.step = step === 'primary' ? 'verifyingPrimary' : 'verifyingSecondary'
  u.requestId = `update-${event.seq}`
  delete u.problem
}

export const codeSent: Handler<'embedded/emailChangeCodeMailed'> = (state, event, base) => {
  if (!waiting(base, event.requestId)) return
  const u = update(state)
  u.step = event.stage
  delete u.requestId
  delete u.problem
}

/** The wallet is the new email's: Account names it (the AUTH account's name, the stored email). */
export const updated: Handler<'embedded/emailUpdated'> = (state, event, base) => {
  if (!waiting(base, event.requestId)) return
  state.embedded!.update = { step: 'done', email: event.email }
  state.embedded!.email = event.email
  // Every namespace the login serves (eip155 and the Solana account that joined it).
  for (const account of Object.values(state.accounts)) if (account?.connectorId === 'auth') account.authName = event.email
  // The saved connections (ProfileWallets, SPEC.md §6 multi-wallet) name it too.
  for (const list of Object.values(state.connections))
    for (const connection of list ?? []) if (connection.connectorId === 'auth' && connection.authName !== undefined) connection.authName = event.email
}

/** A wrong code keeps its step (try again); anything else goes back to where it was asked, with the words. */
export const failed: Handler<'embedded/emailChangeFailed'> = (state, event, base) => {
  if (!waiting(base, event.requestId)) return
  const u = update(state)
  u.step = u.step === 'verifyingPrimary' ? 'primary' : u.step === 'verifyingSecondary' ? 'secondary' : 'email'
  delete u.requestId
  u.problem = event.error.code === 'INVALID_OTP' ? { code: 'invalidOtp' } : { code: 'failed', message: event.error.shortMessage }
}
