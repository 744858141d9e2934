// Chunk grouping: a lazily loaded module reaches the whole core statically, as the
// page does, so bundlers (esbuild, Rolldown) put the core's shared files in one chunk rather than a
// small file per combination of lazy users, each gzipped apart (test/sizeBudget.test.ts).
import '../coreEntry.ts'
import { defer, finalize, firstValueFrom, Observable, of, share, throwError, type SchedulerLike, type Subscription } from 'rxjs'
import { LatchError, type ErrorData } from '../errors/LatchError.ts'
import { RpcNotAllowedError } from '../errors/RpcNotAllowedError.ts'
import { toRpcError } from '../errors/toRpcError.ts'
import type { EventOf } from '../events/define.ts'
import { validateEvent, type ModalEvent } from '../events/index.ts'
import * as rpc from '../events/rpc.ts'
import type { JsonValue } from '../events/schema.ts'
import { isAllowedRpcMethod, isShareableRead } from './rpcAllowlist.ts'
import { BALANCE_CACHE_MS, createTtlCache } from './ttlCache.ts'

/** EIP-1193 request arguments. */
export type RpcRequestArguments = { method: string; params?: unknown }

/** An EIP-1193 provider over the event-sourced RPC transport; fits viem's `custom({ request })`. */
export type RpcProvider = {
  request(args: RpcRequestArguments): Promise<unknown>
  /** The same call as an Observable; unsubscribing dispatches `rpc/cancelled`. */
  request$(args: RpcRequestArguments): Observable<unknown>
}

/**
 * Creates the EIP-1193 `request` for one chain: each call becomes `rpc/requested` (answered by
 * the batching epic with `rpc/succeeded` / `rpc/failed`). Methods outside the SPEC.md §6 lists fail
 * at once with 'Requested RPC call is not allowed'. Errors keep their provider codes, so viem maps
 * them to its own classes. `eth_getBalance` answers are cached 30 s (SPEC.md §9 native balance).
 *
 * @example
 * const provider = createRpcProvider({ dispatch: store.dispatch, events$: store.events$, urls: ['http://127.0.0.1:8545'], scheduler })
 * const client = createPublicClient({ transport: custom(provider) })
 */
export function createRpcProvider(options: {
  dispatch: (event: ModalEvent) => void
  events$: Observable<ModalEvent>
  urls: readonly string[]
  scheduler: SchedulerLike
  /** Prefix of the request ids this provider issues (unique per provider). */
  idPrefix?: string
}): RpcProvider {
  const prefix = options.idPrefix ?? 'rpc'
  const balances = createTtlCache<JsonValue>({ ttlMs: BALANCE_CACHE_MS, scheduler: options.scheduler })
  let counter = 0
  // One subscription to the event stream for all calls in flight, answers routed by id: a
  // subscription per call would make every answer visit every pending call (O(n²) at 5,000 calls).
  type Answer = EventOf<typeof rpc.succeeded> | EventOf<typeof rpc.failed>
  const pending = new Map<string, (answer: Answer) => void>()
  let listener: Subscription | undefined
  const listen = () => {
    listener ??= options.events$.subscribe((e) => {
      if (rpc.succeeded.match(e) || rpc.failed.match(e)) {
        const handler = pending.get(e.requestId)
        if (handler) {
          pending.delete(e.requestId)
          handler(e)
        }
      }
    })
  }
  const stopListening = () => {
    listener?.unsubscribe()
    listener = undefined
  }

  /** The request on the wire: `rpc/requested`, answered by id; unsubscribing cancels it. */
  const send$ = (method: string, json: JsonValue | undefined, cacheKey: string | undefined): Observable<unknown> =>
    new Observable<unknown>((subscriber) => {
      const requestId = `${prefix}-${++counter}`
      const event = rpc.requested({ requestId, urls: [...options.urls], method, ...(json !== undefined ? { params: json } : {}) })
      const invalid = validateEvent(event)
      if (invalid) {
        subscriber.error(new LatchError('Invalid RPC request', { details: invalid }))
        return
      }
      let settled = false
      pending.set(requestId, (e) => {
        settled = true
        if (rpc.succeeded.match(e)) {
          if (cacheKey !== undefined) balances.set(cacheKey, e.result)
          subscriber.next(e.result)
          subscriber.complete()
        } else {
          subscriber.error(fromErrorData(e.error))
        }
      })
      listen()
      options.dispatch(event)
      return () => {
        pending.delete(requestId)
        if (!settled) options.dispatch(rpc.cancelled({ requestId }))
        if (pending.size === 0) stopListening()
      }
    })

  // Identical reads in flight share one request (same method and params, the block tag
  // included); each caller gets the answer. The request is cancelled only when every caller has
  // unsubscribed, and the entry leaves with the request, so a later call asks again.
  const inFlight = new Map<string, Observable<unknown>>()
  const shared$ = (key: string, source: Observable<unknown>): Observable<unknown> => {
    const known = inFlight.get(key)
    if (known) return known
    const shared: Observable<unknown> = source.pipe(
      finalize(() => {
        if (inFlight.get(key) === shared) inFlight.delete(key)
      }),
      share(),
    )
    inFlight.set(key, shared)
    return shared
  }

  const request$ = ({ method, params }: RpcRequestArguments): Observable<unknown> =>
    defer(() => {
      if (!isAllowedRpcMethod(method)) return throwError(() => new RpcNotAllowedError(method))
      // JSON round-trip: drops `undefined` members viem may leave in params objects.
      const json = params === undefined ? undefined : (JSON.parse(JSON.stringify(params)) as JsonValue)
      const cacheKey = method === 'eth_getBalance' ? JSON.stringify(json ?? null) : undefined
      const hit = cacheKey === undefined ? undefined : balances.get(cacheKey)
      if (hit !== undefined) return of(hit)
      const source = send$(method, json, cacheKey)
      return isShareableRead(method) ? shared$(JSON.stringify([method, json ?? null]), source) : source
    })

  return {
    request$,
    request: (args) => firstValueFrom(request$(args)),
  }
}

/**
 * Rebuilds a throwable error from the `ErrorData` an event carried: RPC codes become their typed
 * class again (so `code` and `shortMessage` survive the trip through the log).
 *
 * @example
 * fromErrorData({ name: 'UserRejectedRequestError', shortMessage: 'User rejected the request', code: 4001 })
 */
export function fromErrorData(data: ErrorData): LatchError {
  if (typeof data.code === 'number' && data.name !== 'HttpRequestError') {
    const error = toRpcError({ code: data.code, ...(data.details !== undefined ? { message: data.details } : {}) })
    if (error.name === data.name) return error
  }
  const error = new LatchError(data.shortMessage, {
    ...(data.details !== undefined ? { details: data.details } : {}),
    ...(data.code !== undefined ? { code: data.code } : {}),
  })
  error.name = data.name
  return error
}
