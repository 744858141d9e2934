// Chunk grouping: a lazy module reaches the whole core statically (see walletList.ts).
import '../coreEntry.ts'
/**
 * The swap flow's effects (SPEC.md §7 convert calls): the token list with prices, live
 * quotes (debounced on `deps.scheduler`), the allowance SwapPreview shows, and a confirmed swap —
 * allowance → approve when needed → build → the wallet signs and sends → receipt. Loaded when
 * Swap first opens (core/effects/index.ts).
 */
import { catchError, concat, debounceTime, defer, EMPTY, exhaustMap, filter, map, merge, mergeMap, of, switchMap, take, timeout, timer, concatMap, type Observable } from 'rxjs'
import type { Adapter } from '../adapter.ts'
import { LatchError, toErrorData } from '../errors/LatchError.ts'
import type { ModalEvent } from '../events/index.ts'
import {
  allowanceChecked,
  amountChanged,
  approveConfirmed,
  approveSent,
  failed,
  previewRequested,
  quoteFailed,
  quoteLoaded,
  reverseQuoted,
  sidesSwitched,
  submitted,
  succeeded,
  swapSent,
  tokenSelected,
  tokensFailed,
  tokensLoaded,
  viewRequested,
  type SWAP_STAGES,
} from '../events/swap.ts'
import type { SwapState } from '../reducers/swapState.ts'
import { reverseQuoteEpic } from './swapReverse.ts'
import { toUnits } from '../rules/decimal.ts'
import { isNativeSwapToken, selectSwapToken } from '../selectors/swap.ts'
import type { Deps, Epic, StateObservable } from '../store.ts'
import type { CaipNetworkId } from '../types.ts'

/** Typing pauses this long before a quote is asked for (one call per pause, not per key). */
export const SWAP_QUOTE_DEBOUNCE_MS = 300
/** A sent transaction's receipt is polled this often, and given up on after `SWAP_RECEIPT_TIMEOUT_MS`. */
export const SWAP_RECEIPT_POLL_MS = 1000
export const SWAP_RECEIPT_TIMEOUT_MS = 120_000
/** SPEC.md §9 default swap provider: the service's quotes name none. */
export const DEFAULT_SWAP_PROVIDER = '1inch'

type Stage = (typeof SWAP_STAGES)[number]

function userAddressOf(state$: StateObservable): string | undefined {
  const account = state$.value.accounts.eip155
  return account?.status === 'connected' ? account.address : undefined
}

/** SPEC.md §7 convert tokens with their USD prices (fungible price); prices are optional. */
const tokensEpic: Epic = (event$, state$, deps) =>
  event$.pipe(
    filter(viewRequested.match),
    map(() => state$.value.swap),
    filter((swap): swap is SwapState => swap?.tokensStatus === 'loading'),
    // switchMap: a later open (another network) makes an older list moot.
    switchMap(({ caipNetworkId }) => {
      const api = deps.blockchainApi!
      return api.getSwapTokens({ chainId: caipNetworkId }).pipe(
        mergeMap(({ tokens }) =>
          api.getTokenPrices({ addresses: tokens.map((t) => t.address) }).pipe(
            catchError(() => of({ fungibles: [] })),
            map(({ fungibles }) =>
              tokensLoaded({
                caipNetworkId,
                tokens: tokens.map((t) => {
                  const price = fungibles.find((f) => f.address?.toLowerCase() === t.address.toLowerCase())?.price
                  return { name: t.name, symbol: t.symbol, address: t.address, decimals: t.decimals, ...(t.logoUri ? { logoUri: t.logoUri } : {}), ...(price !== undefined ? { price } : {}) }
                }),
              }),
            ),
          ),
        ),
        catchError((error: unknown) => of(tokensFailed({ caipNetworkId, error: toErrorData(error) }))),
      )
    }),
  )

