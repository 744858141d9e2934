/**
 * Shared by the locale catalogues: the Activity tab's day heading and time, and a
 * wait, formatted by `Intl` for the catalogue's language (SPEC.md §9: en-US is English's).
 */

/** A day (`2026-11-23`, the local day) as the language writes it; a malformed one as it comes. */
export function formatDay(day: string, locale: string): string {
  const [y, m, d] = day.split('-').map(Number)
  if (!y || !m || !d) return day
  return new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(y, m - 1, d))
}

/** A transaction's time (ISO string from the service); an unreadable one reads empty. */
export function formatTime(minedAt: string, locale: string): string {
  const date = new Date(minedAt)
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date)
}

/** A wait in seconds in the language's own units ("58 s", "60 min", "3 h" in Spanish). */
export function formatWait(seconds: number, locale: string): string {
  const [value, unit] = seconds < 120 ? [seconds, 'second'] : seconds < 2 * 3600 ? [Math.ceil(seconds / 60), 'minute'] : [Math.ceil(seconds / 3600), 'hour']
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value)
}
