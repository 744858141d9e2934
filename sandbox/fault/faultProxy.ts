/**
 * A fault proxy for tests: a real HTTP server on 127.0.0.1 that stands in front of one
 * of the sandbox's services and, on demand, answers like a broken one — an error status (with or
 * without `Retry-After`), garbage JSON, a body of the wrong shape, a huge body, a reset
 * connection or a request it never answers. In `ok` mode it forwards to the real service, so a
 * test can watch the product recover when the service comes back.
 *
 * @example
 * const proxy = await startFaultProxy(walletApi.url)
 * proxy.setFault({ kind: 'status', status: 429, retryAfter: '3600' })
 * … proxy.setFault({ kind: 'ok' })
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export type Fault =
  | { kind: 'ok' }
  | { kind: 'status'; status: number; retryAfter?: string; body?: string }
  | { kind: 'garbage' }
  | { kind: 'wrongShape' }
  | { kind: 'huge'; bytes: number }
  | { kind: 'reset' }
  | { kind: 'stall' }

export type FaultProxy = {
  url: string
  setFault(fault: Fault): void
  /** Paths (with query) of every request received, in order. */
  readonly requests: readonly string[]
  /** Requests held open by `stall` right now. */
  readonly stalled: number
  /** Bytes written to clients by `huge` answers (how much of the body a client pulled). */
  readonly hugeBytesWritten: number
  stop(): Promise<void>
}

export async function startFaultProxy(upstream: string): Promise<FaultProxy> {
  let fault: Fault = { kind: 'ok' }
  const requests: string[] = []
  const held = new Set<ServerResponse>()
  let hugeBytesWritten = 0

  const server = createServer((req, res) => {
    requests.push(req.url ?? '/')
    answer(fault, req, res)
  })
  const sockets = new Set<Socket>()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  function answer(current: Fault, req: IncomingMessage, res: ServerResponse): void {
    switch (current.kind) {
      case 'ok':
        return void forward(req, res)
      case 'status':
        res.writeHead(current.status, {
          'content-type': 'application/json',
          ...(current.retryAfter !== undefined ? { 'retry-after': current.retryAfter } : {}),
        })
        return void res.end(current.body ?? JSON.stringify({ message: `fault ${current.status}` }))
      case 'garbage':
        res.writeHead(200, { 'content-type': 'application/json' })
        return void res.end('{"data": [ {"id": "1", "na')
      case 'wrongShape':
        res.writeHead(200, { 'content-type': 'application/json' })
        return void res.end(JSON.stringify({ data: 'not a list', count: 'many', balances: 7, result: null }))
      case 'huge':
        return void sendHuge(res, current.bytes)
      case 'reset':
        return void req.socket.destroy()
      case 'stall':
        held.add(res)
        res.on('close', () => held.delete(res))
        return
    }
  }

  /** Streams `bytes` of a JSON string without a content-length, stopping when the client leaves. */
  function sendHuge(res: ServerResponse, bytes: number): void {
    res.writeHead(200, { 'content-type': 'application/json' })
    const chunk = Buffer.alloc(64 * 1024, 'a')
    let left = bytes
    const pump = () => {
      while (left > 0 && !res.destroyed) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left)
        left -= piece.length
        hugeBytesWritten += piece.length
        if (!res.write(piece)) return void res.once('drain', pump)
      }
      if (!res.destroyed) res.end()
    }
    res.on('close', () => (left = 0))
    pump()
  }

  function forward(req: IncomingMessage, res: ServerResponse): void {
    const target = new URL(req.url ?? '/', upstream)
    const out = httpRequest(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers)
      upstreamRes.pipe(res)
    })
    out.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(out)
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    setFault: (next) => {
      fault = next
      // A stall ends when the fault changes: the held requests are dropped, as a recovering service would.
      if (next.kind !== 'stall') for (const res of held) res.destroy()
    },
    requests,
    get stalled() {
      return held.size
    },
    get hugeBytesWritten() {
      return hugeBytesWritten
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
