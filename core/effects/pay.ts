// Chunk grouping: a lazily loaded module reaches the whole core statically, as the page does.
import '../coreEntry.ts'
import { catchError, concatMap, defer, EMPTY, filter, from, map, merge, mergeMap, type Observable, of, take, takeUntil, timer } from 'rxjs'
import { initialized } from '../events/app.ts'
import { connected } from '../events/connection.ts'
import type { ModalEvent, StampedEvent } from '../events/index.ts'
import { confirmed, exchangeOpened, failed, requested, restored, sent, sourceChosen, walletConnected, type PayFailure } from '../events/pay.ts'
import { toErrorData } from '../errors/LatchError.ts'
import { PayError } from '../errors/PayError.ts'
import { stateErrorOf } from '../rules/stateError.ts'
import { parsePayAsset, PAY_POLL_MS } from '../rules/payAsset.ts'
import type { PayState } from '../reducers/payState.ts'
import type { Deps, StateObservable, Store } from '../store.ts'
import type { CaipNetworkId } from '../types.ts'

/** Where a payment pending on this page is kept, so the next page polls it again (SPEC.md §6 `pay`). */
export const PENDING_PAY_KEY = 'latch/pendingPay'

type Event = { type: string }
const isEnd = (event: Event, requestId: string) =>
  (confirmed.match(event as StampedEvent) || failed.match(event as StampedEvent)) && (event as unknown as { requestId: string }).requestId === requestId

/**
 * SPEC.md §6 `pay`: what the wallet and the exchange do for the Pay view's payment, all as events.
 * - From the wallet: once a wallet is connected on the asset's namespace (connecting first when
 *   none is), the adapter sends the transfer (`pay/sent`), then its receipt is polled
 *   (`pay/confirmed`). A known native balance below the amount fails at once (insufficient balance).
 * - From the exchange: `POST <exchange>/payments` gives the page where the visitor logs in and
 *   confirms (`pay/exchangeOpened`); `GET <exchange>/payments/:id` is polled until confirmed.
 * - A payment not confirmed within its `timeoutMs` of the request fails as timed out.
 * - A sent or opened payment is saved; a reload reads it back (`pay/restored`) and polls again,
 *   as Buy's checkout does; an ended one is forgotten.
 */
export function payEpic(event$: Observable<Event>, state$: StateObservable, deps: Deps): Observable<ModalEvent> {
  const pay = () => state$.value.pay
  const until = (requestId: string) =>
    event$.pipe(
      filter((e) => isEnd(e, requestId)),
      take(1),
    )

  const connected$ = event$.pipe(
    filter(connected.match),
    mergeMap((event) => {
      const p = pay()
      return p?.status === 'connecting' && parsePayAsset(p.asset)?.namespace === event.namespace ? of(walletConnected({ requestId: p.requestId })) : EMPTY
    }),
  )

  const send$ = event$.pipe(
    filter((e) => sourceChosen.match(e as StampedEvent) || walletConnected.match(e as StampedEvent)),
    mergeMap(() => {
      const p = pay()
      return p?.status === 'sending' ? sendFromWallet(p, state$, deps).pipe(takeUntil(until(p.requestId))) : EMPTY
    }),
  )

  const exchange$ = event$.pipe(
    filter(sourceChosen.match),
    mergeMap(() => {
      const p = pay()
      return p?.status === 'opening' ? openExchange(p, state$.value.config.exchangeUrl).pipe(takeUntil(until(p.requestId))) : EMPTY
    }),
  )

  // Polling starts when the payment is sent or opened, and again after a reload.
  const poll$ = event$.pipe(
    filter((e) => sent.match(e as StampedEvent) || exchangeOpened.match(e as StampedEvent) || restored.match(e as StampedEvent)),
    mergeMap(() => {
      const p = pay()
      if (p?.status !== 'pending') return EMPTY
      return poll(p, state$, deps).pipe(takeUntil(until(p.requestId)))
    }),
  )

  const timeout$ = event$.pipe(
    filter((e) => requested.match(e as StampedEvent) || restored.match(e as StampedEvent)),
    mergeMap(() => {
      const p = pay()
      if (!p) return EMPTY
      const left = Math.max(0, p.startedAt + p.timeoutMs - deps.scheduler.now())
      return timer(left, deps.scheduler).pipe(
        map(() => failed({ requestId: p.requestId, reason: 'timeout' })),
        takeUntil(until(p.requestId)),
      )
    }),
  )

  return merge(connected$, send$, exchange$, poll$, timeout$, persistence(event$, state$, deps))
}

