import { catchError, EMPTY, filter, map, merge, mergeMap, of, take, type Observable } from 'rxjs'
import { toErrorData } from '../errors/LatchError.ts'
import type { EventOfType, ModalEvent, StampedEvent } from '../events/index.ts'
import { isOriginAllowed } from '../rules/isOriginAllowed.ts'
import { remoteFeaturesPatch, remoteOnrampProviders } from '../rules/remoteFeatures.ts'
import type { Epic } from '../store.ts'

/**
 * The project's remote checks (SPEC.md §6–§8), once per modal, at its first open or
 * connect (the button page fetches no client code and calls no service before the first
 * interaction): the remote features (`/appkit/v1/config`), the origin allowlist
 * (`/projects/v1/origins`) and — when the page has an analytics endpoint and the host left
 * analytics on — `/getAnalyticsConfig`. Every answer or failure is a fact carrying its verdict,
 * so a log replays without the service; the reducers merge the flags and raise the §8 alerts.
 * `isStart` names the first interaction (kept in the start bundle; this file loads then).
 */
export const projectConfigEpic =
  (isStart: (event: StampedEvent) => boolean): Epic =>
  (event$, state$, deps) => {
    const api = deps.walletApi
    if (!api) return EMPTY
    const failed = (fact: Omit<Check, 'type'>) => (error: unknown) => of(checked({ ...fact, error: toErrorData(error) }))
    return event$.pipe(
      filter(isStart),
      take(1),
      // mergeMap: the three calls run side by side; none waits for another.
      mergeMap(() => {
        const calls: Observable<ModalEvent>[] = [
          api.getConfig().pipe(
            map((config): ModalEvent => {
              const onrampProviders = remoteOnrampProviders(config.features)
              return { type: 'features/remoteConfigLoaded', features: remoteFeaturesPatch(config.features), ...(onrampProviders ? { onrampProviders } : {}) }
            }),
            catchError(failed({ remoteConfig: 'failed' })),
          ),
        ]
        const origin = deps.window?.location?.origin
        // An opaque origin ('null': file://, sandboxed frames) cannot be on any list: nothing to check.
        if (origin && origin !== 'null') {
          calls.push(
            api.getAllowedOrigins().pipe(
              // SPEC §8 "otherwise an empty list": no verdict, not a refusal.
              map((allowed) => checked({ origin: allowed.length === 0 ? 'unverified' : isOriginAllowed(origin, allowed) ? 'allowed' : 'notAllowed' })),
              catchError((error: unknown) => {
                const code = toErrorData(error).code
                return failed({ origin: code === 'RATE_LIMITED' || code === 'SERVER_ERROR' ? code : 'unverified' })(error)
              }),
            ),
          )
        }
        if (deps.analytics && state$.value.config.features.analytics !== false) {
          calls.push(
            api.getAnalyticsConfig().pipe(
              map(({ isAnalyticsEnabled }) => checked({ analyticsConfig: isAnalyticsEnabled ? 'enabled' : 'disabled' })),
              catchError(failed({ analyticsConfig: 'failed' })),
            ),
          )
        }
        return merge(...calls)
      }),
    )
  }

type Check = EventOfType<'project/checked'>
/**
 * `project/checked`, written out rather than made by its creator: importing core/events/project.ts
 * here would split it into a chunk of its own on the button page's start path.
 */
const checked = (fact: Omit<Check, 'type'>): Check => ({ type: 'project/checked', ...fact })
