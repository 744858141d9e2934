import { SOCIAL_PROVIDERS, type Features, type SocialProvider } from '../types.ts'
import type { JsonValue } from '../events/schema.ts'
import { freezeDeep } from './freezeDeep.ts'

/** SPEC.md §6 feature flags and their defaults (§9 default socials). */
/** Deep-frozen: a host or a test that edits it cannot change every later modal's defaults. */
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

/**
 * Which side wins when the host's `features` and the project's remote config (`/appkit/v1/config`,
 * `/getAnalyticsConfig`) disagree on a flag (SPEC.md §1 "host developers configure features", §6).
 * A side that does not name a flag leaves it to the other side, then to the default.
 *
 * - `offWins` (every flag not named below) — a feature is offered only if neither side turned it off: the host can keep a
 *   feature off its page, the project can withhold it from every page (a dashboard switch, a
 *   plan, `isAnalyticsEnabled: false`); `true` on either side turns on a feature that is off by
 *   default (`multiWallet`: SPEC §6's remote flag, or the host's). `socials`: the providers both
 *   sides name, in the host's order.
 * - `remote` — the project decides when its config names the flag (branding belongs to the
 *   project's plan, not to a page).
 * - `host` — the page decides; the remote value counts only when the host did not set it (the
 *   page's own layout: a legal checkbox, collapsed wallet rows).
 */
export const FEATURE_MERGE: Readonly<Record<keyof Features, 'offWins' | 'remote' | 'host'>> = {
  ...(Object.fromEntries(Object.keys(DEFAULT_FEATURES).map((key) => [key, 'offWins'])) as Record<keyof Features, 'offWins'>),
  reownBranding: 'remote',
  legalCheckbox: 'host',
  collapseWallets: 'host',
}

/** `socials` from config or remote: an array of known providers, or `false`; anything else is ignored. */
function normalizeSocials(value: JsonValue | undefined): SocialProvider[] | false | undefined {
  if (value === false) return false
  if (!Array.isArray(value)) return undefined
  return value.filter((v): v is SocialProvider => SOCIAL_PROVIDERS.includes(v as SocialProvider))
}

function mergeSocials(local: SocialProvider[] | false | undefined, remote: SocialProvider[] | false | undefined): SocialProvider[] | false {
  if (local === false || remote === false) return false
  if (local && remote) return local.filter((p) => remote.includes(p))
  return [...(local ?? remote ?? (DEFAULT_FEATURES.socials || []))]
}

type Flag = Exclude<keyof Features, 'socials'>

function mergeFlag(key: Flag, local: boolean | undefined, remote: boolean | undefined): boolean {
  const rule = FEATURE_MERGE[key]
  if (rule === 'offWins' && (local === false || remote === false)) return false
  return (rule === 'remote' ? (remote ?? local) : (local ?? remote)) ?? DEFAULT_FEATURES[key]
}

const asFlag = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined)

/**
 * The flags in force: the host's and the project's, merged flag by flag per `FEATURE_MERGE`, over
 * the defaults (SPEC.md §6).
 *
 * @example
 * resolveFeatures({ swaps: false }, { swaps: true }).swaps // false: either side may keep a feature off
 * resolveFeatures({}, { multiWallet: true }).multiWallet // true: the remote flag turns it on
 * resolveFeatures({ reownBranding: true }, { reownBranding: false }).reownBranding // false: the project decides
 */
export function resolveFeatures(local: FeaturesPatch = {}, remote: FeaturesPatch = {}): Features {
  const out = {} as Features
  for (const key of Object.keys(DEFAULT_FEATURES) as (keyof Features)[]) {
    if (key === 'socials') out.socials = mergeSocials(normalizeSocials(local.socials), normalizeSocials(remote.socials))
    else out[key] = mergeFlag(key, asFlag(local[key]), asFlag(remote[key]))
  }
  return out
}
