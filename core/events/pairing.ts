import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/**
 * The WalletConnect adapter created a pairing and its `wc:` URI is ready to show (QR, Copy link,
 * deep links — SPEC.md §2 ConnectingWalletConnect). The pairing lives 4 minutes from this event
 * (SPEC.md §4, §9); a newer URI replaces the shown one.
 */
// The URI carries the pairing's symKey: a secret, redacted on export.
export const uriIssued = defineEvent('pairing/uriIssued', { uri: s.string({ sensitive: true }) })
/**
 * The shown pairing has 10 s or less left (SPEC.md §9): it counts as expired and the adapter is
 * asked for a fresh URI without user action. Dispatched by the pairing epic on the scheduler.
 */
// It names the pairing by its expiry (from the issuing event's time), not by the secret URI, so a
// replay of the redacted log tells the pairings apart as the live store did.
export const expired = defineEvent('pairing/expired', { expiresAt: s.number() })
