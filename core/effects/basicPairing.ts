import { EMPTY, filter, mergeMap, of } from 'rxjs'
import { connectRequested } from '../events/connection.ts'
import type { StampedEvent } from '../events/index.ts'
import { openRequested } from '../events/modal.ts'
import { selectWalletConnectTarget } from '../selectors/walletConnectTarget.ts'
import type { Epic } from '../store.ts'

/**
 * SPEC.md §2: the modal opened on ConnectingWalletConnectBasic (no adapters or manual
 * control; the opening rule decides, in the router) pairs at once through the WalletConnect
 * connector, so its QR is there without a click. The request id is the opening's `seq`.
 */
export const basicPairingEpic: Epic = (event$, state$) =>
  event$.pipe(
    filter((e): e is StampedEvent & ReturnType<typeof openRequested> => openRequested.match(e)),
    // mergeMap: each opening is one synchronous decision on the state it produced.
    mergeMap((event) => {
      const state = state$.value
      if (!state.open || state.view !== 'ConnectingWalletConnectBasic') return EMPTY
      const target = selectWalletConnectTarget(state)
      if (!target || state.accounts[target.namespace]?.status === 'connecting') return EMPTY
      return of(connectRequested({ requestId: `basic-${event.seq}`, ...target }))
    }),
  )
