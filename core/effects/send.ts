import { catchError, defer, exhaustMap, filter, map, of } from 'rxjs'
import { LatchError, toErrorData } from '../errors/LatchError.ts'
import { failed, submitted, succeeded } from '../events/send.ts'
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
      const { token, amount, receiver } = state.send
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
          ...(token.address
            ? { token: { address: tryParseCaipAddress(token.address)?.address ?? token.address, decimals: token.decimals } }
            : {}),
        }),
      ).pipe(
        map(({ hash }) => succeeded({ requestId, hash })),
        catchError((error: unknown) => of(failed({ requestId, error: toErrorData(error) }))),
      )
    }),
  )
