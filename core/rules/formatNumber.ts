/**
 * SPEC.md §9: numbers in en-US by default (or the modal's locale); balances 3
 * decimals, currency 2, transfer quantities 3.
 *
 * @example
 * formatNumber('1234.56789', 3) // '1,234.568'
 * formatNumber('1234.5', 2, 'de-DE') // '1.234,5'
 * formatCurrency(12.3) // '$12.30'
 */
export function formatNumber(value: string | number, maximumFractionDigits = 2, locale = 'en-US'): string {
  const n = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(n)) return '0'
  return new Intl.NumberFormat(locale, { maximumFractionDigits, minimumFractionDigits: 0 }).format(n)
}

/** A fiat amount as the modal shows it (SPEC.md §5 number formats), in the given currency and locale. */
export function formatCurrency(value: number, currency = 'USD', locale = 'en-US'): string {
  if (!Number.isFinite(value)) return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(0)
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: CURRENCY_DECIMALS, maximumFractionDigits: CURRENCY_DECIMALS }).format(value)
}

/**
 * A date and time for the locale (en-US by default, SPEC.md §9), e.g. an activity row.
 *
 * @example
 * formatDate(Date.UTC(2026, 10, 23, 21, 5), 'en-US', 'UTC') // 'Nov 23, 2026, 9:05 PM'
 */
export function formatDate(epochMs: number, locale = 'en-US', timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(epochMs)
}

/** SPEC.md §9: balances show 3 decimals, currency amounts 2, transfer quantities 3. */
export const BALANCE_DECIMALS = 3
export const CURRENCY_DECIMALS = 2
export const QUANTITY_DECIMALS = 3
