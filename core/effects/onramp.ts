// Chunk grouping: a lazy module reaches the whole core statically (see walletList.ts).
import '../coreEntry.ts'
/**
 * Buy's effects (SPEC.md §7 onramp options, quote, generator url; §8 fallbacks): the
 * options (the built-in ones when the service fails, said so), live quotes (debounced on
 * `deps.scheduler`; the mock quote when the service fails), the checkout URL, then the checkout's
 * status polled on the scheduler until it completes or times out. Loaded when Buy first opens.
 */
import { catchError, concatMap, debounceTime, defer, EMPTY, exhaustMap, filter, map, merge, of, switchMap, take, takeUntil, timeout, timer, type Observable } from 'rxjs'
import { DEFAULT_ONRAMP_OPTIONS, mockOnrampQuote } from '../clients/onrampDefaults.ts'
import { LatchError, toErrorData } from '../errors/LatchError.ts'
import type { ModalEvent } from '../events/index.ts'
import {
  amountChanged,
  checkoutOpened,
  checkoutRequested,
  failed,
  optionsLoaded,
  paymentCurrencySelected,
  purchaseCurrencySelected,
  paymentMethodSelected,
  purchaseCompleted,
  quoteLoaded,
  resetRequested,
  statusCheckRequested,
  viewRequested,
} from '../events/onramp.ts'
import type { OnrampState } from '../reducers/onrampState.ts'
import { onrampNetworkOf, selectBuyAddress } from '../selectors/onramp.ts'
import type { Deps, Epic } from '../store.ts'

/** Typing pauses this long before a quote is asked for. */
export const ONRAMP_QUOTE_DEBOUNCE_MS = 300
/** An open checkout's status is read this often, and given up on after `ONRAMP_CHECKOUT_TIMEOUT_MS`. */
export const ONRAMP_STATUS_POLL_MS = 1000
export const ONRAMP_CHECKOUT_TIMEOUT_MS = 30 * 60_000
/** The quote id of SPEC.md §8's mock quote (core/clients/onrampDefaults.ts). */
const MOCK_QUOTE_ID = mockOnrampQuote({ amount: '0', paymentCurrency: 'USD' }).quoteId

/** SPEC.md §7 onramp options; a failed call shows the built-in ones and says so (§8). */
const optionsEpic: Epic = (event$, state$, deps) =>
  event$.pipe(
    filter(viewRequested.match),
    map(() => state$.value.onramp),
    filter((onramp): onramp is OnrampState => onramp?.optionsStatus === 'loading'),
    // switchMap: a later open (another network) makes an older answer moot.
    switchMap(({ caipNetworkId }) =>
      deps.blockchainApi!.getOnrampOptions().pipe(
        take(1),
        map((options) => optionsLoaded({ caipNetworkId, options, fallback: options === DEFAULT_ONRAMP_OPTIONS })),
        catchError(() => of(optionsLoaded({ caipNetworkId, options: DEFAULT_ONRAMP_OPTIONS, fallback: true }))),
      ),
    ),
  )

/** Live quotes for the amount, the purchase and payment currencies, once typing pauses; a failed call gives the mock quote (§8). */
const quotesEpic: Epic = (event$, state$, deps) =>
  event$.pipe(
    filter((e) => amountChanged.match(e) || purchaseCurrencySelected.match(e) || paymentCurrencySelected.match(e) || paymentMethodSelected.match(e) || optionsLoaded.match(e)),
    debounceTime(ONRAMP_QUOTE_DEBOUNCE_MS, deps.scheduler),
    map(() => state$.value.onramp),
    filter((onramp): onramp is OnrampState => onramp?.quote?.status === 'loading'),
    // switchMap: the latest inputs win; an older quote in flight is dropped.
    switchMap((onramp) => {
      const { purchaseCurrency, paymentCurrency, amount } = onramp.quote!
      const ids = { purchaseCurrency, paymentCurrency, amount }
      const network = onrampNetworkOf(onramp.options, purchaseCurrency, onramp.caipNetworkId)
      const mock = () => quoteLoaded({ ...ids, quote: mockOnrampQuote({ amount, paymentCurrency }), fallback: true })
      return deps.blockchainApi!.getOnrampQuote({ ...ids, network }).pipe(
        take(1),
        map((quote) => quoteLoaded({ ...ids, quote, fallback: quote.quoteId === MOCK_QUOTE_ID })),
        catchError(() => of(mock())),
      )
    }),
  )

