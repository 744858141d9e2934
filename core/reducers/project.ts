import { castDraft } from 'immer'
import { ALERTS, type AlertKey } from '../errors/alerts.ts'
import { s } from '../events/schema.ts'
import { resolveFeatures, type FeaturesPatch } from '../rules/features.ts'
import { isOriginAllowed } from '../rules/isOriginAllowed.ts'
import type { Handler, StateDraft } from './draft.ts'
import type { ModalState } from './state.ts'

/** The verdict of the origin check (SPEC.md §7 `/projects/v1/origins`, §8). */
export const ORIGIN_VERDICTS = ['allowed', 'notAllowed', 'unverified', 'RATE_LIMITED', 'SERVER_ERROR'] as const
export type OriginVerdict = (typeof ORIGIN_VERDICTS)[number]

/** What the project's services said about this page (issue 17). */
export type ProjectState = {
  remoteConfig?: 'loaded' | 'failed'
  /** `/getAnalyticsConfig`: its answer, or `failed`. */
  analyticsConfig?: 'enabled' | 'disabled' | 'failed'
  /** The analytics service answered 403: no more usage events this session. */
  analyticsRefused?: boolean
  origin?: OriginVerdict
}

/** SPEC.md §8 alerts: the one on screen (a code the renderer words) and every one already raised (each shows once). */
export type AlertsState = { current?: AlertKey; shown: AlertKey[] }

const ALERT_KEYS = Object.keys(ALERTS) as AlertKey[]
export const projectStateSchema = s.object({
  remoteConfig: s.optional(s.enum(['loaded', 'failed'])),
  analyticsConfig: s.optional(s.enum(['enabled', 'disabled', 'failed'])),
  analyticsRefused: s.optional(s.boolean()),
  origin: s.optional(s.enum(ORIGIN_VERDICTS)),
})
export const alertsStateSchema = s.object({ current: s.optional(s.enum(ALERT_KEYS)), shown: s.array(s.enum(ALERT_KEYS)) })

/**
 * Raises a SPEC.md §8 alert once per session. `debugOnly` alerts show only with `debug: true`
 * (a visitor cannot act on them); the verdict stays in `state.project` either way.
 */
function raise(draft: StateDraft, base: ModalState, alert: AlertKey, debugOnly: boolean): void {
  if (debugOnly && !base.config.debug) return
  const alerts = draft.alerts ?? (draft.alerts = { shown: [] })
  if (alerts.shown.includes(alert)) return
  alerts.shown.push(alert)
  alerts.current = alert
}

/** The remote side of the feature merge: the config's flags, with analytics off when the analytics config or service said so. */
export function remoteSide(state: Pick<ModalState, 'remoteFeatures' | 'project'>): FeaturesPatch {
  const off = state.project?.analyticsConfig === 'disabled' || state.project?.analyticsRefused === true
  return off ? { ...state.remoteFeatures, analytics: false } : { ...state.remoteFeatures }
}

function resolve(draft: StateDraft, base: ModalState): void {
  draft.features = castDraft(resolveFeatures(base.config.features, remoteSide(draft)))
}

const project = (draft: StateDraft): ProjectState => draft.project ?? (draft.project = {})

export const remoteConfigFailed: Handler<'features/remoteConfigFailed'> = (draft) => {
  project(draft).remoteConfig = 'failed'
}

export const analyticsConfigLoaded: Handler<'features/analyticsConfigLoaded'> = (draft, event, base) => {
  project(draft).analyticsConfig = event.isAnalyticsEnabled ? 'enabled' : 'disabled'
  resolve(draft, base)
}

export const analyticsConfigFailed: Handler<'features/analyticsConfigFailed'> = (draft) => {
  project(draft).analyticsConfig = 'failed'
}

/**
 * SPEC.md §8: an origin not on the allowlist raises 'Invalid App Configuration' (shown to
 * everyone: the project refuses this page, and its connections will fail). An empty list — what
 * the client makes of a 4xx other than 429, of a network failure or a malformed answer — is no
 * verdict: a page must not be told it is misconfigured because the check could not run.
 */
export const originsLoaded: Handler<'project/originsLoaded'> = (draft, event, base) => {
  if (event.allowedOrigins.length === 0) {
    project(draft).origin = 'unverified'
    return
  }
  const allowed = isOriginAllowed(event.origin, event.allowedOrigins)
  project(draft).origin = allowed ? 'allowed' : 'notAllowed'
  if (!allowed) raise(draft, base, 'INVALID_APP_CONFIGURATION', false)
}

/** SPEC.md §8: 429 → 'RATE_LIMITED', 5xx → 'SERVER_ERROR'; their alerts ('Rate Limited', 'Server Error') only with `debug`. */
export const originsFailed: Handler<'project/originsFailed'> = (draft, event, base) => {
  const verdict = event.error.code === 'RATE_LIMITED' ? 'RATE_LIMITED' : event.error.code === 'SERVER_ERROR' ? 'SERVER_ERROR' : 'unverified'
  project(draft).origin = verdict
  if (verdict !== 'unverified') raise(draft, base, verdict, true)
}

/**
 * SPEC.md §8: the analytics service's 403 raises 'Invalid App Configuration' once — the debug-only
 * case (a usage-event refusal is the developer's business, not the visitor's) — and turns
 * analytics off for the session.
 */
export const analyticsRefused: Handler<'analytics/refused'> = (draft, _event, base) => {
  project(draft).analyticsRefused = true
  resolve(draft, base)
  raise(draft, base, 'INVALID_APP_CONFIGURATION', true)
}

export const alertDismissed: Handler<'alerts/dismissed'> = (draft) => {
  if (draft.alerts?.current) delete draft.alerts.current
}
