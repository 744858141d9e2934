/**
 * The reverse quote ("amount in either field"): the amount to receive typed in the to
 * field becomes an amount to sell. The service quotes only forward (SPEC.md §7 convert quotes take
 * the amount to sell), so: an estimate from the USD prices (else a quote of one whole `from`), a
 * forward quote of it, and one proportional correction. The result is `swap/reverseQuoted`; the
 * reducer makes it the amount, and the usual forward quote follows. Part of the swap chunk.
 */
import { catchError, debounceTime, filter, map, mergeMap, of, switchMap, type Observable } from 'rxjs'
import type { BlockchainApi } from '../clients/blockchainApi.ts'
import { LatchError, toErrorData } from '../errors/LatchError.ts'
import { reverseQuoted, reverseQuoteFailed, toAmountChanged } from '../events/swap.ts'
import { formatUnits, toUnits } from '../rules/decimal.ts'
import { selectSwapToken } from '../selectors/swap.ts'
import type { SwapToken } from '../reducers/swapState.ts'
import type { Epic } from '../store.ts'

const REVERSE_DEBOUNCE_MS = 300

/** Forward quote: base units of `to` for `units` of `from`. */
function forward(api: BlockchainApi, userAddress: string, from: string, to: string, units: bigint): Observable<bigint> {
  return api.getGasPrice({ chainId: from.split(':').slice(0, 2).join(':') }).pipe(
    mergeMap((gas) => api.getSwapQuotes({ amount: units.toString(), userAddress, from, to, gasPrice: gas.standard })),
    map(({ quotes }) => {
      const got = quotes[0]?.toAmount
      if (!got || !/^[0-9]+$/.test(got) || BigInt(got) === 0n) throw new LatchError('No quote', { details: `${from} → ${to}` })
      return BigInt(got)
    }),
  )
}

/** First guess of `from` units for `wanted` units of `to`: by USD prices, else by the quote of one whole `from`. */
function estimate(api: BlockchainApi, user: string, from: SwapToken, to: SwapToken, wanted: bigint): Observable<bigint> {
  if (from.price && to.price) {
    const toValue = Number(formatUnits(wanted, to.decimals)) * to.price
    const guess = toUnits((toValue / from.price).toFixed(Math.min(from.decimals, 12)), from.decimals)
    if (guess && guess > 0n) return of(guess)
  }
  const one = 10n ** BigInt(from.decimals)
  return forward(api, user, from.address, to.address, one).pipe(map((perOne) => (wanted * one) / perOne))
}

export const reverseQuoteEpic: Epic = (event$, state$, deps) =>
  event$.pipe(
    filter(toAmountChanged.match),
    debounceTime(REVERSE_DEBOUNCE_MS, deps.scheduler),
    map(() => state$.value),
    filter((state) => state.swap?.wantedTo?.status === 'loading'),
    // switchMap: the latest typed amount wins.
    switchMap((state) => {
      const swap = state.swap!
      const wantedText = swap.wantedTo!.amount
      const from = selectSwapToken(swap, swap.from)
      const to = selectSwapToken(swap, swap.to)
      const account = state.accounts.eip155
      const user = account?.status === 'connected' ? account.address : undefined
      const ids = { from: swap.from ?? '', to: swap.to ?? '', toAmount: wantedText }
      const wanted = to ? toUnits(wantedText.trim(), to.decimals) : undefined
      if (!from || !to || !user || wanted === undefined || wanted === 0n) {
        return of(reverseQuoteFailed({ ...ids, error: toErrorData(new LatchError('Invalid amount')) }))
      }
      const api = deps.blockchainApi!
      return estimate(api, user, from, to, wanted).pipe(
        mergeMap((guess) => forward(api, user, from.address, to.address, guess).pipe(map((got) => (guess * wanted) / got))),
        map((units) => {
          if (units <= 0n) throw new LatchError('Invalid amount')
          return reverseQuoted({ ...ids, fromAmount: formatUnits(units, from.decimals) })
        }),
        catchError((error: unknown) => of(reverseQuoteFailed({ ...ids, error: toErrorData(error) }))),
      )
    }),
  )
