// Chunk grouping: a lazy module reaches the whole core statically (see walletList.ts).
import '../coreEntry.ts'
import { catchError, EMPTY, filter, mergeMap, of, switchMap } from 'rxjs'
import { toErrorData } from '../errors/LatchError.ts'
import { isConnection } from '../events/tabs.ts'
import { failed, loaded } from '../events/identity.ts'
import { openRequested } from '../events/modal.ts'
import type { Epic } from '../store.ts'

/**
 * The connected address's name and avatar (SPEC.md §7 `/v1/identity/{address}`, cached 5 min by
 * the client, SPEC.md §9): asked when an eip155 account connects and when the modal opens, so a
 * name registered meanwhile shows once the cache expires. Names are on eip155 only (SPEC.md §9).
 */
export const identityEpic: Epic = (event$, state$, deps) => {
  const api = deps.blockchainApi
  if (!api) return EMPTY
  return event$.pipe(
    // A connection adopted from another tab is named as a restored one is (SPEC.md §3 Connection).
    filter((e) => (isConnection(e) && e.namespace === 'eip155') || openRequested.match(e)),
    mergeMap(() => {
      const account = state$.value.accounts.eip155
      return account?.status === 'connected' && account.address ? [account.address] : []
    }),
    // switchMap: the latest account's identity is the one shown.
    switchMap((address) =>
      api.getIdentity({ address, sender: address }).pipe(
        // The client's cache answers repeat asks; an unchanged identity is not logged again.
        mergeMap((identity) => {
          const account = state$.value.accounts.eip155
          if (account?.address === address && account.profileName === identity.name && account.profileImage === identity.avatar) return EMPTY
          return of(loaded({ address, ...(identity.name ? { name: identity.name } : {}), ...(identity.avatar ? { avatar: identity.avatar } : {}) }))
        }),
        catchError((error: unknown) => of(failed({ address, error: toErrorData(error) }))),
      ),
    ),
  )
}
