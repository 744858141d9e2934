import { createHash, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import { clientIdOf } from './clientId.ts'

/** A page or endpoint the relay's HTTP side serves besides the WebSocket (the test wallet, Verify). */
export type RelayRoute = (req: IncomingMessage, res: ServerResponse, url: URL) => boolean

export type RelayOptions = {
  port?: number
  /** Server ping interval, ms (core drops a socket silent for 35 s; default 15 s). */
  pingMs?: number
  /** Extra HTTP routes on the relay's port (return true when handled). */
  routes?: readonly RelayRoute[]
}

export type Relay = {
  /** `ws://127.0.0.1:PORT` — the `relayUrl` for core, sign-client and universal-provider. */
  url: string
  /** `http://127.0.0.1:PORT` — the same port's HTTP side. */
  httpUrl: string
  port: number
  /** What the relay has seen (tests and the bench read it). */
  stats(): { clients: number; sockets: number; topics: number; published: number; delivered: number }
  stop(): Promise<void>
}

type Stored = { id: number; topic: string; message: string; publishedAt: number; tag: number | undefined; expiresAt: number; from: string }

type RpcRequest = { id: number | string; jsonrpc: '2.0'; method: string; params?: unknown }
type RpcResponse = { id: number | string; jsonrpc: '2.0'; result?: unknown; error?: { code: number; message: string } }

const TAG = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const

/**
 * The sandbox's WalletConnect relay: a WebSocket server speaking the IRN JSON-RPC
 * methods @walletconnect/core 2.25 sends (RECIPES.md) — subscribe / publish / fetch, their batch
 * forms, and the combined `wc_proposeSession` / `wc_approveSession` publishes. Messages are kept
 * per topic until their ttl and delivered once to every other subscriber as `irn_subscription`
 * (acknowledged with `result: true`); a subscriber that was away gets them when it subscribes or
 * fetches again. Clients are identified by the JWT `iss` (did:key) of the `auth` query parameter,
 * so a reloaded page is the same client.
 * @example const relay = await startRelay(); new SignClient({ relayUrl: relay.url, projectId: 'demo' })
 */
export async function startRelay(options: RelayOptions = {}): Promise<Relay> {
  const sockets = new Map<string, Set<WebSocket>>()
  const subscribers = new Map<string, Set<string>>()
  const mailbox = new Map<string, Stored[]>()
  /** Delivered (acknowledged or fetched) message ids per client. */
  const delivered = new Map<string, Set<number>>()
  /** In-flight deliveries: JSON-RPC id of our irn_subscription → [client, message id]. */
  const inFlight = new Map<number, [string, number]>()
  let nextId = 1
  let published = 0
  let deliveredCount = 0

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    for (const route of options.routes ?? []) if (route(req, res, url)) return
    if (url.pathname === '/health') {
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      res.end(JSON.stringify({ ok: true }))
      return
    }
    res.writeHead(404, { 'content-type': 'text/plain' })
    res.end('not found')
  })
  const wss = new WebSocketServer({ server })

  const deliveredTo = (client: string): Set<number> => {
    let set = delivered.get(client)
    if (!set) delivered.set(client, (set = new Set()))
    return set
  }
  const live = (topic: string): Stored[] => {
    const now = Date.now()
    const list = (mailbox.get(topic) ?? []).filter((m) => m.expiresAt > now)
    mailbox.set(topic, list)
    return list
  }
  const pendingFor = (client: string, topic: string): Stored[] => live(topic).filter((m) => m.from !== client && !deliveredTo(client).has(m.id))

  const send = (socket: WebSocket, payload: RpcRequest | RpcResponse): void => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload))
  }
  const subscriptionId = (client: string, topic: string): string =>
    createHash('sha256')
      .update(topic + client)
      .digest('hex')

  const deliver = (client: string, stored: Stored): void => {
    const open = [...(sockets.get(client) ?? [])].filter((s) => s.readyState === s.OPEN)
    const socket = open[open.length - 1]
    if (!socket) return
    if ([...inFlight.values()].some(([c, m]) => c === client && m === stored.id)) return
    const id = nextId++
    inFlight.set(id, [client, stored.id])
    send(socket, {
      id,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: subscriptionId(client, stored.topic),
        data: { topic: stored.topic, message: stored.message, publishedAt: stored.publishedAt, ...(stored.tag === undefined ? {} : { tag: stored.tag }) },
      },
    })
  }
  const subscribe = (client: string, topic: string): string => {
    let set = subscribers.get(topic)
    if (!set) subscribers.set(topic, (set = new Set()))
    set.add(client)
    for (const m of pendingFor(client, topic)) deliver(client, m)
    return subscriptionId(client, topic)
  }
  const publish = (from: string, topic: string, message: string, ttlSeconds: number, tag: number | undefined): void => {
    const stored: Stored = { id: nextId++, topic, message, publishedAt: Date.now(), tag, expiresAt: Date.now() + ttlSeconds * 1000, from }
    live(topic).push(stored)
    published++
    for (const client of subscribers.get(topic) ?? []) if (client !== from) deliver(client, stored)
  }

  const handle = (client: string, request: RpcRequest): unknown => {
    const p = (request.params ?? {}) as Record<string, unknown>
    const str = (key: string): string => {
      const value = p[key]
      if (typeof value !== 'string') throw new RpcFailure(-32602, `Missing or invalid "${key}" param`)
      return value
    }
    const ttl = typeof p.ttl === 'number' ? p.ttl : 300
    const tag = typeof p.tag === 'number' ? p.tag : undefined
    switch (request.method) {
      case 'irn_subscribe':
        return subscribe(client, str('topic'))
      case 'irn_batchSubscribe':
        return (p.topics as string[]).map((topic) => subscribe(client, topic))
      case 'irn_unsubscribe':
        subscribers.get(str('topic'))?.delete(client)
        return true
      case 'irn_batchUnsubscribe':
        for (const s of (p.subscriptions as { topic: string }[]) ?? []) subscribers.get(s.topic)?.delete(client)
        return true
      case 'irn_publish':
        publish(client, str('topic'), str('message'), ttl, tag)
        return true
      case 'irn_batchPublish':
        for (const m of (p.messages as { topic: string; message: string; ttl?: number; tag?: number }[]) ?? []) {
          publish(client, m.topic, m.message, m.ttl ?? ttl, m.tag)
        }
        return true
      case 'irn_batchFetchMessages': {
        // Not a message already on its way to this client as `irn_subscription` (unacknowledged
        // yet): the client would get it twice at once, and its own duplicate check (an async
        // lookup before it records either) lets both through — a session settled twice.
        const onItsWay = (m: Stored) => [...inFlight.values()].some(([c, id]) => c === client && id === m.id)
        const messages = ((p.topics as string[]) ?? []).flatMap((topic) => pendingFor(client, topic)).filter((m) => !onItsWay(m))
        for (const m of messages) deliveredTo(client).add(m.id)
        deliveredCount += messages.length
        return {
          messages: messages.map((m) => ({ topic: m.topic, message: m.message, publishedAt: m.publishedAt, ...(m.tag === undefined ? {} : { tag: m.tag }) })),
          hasMore: false,
        }
      }
      case 'wc_proposeSession': {
        const pairingTopic = str('pairingTopic')
        subscribe(client, pairingTopic)
        publish(client, pairingTopic, str('sessionProposal'), ttl, TAG.sessionPropose)
        return true
      }
      case 'wc_approveSession': {
        const sessionTopic = str('sessionTopic')
        subscribe(client, sessionTopic)
        publish(client, str('pairingTopic'), str('sessionProposalResponse'), ttl, TAG.sessionProposeResponse)
        publish(client, sessionTopic, str('sessionSettlementRequest'), ttl, TAG.sessionSettle)
        return true
      }
      default:
        throw new RpcFailure(-32601, `Method not found: ${request.method}`)
    }
  }

  wss.on('connection', (socket, req) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const client = clientIdOf(url.searchParams.get('auth')) ?? `anonymous:${randomUUID()}`
    let set = sockets.get(client)
    if (!set) sockets.set(client, (set = new Set()))
    set.add(socket)
    socket.on('message', (data) => {
      let payload: RpcRequest | RpcResponse
      try {
        payload = JSON.parse(String(data)) as RpcRequest | RpcResponse
      } catch {
        return
      }
      if ('method' in payload) {
        try {
          send(socket, { id: payload.id, jsonrpc: '2.0', result: handle(client, payload) })
        } catch (error) {
          const failure = error instanceof RpcFailure ? error : new RpcFailure(-32000, String(error))
          send(socket, { id: payload.id, jsonrpc: '2.0', error: { code: failure.code, message: failure.message } })
        }
      } else {
        const delivery = inFlight.get(Number(payload.id))
        if (!delivery) return
        inFlight.delete(Number(payload.id))
        if (payload.error === undefined) {
          deliveredTo(delivery[0]).add(delivery[1])
          deliveredCount++
        }
      }
    })
    socket.on('close', () => {
      set.delete(socket)
      // Deliveries to a closed socket are re-sent when the client subscribes again.
      for (const [id, [c]] of inFlight) if (c === client) inFlight.delete(id)
    })
  })

  const ping = setInterval(() => {
    for (const socket of wss.clients) socket.ping()
  }, options.pingMs ?? 15_000)
  ping.unref()

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `ws://127.0.0.1:${port}`,
    httpUrl: `http://127.0.0.1:${port}`,
    port,
    stats: () => ({
      clients: [...sockets.values()].filter((s) => s.size > 0).length,
      sockets: wss.clients.size,
      topics: subscribers.size,
      published,
      delivered: deliveredCount,
    }),
    async stop() {
      clearInterval(ping)
      for (const socket of wss.clients) socket.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
