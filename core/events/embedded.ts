import { defineEvent } from './define.ts'
import { errorData } from './common.ts'
import { s } from './schema.ts'

/** Leaving ConnectingFarcaster while disconnected: the auth connector must reload (SPEC.md §2). */
export const authConnectorReloadRequested = defineEvent('embedded/authConnectorReloadRequested', {})
/**
 * The user typed the one-time code of an email login; the code is redacted from exported logs,
 * the email is personal data (a keyed token there).
 */
export const otpSubmitted = defineEvent('embedded/otpSubmitted', {
  email: s.string({ personal: true }),
  otp: s.string({ sensitive: true }),
})

/** The embedded-wallet alerts of SPEC.md §8 (keys of core/errors/alerts.ts). */
export const EMBEDDED_ALERTS = ['IFRAME_LOAD_FAILED', 'IFRAME_REQUEST_TIMEOUT', 'JWT_TOKEN_NOT_VALID'] as const
const requestId = s.string({ maxLength: 100 })

/** The secure site took the email: it mailed a code, or asks first for the device's approval (§4). */
export const emailAccepted = defineEvent('embedded/emailAccepted', {
  requestId,
  action: s.enum(['VERIFY_DEVICE', 'VERIFY_OTP']),
})
/** The email login could not start: throttled (`retryAfter` s, SPEC.md §9), no auth connector, frame trouble. */
export const emailFailed = defineEvent('embedded/emailFailed', {
  requestId,
  error: errorData,
  retryAfter: s.optional(s.number({ integer: true, min: 0 })),
})
/** The new device was approved from the mailed link; the code is on its way. */
export const deviceApproved = defineEvent('embedded/deviceApproved', { requestId })
/** The code was right: the frame holds a session; the AUTH connector connects next. */
export const otpAccepted = defineEvent('embedded/otpAccepted', { requestId })
/** The code was wrong or expired, or the frame failed. */
export const otpFailed = defineEvent('embedded/otpFailed', { requestId, error: errorData })
/** An approval-needing RPC call (SPEC.md §6) waits for the user in the secure site's UI. */
export const approvalRequested = defineEvent('embedded/approvalRequested', {
  requestId,
  method: s.string({ maxLength: 100 }),
})
/** The approval ended (approved and done, declined, or failed): the caller's promise has settled. */
export const approvalSettled = defineEvent('embedded/approvalSettled', {
  requestId,
  outcome: s.enum(['approved', 'rejected', 'failed']),
})
/** The frame manager hit a SPEC.md §8 alert (frame did not load, a request timed out, session expired). */
export const alerted = defineEvent('embedded/alerted', { alert: s.enum(EMBEDDED_ALERTS) })
/** UpdateEmailWallet (SPEC.md §2, §4 update email): the user asks to move the wallet to another email. */
export const emailChangeRequested = defineEvent('embedded/emailChangeRequested', {})
/** The new email typed (personal data: a keyed token in an exported log). */
export const newEmailSubmitted = defineEvent('embedded/newEmailSubmitted', { email: s.string({ personal: true, maxLength: 320 }) })
/** A code typed: the current address's first, then the new one's (redacted from exported logs). */
export const emailChangeCodeSubmitted = defineEvent('embedded/emailChangeCodeSubmitted', { otp: s.string({ sensitive: true, maxLength: 20 }) })
/** The secure site mailed the code of `stage`: the current (primary) address's, then the new (secondary) one's. */
export const emailChangeCodeMailed = defineEvent('embedded/emailChangeCodeMailed', { requestId, stage: s.enum(['primary', 'secondary']) })
/** Both codes were right: the wallet belongs to the new email now. */
export const emailUpdated = defineEvent('embedded/emailUpdated', { requestId, email: s.string({ personal: true, maxLength: 320 }) })
/** A step of the update failed (a wrong code, the frame, the secure site's refusal): nothing moved. */
export const emailChangeFailed = defineEvent('embedded/emailChangeFailed', { requestId, error: errorData })
/** The embedded-wallet keys of SPEC.md §3 read from storage at start (the email is personal data). */
export const storageRestored = defineEvent('embedded/storageRestored', {
  email: s.optional(s.string({ personal: true, maxLength: 320 })),
  lastEmailLoginAt: s.optional(s.number({ integer: true, min: 0 })),
  smartAccountNetworks: s.optional(s.array(s.string({ maxLength: 100 }), 64)),
})
/** SPEC.md §3 "smart account enabled networks": the secure site named the networks where its wallets have smart accounts. */
export const smartAccountNetworksReported = defineEvent('embedded/smartAccountNetworksReported', { networks: s.array(s.string({ maxLength: 100 }), 64) })
