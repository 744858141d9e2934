/**
 * Social login into the embedded wallet (SPEC.md §4 "Social login"): the popup's steps as
 * facts of the social-login epic — started (the redirect address is open in the popup), the secure
 * site's result arrived (request user data), success, error — and the user leaving the flow.
 * `ui/socialChosen` (core/events/ui.ts) is the intent that starts it.
 */
import { SOCIAL_PROVIDERS } from '../types.ts'
import { errorData } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

const requestId = s.string({ maxLength: 100 })

/** Why a social login ended without a connection (the renderer words each: SPEC.md §8). */
export const SOCIAL_FAILURES = ['popupClosed', 'rejected', 'initFailed', 'failed', 'timedOut', 'noAuthConnector', 'farcasterFailed'] as const

/** The secure site gave the redirect address and the 600×800 popup shows it (§4 "started"). */
export const redirectOpened = defineEvent('social/redirectOpened', { requestId, provider: s.enum(SOCIAL_PROVIDERS) })
/** Farcaster (§4: a fetched URL, not a popup): the secure site's channel URL, shown as a QR code and a link. */
export const farcasterUriIssued = defineEvent('social/farcasterUriIssued', { requestId, uri: s.string({ maxLength: 4096 }) })
/** The secure site's callback page sent the result address: the frame now asks for the user (§4 "request user data"). */
export const resultReceived = defineEvent('social/resultReceived', { requestId })
/** The frame holds a session for the social user; the AUTH connector connects next (§4 "success"). */
export const succeeded = defineEvent('social/succeeded', {
  requestId,
  /** The social username (SPEC.md §3): personal data, a keyed token in an exported log. */
  username: s.optional(s.string({ personal: true, maxLength: 200 })),
})
/** The login ended without a session (§4 "error"): the popup was closed, consent denied, the frame failed. */
export const failed = defineEvent('social/failed', { requestId, reason: s.enum(SOCIAL_FAILURES), error: errorData })
/** The user left ConnectingSocial (back or close) while the popup was open: it was closed, nothing changed. */
export const cancelled = defineEvent('social/cancelled', { requestId })
