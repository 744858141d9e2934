import { SOCIAL_PROVIDERS, type Features, type SocialProvider } from '../types.ts'
import type { JsonValue } from '../events/schema.ts'
import { freezeDeep } from './freezeDeep.ts'

/** SPEC.md §6 feature flags and their defaults (§9 default socials). */
/** Deep-frozen (issue 10): a host or a test that edits it cannot change every later modal's defaults. */
export const DEFAULT_FEATURES: Features = freezeDeep({
  receive: true,
  send: true,
  swaps: true,
  onramp: true,
  email: true,
  socials: [...SOCIAL_PROVIDERS],
  activity: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  multiWallet: false,
  reownBranding: true,
})

export type FeaturesPatch = { [K in keyof Features]?: K extends 'socials' ? JsonValue : Features[K] }

/** `socials` from config or remote: an array of known providers, or `false`; anything else is ignored. */
function normalizeSocials(value: JsonValue | undefined): SocialProvider[] | false | undefined {
  if (value === false) return false
  if (!Array.isArray(value)) return undefined
  return value.filter((v): v is SocialProvider => SOCIAL_PROVIDERS.includes(v as SocialProvider))
}

/**
 * Defaults, then the host's flags, then the remote config's (SPEC.md §6: remote overrides).
 *
 * @example
 * resolveFeatures({ swaps: false }, { swaps: true }).swaps // true
 */
export function resolveFeatures(local: FeaturesPatch = {}, remote: FeaturesPatch = {}): Features {
  const out: Features = { ...DEFAULT_FEATURES, socials: [...(DEFAULT_FEATURES.socials || [])] }
  for (const patch of [local, remote]) {
    for (const key of Object.keys(DEFAULT_FEATURES) as (keyof Features)[]) {
      const value = patch[key]
      if (value === undefined) continue
      if (key === 'socials') {
        const socials = normalizeSocials(value as JsonValue)
        if (socials !== undefined) out.socials = socials
      } else if (typeof value === 'boolean') {
        out[key] = value
      }
    }
  }
  return out
}
