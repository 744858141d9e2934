import type { ModalState } from '../reducers/state.ts'
import { socialsFor } from '../rules/telegram.ts'
import type { SocialProvider } from '../types.ts'

const NONE: readonly SocialProvider[] = []
/** Per `features.socials` array (no module-level slot two modals would share). */
const cache = new WeakMap<readonly SocialProvider[], Map<string, readonly SocialProvider[]>>()

/**
 * The social providers the Connect view offers, in the configured order: `features.socials`
 * without those SPEC.md §5 filters out inside Telegram (google on iOS, x on Mac, facebook and x on
 * Android). The same array while its inputs are the same (a `useModalState` selector).
 */
export function selectSocialProviders(state: ModalState): readonly SocialProvider[] {
  const { socials } = state.features
  if (!socials) return NONE
  const key = state.env.telegram ?? ''
  let byPlatform = cache.get(socials)
  if (!byPlatform) cache.set(socials, (byPlatform = new Map()))
  let result = byPlatform.get(key)
  if (!result) byPlatform.set(key, (result = socialsFor(socials, state.env.telegram)))
  return result
}
