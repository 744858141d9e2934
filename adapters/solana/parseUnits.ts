import { ValidationError } from '../../core/errors/ValidationError.ts'

const DECIMAL = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/

/**
 * Turns a decimal string in token units into base units, exactly (no floating point):
 * `parseUnits('0.5', 9)` is 500,000,000 lamports. More fraction digits than `decimals`, a sign,
 * an exponent or anything not a plain decimal is a `ValidationError`.
 *
 * @example
 * parseUnits('2', 6) // 2_000_000n
 * parseUnits('0.000000001', 9) // 1n
 */
export function parseUnits(amount: string, decimals: number): bigint {
  const text = amount.trim()
  const match = DECIMAL.exec(text)
  if (!match || !Number.isInteger(decimals) || decimals < 0) {
    throw new ValidationError('Invalid amount', { details: `'${amount.slice(0, 80)}' is not a decimal number` })
  }
  const whole = match[1] ?? '0'
  const fraction = (match[2] ?? match[3] ?? '').replace(/0+$/, '')
  if (fraction.length > decimals) {
    throw new ValidationError('Invalid amount', { details: `'${amount.slice(0, 80)}' has more than ${decimals} decimals` })
  }
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}
