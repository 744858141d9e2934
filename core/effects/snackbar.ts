import { distinctUntilChanged, EMPTY, map, merge, switchMap, timer } from 'rxjs'
import { autoHideElapsed, replacementElapsed } from '../events/snackbar.ts'
import { SNACKBAR_REPLACE_MS } from '../rules/constants.ts'
import { snackbarDuration } from '../rules/snackbarDuration.ts'
import type { Epic } from '../store.ts'

/**
 * SPEC.md §4 snackbar timing: a queued message replaces the open one 150 ms after it was asked
 * for; a shown message (but a loading one) hides itself after its `snackbarDuration`.
 */
export const snackbarEpic: Epic = (_event$, state$, deps) => {
  const replacement$ = state$.pipe(
    map((state) => state.snackbarNext !== undefined),
    distinctUntilChanged(),
    // switchMap: only the latest queued message needs its 150 ms; the reducer keeps the latest.
    switchMap((queued) => (queued ? timer(SNACKBAR_REPLACE_MS, deps.scheduler) : EMPTY)),
    map(() => replacementElapsed()),
  )
  const autoHide$ = state$.pipe(
    map((state) => state.snackbar),
    distinctUntilChanged((a, b) => a?.id === b?.id && a?.held === b?.held),
    // switchMap: a newer message (or none, or a hold) cancels the older timer; a released hold
    // gives the message its full time again.
    switchMap((snack) => {
      const duration = snack && !snack.held && snackbarDuration(snack)
      return snack && typeof duration === 'number' ? timer(duration, deps.scheduler).pipe(map(() => autoHideElapsed({ id: snack.id }))) : EMPTY
    }),
  )
  return merge(replacement$, autoHide$)
}
