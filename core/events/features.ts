import { featuresPatch } from './app.ts'
import { defineEvent } from './define.ts'
import { s } from './schema.ts'

/** The wallet-list service's remote config arrived; its flags override the local ones (SPEC.md §6). */
export const remoteConfigLoaded = defineEvent('features/remoteConfigLoaded', {
  features: featuresPatch,
  /**
   * The onramp providers the project names (SPEC.md §5: an array of strings, else none are used);
   * absent when its config names none: every built-in provider (§9).
   */
  onrampProviders: s.optional(s.array(s.string({ maxLength: 64 }), 32)),
})
