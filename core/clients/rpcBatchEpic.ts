import { catchError, concat, EMPTY, from, map, mergeMap, Observable, of, Subscription, timer, type SchedulerLike } from 'rxjs'
import { InvalidResponseError } from '../errors/InvalidResponseError.ts'
import { toErrorData } from '../errors/LatchError.ts'
import { RequestAbortedError } from '../errors/RequestAbortedError.ts'
import { RpcNotAllowedError } from '../errors/RpcNotAllowedError.ts'
import { toRpcError } from '../errors/toRpcError.ts'
import { ValidationError } from '../errors/ValidationError.ts'
import type { EventOf } from '../events/define.ts'
import type { ModalEvent, StampedEvent } from '../events/index.ts'
import * as rpc from '../events/rpc.ts'
import type { JsonValue } from '../events/schema.ts'
import type { Epic } from '../store.ts'
import { RETRY_COUNT, retryDelayMs, shouldRetry } from './retryPolicy.ts'
import { isAllowedRpcMethod } from './rpcAllowlist.ts'
import type { JsonRpcRequest, JsonRpcResponse, RpcHttp } from './rpcHttp.ts'

/** SPEC.md §9: at most 1000 calls per HTTP request. */
export const RPC_BATCH_SIZE = 1000

type Requested = EventOf<typeof rpc.requested>

/**
 * The key of an endpoint list (the same list shares one ranking).
 *
 * @example
 * endpointsKey(['http://a', 'http://b']) // 'http://a\nhttp://b'
 */
export function endpointsKey(urls: readonly string[]): string {
  return urls.join('\n')
}

/**
 * Buffers the values that arrive before the scheduler's next zero-delay tick (SPEC.md §9: batch
 * wait zero): everything requested in one turn goes out together.
 *
 * @example
 * requests$.pipe(bufferTick(deps.scheduler)) // one array per tick
 */
export function bufferTick<T>(scheduler: SchedulerLike) {
  return (source: Observable<T>) =>
    new Observable<T[]>((subscriber) => {
      let buffer: T[] | undefined
      const ticks = new Subscription()
      const upstream = source.subscribe({
        next(value) {
          if (!buffer) {
            buffer = []
            ticks.add(
              scheduler.schedule(() => {
                const out = buffer ?? []
                buffer = undefined
                subscriber.next(out)
              }),
            )
          }
          buffer.push(value)
        },
        error: (error: unknown) => subscriber.error(error),
        complete() {
          if (buffer?.length) subscriber.next(buffer)
          subscriber.complete()
        },
      })
      return () => {
        upstream.unsubscribe()
        ticks.unsubscribe()
      }
    })
}

/**
 * The JSON-RPC batching epic ("RPC batching as an epic"): `rpc/requested` events of one tick are
 * grouped per endpoint list into array batches of at most 1000, POSTed, and answered as
 * `rpc/succeeded` / `rpc/failed` matched by id. A failing call fails only its caller; calls failing
 * with RPC codes -1, -32005, -32603 are re-sent after `(1 << n) * 150` ms, 3 times at most
 * (SPEC.md §9). When an endpoint fails a whole batch, the batch moves to the next endpoint of the
 * current ranking (`rpc/endpointsRanked`) and `rpc/endpointFailed` records why.
 *
 * @example
 * const store = createStore({ epics: { rpcBatch: createRpcBatchEpic({ rpc: createRpcHttp({ scheduler }) }) }, deps })
 */
