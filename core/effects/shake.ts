import { distinctUntilChanged, EMPTY, filter, map, switchMap, timer } from 'rxjs'
import { shakeEnded } from '../events/modal.ts'
import { SHAKE_MS } from '../rules/constants.ts'
import type { Epic } from '../store.ts'

/** SPEC.md §4: the shake flag clears 500 ms after it was raised (by any event that raises it). */
export const shakeEpic: Epic = (_event$, state$, deps) =>
  state$.pipe(
    map((state) => state.shake),
    distinctUntilChanged(),
    // switchMap: a flag lowered early (by replay of a snapshot, say) cancels its pending timer.
    switchMap((shaking) => (shaking ? timer(SHAKE_MS, deps.scheduler) : EMPTY)),
    map(() => shakeEnded()),
    filter(() => state$.value.shake),
  )
