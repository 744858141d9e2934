import { errorData } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/** The verdict of the origin check (SPEC.md §7 `/projects/v1/origins`, §8). */
export const ORIGIN_VERDICTS = ['allowed', 'notAllowed', 'unverified', 'RATE_LIMITED', 'SERVER_ERROR'] as const
export type OriginVerdict = (typeof ORIGIN_VERDICTS)[number]

/** What the project's services said about this page; each fact names only what it learnt. */
export const projectCheck = s.object({
  /** `/appkit/v1/config` failed: the host's flags stand alone (its success is `features/remoteConfigLoaded`). */
  remoteConfig: s.optional(s.enum(['failed'])),
  /** `/getAnalyticsConfig`: its answer, or `failed`. */
  analyticsConfig: s.optional(s.enum(['enabled', 'disabled', 'failed'])),
  /** The analytics service answered 403: no more usage events this session. */
  analyticsRefused: s.optional(s.boolean()),
  /** `/projects/v1/origins` judged the page's origin (core/rules/isOriginAllowed.ts). */
  origin: s.optional(s.enum(ORIGIN_VERDICTS)),
})

/**
 * A remote check answered or failed (SPEC.md §6–§8): the epic judges (the verdict is in
 * the event, so a log replays to it without the service), the reducer records it and raises the
 * §8 alert it calls for. `error` is the failure behind it, for the log.
 */
export const checked = defineEvent('project/checked', { ...projectCheck.fields, error: s.optional(errorData) })

/** The user closed the alert (SPEC.md §8 alerts); it is not shown again this session. */
export const alertDismissed = defineEvent('project/alertDismissed', {})
