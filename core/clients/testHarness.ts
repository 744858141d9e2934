/**
 * Test support for the clients (not shipped): real `node:http` servers on 127.0.0.1 with fault
 * injection, a fetch that knows when I/O is in flight, and a virtual clock that only moves when
 * no I/O is pending — so retries, backoff and TTLs run on virtual time against real sockets,
 * with no timed assertions.
 *
 * @example
 * const server = await startServer((req, res) => res.end('{}'))
 * const clock = new VirtualClock()
 * const io = createTrackedFetch()
 * const outcome = await drive(clock, io, http.json(call, schema))
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { VirtualTimeScheduler, type Observable } from 'rxjs'
import type { FetchLike } from './http.ts'

export type RecordedRequest = { method: string; path: string; query: URLSearchParams; body: string; headers: IncomingMessage['headers'] }
export type Handler = (req: RecordedRequest, res: ServerResponse, index: number) => void | Promise<void>

export type TestServer = {
  url: string
  requests: RecordedRequest[]
  /** Stops accepting and drops every open connection (an endpoint that dies mid-run). */
  kill(): Promise<void>
}

/** Starts a server on 127.0.0.1, port 0; every request is recorded before the handler runs. */
export async function startServer(handler: Handler): Promise<TestServer> {
  const requests: RecordedRequest[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const recorded = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: Buffer.concat(chunks).toString('utf8'),
        headers: req.headers,
      }
      requests.push(recorded)
      Promise.resolve(handler(recorded, res, requests.length - 1)).catch((error: unknown) => {
        res.statusCode = 500
        res.end(String(error))
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    kill: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** Writes a JSON response. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers })
  res.end(typeof body === 'string' ? body : JSON.stringify(body))
}

export type TrackedFetch = { fetch: FetchLike; readonly inFlight: number; calls: number }

/** A fetch that reads bodies whole before resolving, and counts exchanges in flight. */
export function createTrackedFetch(): TrackedFetch {
  const tracker = {
    inFlight: 0,
    calls: 0,
    fetch: async (input: string, init: RequestInit): Promise<Response> => {
      tracker.inFlight++
      tracker.calls++
      try {
        const response = await globalThis.fetch(input, init)
        const body = await response.arrayBuffer()
        return new Response(body.byteLength ? body : null, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        })
      } finally {
        tracker.inFlight--
      }
    },
  }
  return tracker
}

/** A virtual-time scheduler the tests move by hand. */
export class VirtualClock extends VirtualTimeScheduler {
  /** Runs everything due within `ms` from now and leaves the clock there. */
  advanceBy(ms: number): void {
    const target = this.frame + ms
    this.maxFrames = target
    this.flush()
    this.frame = target
    this.maxFrames = Number.POSITIVE_INFINITY
  }
  /** Runs the earliest pending action (and any due at the same time). */
  runNext(): boolean {
    const next = this.actions[0] as { delay?: number } | undefined
    if (!next || next.delay === undefined) return false
    this.advanceBy(next.delay - this.frame)
    return true
  }
}

const macrotask = () => new Promise<void>((resolve) => setImmediate(resolve))

export type Outcome<T> = { values: T[]; error?: unknown; completed: boolean }

/**
 * Subscribes and runs until the stream settles: real I/O proceeds; when none is in flight the
 * clock jumps to its next timer. Fails loudly instead of hanging when nothing can progress.
 */
export async function drive<T>(clock: VirtualClock, io: TrackedFetch, source: Observable<T>, until?: () => boolean): Promise<Outcome<T>> {
  const outcome: Outcome<T> = { values: [], completed: false }
  let settled = false
  const subscription = source.subscribe({
    next: (value) => outcome.values.push(value),
    error: (error: unknown) => {
      outcome.error = error
      settled = true
    },
    complete: () => {
      outcome.completed = true
      settled = true
    },
  })
  await settle(clock, io, () => settled || (until?.() ?? false))
  subscription.unsubscribe()
  return outcome
}

/** Moves I/O and virtual time until `done()`; throws if stuck. */
export async function settle(clock: VirtualClock, io: TrackedFetch, done: () => boolean, maxSteps = 100_000): Promise<void> {
  let idle = 0
  let stuckMs = 0
  for (let step = 0; step < maxSteps; step++) {
    if (done()) return
    await macrotask()
    if (done()) return
    if (io.inFlight > 0) {
      idle = 0
      continue
    }
    // Let responses already read reach their subscribers before time moves.
    if (++idle < 3) continue
    idle = 0
    if (clock.runNext()) {
      stuckMs = 0
      continue
    }
    // Nothing of ours is pending: give real-time work outside the clock (a library's own timers) a moment.
    if (stuckMs >= 5_000) throw new Error('settle: nothing in flight and no timer pending')
    await new Promise((resolve) => setTimeout(resolve, 10))
    stuckMs += 10
  }
  throw new Error('settle: too many steps')
}
