import { listenOnLoopback } from './listen.ts'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

/** A failure answered as `{ "message": ... }` with a 4xx/5xx status (and extra headers, e.g. Retry-After). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

export type RequestContext = {
  method: string
  url: URL
  params: Record<string, string>
  query: URLSearchParams
  headers: IncomingMessage['headers']
  /** The raw body text (POST only; empty otherwise). */
  bodyText: string
  /** The body parsed as JSON; throws a 400 HttpError if it is not valid JSON. */
  json(): unknown
}

/** A handler's answer: JSON by default, or a raw body with its content type. */
export type Reply = { status?: number; json: unknown } | { status?: number; body: string | Uint8Array; contentType: string; headers?: Record<string, string> }

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>
export type Route = { method: 'GET' | 'POST'; path: string; handler: Handler }

export type HttpService = { url: string; port: number; server: Server; close(): Promise<void> }

const MAX_BODY_BYTES = 1_000_000

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, authorization, x-project-id, x-sdk-type, x-sdk-version, x-client-id',
  'access-control-max-age': '600',
  'access-control-expose-headers': 'retry-after',
}

/** `route('GET', '/v1/account/:address/balance', handler)` */
export function route(method: Route['method'], path: string, handler: Handler): Route {
  return { method, path, handler }
}

function match(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/')
  const got = pathname.split('/')
  if (want.length !== got.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!
    const g = got[i]!
    if (w.startsWith(':')) {
      if (!g) return null
      try {
        params[w.slice(1)] = decodeURIComponent(g)
      } catch {
        return null
      }
    } else if (w !== g) return null
  }
  return params
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        // Stop buffering but keep draining, so the 413 answer reaches the client.
        req.removeAllListeners('data')
        req.resume()
        reject(new HttpError(413, 'Request body too large'))
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function send(res: ServerResponse, reply: Reply, extraHeaders: Record<string, string> = {}): void {
  const status = reply.status ?? 200
  if ('json' in reply) {
    const body = JSON.stringify(reply.json)
    res.writeHead(status, { ...CORS_HEADERS, ...extraHeaders, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) })
    res.end(body)
  } else {
    res.writeHead(status, { ...CORS_HEADERS, ...reply.headers, 'content-type': reply.contentType, 'content-length': Buffer.byteLength(reply.body) })
    res.end(reply.body)
  }
}

/**
 * A small JSON HTTP service on 127.0.0.1: path parameters (`:name`), CORS on every response
 * (the modal runs on another origin), OPTIONS preflight, JSON errors `{ message }` for 404, 405,
 * malformed JSON and thrown `HttpError`s, 500 for anything else. Port 0 picks a free port.
 * @example const svc = await startHttpService([route('GET', '/ping', () => ({ json: 'pong' }))]); await svc.close()
 */
export async function startHttpService(routes: Route[], options: { port?: number; name?: string } = {}): Promise<HttpService> {
  const server = createServer((req, res) => {
    void handle(req, res)
  })
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const method = (req.method ?? 'GET').toUpperCase()
      if (method === 'OPTIONS') {
        res.writeHead(204, CORS_HEADERS)
        res.end()
        return
      }
      let allowed = false
      for (const r of routes) {
        const params = match(r.path, url.pathname)
        if (!params) continue
        allowed = true
        if (r.method !== method) continue
        const bodyText = method === 'POST' ? await readBody(req) : ''
        const ctx: RequestContext = {
          method,
          url,
          params,
          query: url.searchParams,
          headers: req.headers,
          bodyText,
          json() {
            if (!bodyText.trim()) throw new HttpError(400, 'Request body must be JSON')
            try {
              return JSON.parse(bodyText) as unknown
            } catch {
              throw new HttpError(400, 'Malformed JSON body')
            }
          },
        }
        send(res, await r.handler(ctx))
        return
      }
      if (allowed) throw new HttpError(405, `Method ${method} not allowed on ${url.pathname}`)
      throw new HttpError(404, `Not found: ${url.pathname}`)
    } catch (error) {
      if (error instanceof HttpError) {
        send(res, { status: error.status, json: { message: error.message } }, error.headers)
      } else {
        console.error(`[${options.name ?? 'sandbox'}]`, error)
        send(res, { status: 500, json: { message: error instanceof Error ? error.message : 'Internal error' } })
      }
    }
  }
  const { url, port, close } = await listenOnLoopback(server, options.port)
  return { url, port, server, close }
}
