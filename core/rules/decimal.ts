/**
 * Exact arithmetic on non-negative decimal strings in token units (balances, amounts, fees), by
 * way of bigint base units: no floating point, so '0.3' − '0.1' is '0.2'.
 *
 * Every function here is total: a string that is not a plain decimal — '1e21', 'abc',
 * 'NaN', '−1', '١٢' (non-ASCII digits), '' — gives `undefined`, never a `BigInt` SyntaxError.
 * Service data is checked against the same pattern where it enters (the `s.decimal()` schema).
 */

/** The longest decimal string accepted anywhere (balances, fees, amounts). */
export const MAX_DECIMAL_LENGTH = 100
/** The largest `decimals` of a token (ERC-20 uses at most 77 for uint256; beyond is nonsense). */
export const MAX_TOKEN_DECIMALS = 255

/**
 * A plain non-negative decimal of ASCII digits: '12', '0.5', '.5', '5.'. No sign, exponent,
 * spaces, separators or non-ASCII digits.
 */
const DECIMAL = /^(?:[0-9]+\.?[0-9]*|\.[0-9]+)$/

/**
 * Whether `value` is a decimal string the rules below accept.
 * @example isDecimal('1.5') // true
 * @example isDecimal('1e21') // false
 */
export function isDecimal(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_DECIMAL_LENGTH && DECIMAL.test(value)
}

function isDecimals(decimals: number): boolean {
  return Number.isInteger(decimals) && decimals >= 0 && decimals <= MAX_TOKEN_DECIMALS
}

/**
 * Base units of a non-negative decimal string; fraction digits beyond `decimals` are dropped.
 * `undefined` when `value` is not a decimal or `decimals` not a token's.
 * @example toUnits('1.5', 6) // 1_500_000n
 * @example toUnits('1e21', 18) // undefined
 */
export function toUnits(value: string, decimals: number): bigint | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : value
  if (!isDecimal(trimmed) || !isDecimals(decimals)) return undefined
  const dot = trimmed.indexOf('.')
  const whole = dot === -1 ? trimmed : trimmed.slice(0, dot)
  const fraction = dot === -1 ? '' : trimmed.slice(dot + 1)
  return BigInt((whole.replace(/^0+/, '') || '0') + fraction.slice(0, decimals).padEnd(decimals, '0'))
}

/**
 * A decimal string of base units, trailing fraction zeros dropped (a negative amount keeps its sign).
 * @example formatUnits(1_499_979_000_000_000_000n, 18) // '1.499979'
 */
export function formatUnits(units: bigint, decimals: number): string {
  const places = isDecimals(decimals) ? decimals : 0
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0')
  const whole = digits.slice(0, digits.length - places)
  const fraction = digits.slice(digits.length - places).replace(/0+$/, '')
  return `${negative ? '-' : ''}${fraction ? `${whole}.${fraction}` : whole}`
}

/**
 * Compares two non-negative decimal strings exactly: -1, 0 or 1; `undefined` when either is not
 * a decimal.
 * @example compareDecimal('2', '10') // -1
 */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 | undefined {
  const x = a.trim()
  const y = b.trim()
  if (!isDecimal(x) || !isDecimal(y)) return undefined
  // Digit strings compared as strings, no bigint (two bigints from strings were most of a send's
  // validation): whole parts without leading zeros by length, then digit by digit; fractions
  // without trailing zeros digit by digit.
  const [wx, fx = ''] = x.split('.')
  const [wy, fy = ''] = y.split('.')
  return order(wx!.replace(/^0+/, ''), wy!.replace(/^0+/, ''), true) || order(fx.replace(/0+$/, ''), fy.replace(/0+$/, ''), false)
}

function order(a: string, b: string, whole: boolean): -1 | 0 | 1 {
  if (whole && a.length !== b.length) return a.length > b.length ? 1 : -1
  return a === b ? 0 : a > b ? 1 : -1
}

/**
 * `a − b` in a token of `decimals`, never below zero (the native Max: the balance less the fee);
 * `undefined` when either is not a decimal.
 * @example subtractDecimal('1.5', '0.000021', 18) // '1.499979'
 */
export function subtractDecimal(a: string, b: string, decimals: number): string | undefined {
  const x = toUnits(a, decimals)
  const y = toUnits(b, decimals)
  if (x === undefined || y === undefined) return undefined
  const difference = x - y
  return difference > 0n ? formatUnits(difference, decimals) : '0'
}