/** Live quotes: each change of tokens or amount, once typing pauses; the gas price prices the network fee. */
const quotesEpic: Epic = (event$, state$, deps) =>
  event$.pipe(
    filter((e) => tokenSelected.match(e) || amountChanged.match(e) || sidesSwitched.match(e) || tokensLoaded.match(e) || reverseQuoted.match(e)),
    debounceTime(SWAP_QUOTE_DEBOUNCE_MS, deps.scheduler),
    map(() => state$.value.swap),
    filter((swap): swap is SwapState => swap?.quote?.status === 'loading'),
    // switchMap: the latest inputs win; an older quote in flight is dropped.
    switchMap((swap) => {
      const quote = swap.quote!
      const from = selectSwapToken(swap, quote.from)
      const units = from ? toUnits(quote.fromAmount, from.decimals) : undefined
      const userAddress = userAddressOf(state$)
      const api = deps.blockchainApi!
      const ids = { from: quote.from, to: quote.to, fromAmount: quote.fromAmount }
      if (units === undefined || !userAddress) {
        return of(quoteFailed({ ...ids, error: toErrorData(new LatchError('Invalid amount')) }))
      }
      return api.getGasPrice({ chainId: swap.caipNetworkId }).pipe(
        mergeMap((gas) =>
          api.getSwapQuotes({ amount: units.toString(), userAddress, from: quote.from, to: quote.to, gasPrice: gas.standard }).pipe(
            map(({ quotes }) => {
              const best = quotes[0]
              if (!best) throw new LatchError('No quote', { details: `${quote.from} → ${quote.to}` })
              const to = selectSwapToken(swap, quote.to)!
              return quoteLoaded({ ...ids, toAmount: formatTo(best.toAmount, to.decimals), gasPrice: gas.standard, provider: DEFAULT_SWAP_PROVIDER })
            }),
          ),
        ),
        catchError((error: unknown) => of(quoteFailed({ ...ids, error: toErrorData(error) }))),
      )
    }),
  )

