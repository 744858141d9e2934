import { featuresPatch } from './app.ts'
import { defineEvent } from './define.ts'

/** The wallet-list service's remote config arrived; its flags override the local ones (SPEC.md §6). */
export const remoteConfigLoaded = defineEvent('features/remoteConfigLoaded', { features: featuresPatch })

