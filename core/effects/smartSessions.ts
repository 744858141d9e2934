// Chunk grouping: a lazy module reaches the whole core statically (see walletList.ts).
import '../coreEntry.ts'
/**
 * Smart sessions (SPEC.md §6 smartSessions flag, §7 `/v1/sessions/{address}` and POST
 * revoke with `pci` and `signature`): the list when SmartSessions opens; a revocation — the
 * connected wallet signs the session's `pci`, then it is posted (the service checks the signature).
 */
import { catchError, defer, EMPTY, exhaustMap, filter, map, merge, mergeMap, of, switchMap } from 'rxjs'
import { toErrorData } from '../errors/LatchError.ts'
import { failed, loaded, revoked, revokeFailed, revokeRequested, viewRequested } from '../events/smartSessions.ts'
import type { Epic } from '../store.ts'

export const smartSessionsEpic: Epic = (event$, state$, deps) => {
  const api = deps.blockchainApi
  if (!api) return EMPTY

  const list$ = event$.pipe(
    filter(viewRequested.match),
    map(() => state$.value.smartSessions),
    filter((list) => list?.status === 'loading'),
    // switchMap: the latest account's list is the one shown.
    switchMap((list) => {
      const address = list!.address
      return api.getSmartSessions(address).pipe(
        map((answer) =>
          loaded({
            address,
            sessions: answer.pcis.map((p) => ({
              pci: p.pci,
              project: { name: p.project.name, ...(p.project.url ? { url: p.project.url } : {}), ...(p.project.iconUrl ? { iconUrl: p.project.iconUrl } : {}) },
              expiry: p.expiry,
              createdAt: p.createdAt,
              ...(p.revokedAt !== undefined ? { revokedAt: p.revokedAt } : {}),
            })),
          }),
        ),
        catchError((error: unknown) => of(failed({ address, error: toErrorData(error) }))),
      )
    }),
  )

  const revoke$ = event$.pipe(
    filter(revokeRequested.match),
    // exhaustMap: one revocation at a time (the reducer refuses a second too).
    exhaustMap(({ pci }) => {
      const list = state$.value.smartSessions
      if (list?.revoking !== pci) return EMPTY
      const adapter = deps.adapters.find((a) => a.namespace === 'eip155')
      return defer(async () => {
        if (!adapter?.signMessage) throw new Error('The eip155 adapter signs no messages')
        return adapter.signMessage({ message: pci })
      }).pipe(
        mergeMap((signature) => api.revokeSmartSession({ address: list.address, pci, signature })),
        map((answer) => (answer.success ? revoked({ pci }) : revokeFailed({ pci, error: { name: 'ServiceError', shortMessage: 'The session was not revoked' } }))),
        catchError((error: unknown) => of(revokeFailed({ pci, error: toErrorData(error) }))),
      )
    }),
  )
  return merge(list$, revoke$)
}
