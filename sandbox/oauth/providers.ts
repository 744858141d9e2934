/**
 * The social providers the sandbox OAuth server stands in for: SPEC §9's default socials, in that
 * order. Each is one registered client of the one issuer (client_id = the provider's id).
 */
export const SOCIAL_PROVIDERS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** The name the consent page shows. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  farcaster: 'Farcaster',
  discord: 'Discord',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
}

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value)
}

/** The username the consent page offers: `alice@<provider>.test`. */
export function defaultUsername(provider: SocialProvider): string {
  return `alice@${provider}.test`
}

/** The client secret of a provider's client (sandbox only: a fixed, public value). */
export function clientSecretOf(provider: SocialProvider): string {
  return `${provider}-sandbox-secret`
}

/** The user's claims: the typed username, and an email (the username if it is one, else `<name>@<provider>.test`). */
export function claimsOf(provider: SocialProvider, username: string): { preferred_username: string; email: string; name: string; provider: SocialProvider } {
  const email = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(username)
    ? username.toLowerCase()
    : `${username
        .replace(/^@/, '')
        .replace(/[^a-zA-Z0-9._-]/g, '_')
        .toLowerCase()}@${provider}.test`
  return { preferred_username: username, email, name: username.split('@').filter(Boolean)[0] ?? username, provider }
}