export function createRpcBatchEpic(options: { rpc: RpcHttp; batchSize?: number }): Epic {
  const batchSize = options.batchSize ?? RPC_BATCH_SIZE
  return (event$, _state$, deps) =>
    new Observable<ModalEvent>((subscriber) => {
      const { scheduler } = deps
      const rankings = new Map<string, string[]>()
      const cancelled = new Set<string>()
      const open = new Set<string>()
      const emit = (event: ModalEvent) => {
        if (rpc.succeeded.match(event) || rpc.failed.match(event)) {
          if (!open.delete(event.requestId)) return // cancelled or already answered
          cancelled.delete(event.requestId)
        }
        subscriber.next(event)
      }

      const requests$ = new Observable<Requested>((inner) =>
        event$.subscribe({
          next(event: StampedEvent) {
            if (rpc.requested.match(event)) {
              if (!isAllowedRpcMethod(event.method)) {
                open.add(event.requestId)
                emit(rpc.failed({ requestId: event.requestId, error: toErrorData(new RpcNotAllowedError(event.method)) }))
                return
              }
              open.add(event.requestId)
              inner.next(event)
            } else if (rpc.cancelled.match(event)) {
              if (open.delete(event.requestId)) cancelled.add(event.requestId)
            } else if (rpc.endpointsRanked.match(event)) {
              rankings.set(
                endpointsKey(event.urls),
                event.ranking.map((entry) => entry.url),
              )
            }
          },
          error: (error: unknown) => inner.error(error),
          complete: () => inner.complete(),
        }),
      )

      function order(urls: readonly string[]): string[] {
        const ranked = rankings.get(endpointsKey(urls))
        return ranked && ranked.length === urls.length ? ranked : [...urls]
      }

      /** Sends one chunk to the endpoints in ranked order, then answers every call in it. */
      function send(urls: readonly string[], calls: Requested[], attempt: number): Observable<ModalEvent> {
        const live = calls.filter((call) => !cancelled.has(call.requestId))
        for (const call of calls) if (cancelled.has(call.requestId)) cancelled.delete(call.requestId)
        if (live.length === 0) return EMPTY
        const body: JsonRpcRequest[] = live.map((call, id) => ({
          jsonrpc: '2.0',
          id,
          method: call.method,
          ...(call.params !== undefined ? { params: call.params } : {}),
        }))
        const candidates = order(urls)
        const tryAt = (index: number): Observable<ModalEvent> => {
          const url = candidates[index] as string
          return concat(
            of(rpc.batchPosted({ url, size: body.length, attempt })),
            options.rpc.postBatch(url, body).pipe(
              map((responses) => ({ ok: true as const, responses })),
              catchError((error: unknown) => of({ ok: false as const, error })),
              mergeMap((outcome) => {
                if (outcome.ok) return answer(urls, live, outcome.responses, attempt)
                const moveOn = index + 1 < candidates.length && !(outcome.error instanceof RequestAbortedError)
                if (moveOn) return concat(of(rpc.endpointFailed({ url, error: toErrorData(outcome.error) })), tryAt(index + 1))
                const error = toErrorData(outcome.error)
                return from(live.map((call) => rpc.failed({ requestId: call.requestId, error })))
              }),
            ),
          )
        }
        return tryAt(0)
      }

      function answer(urls: readonly string[], calls: Requested[], responses: JsonRpcResponse[], attempt: number): Observable<ModalEvent> {
        const byId = new Map<number | string, JsonRpcResponse>()
        for (const response of responses) byId.set(response.id, response)
        const out: ModalEvent[] = []
        const again: Requested[] = []
        calls.forEach((call, id) => {
          const response = byId.get(id) ?? byId.get(String(id))
          if (!response) {
            const error = new InvalidResponseError({ call: 'rpc.postBatch', field: `response[id=${id}]`, reason: 'is missing' })
            out.push(rpc.failed({ requestId: call.requestId, error: toErrorData(error) }))
          } else if ('error' in response) {
            const error = toRpcError(response.error)
            if (shouldRetry(error) && attempt < RETRY_COUNT) again.push(call)
            else out.push(rpc.failed({ requestId: call.requestId, error: toErrorData(error) }))
          } else {
            out.push(rpc.succeeded({ requestId: call.requestId, result: response.result as JsonValue }))
          }
        })
        const retried = again.length ? timer(retryDelayMs(attempt), scheduler).pipe(mergeMap(() => send(urls, again, attempt + 1))) : EMPTY
        return concat(from(out), retried)
      }

      const subscription = requests$
        .pipe(
          bufferTick(scheduler),
          // mergeMap: batches of different ticks and endpoints run concurrently.
          mergeMap((tick) => {
            const groups = new Map<string, { urls: string[]; calls: Requested[] }>()
            for (const call of tick) {
              const key = endpointsKey(call.urls)
              const group = groups.get(key) ?? { urls: call.urls, calls: [] }
              group.calls.push(call)
              groups.set(key, group)
            }
            const chunks: Observable<ModalEvent>[] = []
            for (const group of groups.values()) {
              if (group.urls.length === 0) {
                for (const call of group.calls) {
                  const error = new ValidationError('No RPC endpoint configured', { details: `${call.method} has no endpoint URL` })
                  chunks.push(of(rpc.failed({ requestId: call.requestId, error: toErrorData(error) })))
                }
                continue
              }
              for (let start = 0; start < group.calls.length; start += batchSize) {
                chunks.push(send(group.urls, group.calls.slice(start, start + batchSize), 0))
              }
            }
            return from(chunks).pipe(mergeMap((chunk) => chunk))
          }),
        )
        .subscribe({ next: emit, error: (error: unknown) => subscriber.error(error), complete: () => subscriber.complete() })
      return () => subscription.unsubscribe()
    })
}