/** The wallet's transfer of the payment, on the asset's own network. */
function sendFromWallet(p: PayState, state$: StateObservable, deps: Deps): Observable<ModalEvent> {
  const target = parsePayAsset(p.asset)!
  const state = state$.value
  const adapter = deps.adapters.find((a) => a.namespace === target.namespace)
  const account = state.accounts[target.namespace]
  const network = state.config.networks.find((n) => n.caipNetworkId === target.caipNetworkId)
  if (!adapter?.sendTransfer || !network) return of(failed({ requestId: p.requestId, reason: 'networkNotSupported' }))
  // A token's decimals come from the account's balances (a token it does not hold cannot be paid).
  const held = target.token
    ? account?.tokenBalance?.find((b) => b.address?.toLowerCase().endsWith(`:${target.token!.toLowerCase()}`) || b.address?.toLowerCase() === target.token!.toLowerCase())
    : undefined
  if (target.token && !held) return of(failed({ requestId: p.requestId, reason: 'insufficientBalance' }))
  // The balance the modal knows is for the account's network: a native payment there that is
  // larger fails before the wallet is asked.
  if (!target.token && account?.balance !== undefined && state.activeCaipNetworkId === target.caipNetworkId && Number(account.balance) < Number(p.amount)) {
    return of(failed({ requestId: p.requestId, reason: 'insufficientBalance' }))
  }
  return defer(() =>
    adapter.sendTransfer!({
      caipNetworkId: target.caipNetworkId,
      to: p.recipient,
      amount: p.amount,
      ...(target.token && held ? { token: { address: target.token, decimals: Number(held.quantity.decimals) } } : {}),
    }),
  ).pipe(
    map(({ hash }) => sent({ requestId: p.requestId, hash })),
    catchError((error: unknown) => of(failed({ requestId: p.requestId, reason: failureOf(error), error: stateErrorOf(toErrorData(error)) }))),
  )
}

/** What a wallet's refusal means for the payment: the user said no, the funds were short, or it failed. */
function failureOf(error: unknown): PayFailure {
  const data = toErrorData(error)
  if (data.code === 4001 || data.name === 'UserRejectedRequestError') return 'cancelled'
  if (data.name === 'InsufficientFundsError' || /insufficient (funds|balance)/i.test(`${data.shortMessage} ${data.details ?? ''}`)) return 'insufficientBalance'
  return 'failed'
}

