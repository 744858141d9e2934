import { featuresPatch } from './app.ts'
import { errorData } from './common.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/** The wallet-list service's remote config arrived; its flags override the local ones (SPEC.md §6). */
export const remoteConfigLoaded = defineEvent('features/remoteConfigLoaded', { features: featuresPatch })

/** `/appkit/v1/config` failed (offline, refused, malformed): the host's flags stand alone. */
export const remoteConfigFailed = defineEvent('features/remoteConfigFailed', { error: errorData })

/** `/getAnalyticsConfig` answered (SPEC.md §7): `false` turns analytics off for this page. */
export const analyticsConfigLoaded = defineEvent('features/analyticsConfigLoaded', { isAnalyticsEnabled: s.boolean() })

/** `/getAnalyticsConfig` failed: the flags decide alone. */
export const analyticsConfigFailed = defineEvent('features/analyticsConfigFailed', { error: errorData })
