import { map, type Observable, type SchedulerLike } from 'rxjs'
import { InvalidResponseError } from '../errors/InvalidResponseError.ts'
import { toRpcError } from '../errors/toRpcError.ts'
import { s, validate, type JsonValue } from '../events/schema.ts'
import { createHttpClient, type FetchLike, type HttpClient } from './http.ts'
import { REQUEST_TIMEOUT_MS } from './retryPolicy.ts'

/** One JSON-RPC request of a batch. */
export type JsonRpcRequest = { jsonrpc: '2.0'; id: number; method: string; params?: JsonValue }
/** One JSON-RPC answer: a result or an error object, matched by `id`. */
export type JsonRpcResponse = { id: number | string; result: JsonValue } | { id: number | string; error: { code: number; message?: string; data?: JsonValue } }

const errorObject = s.object({ code: s.number({ integer: true }), message: s.optional(s.string()), data: s.optional(s.json()) })
const responseItem = s.object({ id: s.scalar(), result: s.optional(s.json()), error: s.optional(errorObject) })

/** POSTs JSON-RPC array batches to chain endpoints (SPEC.md §7 chain RPC). */
export type RpcHttp = {
  /**
   * Sends `requests` as one array batch to `url` and returns the validated answers. A whole-batch
   * error object (a node rejecting the batch) fails the Observable with the typed RPC error.
   */
  postBatch(url: string, requests: readonly JsonRpcRequest[], options?: { retry?: boolean }): Observable<JsonRpcResponse[]>
}

/**
 * Creates the JSON-RPC HTTP transport: POST, `content-type: application/json`, 10 s timeout,
 * SPEC.md §9 retries on the HTTP statuses (the RPC codes are retried per call by the batch epic).
 *
 * @example
 * const rpc = createRpcHttp({ scheduler: asyncScheduler })
 * rpc.postBatch('http://127.0.0.1:8545', [{ jsonrpc: '2.0', id: 0, method: 'eth_blockNumber' }])
 */
export function createRpcHttp(options: { scheduler: SchedulerLike; fetch?: FetchLike; timeoutMs?: number; signal?: AbortSignal }): RpcHttp {
  const clients = new Map<string, HttpClient>()
  const clientFor = (url: string) => {
    let client = clients.get(url)
    if (!client) {
      client = createHttpClient({
        baseUrl: url,
        scheduler: options.scheduler,
        timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
        ...(options.fetch ? { fetch: options.fetch } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      })
      clients.set(url, client)
    }
    return client
  }
  return {
    postBatch(url, requests, callOptions = {}) {
      const call = 'rpc.postBatch'
      return clientFor(url)
        .text({ call, method: 'POST', path: '', body: requests, ...(callOptions.retry === false ? { retry: false } : {}) })
        .pipe(map((response) => readBatch(call, response.body)))
    },
  }
}

function readBatch(call: string, text: string): JsonRpcResponse[] {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new InvalidResponseError({ call, field: 'body', reason: 'is not valid JSON', cause })
  }
  if (!Array.isArray(json)) {
    const whole = json as { error?: unknown } | null
    if (whole && typeof whole === 'object' && validate(errorObject, whole.error) === undefined) {
      throw toRpcError(whole.error as { code: number; message?: string })
    }
    throw new InvalidResponseError({ call, field: 'response', reason: 'expected array' })
  }
  const out: JsonRpcResponse[] = []
  for (let i = 0; i < json.length; i++) {
    const raw = json[i] as Record<string, unknown> | null
    // Some nodes send `"error": null` next to a result; read it as absent.
    const item = raw && typeof raw === 'object' && raw.error === null ? { ...raw, error: undefined } : raw
    const problem = validate(responseItem, item, `response[${i}]`)
    if (problem !== undefined) {
      const at = problem.indexOf(': ')
      throw new InvalidResponseError({ call, field: problem.slice(0, at), reason: problem.slice(at + 2) })
    }
    const ok = item as Record<string, unknown>
    const id = ok.id as number | string
    if (ok.error !== undefined) {
      out.push({ id, error: ok.error as { code: number; message?: string; data?: JsonValue } })
    } else {
      out.push({ id, result: (ok.result ?? null) as JsonValue })
    }
  }
  return out
}
