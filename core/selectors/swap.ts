import type { ModalState } from '../reducers/state.ts'
import type { SwapProblem, SwapState, SwapToken } from '../reducers/swapState.ts'
import { compareDecimal, isDecimal } from '../rules/decimal.ts'

/** The service names the native coin `eip155:<id>:0xeeee…eeee` (SPEC.md §7 convert). */
export const NATIVE_SWAP_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Whether a swap token's CAIP address is the native coin. */
export function isNativeSwapToken(caipAddress: string): boolean {
  return caipAddress.toLowerCase().endsWith(`:${NATIVE_SWAP_ADDRESS}`)
}

type SwapReadState = Pick<ModalState, 'features' | 'activeNamespace' | 'accounts' | 'swap'>

/** Account's Swap action (SPEC.md §6 `swaps` flag): an eip155 account is connected. */
export function selectCanSwap(state: Pick<ModalState, 'features' | 'activeNamespace' | 'accounts'>): boolean {
  const account = state.activeNamespace === 'eip155' ? state.accounts.eip155 : undefined
  return state.features.swaps && account?.status === 'connected' && account.address !== undefined
}

/** The balance (token units, decimal string) the account holds of a swap token, from Account's balances. */
export function selectSwapBalance(state: Pick<ModalState, 'activeNamespace' | 'accounts'>, caipAddress: string | undefined): string | undefined {
  if (!caipAddress) return undefined
  const account = state.activeNamespace ? state.accounts[state.activeNamespace] : undefined
  const native = isNativeSwapToken(caipAddress)
  const row = account?.tokenBalance?.find((b) => (native ? b.address === undefined : b.address?.toLowerCase() === caipAddress.toLowerCase()))
  if (row) return row.quantity.numeric
  if (native) return account?.balance
  // The service lists only what the account holds: a list without the token means none of it.
  return account?.tokenBalance ? '0' : undefined
}

/** The swap token with this CAIP address (case-insensitive), if the swap state lists it. */
export function selectSwapToken(swap: SwapState | undefined, caipAddress: string | undefined): SwapToken | undefined {
  return caipAddress ? swap?.tokens.find((t) => t.address.toLowerCase() === caipAddress.toLowerCase()) : undefined
}

/** The amount to sell, normalised ('.5' → '0.5'), when it is a positive decimal. */
export function swapAmountOf(amount: string | undefined): string | undefined {
  const trimmed = amount?.trim()
  if (!trimmed || !isDecimal(trimmed)) return undefined
  const normalised = trimmed.startsWith('.') ? `0${trimmed}` : trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed
  return compareDecimal(normalised, '0') === 1 ? normalised : undefined
}

/** The first reason the current swap cannot be previewed or confirmed, as a code. */
export function selectSwapProblem(state: SwapReadState): SwapProblem | undefined {
  const swap = state.swap
  if (!swap) return 'tokens'
  if (swap.problem === 'networkNotSupported') return 'networkNotSupported'
  if (!selectCanSwap(state)) return 'notConnected'
  const from = selectSwapToken(swap, swap.from)
  const to = selectSwapToken(swap, swap.to)
  if (!from || !to) return 'tokens'
  if (from.address === to.address) return 'sameToken'
  const amount = swapAmountOf(swap.amount)
  if (!amount) return 'amount'
  const fraction = amount.split('.')[1] ?? ''
  if (fraction.replace(/0+$/, '').length > from.decimals) return 'amount'
  const balance = selectSwapBalance(state, from.address)
  // Unknown (the balances not read yet, or their call failed) is not "insufficient": it says so.
  if (balance === undefined) return 'balanceUnknown'
  if (compareDecimal(amount, balance) === 1) return 'insufficientBalance'
  if (swap.quote?.status !== 'success' || swap.quote.fromAmount !== amount) return 'noQuote'
  return undefined
}
