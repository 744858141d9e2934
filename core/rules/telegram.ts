import type { SocialProvider } from '../types.ts'

/** Where a page runs inside Telegram's webview (SPEC.md §5), by the platform its filters name. */
export const TELEGRAM_PLATFORMS = ['ios', 'mac', 'android', 'other'] as const
/** The platform a Telegram webview reports (SPEC.md §5). */
export type TelegramPlatform = (typeof TELEGRAM_PLATFORMS)[number]

/**
 * SPEC.md §5: "In Telegram, social providers are filtered: google on iOS, x on Mac, facebook and x
 * on Android" — the providers whose login cannot finish inside Telegram's webview there.
 */
export const TELEGRAM_HIDDEN_SOCIALS: Readonly<Record<TelegramPlatform, readonly SocialProvider[]>> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/** What `telegramPlatform` reads of a window: Telegram's own globals and the user agent. */
export type TelegramWindowLike = {
  TelegramWebviewProxy?: unknown
  Telegram?: { WebApp?: unknown }
  navigator?: { userAgent?: string; maxTouchPoints?: number }
}

/** Telegram's webview: its proxy (mobile apps) or its Web App object (every client). */
export function inTelegram(window: TelegramWindowLike | undefined): boolean {
  return window !== undefined && (window.TelegramWebviewProxy !== undefined || window.Telegram?.WebApp !== undefined)
}

/**
 * The platform of a page in Telegram's webview, `undefined` outside Telegram. An iPad that reports
 * itself as a Mac (desktop Safari's user agent, but a touch screen) is iOS.
 *
 * @example
 * telegramPlatform({ TelegramWebviewProxy: {}, navigator: { userAgent: '… Android 14 …' } }) // 'android'
 */
export function telegramPlatform(window: TelegramWindowLike | undefined): TelegramPlatform | undefined {
  if (!inTelegram(window)) return undefined
  const ua = window?.navigator?.userAgent ?? ''
  if (/Android/i.test(ua)) return 'android'
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios'
  if (/Macintosh|Mac OS X/i.test(ua)) return (window?.navigator?.maxTouchPoints ?? 0) > 1 ? 'ios' : 'mac'
  return 'other'
}

/** The social providers to offer on `platform` (all of them outside Telegram), in their order. */
export function socialsFor(socials: readonly SocialProvider[], platform: TelegramPlatform | undefined): SocialProvider[] {
  if (platform === undefined) return [...socials]
  const hidden = TELEGRAM_HIDDEN_SOCIALS[platform]
  return socials.filter((provider) => !hidden.includes(provider))
}
