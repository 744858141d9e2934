import { errorData } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

const ANALYTICS_TRANSPORTS = ['fetch', 'beacon'] as const

/** A batch of usage events left for POST /e (SPEC.md §7): by fetch, or by `sendBeacon` on page hide. */
export const batchPosted = defineEvent('analytics/batchPosted', {
  count: s.number({ integer: true, min: 0 }),
  via: s.enum(ANALYTICS_TRANSPORTS),
})

/** A batch could not be sent (not retried: a lost usage event costs less than a busy page). */
export const batchFailed = defineEvent('analytics/batchFailed', { count: s.number({ integer: true, min: 0 }), error: errorData })

/** The analytics service answered 403: analytics stops for the session; 'Invalid App Configuration' (SPEC.md §8). */
export const refused = defineEvent('analytics/refused', { error: errorData })

