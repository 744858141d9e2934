import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/** Leaving ConnectingFarcaster while disconnected: the auth connector must reload (SPEC.md §2). */
export const authConnectorReloadRequested = defineEvent('embedded/authConnectorReloadRequested', {})
/**
 * The user typed the one-time code of an email login; the code is redacted from exported logs,
 * the email is personal data (a keyed token there, issue 11).
 */
export const otpSubmitted = defineEvent('embedded/otpSubmitted', {
  email: s.string({ personal: true }),
  otp: s.string({ sensitive: true }),
})
