import { s, type Infer } from '../events/schema.ts'
import { smartSession } from '../events/smartSessions.ts'
import { stateErrorSchema } from '../rules/stateError.ts'

/** The SmartSessions view (SPEC.md §6 smartSessions, §7 sessions calls). */
export const smartSessionsStateSchema = s.object({
  address: s.string(),
  status: s.enum(['loading', 'success', 'failure']),
  sessions: s.array(smartSession),
  error: s.optional(stateErrorSchema),
  /** The session being revoked (the wallet signs, then the post). */
  revoking: s.optional(s.string()),
  revokeError: s.optional(stateErrorSchema),
})
export type SmartSessionsState = Infer<typeof smartSessionsStateSchema>
