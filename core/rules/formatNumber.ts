/**
 * SPEC.md §9: numbers in en-US; balances 3 decimals, currency 2, transfer quantities 3.
 *
 * @example
 * formatNumber('1234.56789', 3) // '1,234.568'
 * formatCurrency(12.3) // '$12.30'
 */
export function formatNumber(value: string | number, maximumFractionDigits = 2): string {
  const n = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(n)) return '0'
  return new Intl.NumberFormat('en-US', { maximumFractionDigits, minimumFractionDigits: 0 }).format(n)
}

export function formatCurrency(value: number, currency = 'USD'): string {
  if (!Number.isFinite(value)) return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(0)
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
}

export const BALANCE_DECIMALS = 3
export const CURRENCY_DECIMALS = 2
export const QUANTITY_DECIMALS = 3
