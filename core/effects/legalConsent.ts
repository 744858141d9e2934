// Chunk grouping: a lazy module reaches the whole core statically (see walletList.ts).
import '../coreEntry.ts'
import { catchError, concatMap, defer, EMPTY, filter, merge, mergeMap, type Observable, of, take } from 'rxjs'
import { initialized } from '../events/app.ts'
import type { ModalEvent } from '../events/index.ts'
import { consentChanged, consentRestored } from '../events/legal.ts'
import type { Deps, StateObservable } from '../store.ts'

/** Where the consent is kept: the modal's storage is the page origin's own (IndexedDB). */
export const LEGAL_CONSENT_KEY = 'latch/legalConsent'

/**
 * SPEC.md §6 `legalCheckbox`: the choice is remembered for the page's origin. At start the saved
 * choice is read back as a `legal/consentRestored` fact (a replayed log needs no storage); every
 * tick or untick is saved. A storage that refuses leaves the box unticked: the user ticks again.
 *
 * @example
 * merge(legalConsentEpic(event$, state$, deps))
 */
export function legalConsentEpic(event$: Observable<{ type: string }>, _state$: StateObservable, deps: Deps): Observable<ModalEvent> {
  const storage = deps.storage
  if (!storage) return EMPTY
  const load$ = event$.pipe(
    filter(initialized.match),
    take(1),
    mergeMap(() =>
      defer(() => storage.get(LEGAL_CONSENT_KEY)).pipe(
        catchError(() => of(undefined)),
        mergeMap((saved) => (saved === true ? of(consentRestored({ accepted: true })) : EMPTY)),
      ),
    ),
  )
  // In order, so the last tick is the one kept; a failing write is dropped (nothing to report).
  const save$ = event$.pipe(
    filter(consentChanged.match),
    concatMap((event) =>
      defer(() => (event.accepted ? storage.set(LEGAL_CONSENT_KEY, true) : storage.del(LEGAL_CONSENT_KEY))).pipe(
        catchError(() => EMPTY),
        mergeMap(() => EMPTY),
      ),
    ),
  )
  return merge(load$, save$)
}
