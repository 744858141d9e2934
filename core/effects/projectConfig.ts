import { catchError, EMPTY, filter, map, merge, mergeMap, of, take, type Observable } from 'rxjs'
import { toErrorData } from '../errors/LatchError.ts'
import type { ModalEvent } from '../events/index.ts'
import { analyticsConfigFailed, analyticsConfigLoaded, remoteConfigFailed, remoteConfigLoaded } from '../events/features.ts'
import { originsFailed, originsLoaded } from '../events/project.ts'
import { remoteFeaturesPatch } from '../rules/remoteFeatures.ts'
import type { Epic } from '../store.ts'
import { isProjectCheckStart } from './projectCheckStart.ts'

/**
 * The project's remote checks (issue 17, SPEC.md §6–§8), once per modal, at its first open or
 * connect (the button page fetches no client code and calls no service before the first
 * interaction, issue 10): the remote features (`/appkit/v1/config`), the origin allowlist
 * (`/projects/v1/origins`) and — when the page has an analytics endpoint and the host left
 * analytics on — `/getAnalyticsConfig`. Every answer or failure is a fact; the reducers merge the
 * flags and judge the origin, so a log replays to the same verdict.
 */
export const projectConfigEpic: Epic = (event$, state$, deps) => {
  const api = deps.walletApi
  if (!api) return EMPTY
  return event$.pipe(
    filter(isProjectCheckStart),
    take(1),
    // mergeMap: the three calls run side by side; none waits for another.
    mergeMap(() => {
      const calls: Observable<ModalEvent>[] = [
        api.getConfig().pipe(
          map((config) => remoteConfigLoaded({ features: remoteFeaturesPatch(config.features) })),
          catchError((error: unknown) => of(remoteConfigFailed({ error: toErrorData(error) }))),
        ),
      ]
      const origin = deps.window?.location?.origin
      // An opaque origin ('null': file://, sandboxed frames) cannot be on any list: nothing to check.
      if (origin && origin !== 'null') {
        calls.push(
          api.getAllowedOrigins().pipe(
            map((allowedOrigins) => originsLoaded({ origin, allowedOrigins })),
            catchError((error: unknown) => of(originsFailed({ error: toErrorData(error) }))),
          ),
        )
      }
      const state = state$.value
      if (deps.analytics && state.config.features.analytics !== false) {
        calls.push(
          api.getAnalyticsConfig().pipe(
            map(({ isAnalyticsEnabled }) => analyticsConfigLoaded({ isAnalyticsEnabled })),
            catchError((error: unknown) => of(analyticsConfigFailed({ error: toErrorData(error) }))),
          ),
        )
      }
      return merge(...calls)
    }),
  )
}
