/** SPEC.md §9: numbers en-US by default. */
export const DEFAULT_LOCALE = 'en-US'

/**
 * The locale the modal speaks and formats in: the host's `locale` option, else the
 * browser's languages in order, else en-US (SPEC.md §9). A tag `Intl` does not know is skipped.
 * With `available` (the catalogues a renderer ships), the first tag whose language has one wins;
 * its formatting stays the full tag (`es-MX` formats as Mexico, speaks the `es` catalogue).
 *
 * @example
 * resolveLocale(undefined, ['ja-JP', 'en']) // 'ja-JP'
 * resolveLocale('xx-invalid-@', []) // 'en-US'
 * resolveLocale(undefined, ['de-DE', 'es-MX'], ['en', 'es']) // 'es-MX'
 */
export function resolveLocale(requested: string | undefined, browser: readonly string[] = [], available?: readonly string[]): string {
  for (const tag of [requested, ...browser]) {
    const locale = canonical(tag)
    if (!locale) continue
    if (!available || available.includes(languageOf(locale))) return locale
  }
  return DEFAULT_LOCALE
}

/** The language subtag of a locale: `es-MX` → `es`. */
export function languageOf(locale: string): string {
  return locale.split('-')[0]!.toLowerCase()
}

/** Right-to-left scripts' languages (Arabic, Hebrew, Persian, Urdu, …): the modal root gets `dir="rtl"`. */
export function isRtl(locale: string): boolean {
  return ['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'yi', 'dv', 'ku', 'ug'].includes(languageOf(locale))
}

function canonical(tag: string | undefined): string | undefined {
  if (!tag) return undefined
  try {
    return Intl.getCanonicalLocales(tag)[0]
  } catch {
    return undefined
  }
}
