import type { JsonValue } from '../events/schema.ts'
import type { FeaturesPatch } from './features.ts'

/** One feature of `/appkit/v1/config` as the wallet-list service sends it (SPEC.md §7). */
export type RemoteFeatureEntry = { id: string; isEnabled: boolean; config?: JsonValue | undefined }

/** Remote feature ids → SPEC.md §6 flags (those that are plain on/off switches). */
const REMOTE_SWITCHES: Readonly<Record<string, keyof FeaturesPatch>> = {
  swap: 'swaps',
  onramp: 'onramp',
  activity: 'activity',
  reown_branding: 'reownBranding',
  multi_wallet: 'multiWallet',
  payments: 'pay',
}

/**
 * The flags a project's remote config names (`/appkit/v1/config` → SPEC.md §6). `social_login`
 * carries email and the social providers: email is on when the feature is and its config lists
 * `email`; the socials are the rest of its config (`false` when the feature is off). A feature
 * the config does not list is left to the host (absent from the patch); unknown ids are ignored.
 *
 * @example
 * remoteFeaturesPatch([{ id: 'social_login', isEnabled: true, config: ['email', 'google'] }])
 * // { email: true, socials: ['google'] }
 */
/**
 * SPEC.md §5 "Remote onramp providers must be an array of strings, else none are used": the
 * `onramp` feature's config as the provider list. `undefined` when the config names no providers
 * (the built-in ones, SPEC.md §9, apply); `[]` for a config that is not an array of strings.
 *
 * @example
 * remoteOnrampProviders([{ id: 'onramp', isEnabled: true, config: ['meld'] }]) // ['meld']
 */
export function remoteOnrampProviders(features: readonly RemoteFeatureEntry[]): string[] | undefined {
  const onramp = features.find((feature) => feature.id === 'onramp')
  if (onramp?.config === undefined || onramp.config === null) return undefined
  const config = onramp.config
  return Array.isArray(config) && config.every((v): v is string => typeof v === 'string') ? config.slice(0, 32) : []
}

export function remoteFeaturesPatch(features: readonly RemoteFeatureEntry[]): FeaturesPatch {
  const patch: FeaturesPatch = {}
  for (const feature of features) {
    const flag = REMOTE_SWITCHES[feature.id]
    if (flag) (patch as Record<string, JsonValue>)[flag] = feature.isEnabled
    if (feature.id === 'social_login') {
      const config = Array.isArray(feature.config) ? feature.config.filter((v): v is string => typeof v === 'string') : []
      patch.email = feature.isEnabled && config.includes('email')
      patch.socials = feature.isEnabled ? config.filter((id) => id !== 'email') : false
    }
  }
  return patch
}
