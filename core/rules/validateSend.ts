import type { ChainNamespace } from '../types.ts'
import { compareDecimal } from './decimal.ts'
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
  if (input.token.balance !== undefined) {
    // Total (issue 10): a balance that is not a decimal cannot be checked against, so no send.
    const order = compareDecimal(amount, input.token.balance)
    if (order === undefined) return SEND_MESSAGES.amount
    if (order > 0) return SEND_MESSAGES.insufficient
  }
  return undefined
}
