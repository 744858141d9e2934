/**
 * The project checks' state slice: its type and schema, apart from the reducer so the
 * root state imports no reducer file (no import circle through state.ts).
 */
import type { AlertKey } from '../errors/alerts.ts'
import { projectCheck } from '../events/project.ts'
import { s, type Infer } from '../events/schema.ts'

/**
 * What the project's services said about this page, and the SPEC.md §8 alert they
 * raised: `alert` on screen (a code the renderer words), `alertsShown` every one raised (each shows once).
 */
export type ProjectState = Omit<Infer<typeof projectCheck>, 'remoteConfig'> & {
  remoteConfig?: 'loaded' | 'failed'
  /** SPEC.md §5: the providers the project's remote config names (absent: every built-in one). */
  onrampProviders?: string[]
  alert?: StateAlert
  alertsShown?: StateAlert[]
}

/**
 * The SPEC.md §8 alerts the reducers raise, by their catalogue key (core/errors/alerts.ts holds
 * their texts; it stays out of the start bundle). A slice that raises another adds its key here.
 */
export const STATE_ALERTS = ['INVALID_APP_CONFIGURATION', 'RATE_LIMITED', 'SERVER_ERROR'] as const satisfies readonly AlertKey[]
/** An alert the project's state can hold (bad configuration, rate limited, server error). */
export type StateAlert = (typeof STATE_ALERTS)[number]

const alert = s.enum(STATE_ALERTS)
export const projectStateSchema = s.object({
  ...projectCheck.fields,
  remoteConfig: s.optional(s.enum(['loaded', 'failed'])),
  onrampProviders: s.optional(s.array(s.string({ maxLength: 64 }), 32)),
  alert: s.optional(alert),
  alertsShown: s.optional(s.array(alert)),
})
