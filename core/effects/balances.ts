import { catchError, concat, EMPTY, filter, map, merge, of, switchMap } from 'rxjs'
import { toErrorData } from '../errors/LatchError.ts'
import { failed, loaded, requested } from '../events/balances.ts'
import { isConnection, networkSwitched } from '../events/tabs.ts'
import { openRequested } from '../events/modal.ts'
import { switched } from '../events/networks.ts'
import { succeeded } from '../events/send.ts'
import { succeeded as swapSucceeded } from '../events/swap.ts'
import { purchaseCompleted } from '../events/onramp.ts'
import { tryParseCaipAddress } from '../rules/parseCaipAddress.ts'
import type { Epic } from '../store.ts'

/**
 * Balances of the active account from the blockchain service (SPEC.md §7), fetched when an
 * account connects, the network changes, the modal opens, and after a send (forced, past the
 * 30 s cache), a swap or a purchase (Buy). Only eip155 and solana have balances (SPEC.md §9).
 */
export const balancesEpic: Epic = (event$, state$, deps) => {
  const api = deps.blockchainApi
  if (!api) return EMPTY
  const trigger$ = merge(
    event$.pipe(
      // What another tab connected or switched to too (SPEC.md §3 Connection): its balances are this tab's to show.
      filter((e) => isConnection(e) || switched.match(e) || networkSwitched.match(e) || openRequested.match(e)),
      map(() => false),
    ),
    event$.pipe(
      filter((e) => succeeded.match(e) || swapSucceeded.match(e) || purchaseCompleted.match(e)),
      map(() => true),
    ),
  )
  return trigger$.pipe(
    map((force) => {
      const state = state$.value
      const account = state.activeNamespace ? state.accounts[state.activeNamespace] : undefined
      const caipAddress = account?.status === 'connected' ? account.caipAddress : undefined
      return { caipAddress, force, namespace: state.activeNamespace }
    }),
    filter((t) => t.caipAddress !== undefined && (t.namespace === 'eip155' || t.namespace === 'solana')),
    // switchMap: only the latest account/network's balances matter; older answers are dropped.
    switchMap(({ caipAddress, force }) => {
      const parsed = tryParseCaipAddress(caipAddress!)
      if (!parsed) return EMPTY
      return concat(
        of(requested({ caipAddress: caipAddress! })),
        api.getBalance({ address: parsed.address, chainId: parsed.caipNetworkId, ...(force ? { forceUpdate: 'true' } : {}) }).pipe(
          map((balances) => loaded({ caipAddress: caipAddress!, balances })),
          catchError((error: unknown) => of(failed({ caipAddress: caipAddress!, error: toErrorData(error) }))),
        ),
      )
    }),
  )
}
