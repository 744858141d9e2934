import { LatchError } from './LatchError.ts'

/**
 * An HTTP call failed: a non-2xx status, or no response at all (connection refused or dropped).
 * `shortMessage` is the API's own error message when the body carries one (SPEC.md §8), else a
 * generic text naming the status.
 *
 * @example
 * throw new HttpRequestError({ call: 'walletApi.getWallets', url, status: 503 })
 */
export class HttpRequestError extends LatchError {
  override name = 'HttpRequestError'
  /** The client call, e.g. `blockchainApi.getBalance`. */
  readonly call: string
  readonly url: string
  /** Absent when no response arrived. */
  readonly status: number | undefined
  /** The message the API put in its error body, if any. */
  readonly apiMessage: string | undefined
  /** Delay the server asked for with `Retry-After`, in ms. */
  readonly retryAfterMs: number | undefined
  constructor(parameters: {
    call: string
    url: string
    status?: number
    apiMessage?: string
    retryAfterMs?: number
    body?: string
    cause?: unknown
  }) {
    const { call, url, status, apiMessage } = parameters
    const shortMessage = apiMessage ?? (status === undefined ? 'HTTP request failed' : `HTTP request failed with status ${status}`)
    super(shortMessage, {
      ...(status !== undefined ? { code: status } : {}),
      cause: parameters.cause,
      metaMessages: [`Call: ${call}`, `URL: ${stripQuery(url)}`, ...(status !== undefined ? [`Status: ${status}`] : [])],
      details: parameters.body?.slice(0, 500) ?? (parameters.cause instanceof Error ? describeCause(parameters.cause) : undefined),
    })
    this.call = call
    this.url = url
    this.status = status
    this.apiMessage = apiMessage
    this.retryAfterMs = parameters.retryAfterMs
  }
}

/** A `HttpRequestError`, narrowed by its `name` (catch it with `err.name === 'HttpRequestError'`). */
export type HttpRequestErrorType = HttpRequestError & { name: 'HttpRequestError' }

/** Query strings carry the project id; keep them out of messages that end up in logs. */
function stripQuery(url: string): string {
  const at = url.indexOf('?')
  return at === -1 ? url : url.slice(0, at)
}

function describeCause(error: Error): string {
  const inner = error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `${error.message}${inner}`
}
