import { errorData } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/**
 * `/projects/v1/origins` answered (SPEC.md §7) for the page at `origin`. The reducer decides
 * whether the origin is allowed (`isOriginAllowed`), so a replayed log reaches the same verdict.
 * An empty list (the client's answer to any failure but 429 and 5xx, SPEC §8) is no verdict.
 */
export const originsLoaded = defineEvent('project/originsLoaded', {
  origin: s.string({ maxLength: 2048 }),
  allowedOrigins: s.array(s.string({ maxLength: 2048 })),
})

/** The origin check failed with 'RATE_LIMITED' (429) or 'SERVER_ERROR' (5xx), SPEC.md §8. */
export const originsFailed = defineEvent('project/originsFailed', { error: errorData })
