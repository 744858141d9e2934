/**
 * Swap and SwapPreview (SPEC.md §7 convert calls, §8 network not supported for swaps,
 * §9 swap networks and slippage). Codes, not English: problems and stages are codes; the service's
 * or wallet's own message is kept as it came (SPEC.md §8: the API error message is used if present).
 */
import { isSwapNetwork } from '../rules/swapNetworks.ts'
import { transactionUrl } from '../rules/transactionUrl.ts'
import { isNativeSwapToken, selectCanSwap, selectSwapProblem, swapAmountOf } from '../selectors/swap.ts'
import { asDraft, type Handler, type StateDraft } from './draft.ts'
import { goBack, pushView, resetView } from './router.ts'
import { TRANSACTION_SENT } from './send.ts'
import { showSnackbar } from './snackbar.ts'
import type { ModalState } from './state.ts'

const busy = (base: ModalState): boolean => base.swap !== undefined && base.swap.status !== 'idle'

/** The quote the current inputs need: loading when they are complete, else none. */
function refreshQuote(state: StateDraft): void {
  const swap = state.swap
  if (!swap) return
  delete swap.allowance
  delete swap.error
  delete swap.problem
  delete swap.wantedTo
  const amount = swapAmountOf(swap.amount)
  if (swap.from && swap.to && swap.from !== swap.to && amount) {
    swap.quote = { status: 'loading', from: swap.from, to: swap.to, fromAmount: amount }
  } else {
    delete swap.quote
  }
}

/** SPEC.md §6 `swaps`: Swap opens on a connected eip155 account; outside the swap networks it says so. */
export const viewRequested: Handler<'swap/viewRequested'> = (state, _event, base) => {
  if (!base.open || !selectCanSwap(base) || busy(base)) return
  const caipNetworkId = base.activeCaipNetworkId ?? ''
  const supported = isSwapNetwork(caipNetworkId, base.config.swapNetworks)
  if (base.swap?.caipNetworkId !== caipNetworkId || base.swap.tokensStatus === 'failure') {
    state.swap = { caipNetworkId, status: 'idle', tokensStatus: supported ? 'loading' : 'failure', tokens: [] }
  }
  const swap = state.swap!
  delete swap.error
  if (supported) delete swap.problem
  else swap.problem = 'networkNotSupported'
  pushView(state, 'Swap')
}

export const tokensLoaded: Handler<'swap/tokensLoaded'> = (state, event, base) => {
  if (base.swap?.caipNetworkId !== event.caipNetworkId) return
  const swap = state.swap!
  swap.tokensStatus = 'success'
  swap.tokens = asDraft(event.tokens)
  delete swap.tokensError
  const known = (address: string | undefined) => address !== undefined && event.tokens.some((t) => t.address === address)
  if (!known(swap.from)) swap.from = event.tokens.find((t) => isNativeSwapToken(t.address))?.address ?? event.tokens[0]?.address
  if (!known(swap.to) || swap.to === swap.from) swap.to = event.tokens.find((t) => t.address !== swap.from)?.address
  refreshQuote(state)
}

export const tokensFailed: Handler<'swap/tokensFailed'> = (state, event, base) => {
  if (base.swap?.caipNetworkId !== event.caipNetworkId) return
  state.swap!.tokensStatus = 'failure'
  state.swap!.tokensError = event.error.shortMessage
}

/** SwapSelectToken for one side, once the token list is there. */
export const selectTokenRequested: Handler<'swap/selectTokenRequested'> = (state, event, base) => {
  if (!base.open || !base.swap || busy(base) || base.swap.tokensStatus !== 'success') return
  state.swap!.selecting = event.side
  pushView(state, 'SwapSelectToken')
}

/** Choosing on one side the token of the other trades the two places; from SwapSelectToken, back to Swap. */
export const tokenSelected: Handler<'swap/tokenSelected'> = (state, event, base) => {
  if (!base.swap || busy(base) || !base.swap.tokens.some((t) => t.address === event.address)) return
  const swap = state.swap!
  delete swap.selecting
  if (base.view === 'SwapSelectToken') goBack(state)
  const other = event.side === 'from' ? 'to' : 'from'
  if (swap[other] === event.address) swap[other] = swap[event.side]
  swap[event.side] = event.address
  refreshQuote(state)
}

export const amountChanged: Handler<'swap/amountChanged'> = (state, event, base) => {
  if (!base.swap || busy(base)) return
  state.swap!.amount = event.amount
  delete state.swap!.wantedTo
  refreshQuote(state)
}

/** The to field typed: the amount to sell is looked for (reverse quote); until then, no quote. */
export const toAmountChanged: Handler<'swap/toAmountChanged'> = (state, event, base) => {
  if (!base.swap || busy(base)) return
  const swap = state.swap!
  const wanted = swapAmountOf(event.amount)
  delete swap.quote
  delete swap.allowance
  delete swap.problem
  if (!wanted) {
    swap.wantedTo = { amount: event.amount, status: 'failure' }
    return
  }
  swap.wantedTo = { amount: event.amount, status: 'loading' }
}

const matchesWanted = (base: ModalState, e: { from: string; to: string; toAmount: string }): boolean =>
  base.swap?.wantedTo?.status === 'loading' && base.swap.wantedTo.amount === e.toAmount && base.swap.from === e.from && base.swap.to === e.to

/** The amount to sell found for the wanted amount: it becomes the amount, and is quoted forward. */
export const reverseQuoted: Handler<'swap/reverseQuoted'> = (state, event, base) => {
  if (!matchesWanted(base, event) || busy(base)) return
  state.swap!.amount = event.fromAmount
  delete state.swap!.wantedTo
  refreshQuote(state)
}

