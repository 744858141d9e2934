import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/** Leaving ConnectingFarcaster while disconnected: the auth connector must reload (SPEC.md §2). */
export const authConnectorReloadRequested = defineEvent('embedded/authConnectorReloadRequested', {})
/** The user typed the one-time code of an email login; the code is redacted from exported logs. */
export const otpSubmitted = defineEvent('embedded/otpSubmitted', {
  email: s.string(),
  otp: s.string({ sensitive: true }),
})
