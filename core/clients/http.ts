import { Observable, retry, throwError, timeout, timer, type SchedulerLike } from 'rxjs'
import { HttpRequestError } from '../errors/HttpRequestError.ts'
import { InvalidResponseError } from '../errors/InvalidResponseError.ts'
import { RequestAbortedError } from '../errors/RequestAbortedError.ts'
import { TimeoutError } from '../errors/TimeoutError.ts'
import type { Infer, Schema } from '../events/schema.ts'
import { SDK_TYPE, SDK_VERSION } from '../rules/constants.ts'
import { buildRequestUrl, type QueryParams } from './buildRequestUrl.ts'
import { decodeUnknown } from './decodeResponse.ts'
import { parseRetryAfter, REQUEST_TIMEOUT_MS, RETRY_COUNT, retryWaitMs, shouldRetry } from './retryPolicy.ts'

/** The `fetch` the clients use; injected (default `globalThis.fetch`). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

export type HttpClientOptions = {
  baseUrl: string
  /** When set, every URL carries projectId, st, sv and clientId (SPEC.md §7); RPC URLs omit it. */
  projectId?: string
  sdkType?: string
  sdkVersion?: string
  /** Read per request, so a client id learnt later is appended from then on. */
  clientId?: () => string | undefined
  scheduler: SchedulerLike
  fetch?: FetchLike
  timeoutMs?: number
  retryCount?: number
  /** Aborting it (the modal's `destroy()`) aborts every request in flight and fails new ones. */
  signal?: AbortSignal
  /** Largest body read, in bytes (default {@link MAX_RESPONSE_BYTES}). */
  maxBodyBytes?: number
}

/**
 * The largest response body a client reads: 5 MiB. The biggest legitimate answers (a search page
 * of 100 wallets, a wallet image) are a few hundred KB; a service that streams 50 MB is broken or
 * hostile, and reading it whole would hold the page's memory and main thread.
 */
export const MAX_RESPONSE_BYTES = 5 * 1024 * 1024

export type HttpCall = {
  /** Names the call in errors: `walletApi.getWallets`. */
  call: string
  method?: 'GET' | 'POST'
  path: string
  params?: QueryParams
  /** JSON-encoded for POST. */
  body?: unknown
  headers?: Readonly<Record<string, string>>
  timeoutMs?: number
  /** `false` turns SPEC.md §9 retries off for this call. */
  retry?: boolean
}

/** What one HTTP exchange yielded, body read whole. */
export type HttpResponse<B> = { status: number; headers: Headers; body: B }

/** Observable HTTP with the SPEC.md §9 timeouts, retries and `Retry-After`. */
export type HttpClient = {
  readonly baseUrl: string
  /** The URL a call goes to (query built by `buildRequestUrl`). */
  url(call: HttpCall): string
  /** Sends and reads the body as text; non-2xx fails with `HttpRequestError`. */
  text(call: HttpCall): Observable<HttpResponse<string>>
  /** Sends, then decodes and validates the JSON body against `schema`. */
  json<S extends Schema>(call: HttpCall, schema: S): Observable<Infer<S>>
  /** Sends and reads the body as a Blob (images). */
  blob(call: HttpCall): Observable<Blob>
}

