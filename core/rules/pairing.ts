/** SPEC.md §9: a WalletConnect pairing is set with a 4-minute expiry… */
export const PAIRING_EXPIRY_MS = 4 * 60_000
/** …and counts as expired when 10 s or less are left. */
export const PAIRING_EXPIRED_AT_LEFT_MS = 10_000

/** The shown pairing: its URI, when it expires (ms, from the event that issued it) and whether it has. */
export type PairingState = { uri: string; expiresAt: number; expired: boolean }

/**
 * Whether a pairing issued at `issuedAt` counts as expired at `now` (≤ 10 s left of its 4 minutes).
 * @example isPairingExpired({ expiresAt: 240_000 }, 230_000) // true
 */
export function isPairingExpired(pairing: { expiresAt: number }, now: number): boolean {
  return pairing.expiresAt - now <= PAIRING_EXPIRED_AT_LEFT_MS
}
