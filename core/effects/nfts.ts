// Chunk grouping: a lazy module reaches the whole core statically (see walletList.ts).
import '../coreEntry.ts'
import { catchError, concat, EMPTY, filter, map, mergeMap, of, switchMap } from 'rxjs'
import { toErrorData } from '../errors/LatchError.ts'
import { connected } from '../events/connection.ts'
import { openRequested } from '../events/modal.ts'
import { switched } from '../events/networks.ts'
import { failed, loaded, requested } from '../events/nfts.ts'
import { accountTabSelected } from '../events/router.ts'
import { succeeded } from '../events/send.ts'
import { tryParseCaipAddress } from '../rules/parseCaipAddress.ts'
import type { Epic } from '../store.ts'

/**
 * The NFTs tab's grid from the blockchain service (`/v1/account/{address}/nfts` with `chainId`):
 * fetched when the tab is chosen, and when the modal opens, the account or network changes or a
 * send succeeds while it is shown. Loads at the first NFTs open (core/effects/index.ts).
 */
export const nftsEpic: Epic = (event$, state$, deps) => {
  const api = deps.blockchainApi
  if (!api) return EMPTY
  const onNfts = () => state$.value.accountTab === 'NFTs'
  return event$.pipe(
    filter((e) => (accountTabSelected.match(e) && e.tab === 'NFTs') || ((openRequested.match(e) || connected.match(e) || switched.match(e) || succeeded.match(e)) && onNfts())),
    mergeMap(() => {
      const state = state$.value
      const account = state.activeNamespace ? state.accounts[state.activeNamespace] : undefined
      return account?.status === 'connected' && account.caipAddress && state.activeNamespace === 'eip155' ? [account.caipAddress] : []
    }),
    // switchMap: only the latest account's grid matters.
    switchMap((caipAddress) => {
      const parsed = tryParseCaipAddress(caipAddress)
      if (!parsed) return EMPTY
      return concat(
        of(requested({ caipAddress })),
        api.getNfts({ address: parsed.address, chainId: parsed.caipNetworkId }).pipe(
          map((page) => loaded({ caipAddress, nfts: page.data })),
          catchError((error: unknown) => of(failed({ caipAddress, error: toErrorData(error) }))),
        ),
      )
    }),
  )
}
