import { currentAccountType } from '../rules/accountTypeChoice.ts'
import { stateErrorOf } from '../rules/stateError.ts'
import { SNACKBAR_TEXTS } from '../rules/snackbarTexts.ts'
import { subtractDecimal } from '../rules/decimal.ts'
import { validateSend, type SendProblem } from '../rules/validateSend.ts'
import { isSendNamespace } from '../rules/sendNamespaces.ts'
import { asDraft, type Handler } from './draft.ts'
import { keepFrozen, patched, setAccount, writable } from './pathCopy.ts'
import { isSupportedNetwork } from './networks.ts'
import { pushView, resetView } from './router.ts'
import { showSnackbar } from './snackbar.ts'
import { transactionUrl } from '../rules/transactionUrl.ts'
import type { ModalState, SnackbarTransaction } from './state.ts'
import { sendReceiverOf } from '../rules/sendReceiver.ts'

/** SPEC.md §4/§9: send works on eip155 and solana, on a configured network; else 'unsupportedChain'. */
export function sendBlocker(base: ModalState): SendProblem | undefined {
  const ns = base.activeNamespace
  if (!isSendNamespace(ns) || !isSupportedNetwork(base.config, base.activeCaipNetworkId)) return 'unsupportedChain'
  return undefined
}

/** The first SPEC.md §5 rule the current send breaks, or the chain blocker. */
export function sendProblem(base: ModalState): SendProblem | undefined {
  return sendBlocker(base) ?? validateSend({ namespace: base.activeNamespace!, amount: base.send.amount, receiver: sendReceiverOf(base.send), token: base.send.token })
}

/*
 * The handlers the recorded journey hits write the send slice as path copies (core/reducers/
 * pathCopy.ts): a new send object only when a field of it changes.
 */

/** What an edit of the form clears (a Max still estimating must not overwrite it). */
const EDITED = ['error', 'problem', 'maxRequestId'] as const
const SUBMITTED = ['error', 'problem'] as const
const FAILED = ['requestId', 'problem'] as const

export const tokenSelected: Handler<'send/tokenSelected'> = (state, event) => {
  if (state.send.status === 'sending') return
  // The event is frozen by the shared step: shared, not copied.
  state.send = patched(state.send, { token: asDraft(event.token) }, EDITED)
}

export const amountChanged: Handler<'send/amountChanged'> = (state, event) => {
  if (state.send.status === 'sending') return
  // The user typed: a Max still estimating must not overwrite it.
  state.send = patched(state.send, { amount: event.amount }, EDITED)
}

/** Max: a token's whole balance at once; the native coin waits for its fee (`send/maxFeeEstimated`). */
export const maxRequested: Handler<'send/maxRequested'> = (state, event, base) => {
  const token = base.send.token
  if (base.send.status === 'sending' || token?.balance === undefined) return
  delete state.send.error
  delete state.send.problem
  if (token.address !== undefined) {
    state.send.amount = token.balance
    delete state.send.maxRequestId
  } else {
    state.send.maxRequestId = event.requestId
  }
}

/** The native coin's Max: the balance less the transfer's fee, never below zero. */
export const maxFeeEstimated: Handler<'send/maxFeeEstimated'> = (state, event, base) => {
  const token = base.send.token
  if (base.send.maxRequestId !== event.requestId || token?.balance === undefined) return
  delete state.send.maxRequestId
  const amount = subtractDecimal(token.balance, event.fee, token.decimals)
  // Total: decimals no token has leave the amount as it was, with the reason.
  if (amount === undefined) state.send.problem = 'amount'
  else state.send.amount = amount
}

export const maxFailed: Handler<'send/maxFailed'> = (state, event, base) => {
  if (base.send.maxRequestId !== event.requestId) return
  delete state.send.maxRequestId
  delete state.send.problem
  state.send.error = stateErrorOf(event.error)
}

export const receiverChanged: Handler<'send/receiverChanged'> = (state, event) => {
  if (state.send.status === 'sending') return
  // The previous text's resolution is not this one's.
  state.send = patched(state.send, { receiver: event.receiver }, RECEIVER_RESOLUTION)
}

const RECEIVER_RESOLUTION = ['receiverAddress', 'receiverProfileName', 'receiverProfileImageUrl', 'receiverError', 'error', 'problem'] as const

/** SPEC.md §5 validation: SendPreview when valid, else the message stays on the Send view. */
export const previewRequested: Handler<'send/previewRequested'> = (state, _event, base) => {
  if (base.send.status === 'sending') return
  const problem = sendProblem(base)
  if (problem) state.send = patched(state.send, { problem })
  else if (base.open) pushView(state, 'SendPreview')
}

export const submitted: Handler<'send/submitted'> = (state, event, base) => {
  if (base.send.status === 'sending') return
  const problem = sendProblem(base)
  if (problem) {
    state.send = patched(state.send, { problem })
    return
  }
  state.send = patched(state.send, { status: 'sending', requestId: event.requestId }, SUBMITTED)
}

/** API.md's `snackbar.message` for it; the renderer words a snack with a transaction itself. */
export const TRANSACTION_SENT = SNACKBAR_TEXTS.transactionSent

/**
 * SPEC.md §4: success resets the send state and returns to Account. A success snack
 * carries the hash, and the explorer page when the network names an explorer (`blockExplorers`).
 */
export const succeeded: Handler<'send/succeeded'> = (state, event, base) => {
  if (base.send.requestId !== event.requestId) return
  state.send = keepFrozen({ status: 'idle', lastHash: event.hash }, state.send)
  // SPEC.md §3 smartAccountDeployed: a smart account that sent a transaction is deployed (its first one deploys it).
  const ns = base.activeNamespace
  const account = ns ? base.accounts[ns] : undefined
  if (ns && account?.smartAccountDeployed === false && currentAccountType(account) === 'smartAccount') {
    const deployed = writable(state.accounts[ns]!)
    deployed.smartAccountDeployed = true
    setAccount(state, ns, deployed)
  }
  if (base.open) resetView(state, 'Account')
  const network = base.config.networks.find((n) => n.caipNetworkId === base.activeCaipNetworkId)
  const url = network ? transactionUrl(network, event.hash) : undefined
  const transaction: SnackbarTransaction = { hash: event.hash }
  if (url) transaction.url = url
  showSnackbar(state, TRANSACTION_SENT, 'success', event.seq, transaction)
}

export const failed: Handler<'send/failed'> = (state, event, base) => {
  if (base.send.requestId !== event.requestId) return
  const send = state.send
  state.send = patched(send, { status: 'idle', error: keepFrozen(stateErrorOf(event.error), send.error) }, FAILED)
}
