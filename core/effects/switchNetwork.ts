import { catchError, defer, EMPTY, filter, map, of, switchMap } from 'rxjs'
import { LatchError, toErrorData } from '../errors/LatchError.ts'
import { switched, switchFailed, switchRequested } from '../events/networks.ts'
import type { CaipNetworkId } from '../types.ts'
import type { Epic } from '../store.ts'

/**
 * SPEC.md §2/§4 switching network while connected: the reducer marks the switch pending (and
 * shows SwitchNetwork); this asks the namespace's adapter and reports the outcome.
 */
export const switchNetworkEpic: Epic = (event$, state$, deps) =>
  event$.pipe(
    filter(switchRequested.match),
    filter((event) => state$.value.pendingNetworkSwitch === event.caipNetworkId),
    // switchMap: the latest network the user picked wins.
    switchMap((event) => {
      const caipNetworkId = event.caipNetworkId as CaipNetworkId
      const namespace = state$.value.config.networks.find((n) => n.caipNetworkId === caipNetworkId)?.chainNamespace
      const adapter = deps.adapters.find((a) => a.namespace === namespace)
      if (!namespace) return EMPTY
      if (!adapter) {
        const error = new LatchError('Failed to switch network', { details: `No adapter for namespace ${namespace}` })
        return of(switchFailed({ caipNetworkId, error: toErrorData(error) }))
      }
      return defer(() => adapter.switchNetwork(caipNetworkId)).pipe(
        map(() => switched({ caipNetworkId })),
        catchError((cause: unknown) => of(switchFailed({ caipNetworkId, error: toErrorData(cause) }))),
      )
    }),
  )
