import type { SwapProblem } from '../core/reducers/swapState.ts'

type SwapStage = 'allowance' | 'approve' | 'approveReceipt' | 'build' | 'swap' | 'swapReceipt'

/** The Swap views' texts; SPEC.md §8's 'Network not supported for Swaps' exactly. */
export type SwapMessages = {
  swap: string
  from: string
  to: string
  amount: string
  balance: (quantity: string) => string
  switchSides: string
  /** SwapSelectToken: its search field, no match, and the mark on the other side's token. */
  /** The to field (typing there asks for the amount to pay: a reverse quote). */
  toAmount: string
  reverseLoading: string
  reverseFailed: string
  searchTokens: string
  noTokens: string
  otherSide: (side: string) => string
  chooseToken: string
  loadingTokens: string
  tokensFailed: string
  quoteLoading: string
  quoteFailed: string
  provider: string
  rateLabel: string
  rate: (from: string, rate: string, to: string) => string
  priceImpact: string
  networkFee: string
  minimumReceived: string
  slippage: string
  review: string
  confirm: string
  approveAndSwap: string
  approvalNeeded: (symbol: string) => string
  problems: Record<SwapProblem, string>
  /** What a step in progress asks of the user. */
  pending: { checkingAllowance: string; approving: string; approveSent: string; swapping: string; swapSent: string }
  /** A rejected step (wallet code 4001): nothing after it happened. */
  rejected: Record<'approve' | 'swap', string>
  /** Any other failure of a step, with the service's or wallet's message. */
  failed: (stage: SwapStage, message: string) => string
}

export const defaultSwapMessages: SwapMessages = {
  swap: 'Swap',
  from: 'You pay',
  to: 'You receive',
  amount: 'Amount',
  balance: (quantity) => `Balance: ${quantity}`,
  switchSides: 'Switch tokens',
  toAmount: 'Amount to receive',
  reverseLoading: 'Finding the amount to pay…',
  reverseFailed: 'No amount to pay found for this amount',
  searchTokens: 'Search by name, symbol or address',
  noTokens: 'No tokens found',
  otherSide: (side) => `in ${side}`,
  chooseToken: 'Choose a token',
  loadingTokens: 'Loading tokens…',
  tokensFailed: 'The swap tokens could not be loaded.',
  quoteLoading: 'Getting a quote…',
  quoteFailed: 'No quote',
  provider: 'Provider',
  rateLabel: 'Rate',
  rate: (from, rate, to) => `1 ${from} = ${rate} ${to}`,
  priceImpact: 'Price impact',
  networkFee: 'Network fee',
  minimumReceived: 'Minimum received',
  slippage: 'Max. slippage',
  review: 'Review swap',
  confirm: 'Swap',
  approveAndSwap: 'Approve and swap',
  approvalNeeded: (symbol) => `The swap router needs your approval to spend ${symbol} first: your wallet asks twice.`,
  problems: {
    networkNotSupported: 'Network not supported for Swaps',
    notConnected: 'Connect a wallet to swap',
    tokens: 'Choose two tokens',
    sameToken: 'Choose two different tokens',
    amount: 'Enter a valid amount',
    insufficientBalance: 'Insufficient balance',
    balanceUnknown: 'Your balance could not be read yet: try again in a moment',
    noQuote: 'Wait for a quote',
  },
  pending: {
    checkingAllowance: 'Checking the allowance…',
    approving: 'Approve the spending in your wallet.',
    approveSent: 'Waiting for the approval to be confirmed…',
    swapping: 'Confirm the swap in your wallet.',
    swapSent: 'Waiting for the swap to be confirmed…',
  },
  rejected: {
    approve: 'Approval rejected: nothing was swapped.',
    swap: 'Swap rejected: nothing was swapped.',
  },
  failed: (stage, message) => (stage === 'approve' || stage === 'approveReceipt' || stage === 'allowance' ? `Approval failed: ${message}. Nothing was swapped.` : `Swap failed: ${message}`),
}

/** The Swap views' texts: the defaults with the host's overrides (`messages.swap`). */
export function swapMessagesOf(overrides: Partial<SwapMessages> | undefined): SwapMessages {
  return overrides ? { ...defaultSwapMessages, ...overrides } : defaultSwapMessages
}
