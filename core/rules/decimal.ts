/**
 * Exact arithmetic on non-negative decimal strings in token units (balances, amounts, fees), by
 * way of bigint base units: no floating point, so '0.3' − '0.1' is '0.2'.
 */

/**
 * Base units of a non-negative decimal string; fraction digits beyond `decimals` are dropped.
 * @example toUnits('1.5', 6) // 1_500_000n
 */
export function toUnits(value: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = value.trim().split('.')
  return BigInt((whole.replace(/^0+/, '') || '0') + fraction.slice(0, decimals).padEnd(decimals, '0'))
}

/**
 * A decimal string of base units, trailing fraction zeros dropped.
 * @example formatUnits(1_499_979_000_000_000_000n, 18) // '1.499979'
 */
export function formatUnits(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** Compares two non-negative decimal strings exactly: -1, 0 or 1. */
export function compareDecimal(a: string, b: string): number {
  const width = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0)
  const x = toUnits(a, width)
  const y = toUnits(b, width)
  return x === y ? 0 : x > y ? 1 : -1
}

/**
 * `a − b` in a token of `decimals`, never below zero (the native Max: the balance less the fee).
 * @example subtractDecimal('1.5', '0.000021', 18) // '1.499979'
 */
export function subtractDecimal(a: string, b: string, decimals: number): string {
  const difference = toUnits(a, decimals) - toUnits(b, decimals)
  return difference > 0n ? formatUnits(difference, decimals) : '0'
}