/** Asks the exchange for a payment; its page is where the visitor logs in and confirms. */
function openExchange(p: PayState, exchangeUrl: string | undefined): Observable<ModalEvent> {
  if (!exchangeUrl)
    return of(
      failed({
        requestId: p.requestId,
        reason: 'networkNotSupported',
        error: stateErrorOf(toErrorData(new PayError('networkNotSupported', { details: 'no exchange configured (endpoints.exchange)' }))),
      }),
    )
  return defer(() =>
    fetch(`${exchangeUrl}/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ recipient: p.recipient, asset: p.asset, amount: p.amount }),
    }).then(async (res) => {
      const body = (await res.json()) as { id?: unknown; url?: unknown; message?: unknown }
      if (!res.ok || typeof body.id !== 'string' || typeof body.url !== 'string')
        throw new PayError(res.status === 400 ? 'networkNotSupported' : 'failed', { details: String(body.message ?? res.status) })
      return { id: body.id, url: body.url }
    }),
  ).pipe(
    map(({ id, url }) => exchangeOpened({ requestId: p.requestId, paymentId: id, url })),
    catchError((error: unknown) => of(failed({ requestId: p.requestId, reason: error instanceof PayError ? error.reason : 'failed', error: stateErrorOf(toErrorData(error)) }))),
  )
}

/** One question per PAY_POLL_MS: the wallet's receipt, or the exchange's status. A failed question is asked again. */
function poll(p: PayState, state$: StateObservable, deps: Deps): Observable<ModalEvent> {
  const target = parsePayAsset(p.asset)
  const ask = (): Promise<ModalEvent | undefined> => {
    if (p.source === 'exchange') {
      const base = state$.value.config.exchangeUrl
      if (!base || !p.paymentId) return Promise.resolve(failed({ requestId: p.requestId, reason: 'failed' }))
      return fetch(`${base}/payments/${p.paymentId}`)
        .then((res) => res.json() as Promise<{ status?: string; hash?: string }>)
        .then((status) => {
          if (status.status === 'confirmed' && typeof status.hash === 'string') return confirmed({ requestId: p.requestId, hash: status.hash })
          if (status.status === 'cancelled') return failed({ requestId: p.requestId, reason: 'cancelled' })
          if (status.status === 'failed') return failed({ requestId: p.requestId, reason: 'failed' })
          return undefined
        })
    }
    const adapter = target && deps.adapters.find((a) => a.namespace === target.namespace)
    if (!adapter?.getTransactionReceipt || !p.hash || !target) return Promise.resolve(undefined)
    return adapter.getTransactionReceipt({ caipNetworkId: target.caipNetworkId as CaipNetworkId, hash: p.hash }).then((receipt) => {
      if (!receipt) return undefined
      return receipt.status === 'success' ? confirmed({ requestId: p.requestId, hash: p.hash! }) : failed({ requestId: p.requestId, reason: 'failed' })
    })
  }
  return timer(0, PAY_POLL_MS, deps.scheduler).pipe(
    concatMap(() => from(ask()).pipe(catchError(() => of(undefined)))),
    mergeMap((event) => (event ? of(event) : EMPTY)),
    take(1),
  )
}

/** Saves a sent or opened payment, forgets an ended one, and reads one back at start. */
function persistence(event$: Observable<Event>, state$: StateObservable, deps: Deps): Observable<ModalEvent> {
  const storage = deps.storage
  if (!storage) return EMPTY
  const load$ = event$.pipe(
    filter(initialized.match),
    take(1),
    mergeMap(() => defer(() => storage.get(PENDING_PAY_KEY)).pipe(catchError(() => of(undefined)))),
    mergeMap((saved) => {
      const p = saved as Partial<PayState> | undefined
      if (!p || typeof p.requestId !== 'string' || (p.source !== 'wallet' && p.source !== 'exchange')) return EMPTY
      const { requestId, recipient, asset, amount, timeoutMs, startedAt, source, hash, paymentId, url } = p as PayState
      return of(restored({ requestId, recipient, asset, amount, timeoutMs, startedAt, source: source!, ...(hash ? { hash } : {}), ...(paymentId ? { paymentId } : {}), ...(url ? { url } : {}) }))
    }),
  )
  const save$ = event$.pipe(
    filter((e) => sent.match(e as StampedEvent) || exchangeOpened.match(e as StampedEvent) || confirmed.match(e as StampedEvent) || failed.match(e as StampedEvent)),
    concatMap((e) => {
      const p = state$.value.pay
      const write = p?.status === 'pending' ? () => storage.set(PENDING_PAY_KEY, p) : () => storage.del(PENDING_PAY_KEY)
      void e
      return defer(write).pipe(
        catchError(() => EMPTY),
        mergeMap(() => EMPTY),
      )
    }),
  )
  return merge(load$, save$)
}

/**
 * `modal.pay` (API.md): validates the request, opens Pay, and settles on the payment's end —
 * the hash once confirmed, else a PayError with its reason.
 */
export function startPayment(store: Store, parameters: { recipient: string; asset: string; amount: string; timeoutMs?: number }, requestId: string, timeoutMs: number): Promise<{ hash: string }> {
  const { recipient, asset, amount } = parameters ?? ({} as typeof parameters)
  if (typeof recipient !== 'string' || recipient.trim() === '') return Promise.reject(new PayError('failed', { details: 'recipient: expected an address' }))
  if (typeof asset !== 'string' || !parsePayAsset(asset)) return Promise.reject(new PayError('networkNotSupported', { details: `asset: expected a CAIP-19 id, got ${String(asset)}` }))
  if (typeof amount !== 'string' || !/^\d{1,40}(\.\d{1,40})?$/.test(amount) || !/[1-9]/.test(amount))
    return Promise.reject(new PayError('failed', { details: 'amount: expected a positive decimal string' }))
  if (!store.getState().features.pay) return Promise.reject(new PayError('notEnabled'))
  return new Promise((resolve, reject) => {
    // Settled by the payment's state after each event: confirmed, failed, or cancelled by the user
    // (an intent the reducer ends the payment on).
    const subscription = store.events$.subscribe(() => {
      const p = store.getState().pay
      if (p?.requestId !== requestId) return
      if (p.status === 'success' && p.hash) {
        subscription.unsubscribe()
        const hash = p.hash
        store.flushStorage().then(() => resolve({ hash }))
      } else if (p.status === 'failure') {
        subscription.unsubscribe()
        reject(new PayError(p.failure ?? 'failed', p.error?.message ? { details: p.error.message } : {}))
      }
    })
    store.dispatch(requested({ requestId, recipient: recipient.trim(), asset, amount, timeoutMs }))
  })
}
