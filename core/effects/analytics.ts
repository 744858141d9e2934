import { catchError, EMPTY, filter, map, mergeMap, Observable, of, Subscription, timer } from 'rxjs'
import type { AnalyticsItem } from '../clients/analytics.ts'
import { toErrorData } from '../errors/LatchError.ts'
import type { EventOfType, ModalEvent } from '../events/index.ts'
import type { ModalState } from '../reducers/state.ts'
import { analyticsRecord, errorReportAllowed, ERROR_REPORT_WINDOW_MS, type AnalyticsMemory } from '../rules/analyticsEvents.ts'
import type { Deps, Epic, WindowLike } from '../store.ts'

// Events are written out here, not made by their creators: importing core/events/* from this lazy
// chunk would split those modules into chunks of their own on the button page's start path.

/** A batch leaves when it holds this many events… */
export const ANALYTICS_BATCH_SIZE = 10
/** …or this long (scheduler ms) after its first event, or when the page is hidden. */
export const ANALYTICS_FLUSH_MS = 5_000
/** Events kept while the project's analytics switch is not known yet; older ones are dropped. */
export const ANALYTICS_MAX_HELD = 100

type Transport = 'fetch' | 'beacon'

/** Analytics on: the flags (host, remote config, `/getAnalyticsConfig`) and no 403 this session. */
const isOn = (state: ModalState) => state.features.analytics && !state.project?.analyticsRefused

/**
 * The project's analytics switch is still on its way: the host left analytics on, the wallet-list
 * service is there to ask, and `/getAnalyticsConfig` has not answered. Events wait meanwhile — a
 * project that turned analytics off gets none, not a first batch.
 */
const isPending = (state: ModalState, deps: Deps) => deps.walletApi !== undefined && state.config.features.analytics !== false && state.project?.analyticsConfig === undefined

/**
 * Usage events to POST /e (SPEC.md §1 on by default, §7, §8): the user's main steps
 * (core/rules/analyticsEvents.ts) in batches of 10 or every 5 s of scheduler time, handed to
 * `navigator.sendBeacon` when the page is hidden (a fetch may die with the page; fetch when there
 * is no beacon). Error reports are capped at 5 per minute of stamped time. Off by the host flag,
 * the project's config or `/getAnalyticsConfig`: nothing is sent, not even a held batch. A 403
 * is `project/checked` with `analyticsRefused`: analytics stops, 'Invalid App Configuration'
 * (debug). Not retried.
 */
export const analyticsEpic: Epic = (event$, state$, deps) => {
  const analytics = deps.analytics
  if (!analytics) return EMPTY
  const memory: AnalyticsMemory = new Map()
  let errorsSentAt: number[] = []

  const items$ = event$.pipe(
    filter(() => isOn(state$.value)),
    map((event) => {
      const record = analyticsRecord(event, state$.value, memory)
      if (!record) return undefined
      if (record.kind === 'error') {
        errorsSentAt = errorsSentAt.filter((t) => event.at - t < ERROR_REPORT_WINDOW_MS)
        if (!errorReportAllowed(errorsSentAt, event.at)) return undefined
        errorsSentAt.push(event.at)
      }
      return { timestamp: event.at, props: record.props } satisfies AnalyticsItem
    }),
    filter((item): item is AnalyticsItem => item !== undefined),
  )

  const post = (batch: AnalyticsItem[]): Observable<ModalEvent> =>
    analytics.sendBatch(batch).pipe(
      map((): ModalEvent => ({ type: 'analytics/batchSettled', count: batch.length, via: 'fetch' })),
      catchError((error: unknown) => {
        const data = toErrorData(error)
        const refused: EventOfType<'project/checked'> = { type: 'project/checked', analyticsRefused: true, error: data }
        return of<ModalEvent>(data.status === 403 ? refused : { type: 'analytics/batchSettled', count: batch.length, via: 'fetch', error: data })
      }),
    )
  const send = (batch: AnalyticsItem[], via: Transport): Observable<ModalEvent> =>
    via === 'fetch' ? post(batch) : analytics.beacon(batch).pipe(mergeMap((queued) => (queued ? of<ModalEvent>({ type: 'analytics/batchSettled', count: batch.length, via: 'beacon' }) : post(batch))))

  return new Observable<ModalEvent>((subscriber) => {
    let buffer: AnalyticsItem[] = []
    let wait: Subscription | undefined
    const sends = new Subscription()
    const arm = () => (wait ??= timer(ANALYTICS_FLUSH_MS, deps.scheduler).subscribe(() => flush('fetch')))
    function flush(via: Transport): void {
      wait?.unsubscribe()
      wait = undefined
      const state = state$.value
      if (!isOn(state)) buffer = []
      if (buffer.length === 0) return
      if (isPending(state, deps)) {
        // The answer flushes (below); hidden before it came, the events stay unsent rather than
        // risk a project that said no.
        if (via === 'beacon') buffer = []
        return
      }
      const batch = buffer
      buffer = []
      // Each batch goes on its own (mergeMap-like): a slow one does not hold the next.
      sends.add(send(batch, via).subscribe({ next: (event) => subscriber.next(event) }))
    }
    const input = items$.subscribe((item) => {
      buffer.push(item)
      if (buffer.length > ANALYTICS_MAX_HELD) buffer.shift()
      if (buffer.length >= ANALYTICS_BATCH_SIZE && !isPending(state$.value, deps)) flush('fetch')
      else arm()
    })
    // The project's switch arrived: a batch that filled up while it was awaited leaves now, a
    // smaller one after the flush time (from now); switched off, the held events are dropped.
    const answered = event$.pipe(filter((event) => event.type === 'project/checked' && event.analyticsConfig !== undefined)).subscribe(() => {
      if (buffer.length >= ANALYTICS_BATCH_SIZE || !isOn(state$.value)) flush('fetch')
      else if (buffer.length > 0) arm()
    })
    const stopListening = onPageHide(deps.window, () => flush('beacon'))
    return () => {
      input.unsubscribe()
      answered.unsubscribe()
      wait?.unsubscribe()
      sends.unsubscribe()
      stopListening()
    }
  })
}

/** Calls `listener` when the page is hidden (`visibilitychange` to hidden, or `pagehide`); returns the unsubscribe. */
function onPageHide(window: WindowLike | undefined, listener: () => void): () => void {
  const document = window?.document
  const onVisibility = () => {
    if (document?.visibilityState === 'hidden') listener()
  }
  document?.addEventListener?.('visibilitychange', onVisibility)
  window?.addEventListener?.('pagehide', listener)
  return () => {
    document?.removeEventListener?.('visibilitychange', onVisibility)
    window?.removeEventListener?.('pagehide', listener)
  }
}
