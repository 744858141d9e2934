import type { ChainNamespace } from '../types.ts'
import { isAddress } from './isAddress.ts'

export const SEND_MESSAGES = {
  required: 'An amount and receiver address are required',
  token: 'A token is required',
  address: 'Invalid address',
  amount: 'Invalid amount',
  insufficient: 'Insufficient balance',
} as const

/**
 * SPEC.md §5: a send needs amount, receiver and token. Returns the user-facing message of the
 * first rule broken, or `undefined` when the send may be previewed.
 *
 * @example
 * validateSend({ namespace: 'eip155', amount: '', receiver: '' }) // 'An amount and receiver address are required'
 */
export function validateSend(input: {
  namespace: ChainNamespace
  amount?: string | undefined
  receiver?: string | undefined
  token?: { balance?: string | undefined } | undefined
}): string | undefined {
  const amount = input.amount?.trim() ?? ''
  const receiver = input.receiver?.trim() ?? ''
  if (!amount || !receiver) return SEND_MESSAGES.required
  if (!input.token) return SEND_MESSAGES.token
  if (!/^\d*\.?\d+$|^\d+\.$/.test(amount) || Number(amount) <= 0) return SEND_MESSAGES.amount
  if (!isAddress(input.namespace, receiver)) return SEND_MESSAGES.address
  if (input.token.balance !== undefined && compareDecimal(amount, input.token.balance) > 0) return SEND_MESSAGES.insufficient
  return undefined
}

/** Compares two non-negative decimal strings exactly (no floating point). */
export function compareDecimal(a: string, b: string): number {
  const [ai = '0', af = ''] = a.split('.')
  const [bi = '0', bf = ''] = b.split('.')
  const width = Math.max(af.length, bf.length)
  const x = BigInt((ai.replace(/^0+/, '') || '0') + af.padEnd(width, '0'))
  const y = BigInt((bi.replace(/^0+/, '') || '0') + bf.padEnd(width, '0'))
  return x === y ? 0 : x > y ? 1 : -1
}

/**
 * `a − b` for non-negative decimal strings with at most `decimals` fraction digits, exactly (no
 * floating point), never below zero; trailing fraction zeros dropped.
 *
 * @example
 * subtractDecimal('1.5', '0.000021', 18) // '1.499979'
 */
export function subtractDecimal(a: string, b: string, decimals: number): string {
  const units = (value: string) => {
    const [whole = '0', fraction = ''] = value.split('.')
    return BigInt((whole.replace(/^0+/, '') || '0') + fraction.slice(0, decimals).padEnd(decimals, '0'))
  }
  const difference = units(a) - units(b)
  if (difference <= 0n) return '0'
  const digits = difference.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