/**
 * Creates the HTTP layer every client builds on. Time goes through `scheduler` (timeouts and
 * backoff run on virtual time in tests); unsubscribing aborts the request in flight.
 *
 * @example
 * const http = createHttpClient({ baseUrl: 'https://api.web3modal.org', projectId, scheduler: asyncScheduler })
 * http.json({ call: 'walletApi.getAnalyticsConfig', path: '/getAnalyticsConfig' }, schema).subscribe(console.log)
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const fetchFn: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const { scheduler } = options
  const maxBodyBytes = options.maxBodyBytes ?? MAX_RESPONSE_BYTES

  function url(call: HttpCall): string {
    const common =
      options.projectId === undefined
        ? undefined
        : {
            projectId: options.projectId,
            st: options.sdkType ?? SDK_TYPE,
            sv: options.sdkVersion ?? SDK_VERSION,
            clientId: options.clientId?.(),
          }
    return buildRequestUrl(options.baseUrl, call.path, call.params, common)
  }

  function send<B>(call: HttpCall, read: (response: Response) => Promise<B>): Observable<HttpResponse<B>> {
    const target = url(call)
    const once = new Observable<HttpResponse<B>>((subscriber) => {
      const destroyed = options.signal
      if (destroyed?.aborted) {
        subscriber.error(new RequestAbortedError({ call: call.call }))
        return
      }
      const controller = new AbortController()
      let settled = false
      const onDestroy = () => {
        subscriber.error(new RequestAbortedError({ call: call.call }))
        controller.abort()
      }
      destroyed?.addEventListener('abort', onDestroy)
      const method = call.method ?? 'GET'
      const headers: Record<string, string> = { ...call.headers }
      let body: string | undefined
      if (method === 'POST' && call.body !== undefined) {
        body = JSON.stringify(call.body)
        headers['content-type'] ??= 'application/json'
      }
      fetchFn(target, { method, headers, body, signal: controller.signal })
        .then(async (response) => {
          if (!response.ok) throw await statusError(call.call, target, response, scheduler.now())
          return { status: response.status, headers: response.headers, body: await read(response) }
        })
        .then(
          (value) => {
            settled = true
            subscriber.next(value)
            subscriber.complete()
          },
          (error: unknown) => {
            settled = true
            if (controller.signal.aborted) return // unsubscribed or destroyed; already settled
            subscriber.error(error instanceof HttpRequestError || error instanceof InvalidResponseError ? error : new HttpRequestError({ call: call.call, url: target, cause: error }))
          },
        )
      return () => {
        destroyed?.removeEventListener('abort', onDestroy)
        // Abort only what is still in flight: aborting a finished exchange can cost its keep-alive socket.
        if (!settled) controller.abort()
      }
    })
    const timeoutMs = call.timeoutMs ?? options.timeoutMs ?? REQUEST_TIMEOUT_MS
    const timed = once.pipe(
      timeout({
        each: timeoutMs,
        scheduler,
        with: () => throwError(() => new TimeoutError({ call: call.call, timeoutMs })),
      }),
    )
    if (call.retry === false) return timed
    return timed.pipe(
      retry({
        count: options.retryCount ?? RETRY_COUNT,
        delay: (error: unknown, count: number) => {
          const wait = shouldRetry(error) ? retryWaitMs(error, count - 1) : undefined
          return wait === undefined ? throwError(() => error) : timer(wait, scheduler)
        },
      }),
    )
  }

  return {
    baseUrl: options.baseUrl,
    url,
    text: (call) => send(call, (response) => readText(call.call, response, maxBodyBytes)),
    json: (call, schema) =>
      new Observable((subscriber) =>
        send(call, (response) => readText(call.call, response, maxBodyBytes)).subscribe({
          next: (response) => {
            let value: unknown
            try {
              value = decodeUnknown(call.call, schema, response.body)
            } catch (error) {
              subscriber.error(error)
              return
            }
            subscriber.next(value as never)
          },
          error: (error: unknown) => subscriber.error(error),
          complete: () => subscriber.complete(),
        }),
      ),
    blob: (call) =>
      new Observable<Blob>((subscriber) =>
        send(call, async (response) => new Blob([await readLimited(call.call, response, maxBodyBytes)], { type: response.headers.get('content-type') ?? '' })).subscribe({
          next: (response) => subscriber.next(response.body),
          error: (error: unknown) => subscriber.error(error),
          complete: () => subscriber.complete(),
        }),
      ),
  }
}

async function readText(call: string, response: Response, limit: number): Promise<string> {
  return new TextDecoder().decode(await readLimited(call, response, limit))
}

/**
 * Reads a body whole, but never more than `limit` bytes: a larger declared length fails before
 * reading, a stream that runs past it is cancelled there (a 50 MB answer).
 */
async function readLimited(call: string, response: Response, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => new InvalidResponseError({ call, field: 'body', reason: `is larger than ${limit} bytes` })
  const declared = Number(response.headers.get('content-length'))
  if (declared > limit) {
    await response.body?.cancel().catch(() => undefined)
    throw tooLarge()
  }
  if (!response.body) return new Uint8Array(await response.arrayBuffer())
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge()
    }
    chunks.push(value)
  }
  const out = new Uint8Array(total)
  let at = 0
  for (const chunk of chunks) {
    out.set(chunk, at)
    at += chunk.byteLength
  }
  return out
}

/** Builds the error for a non-2xx answer: the API's own message and `Retry-After` when present. */
async function statusError(call: string, url: string, response: Response, nowMs: number): Promise<HttpRequestError> {
  let body = ''
  try {
    body = await response.text()
  } catch {
    // The status is what matters; a body cut short is not worth a second error.
  }
  const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), response.headers.get('date'), nowMs)
  const apiMessage = apiMessageOf(body)
  return new HttpRequestError({
    call,
    url,
    status: response.status,
    body,
    ...(apiMessage !== undefined ? { apiMessage } : {}),
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
  })
}

/**
 * The message an API put in its error body: `{ message }`, `{ error: string }`,
 * `{ error: { message } }` or `{ reasons: [{ description }] }` (the profile API).
 *
 * @example
 * apiMessageOf('{"message":"Invalid chainId"}') // 'Invalid chainId'
 */
export function apiMessageOf(body: string): string | undefined {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return undefined
  }
  if (json === null || typeof json !== 'object') return undefined
  const record = json as Record<string, unknown>
  const nonEmpty = (value: unknown) => (typeof value === 'string' && value.trim() ? value.slice(0, 300) : undefined)
  const reasons = Array.isArray(record.reasons) ? (record.reasons[0] as Record<string, unknown> | undefined) : undefined
  const error = record.error
  return (
    nonEmpty(record.message) ??
    nonEmpty(error) ??
    (error && typeof error === 'object' ? nonEmpty((error as Record<string, unknown>).message) : undefined) ??
    (reasons && typeof reasons === 'object' ? nonEmpty(reasons.description) : undefined)
  )
}
