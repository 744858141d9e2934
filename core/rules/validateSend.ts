import type { ChainNamespace } from '../types.ts'
import { compareDecimal } from './decimal.ts'
import { isAddress } from './isAddress.ts'

/**
 * Why a send cannot be previewed (SPEC.md §5, §9), as codes: the renderer shows the text of each
 * from its message catalogue (renderer-react/messages.ts `sendProblems`: reducers keep
 * codes, not English).
 */
export const SEND_PROBLEMS = ['required', 'token', 'address', 'amount', 'insufficient', 'unsupportedChain'] as const
/** Why the send form is not ready, as a code the renderer words (SPEC.md §5). */
export type SendProblem = (typeof SEND_PROBLEMS)[number]

/**
 * SPEC.md §5: a send needs amount, receiver and token. Returns the code of the first rule
 * broken, or `undefined` when the send may be previewed.
 *
 * @example
 * validateSend({ namespace: 'eip155', amount: '', receiver: '' }) // 'required'
 */
export function validateSend(input: {
  namespace: ChainNamespace
  amount?: string | undefined
  receiver?: string | undefined
  token?: { balance?: string | undefined } | undefined
}): SendProblem | undefined {
  const amount = input.amount?.trim() ?? ''
  const receiver = input.receiver?.trim() ?? ''
  if (!amount || !receiver) return 'required'
  if (!input.token) return 'token'
  if (!/^\d*\.?\d+$|^\d+\.$/.test(amount) || Number(amount) <= 0) return 'amount'
  if (!isAddress(input.namespace, receiver)) return 'address'
  if (input.token.balance !== undefined) {
    // Total: a balance that is not a decimal cannot be checked against, so no send.
    const order = compareDecimal(amount, input.token.balance)
    if (order === undefined) return 'amount'
    if (order > 0) return 'insufficient'
  }
  return undefined
}