export const reverseQuoteFailed: Handler<'swap/reverseQuoteFailed'> = (state, event, base) => {
  if (!matchesWanted(base, event)) return
  state.swap!.wantedTo = { amount: event.toAmount, status: 'failure', error: event.error.shortMessage }
}

/** The tokens trade places; the quoted amount (if any) becomes the amount to sell. */
export const sidesSwitched: Handler<'swap/sidesSwitched'> = (state, _event, base) => {
  if (!base.swap || busy(base)) return
  const swap = state.swap!
  const quoted = base.swap.quote?.status === 'success' ? base.swap.quote.toAmount : undefined
  ;[swap.from, swap.to] = [base.swap.to, base.swap.from]
  if (quoted !== undefined) swap.amount = quoted
  refreshQuote(state)
}

const matchesQuote = (base: ModalState, e: { from: string; to: string; fromAmount: string }): boolean => {
  const q = base.swap?.quote
  return q?.status === 'loading' && q.from === e.from && q.to === e.to && q.fromAmount === e.fromAmount
}

/** A quote counts only for the inputs still shown (a late answer for older ones is dropped). */
export const quoteLoaded: Handler<'swap/quoteLoaded'> = (state, event, base) => {
  if (!matchesQuote(base, event)) return
  state.swap!.quote = { status: 'success', from: event.from, to: event.to, fromAmount: event.fromAmount, toAmount: event.toAmount, gasPrice: event.gasPrice, provider: event.provider }
}

export const quoteFailed: Handler<'swap/quoteFailed'> = (state, event, base) => {
  if (!matchesQuote(base, event)) return
  state.swap!.quote = { status: 'failure', from: event.from, to: event.to, fromAmount: event.fromAmount, error: event.error.shortMessage }
}

/** SwapPreview when the swap is complete and quoted; else the problem, as a code, on Swap. */
export const previewRequested: Handler<'swap/previewRequested'> = (state, _event, base) => {
  if (!base.swap || busy(base)) return
  const problem = selectSwapProblem(base)
  if (problem) {
    state.swap!.problem = problem
    return
  }
  delete state.swap!.allowance
  delete state.swap!.error
  if (base.open) pushView(state, 'SwapPreview')
}

/** The allowance for the quoted amount: SwapPreview says whether an approval comes first. */
export const allowanceChecked: Handler<'swap/allowanceChecked'> = (state, event, base) => {
  const swap = base.swap
  if (!swap || swap.from !== event.from || swap.quote?.fromAmount !== event.fromAmount) return
  state.swap!.allowance = { from: event.from, fromAmount: event.fromAmount, approvalNeeded: event.approvalNeeded }
  if (swap.status === 'checkingAllowance') state.swap!.status = event.approvalNeeded ? 'approving' : 'swapping'
}

export const submitted: Handler<'swap/submitted'> = (state, event, base) => {
  if (!base.swap || busy(base)) return
  const problem = selectSwapProblem(base)
  if (problem) {
    state.swap!.problem = problem
    return
  }
  const swap = state.swap!
  swap.status = 'checkingAllowance'
  swap.requestId = event.requestId
  delete swap.error
  delete swap.approveHash
  delete swap.swapHash
}

const current = (base: ModalState, requestId: string) => base.swap?.requestId === requestId && base.swap.status !== 'idle'

export const approveSent: Handler<'swap/approvalBroadcasted'> = (state, event, base) => {
  if (!current(base, event.requestId)) return
  state.swap!.status = 'approveSent'
  state.swap!.approveHash = event.hash
}

export const approveConfirmed: Handler<'swap/approvalConfirmed'> = (state, event, base) => {
  if (!current(base, event.requestId)) return
  state.swap!.status = 'swapping'
  // Replaced, not written into: the slice is copied one level deep (core/reducers/slices.ts).
  if (state.swap!.allowance) state.swap!.allowance = { ...state.swap!.allowance, approvalNeeded: false }
}

export const swapSent: Handler<'swap/swapBroadcasted'> = (state, event, base) => {
  if (!current(base, event.requestId)) return
  state.swap!.status = 'swapSent'
  state.swap!.swapHash = event.hash
}

/** Done: the inputs reset (tokens kept), Account shows the refreshed balances, a snack names the transaction. */
export const succeeded: Handler<'swap/succeeded'> = (state, event, base) => {
  if (!current(base, event.requestId)) return
  const swap = state.swap!
  swap.status = 'idle'
  swap.lastHash = event.hash
  for (const key of ['requestId', 'amount', 'quote', 'allowance', 'approveHash', 'swapHash', 'error', 'problem'] as const) delete swap[key]
  if (base.open) resetView(state, 'Account')
  const network = base.config.networks.find((n) => n.caipNetworkId === base.activeCaipNetworkId)
  const url = network ? transactionUrl(network, event.hash) : undefined
  showSnackbar(state, TRANSACTION_SENT, 'success', event.seq, { hash: event.hash, ...(url ? { url } : {}) })
}

/** A rejected or failed step: back to idle on SwapPreview with the step and message; nothing later was sent. */
export const failed: Handler<'swap/failed'> = (state, event, base) => {
  if (!current(base, event.requestId)) return
  const swap = state.swap!
  swap.status = 'idle'
  delete swap.requestId
  swap.error = { stage: event.stage, message: event.error.shortMessage, ...(event.error.code !== undefined ? { code: event.error.code } : {}) }
  // A confirmed approval stays on chain (the allowance covers the amount): a retry skips it.
}
