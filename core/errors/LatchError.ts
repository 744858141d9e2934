/**
 * The root of every error Latch raises, after viem's BaseError: a short user-facing message,
 * optional details and meta lines, and the underlying cause, chained for `walk()`.
 *
 * @example
 * throw new LatchError('Failed to connect', { details: 'wallet closed the prompt' })
 */
export type LatchErrorType = LatchError & { name: 'LatchError' }

export type LatchErrorParameters = {
  cause?: unknown
  details?: string
  metaMessages?: string[]
  code?: number | string
}

/** The JSON form errors take inside events (SPEC.md: errors travel as data). */
export type ErrorData = {
  name: string
  shortMessage: string
  details?: string
  code?: number | string
  /** HTTP status of a failed service call (HttpRequestError), for the view's SPEC.md §8 text. */
  status?: number
  /** The wait a 429 asked for (`Retry-After`, ms), so a view can say when to try again. */
  retryAfterMs?: number
}

/**
 * The base of every error Latch throws or shows (modelled on viem's BaseError): `shortMessage` is
 * the one line a user may read, `details` the technical reason, `cause` the error underneath.
 * `instanceof LatchError` catches them all; each subclass narrows by `name`.
 */
export class LatchError extends Error {
  override name = 'LatchError'
  shortMessage: string
  details: string | undefined
  metaMessages: string[] | undefined
  code: number | string | undefined
  override cause: unknown

  constructor(shortMessage: string, parameters: LatchErrorParameters = {}) {
    const details = parameters.details ?? (parameters.cause instanceof LatchError ? parameters.cause.details : parameters.cause instanceof Error ? parameters.cause.message : undefined)
    const message = [
      shortMessage || 'An error occurred.',
      ...(parameters.metaMessages ? ['', ...parameters.metaMessages] : []),
      ...(details && details !== shortMessage ? ['', `Details: ${details}`] : []),
    ].join('\n')
    super(message)
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = parameters.metaMessages
    this.code = parameters.code
    this.cause = parameters.cause
  }

  /** Walks the cause chain; returns the deepest error, or the first one `fn` accepts. */
  walk(fn?: (err: unknown) => boolean): unknown {
    return walk(this, fn)
  }

  /** The JSON-safe form carried in `…Failed` events. */
  toData(): ErrorData {
    return toErrorData(this)
  }
}

function walk(err: unknown, fn?: (err: unknown) => boolean): unknown {
  if (fn?.(err)) return err
  if (err && typeof err === 'object' && 'cause' in err && err.cause !== undefined) {
    return walk(err.cause, fn)
  }
  return fn ? null : err
}

/** Turns anything thrown into the JSON-safe `ErrorData` that events carry. */
export function toErrorData(err: unknown): ErrorData {
  if (err instanceof LatchError) {
    const data: ErrorData = { name: err.name, shortMessage: err.shortMessage }
    if (err.details !== undefined) data.details = err.details
    if (err.code !== undefined) data.code = err.code
    // HttpRequestError's fields, read by shape (importing the class here would be circular).
    const http = err as { status?: unknown; retryAfterMs?: unknown }
    if (typeof http.status === 'number') data.status = http.status
    if (typeof http.retryAfterMs === 'number' && Number.isFinite(http.retryAfterMs)) data.retryAfterMs = http.retryAfterMs
    return data
  }
  if (err instanceof Error) return { name: err.name || 'Error', shortMessage: err.message }
  if (typeof err === 'string') return { name: 'Error', shortMessage: err }
  let text: string
  try {
    text = JSON.stringify(err) ?? String(err)
  } catch {
    text = String(err)
  }
  return { name: 'Error', shortMessage: text }
}
