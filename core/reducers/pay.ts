import type { Handler, StateDraft } from './draft.ts'
import { pushView } from './router.ts'
import { parsePayAsset } from '../rules/payAsset.ts'
import type { PayState } from './payState.ts'

/*
 * SPEC.md §6 `pay`: the Pay view's payment. Only the request of the current `requestId` moves it;
 * a finished one (success, failure) stays as it ended.
 */

const current = (state: StateDraft, requestId: string): PayState | undefined => (state.pay?.requestId === requestId ? state.pay : undefined)
const finished = (pay: PayState) => pay.status === 'success' || pay.status === 'failure'
/** The current payment while it has not ended: what every outcome after the choice may move. */
const unfinished = (state: StateDraft, requestId: string): PayState | undefined => {
  const pay = current(state, requestId)
  return pay && !finished(pay) ? pay : undefined
}
/** The modal open on Pay alone (a payment started, or its wallet just connected). */
const showPay = (state: StateDraft): void => {
  state.open = true
  state.history = ['Pay']
  state.transition = 'next'
}

/** `modal.pay`: a new payment, the modal open on Pay. */
export const requested: Handler<'pay/requested'> = (state, event) => {
  const { type: _, seq: _seq, at, ...request } = event
  state.pay = { ...request, startedAt: at, status: 'choosing' }
  showPay(state)
  state.viewData = undefined
}

/**
 * The source picked: from the wallet — on a network the modal has, sending at once when a wallet is
 * connected on the asset's namespace, else Connect for that namespace first; from the exchange —
 * the exchange is asked for a payment page.
 */
export const sourceChosen: Handler<'pay/sourceChosen'> = (state, event, base) => {
  const pay = current(state, event.requestId)
  if (pay?.status !== 'choosing') return
  pay.source = event.source
  const target = parsePayAsset(pay.asset)
  if (!target || !base.config.networks.some((n) => n.caipNetworkId === target.caipNetworkId)) {
    pay.status = 'failure'
    pay.failure = 'networkNotSupported'
    return
  }
  if (event.source === 'exchange') {
    pay.status = 'opening'
    return
  }
  if (base.accounts[target.namespace]?.status === 'connected') {
    pay.status = 'sending'
    return
  }
  pay.status = 'connecting'
  state.openNamespace = target.namespace
  pushView(state, 'Connect')
}

export const walletConnected: Handler<'pay/walletConnected'> = (state, event) => {
  const pay = current(state, event.requestId)
  if (pay?.status !== 'connecting') return
  pay.status = 'sending'
  showPay(state)
}

export const cancelRequested: Handler<'pay/cancelRequested'> = (state, event) => {
  const pay = unfinished(state, event.requestId)
  // Once sent, the money is on its way: only its confirmation (or the timeout) ends it.
  if (!pay || pay.hash || pay.status === 'pending') return
  pay.status = 'failure'
  pay.failure = 'cancelled'
}

export const sent: Handler<'pay/sent'> = (state, event) => {
  const pay = unfinished(state, event.requestId)
  if (!pay) return
  pay.status = 'pending'
  pay.hash = event.hash
}

export const exchangeOpened: Handler<'pay/exchangeOpened'> = (state, event) => {
  const pay = unfinished(state, event.requestId)
  if (!pay) return
  pay.status = 'pending'
  pay.paymentId = event.paymentId
  pay.url = event.url
}

export const confirmed: Handler<'pay/confirmed'> = (state, event) => {
  const pay = unfinished(state, event.requestId)
  if (!pay) return
  pay.status = 'success'
  pay.hash = event.hash
}

export const failed: Handler<'pay/failed'> = (state, event) => {
  const pay = unfinished(state, event.requestId)
  if (!pay) return
  pay.status = 'failure'
  pay.failure = event.reason
  if (event.error) pay.error = event.error
}

/** A payment pending on the last page: shown again as pending (polled by the pay epic). */
export const restored: Handler<'pay/restored'> = (state, event) => {
  const { type: _, seq: _seq, at: _at, ...payment } = event
  state.pay = { ...payment, status: 'pending' }
}
