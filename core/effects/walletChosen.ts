import { EMPTY, filter, mergeMap, of } from 'rxjs'
import { connectRequested } from '../events/connection.ts'
import type { StampedEvent } from '../events/index.ts'
import { walletChosen } from '../events/ui.ts'
import { CHAIN_NAMESPACES } from '../types.ts'
import type { Epic } from '../store.ts'

/**
 * SPEC.md §2 ConnectingWalletConnect: when the reducer routed a wallet picked from the
 * list to its WalletConnect view (core/reducers/ui.ts decides; this epic does not), the pairing
 * starts through that view's connector, as a click on the WalletConnect row does — the adapter then
 * issues the URI the view shows as that wallet's QR. The request id is the choice's `seq`, so a
 * replay names the same attempt.
 */
export const walletChosenEpic: Epic = (event$, state$) =>
  event$.pipe(
    filter((e): e is StampedEvent & ReturnType<typeof walletChosen> => walletChosen.match(e)),
    // mergeMap: each choice is one synchronous decision on the state it produced.
    mergeMap((event) => {
      const state = state$.value
      const data = state.viewData
      if (state.view !== 'ConnectingWalletConnect' || typeof data !== 'object' || data === null || Array.isArray(data)) return EMPTY
      const { walletId, connectorId, namespace } = data
      const ns = CHAIN_NAMESPACES.find((n) => n === namespace)
      if (walletId !== event.walletId || typeof connectorId !== 'string' || !ns) return EMPTY
      // An attempt already under way on that namespace (the user came back to the list) is
      // superseded by this one (connectEpic); a pending WalletConnect pairing is reused by the
      // client, so its URI stays and only the wallet shown around it changes.
      return of(connectRequested({ requestId: `wallet-${event.seq}`, connectorId, namespace: ns }))
    }),
  )
