// Chunk grouping: a lazily loaded module reaches the whole core statically, as the
// page does, so bundlers (esbuild, Rolldown) put the core's shared files in one chunk rather than a
// small file per combination of lazy users, each gzipped apart (test/sizeBudget.test.ts).
import '../coreEntry.ts'
import { sendReceiverOf } from '../rules/sendReceiver.ts'
import { catchError, defer, exhaustMap, filter, map, of, switchMap } from 'rxjs'
import { InvalidResponseError } from '../errors/InvalidResponseError.ts'
import { isDecimal } from '../rules/decimal.ts'
import { LatchError, toErrorData } from '../errors/LatchError.ts'
import { failed, maxFailed, maxFeeEstimated, maxRequested, submitted, succeeded } from '../events/send.ts'
import { tryParseCaipAddress } from '../rules/parseCaipAddress.ts'
import type { CaipNetworkId } from '../types.ts'
import type { Epic } from '../store.ts'

/**
 * SPEC.md §4 send: the reducer accepted `send/submitted` (status `sending`); the active
 * namespace's adapter sends the transfer; the outcome is `send/succeeded` or `send/failed`.
 */
export const sendEpic: Epic = (event$, state$, deps) =>
  event$.pipe(
    filter(submitted.match),
    filter((event) => state$.value.send.requestId === event.requestId && state$.value.send.status === 'sending'),
    // exhaustMap: a second confirm while the wallet is asking is ignored.
    exhaustMap(({ requestId }) => {
      const state = state$.value
      const { token, amount } = state.send
      const receiver = sendReceiverOf(state.send)
      const adapter = deps.adapters.find((a) => a.namespace === state.activeNamespace)
      if (!adapter?.sendTransfer || !token || !amount || !receiver || !state.activeCaipNetworkId) {
        const error = new LatchError('Unsupported chain', { details: `No sending adapter for ${state.activeNamespace}` })
        return of(failed({ requestId, error: toErrorData(error) }))
      }
      return defer(() =>
        adapter.sendTransfer!({
          caipNetworkId: state.activeCaipNetworkId as CaipNetworkId,
          to: receiver.trim(),
          amount: amount.trim(),
          // Balances name tokens by CAIP address; the wallet wants the contract's own address.
          ...(token.address ? { token: { address: tryParseCaipAddress(token.address)?.address ?? token.address, decimals: token.decimals } } : {}),
        }),
      ).pipe(
        map(({ hash }) => succeeded({ requestId, hash })),
        catchError((error: unknown) => of(failed({ requestId, error: toErrorData(error) }))),
      )
    }),
  )

/**
 * Max of the native coin: the reducer set `send.maxRequestId`; the active namespace's adapter
 * estimates the transfer's fee → `send/maxFeeEstimated` (the reducer subtracts it), or
 * `send/maxFailed`. An adapter that cannot estimate leaves the whole balance (fee 0).
 */
export const sendMaxEpic: Epic = (event$, state$, deps) =>
  event$.pipe(
    filter(maxRequested.match),
    filter((event) => state$.value.send.maxRequestId === event.requestId),
    // switchMap: a newer Max makes an older estimate moot (the reducer ignores it anyway).
    switchMap(({ requestId }) => {
      const state = state$.value
      const adapter = deps.adapters.find((a) => a.namespace === state.activeNamespace)
      const caipNetworkId = state.activeCaipNetworkId as CaipNetworkId | undefined
      if (!adapter?.estimateNativeFee || !caipNetworkId) return of(maxFeeEstimated({ requestId, fee: '0' }))
      const to = sendReceiverOf(state.send)
      return defer(() => adapter.estimateNativeFee!({ caipNetworkId, ...(to ? { to } : {}) })).pipe(
        // Where the adapter's answer enters: '1e-5' or 'NaN' is a failed Max, not an event the store refuses.
        map((fee) =>
          isDecimal(fee)
            ? maxFeeEstimated({ requestId, fee })
            : maxFailed({
                requestId,
                error: toErrorData(new InvalidResponseError({ call: 'adapter.estimateNativeFee', field: 'fee', reason: `is not a decimal string (${JSON.stringify(String(fee).slice(0, 40))})` })),
              }),
        ),
        catchError((error: unknown) => of(maxFailed({ requestId, error: toErrorData(error) }))),
      )
    }),
  )
