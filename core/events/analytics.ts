import { errorData } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/**
 * A batch of usage events went to POST /e (SPEC.md §7) — by fetch, or by `sendBeacon` on page
 * hide — or, with `error`, could not (not retried: a lost usage event costs less than a busy page).
 */
export const batchSettled = defineEvent('analytics/batchSettled', {
  count: s.number({ integer: true, min: 0 }),
  via: s.enum(['fetch', 'beacon']),
  error: s.optional(errorData),
})
