import { PAIRING_EXPIRY_MS } from '../rules/pairing.ts'
import type { Handler } from './draft.ts'

/** A new pairing URI is shown; it expires 4 minutes after this event (SPEC.md §4, §9). */
export const uriIssued: Handler<'pairing/uriIssued'> = (state, event) => {
  state.pairing = { uri: event.uri, expiresAt: event.at + PAIRING_EXPIRY_MS, expired: false }
}

/** The shown pairing counts as expired; a stale event for an older pairing changes nothing. */
export const expired: Handler<'pairing/expired'> = (state, event, base) => {
  if (base.pairing?.expiresAt === event.expiresAt && state.pairing) state.pairing.expired = true
}
