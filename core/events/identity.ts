import { errorData } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/**
 * SPEC.md §7 `/v1/identity/{address}`: the name and avatar registered for an address (either may
 * be absent), which become the account's profileName and profileImage (SPEC.md §3).
 */
export const loaded = defineEvent('identity/loaded', { address: s.string(), name: s.optional(s.string()), avatar: s.optional(s.string()) })
/** The identity call failed: the account keeps its address as its label (no snack, SPEC.md §8 names none). */
export const failed = defineEvent('identity/failed', { address: s.string(), error: errorData })
