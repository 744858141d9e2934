import { errorData } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/** A smart session as the list shows it (SPEC.md §7 `/v1/sessions/{address}`): who, until when (seconds), revoked when. */
export const smartSession = s.object({
  pci: s.string({ maxLength: 200 }),
  project: s.object({ name: s.string(), url: s.optional(s.string()), iconUrl: s.optional(s.string()) }),
  expiry: s.number(),
  createdAt: s.number(),
  revokedAt: s.optional(s.number()),
})

// Intents.
/** Account's "Sessions" (SPEC.md §6 smartSessions flag). */
export const viewRequested = defineEvent('sessions/viewRequested', {})
/** Revoke this session: the account signs its `pci`, then POST revoke (SPEC.md §7). */
export const revokeRequested = defineEvent('sessions/revokeRequested', { pci: s.string({ maxLength: 200 }) })
// Facts.
export const loaded = defineEvent('sessions/loaded', { address: s.string(), sessions: s.array(smartSession) })
export const failed = defineEvent('sessions/failed', { address: s.string(), error: errorData })
export const revoked = defineEvent('sessions/revoked', { pci: s.string() })
export const revokeFailed = defineEvent('sessions/revokeFailed', { pci: s.string(), error: errorData })