/** Base units (service) → token units (state), exactly. */
function formatTo(units: string, decimals: number): string {
  if (!/^[0-9]+$/.test(units)) throw new LatchError('Invalid quote', { details: `toAmount '${units.slice(0, 40)}'` })
  const digits = units.padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** SPEC.md §7 allowance: whether the router may spend `units` of `from` (the native coin needs none). */
function checkAllowance(deps: Deps, from: string, fromAmount: string, units: bigint, userAddress: string): Observable<ModalEvent> {
  if (isNativeSwapToken(from)) return of(allowanceChecked({ from, fromAmount, allowance: units.toString(), approvalNeeded: false }))
  return deps.blockchainApi!.getSwapAllowance({ tokenAddress: from, userAddress }).pipe(
    map(({ allowance }) => {
      if (!/^[0-9]+$/.test(allowance)) throw new LatchError('Invalid allowance', { details: allowance.slice(0, 80) })
      return allowanceChecked({ from, fromAmount, allowance, approvalNeeded: BigInt(allowance) < units })
    }),
  )
}

/** SwapPreview says whether an approval comes first. */
const previewAllowanceEpic: Epic = (event$, state$, deps) =>
  event$.pipe(
    filter(previewRequested.match),
    filter(() => state$.value.view === 'SwapPreview' && state$.value.swap?.quote?.status === 'success'),
    // switchMap: a newer preview replaces the check.
    switchMap(() => {
      const swap = state$.value.swap!
      const quote = swap.quote!
      const units = toUnits(quote.fromAmount, selectSwapToken(swap, quote.from)?.decimals ?? 0)
      const user = userAddressOf(state$)
      if (units === undefined || !user) return EMPTY
      // A failed check leaves "approval unknown": confirming checks again.
      return checkAllowance(deps, quote.from, quote.fromAmount, units, user).pipe(catchError(() => EMPTY))
    }),
  )

/** Runs `work`; its failure is `swap/failed` at `stage` (and nothing after it runs); else `then`. */
function step<T>(requestId: string, stage: Stage, work: () => Observable<T> | Promise<T>, then: (value: T) => Observable<ModalEvent>): Observable<ModalEvent> {
  return defer(work).pipe(
    take(1),
    map((value) => ({ ok: true as const, value })),
    catchError((error: unknown) => of({ ok: false as const, error })),
    mergeMap((r) => (r.ok ? then(r.value) : of(failed({ requestId, stage, error: toErrorData(r.error) })))),
  )
}

/** Polls the receipt on the scheduler; a reverted transaction fails. Without the adapter method, sent is done. */
function receipt(adapter: Adapter, deps: Deps, caipNetworkId: CaipNetworkId, hash: string): Observable<void> {
  if (!adapter.getTransactionReceipt) return of(undefined)
  return timer(0, SWAP_RECEIPT_POLL_MS, deps.scheduler).pipe(
    // concatMap: one poll at a time; a slow node does not pile requests up.
    concatMap(() => defer(() => adapter.getTransactionReceipt!({ caipNetworkId, hash }))),
    filter((r) => r !== undefined),
    take(1),
    timeout({ first: SWAP_RECEIPT_TIMEOUT_MS, scheduler: deps.scheduler }),
    map((r) => {
      if (r!.status === 'reverted') throw new LatchError('Transaction reverted', { details: hash })
    }),
  )
}

/** A confirmed swap, step by step; each step is an event and a failure stops the chain there. */
const submitEpic: Epic = (event$, state$, deps) =>
  event$.pipe(
    filter(submitted.match),
    filter((e) => state$.value.swap?.requestId === e.requestId && state$.value.swap.status === 'checkingAllowance'),
    // exhaustMap: a second confirm while the wallet asks is ignored.
    exhaustMap(({ requestId }) => {
      const swap = state$.value.swap!
      const quote = swap.quote!
      const caipNetworkId = swap.caipNetworkId as CaipNetworkId
      const from = selectSwapToken(swap, quote.from)
      const units = from ? toUnits(quote.fromAmount, from.decimals) : undefined
      const user = userAddressOf(state$)
      const adapter = deps.adapters.find((a) => a.namespace === 'eip155')
      if (!adapter?.sendTransaction || units === undefined || !user) {
        return of(failed({ requestId, stage: 'allowance', error: toErrorData(new LatchError('Unsupported chain', { details: 'no eip155 adapter that sends transactions' })) }))
      }
      const api = deps.blockchainApi!
      const args = { userAddress: user, from: quote.from, to: quote.to }
      const swap$ = step(
        requestId,
        'build',
        () => api.buildSwapTransaction({ ...args, amount: units.toString() }),
        ({ tx }) =>
          step(
            requestId,
            'swap',
            () => adapter.sendTransaction!({ caipNetworkId, to: plain(tx.to), data: tx.data, value: tx.amount }),
            ({ hash }) =>
              concat(
                of(swapSent({ requestId, hash })),
                step(
                  requestId,
                  'swapReceipt',
                  () => receipt(adapter, deps, caipNetworkId, hash),
                  () => of(succeeded({ requestId, hash })),
                ),
              ),
          ),
      )
      const approve$ = step(
        requestId,
        'approve',
        () => api.buildApproveTransaction({ ...args, amount: units.toString() }),
        ({ tx }) =>
          step(
            requestId,
            'approve',
            () => adapter.sendTransaction!({ caipNetworkId, to: plain(tx.to), data: tx.data, value: tx.value }),
            ({ hash }) =>
              concat(
                of(approveSent({ requestId, hash })),
                step(
                  requestId,
                  'approveReceipt',
                  () => receipt(adapter, deps, caipNetworkId, hash),
                  () => concat(of(approveConfirmed({ requestId, hash })), swap$),
                ),
              ),
          ),
      )
      return step(
        requestId,
        'allowance',
        () => checkAllowance(deps, quote.from, quote.fromAmount, units, user),
        (checked) => concat(of(checked), allowanceChecked.match(checked) && checked.approvalNeeded ? approve$ : swap$),
      )
    }),
  )

/** `eip155:1:0xabc` → `0xabc` (the service names contracts by CAIP-10 address). */
function plain(address: string): string {
  const parts = address.split(':')
  return parts.length === 3 ? parts[2]! : address
}

/** Swap's epics, one chunk (loaded when Swap first opens). */
export const swapEpic: Epic = (event$, state$, deps) =>
  deps.blockchainApi
    ? merge(tokensEpic(event$, state$, deps), quotesEpic(event$, state$, deps), reverseQuoteEpic(event$, state$, deps), previewAllowanceEpic(event$, state$, deps), submitEpic(event$, state$, deps))
    : EMPTY
