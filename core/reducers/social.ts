/**
 * Social login into the embedded wallet (SPEC.md §4): one attempt at a time, keyed by the
 * `ui/socialChosen` that started it; a fact of an older attempt changes nothing. The popup and its
 * polling live in the epic (core/effects/socialLogin.ts); here only what the user sees: the step,
 * and a failure as a code (the renderer words it, SPEC.md §8).
 */
import { isSocialLoginOffered } from '../rules/connectFlows.ts'
import type { Handler, StateDraft } from './draft.ts'
import type { ModalState } from './state.ts'
import type { SocialProvider } from '../types.ts'

export { SOCIAL_STEPS, socialStateSchema, type SocialFailure, type SocialState, type SocialStep } from './socialState.ts'

const running = (base: ModalState, requestId: string): boolean => base.social?.requestId === requestId

/**
 * Called by `ui/socialChosen` once routing allowed it (core/reducers/ui.ts): a new attempt starts,
 * unless one is running (a double click does not open a second popup, nor a second Farcaster
 * channel). Farcaster's attempt shows a fetched URL instead of a popup (§4; the epic tells which).
 */
export function socialLoginStarted(state: StateDraft, event: { provider: SocialProvider; seq: number }, base: ModalState): void {
  if (!isSocialLoginOffered(base.config)) return
  const current = base.social
  if (current?.requestId !== undefined && current.step !== 'failed') return
  state.social = { provider: event.provider, step: 'opening', requestId: `social-${event.seq}` }
}

export const redirectOpened: Handler<'social/redirectOpened'> = (state, event, base) => {
  if (!running(base, event.requestId) || base.social?.step !== 'opening') return
  state.social!.step = 'popup'
}

/** Farcaster's URL is there: the view shows it as a QR code and a link until the user approves. */
export const farcasterUriIssued: Handler<'social/farcasterUriIssued'> = (state, event, base) => {
  if (!running(base, event.requestId) || base.social?.step !== 'opening' || base.social.provider !== 'farcaster') return
  state.social!.step = 'qr'
  state.social!.farcasterUri = event.uri
}

export const resultReceived: Handler<'social/resultReceived'> = (state, event, base) => {
  if (!running(base, event.requestId) || base.social?.step !== 'popup') return
  state.social!.step = 'connecting'
}

/** The session exists; the connection (`connection/connectRequested` of the AUTH connector) follows. */
export const succeeded: Handler<'social/succeeded'> = (state, event, base) => {
  if (!running(base, event.requestId)) return
  const social = state.social!
  social.step = 'connecting'
  delete social.requestId
  delete social.problem
  delete social.farcasterUri
}

/** Nothing was connected: the view says why and offers another try; any other connection is untouched. */
export const failed: Handler<'social/failed'> = (state, event, base) => {
  if (!running(base, event.requestId)) return
  const social = state.social!
  social.step = 'failed'
  social.problem = event.reason
  delete social.requestId
  delete social.farcasterUri
  state.shake = true
}

/** The user left the flow: as if it had never started. */
export const cancelled: Handler<'social/cancelled'> = (state, event, base) => {
  if (!running(base, event.requestId)) return
  state.social = undefined
}
