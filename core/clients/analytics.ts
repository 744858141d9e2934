import { catchError, defer, EMPTY, map, type Observable, of, throwError } from 'rxjs'
import { AlertError } from '../errors/AlertError.ts'
import { HttpRequestError } from '../errors/HttpRequestError.ts'
import type { JsonValue } from '../events/schema.ts'
import { analyticsPageUrl } from '../rules/analyticsPageUrl.ts'
import { DEFAULT_ANALYTICS_URL } from './endpoints.ts'
import { createHttpClient } from './http.ts'
import { httpOptions, type ServiceClientOptions } from './serviceOptions.ts'

/** SPEC.md §8: error reports capped at 5 per minute. */
export const ERROR_EVENTS_PER_MINUTE = 5

export type AnalyticsProps = { [key: string]: JsonValue }
/** What happened to one event: sent, or dropped (error cap reached, or analytics disabled). */
export type AnalyticsOutcome = { sent: true } | { sent: false; reason: 'error-cap' | 'disabled' }

/** One usage event before it is addressed: when (scheduler ms) and what. */
export type AnalyticsItem = { timestamp: number; props: AnalyticsProps }

/** The analytics service (SPEC.md §7: POST /e). */
export type Analytics = {
  /**
   * Posts a batch to POST /e as one JSON array of `{ eventId, url, domain, timestamp, props }`.
   * Not retried; a 403 fails with the `HttpRequestError` (the caller decides what it means).
   */
  sendBatch(batch: readonly AnalyticsItem[]): Observable<void>
  /**
   * Hands a batch to `navigator.sendBeacon` (page hide: a fetch may be cut off as the page goes);
   * `false` when the browser has no beacon or refused to queue it. The body is sent as
   * `text/plain` (a CORS-safelisted type: a beacon cannot be preflighted). An Observable like the
   * rest, so the client can load lazily; it answers synchronously once loaded.
   */
  beacon(batch: readonly AnalyticsItem[]): Observable<boolean>
  /** Sends a usage event. */
  track(props: AnalyticsProps): Observable<AnalyticsOutcome>
  /** Sends an error event; at most 5 per minute of scheduler time, the rest are dropped. */
  trackError(props: AnalyticsProps): Observable<AnalyticsOutcome>
}

/**
 * Creates the analytics client. Each event is `{ eventId, url, domain, timestamp, props }`. A 403
 * (origin not on the allowlist) fails the first time with the 'Invalid App Configuration' alert
 * (SPEC.md §8, shown once) and turns analytics off for the session; other failures surface as
 * `HttpRequestError`. Not retried: a lost usage event is cheaper than hammering a refusing service.
 *
 * @example
 * const analytics = createAnalytics({ projectId, scheduler, page: { url: location.href, domain: location.hostname } })
 * analytics.track({ type: 'track', event: 'MODAL_OPEN' }).subscribe()
 */
export function createAnalytics(
  options: ServiceClientOptions & {
    /** The host page, sent with each event (its `url` without query, fragment or account segments: `analyticsPageUrl`). */
    page?: { url: string; domain: string }
    /** Event ids; default `crypto.randomUUID()`. */
    createId?: () => string
    /** `navigator.sendBeacon`, when the page has one. */
    sendBeacon?: (url: string, data: string) => boolean
  },
): Analytics {
  const http = createHttpClient(httpOptions(options, options.baseUrl ?? DEFAULT_ANALYTICS_URL))
  const createId = options.createId ?? (() => globalThis.crypto.randomUUID())
  const errorTimes: number[] = []
  const pageUrl = analyticsPageUrl(options.page?.url ?? '')
  let disabled = false
  let alerted = false

  function send(props: AnalyticsProps): Observable<AnalyticsOutcome> {
    if (disabled) return of({ sent: false, reason: 'disabled' })
    const body = {
      eventId: createId(),
      url: pageUrl,
      domain: options.page?.domain ?? '',
      timestamp: options.scheduler.now(),
      props,
    }
    return http.text({ call: 'analytics.send', method: 'POST', path: '/e', body, retry: false }).pipe(
      map((): AnalyticsOutcome => ({ sent: true })),
      catchError((error: unknown) => {
        if (error instanceof HttpRequestError && error.status === 403) {
          disabled = true
          if (alerted) return EMPTY
          alerted = true
          return throwError(() => new AlertError('INVALID_APP_CONFIGURATION', { cause: error }))
        }
        return throwError(() => error)
      }),
    )
  }

  const address = (batch: readonly AnalyticsItem[]) =>
    batch.map((item) => ({
      eventId: createId(),
      url: pageUrl,
      domain: options.page?.domain ?? '',
      timestamp: item.timestamp,
      props: item.props,
    }))

  return {
    sendBatch: (batch) => http.text({ call: 'analytics.sendBatch', method: 'POST', path: '/e', body: address(batch), retry: false }).pipe(map((): void => undefined)),
    beacon: (batch) =>
      defer(() => {
        if (!options.sendBeacon) return of(false)
        try {
          return of(options.sendBeacon(http.url({ call: 'analytics.beacon', method: 'POST', path: '/e' }), JSON.stringify(address(batch))))
        } catch {
          return of(false)
        }
      }),
    track: send,
    trackError(props) {
      const now = options.scheduler.now()
      while (errorTimes.length && now - (errorTimes[0] as number) >= 60_000) errorTimes.shift()
      if (errorTimes.length >= ERROR_EVENTS_PER_MINUTE) return of({ sent: false, reason: 'error-cap' })
      errorTimes.push(now)
      return send(props)
    },
  }
}
