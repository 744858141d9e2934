import { catchError, defer, filter, from, map, mergeMap, of } from 'rxjs'
import { ConnectionError } from '../errors/ConnectionError.ts'
import { toErrorData } from '../errors/LatchError.ts'
import { disconnected, disconnectFailed, disconnectRequested } from '../events/connection.ts'
import type { ChainNamespace } from '../types.ts'
import type { Epic } from '../store.ts'

/**
 * `modal.disconnect(namespace?)`: asks each targeted namespace's adapter to disconnect, then
 * reports `connection/disconnected` or 'Failed to disconnect'. A namespace without an adapter
 * (connected by events alone) has no wallet to tell and is simply disconnected.
 */
export const disconnectEpic: Epic = (event$, state$, deps) =>
  event$.pipe(
    filter(disconnectRequested.match),
    // mergeMap: each namespace disconnects on its own; a repeated request is harmless.
    mergeMap((event) => {
      const accounts = state$.value.accounts
      const targets = (event.namespace ? [event.namespace] : (Object.keys(accounts) as ChainNamespace[])).filter((ns) => accounts[ns] !== undefined)
      return from(targets).pipe(
        mergeMap((namespace) => {
          const adapter = deps.adapters.find((a) => a.namespace === namespace)
          if (!adapter) return of(disconnected({ namespace }))
          return defer(() => adapter.disconnect()).pipe(
            map(() => disconnected({ namespace })),
            catchError((cause: unknown) => of(disconnectFailed({ namespace, error: toErrorData(new ConnectionError('Failed to disconnect', { cause })) }))),
          )
        }),
      )
    }),
  )
