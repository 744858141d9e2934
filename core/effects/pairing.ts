import { catchError, concat, defer, EMPTY, filter, ignoreElements, map, merge, mergeMap, of, switchMap, takeUntil, timer } from 'rxjs'
import type { Adapter } from '../adapter.ts'
import { connected, connectFailed } from '../events/connection.ts'
import { closeRequested } from '../events/modal.ts'
import { expired as pairingExpired, uriIssued } from '../events/pairing.ts'
import { PAIRING_EXPIRED_AT_LEFT_MS, PAIRING_EXPIRY_MS } from '../rules/pairing.ts'
import type { Epic } from '../store.ts'

/** Runs an adapter's pairing call for its effect only; a failure is the adapter's to report. */
const quietly = (call: () => Promise<void>) =>
  defer(call).pipe(
    ignoreElements(),
    catchError(() => EMPTY),
  )

/**
 * SPEC.md §4 / §9 pairing expiry, on the scheduler so replay and virtual-time tests see
 * the same: 4 minutes after `pairing/uriIssued` minus 10 s, the shown pairing counts as
 * expired (`pairing/expired`) and the WalletConnect adapter is asked for a fresh URI,
 * without user action. A newer URI restarts the clock (switchMap); a connection, a failure or the
 * modal closing stops it. Closing the modal mid-pairing also cancels the pairing.
 */
export const pairingEpic: Epic = (event$, state$, deps) => {
  const control = (): Adapter['pairing'] => deps.adapters.find((a) => a.pairing)?.pairing
  const ended$ = event$.pipe(filter((e) => connected.match(e) || connectFailed.match(e) || closeRequested.match(e)))
  const expiry$ = event$.pipe(
    filter(uriIssued.match),
    // The reducer has set the pairing's expiry from this event's time; the expiry names the pairing.
    map(() => state$.value.pairing?.expiresAt ?? 0),
    switchMap((expiresAt) =>
      timer(PAIRING_EXPIRY_MS - PAIRING_EXPIRED_AT_LEFT_MS, deps.scheduler).pipe(
        takeUntil(ended$),
        mergeMap(() =>
          concat(
            of(pairingExpired({ expiresAt })),
            quietly(() => control()?.refresh() ?? Promise.resolve()),
          ),
        ),
      ),
    ),
  )
  const cancel$ = event$.pipe(
    filter(closeRequested.match),
    filter(() => state$.value.pairing !== undefined),
    mergeMap(() => quietly(() => control()?.cancel() ?? Promise.resolve())),
  )
  return merge(expiry$, cancel$)
}