/** The Buy button: the service generates the checkout URL for the connected address. */
const checkoutEpic: Epic = (event$, state$, deps) =>
  event$.pipe(
    filter(checkoutRequested.match),
    filter((e) => state$.value.onramp?.requestId === e.requestId && state$.value.onramp.status === 'opening'),
    // exhaustMap: a second click while the URL is generated is ignored.
    exhaustMap(({ requestId }) => {
      const onramp = state$.value.onramp!
      const address = selectBuyAddress(state$.value)
      const quote = onramp.quote?.value
      const network = onrampNetworkOf(onramp.options, onramp.purchaseCurrency, onramp.caipNetworkId)
      if (!address) return of(failed({ requestId, stage: 'url', error: toErrorData(new LatchError('No account connected')) }))
      const crypto = quote && onramp.quote?.fallback !== true ? Number(quote.purchaseAmount.amount) : undefined
      return deps
        .blockchainApi!.getOnrampUrl({
          destinationWallets: [{ address, blockchains: [network], assets: [onramp.purchaseCurrency] }],
          partnerUserId: address,
          defaultNetwork: network,
          ...(crypto !== undefined && Number.isFinite(crypto) && crypto > 0 ? { purchaseAmount: crypto } : {}),
          paymentAmount: Number(onramp.quote?.amount ?? onramp.amount),
        })
        .pipe(
          take(1),
          map((url) => {
            if (!/^https?:\/\//.test(url)) throw new LatchError('Invalid checkout URL', { details: url.slice(0, 80) })
            return checkoutOpened({ requestId, url })
          }),
          catchError((error: unknown) => of(failed({ requestId, stage: 'url', error: toErrorData(error) }))),
        )
    }),
  )

/** Reads the checkout's status on the scheduler until it completes; a bad answer or the timeout fails the step. */
function pollStatus(deps: Deps, requestId: string, url: string): Observable<ModalEvent> {
  const read = deps.blockchainApi!.getOnrampStatus
  if (!read) return of(failed({ requestId, stage: 'status', error: toErrorData(new LatchError('Checkout status unavailable')) }))
  return timer(0, ONRAMP_STATUS_POLL_MS, deps.scheduler).pipe(
    // concatMap: one read at a time; a slow service does not pile requests up.
    concatMap(() => defer(() => read(url)).pipe(take(1))),
    filter((s) => s.status === 'completed'),
    take(1),
    timeout({ first: ONRAMP_CHECKOUT_TIMEOUT_MS, scheduler: deps.scheduler, with: () => of('timeout' as const) }),
    map((s) => {
      if (s === 'timeout') return failed({ requestId, stage: 'timeout', error: toErrorData(new LatchError('Checkout timed out', { details: url })) })
      if (!s.txHash || !/^[0-9]+(\.[0-9]+)?$/.test(s.cryptoAmount)) throw new LatchError('Invalid checkout status', { details: JSON.stringify(s).slice(0, 120) })
      return purchaseCompleted({ requestId, hash: s.txHash, amount: s.cryptoAmount, symbol: s.symbol })
    }),
    catchError((error: unknown) => of(failed({ requestId, stage: 'status', error: toErrorData(error) }))),
  )
}

/** An open checkout (or checking again after a failure) is polled; going back to the inputs stops it. */
const statusEpic: Epic = (event$, state$, deps) =>
  event$.pipe(
    filter((e) => checkoutOpened.match(e) || statusCheckRequested.match(e)),
    filter((e) => state$.value.onramp?.requestId === e.requestId && state$.value.onramp.status === 'checkout' && state$.value.onramp.url !== undefined),
    // switchMap: one checkout is watched at a time.
    switchMap(({ requestId }) => pollStatus(deps, requestId, state$.value.onramp!.url!).pipe(takeUntil(event$.pipe(filter(resetRequested.match))))),
  )

/** Buy's epics, one chunk (loaded when Buy first opens). */
export const onrampEpic: Epic = (event$, state$, deps) =>
  deps.blockchainApi ? merge(optionsEpic(event$, state$, deps), quotesEpic(event$, state$, deps), checkoutEpic(event$, state$, deps), statusEpic(event$, state$, deps)) : EMPTY
