/**
 * The sandbox Solana node: LiteSVM behind a JSON-RPC facade on HTTP and WebSocket (same port),
 * bound to 127.0.0.1 on a free port. Seeded with funded deterministic keypairs and a
 * 6-decimals USDC-like SPL mint.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PublicKey, type Keypair } from '@solana/web3.js'
import { WebSocketServer, type WebSocket } from 'ws'
import { SolanaChain } from './chain.ts'
import { SolanaRpc } from './rpc.ts'
import { RPC_INVALID_PARAMS, RPC_INVALID_REQUEST, RPC_METHOD_NOT_FOUND, RPC_PARSE_ERROR } from './rpcParams.ts'
import { SOLANA_SANDBOX_CHAIN_ID, SOLANA_SANDBOX_GENESIS_HASH } from './accounts.ts'

export { SolanaChain } from './chain.ts'
export { SolanaRpc } from './rpc.ts'
export * from './accounts.ts'

/** A funded sandbox account. */
export interface SolanaSandboxAccount {
  /** base58 public key */
  address: string
  keypair: Keypair
  /** 64-byte secret key (seed + public key), as `Keypair.fromSecretKey` takes it */
  secretKey: Uint8Array
  /** the account's associated token account of the USDC-like mint */
  usdcTokenAccount: string
}

export interface SolanaSandbox {
  /** HTTP JSON-RPC endpoint, e.g. http://127.0.0.1:PORT */
  rpcUrl: string
  /** WebSocket endpoint on the same port; pass it as `wsEndpoint` to web3.js's Connection */
  wsUrl: string
  /** CAIP-2 id of the chain: `solana:` + the first 32 characters of the genesis hash */
  chainId: string
  genesisHash: string
  /** funded accounts (1,000 SOL and 10,000 USDC each); account 0 is the mint authority */
  accounts: SolanaSandboxAccount[]
  /** base58 address of the 6-decimals USDC-like mint */
  usdcMint: string
  /** the chain itself, for tests and indexers in the same process */
  chain: SolanaChain
  stop(): Promise<void>
}

const MAX_BODY_BYTES = 5 * 1024 * 1024
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '86400',
}

function respond(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  res.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) })
  res.end(text)
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        resolve(null)
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

type Subscription = { kind: 'signature'; signature: string; received: boolean } | { kind: 'account'; address: string; encoding: string } | { kind: 'slot' }

const SUBSCRIBE_METHODS: Record<string, Subscription['kind']> = {
  signatureSubscribe: 'signature',
  accountSubscribe: 'account',
  slotSubscribe: 'slot',
}
const UNSUBSCRIBE_METHODS = new Set(['signatureUnsubscribe', 'accountUnsubscribe', 'slotUnsubscribe'])
const NOTIFICATION_METHOD: Record<Subscription['kind'], string> = {
  signature: 'signatureNotification',
  account: 'accountNotification',
  slot: 'slotNotification',
}

/**
 * Starts the sandbox Solana node on 127.0.0.1 with a free port.
 *
 * @example
 * const solana = await startSolana()
 * const connection = new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
 * await connection.getBalance(solana.accounts[0]!.keypair.publicKey)
 * await solana.stop()
 */
export async function startSolana(): Promise<SolanaSandbox> {
  const chain = new SolanaChain()
  const rpc = new SolanaRpc(chain)
  const sockets = new Map<WebSocket, Map<number, Subscription>>()
  // Ids start at 1 so no client mistakes subscription 0 for "none".
  let nextSubscription = 1

  const server = createServer(async (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS)
      res.end()
      return
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { ...CORS_HEADERS, 'content-type': 'text/plain', allow: 'POST, OPTIONS' })
      res.end('Used HTTP Method is not allowed. POST or OPTIONS is required')
      return
    }
    const text = await readBody(req).catch(() => null)
    if (text === null) {
      respond(res, 413, { jsonrpc: '2.0', id: null, error: { code: RPC_INVALID_REQUEST, message: 'Request body too large' } })
      return
    }
    let payload: unknown
    try {
      payload = JSON.parse(text)
    } catch {
      respond(res, 200, { jsonrpc: '2.0', id: null, error: { code: RPC_PARSE_ERROR, message: 'Parse error' } })
      return
    }
    respond(res, 200, rpc.handle(payload))
  })

  const wss = new WebSocketServer({ server })

  const notify = (ws: WebSocket, id: number, kind: Subscription['kind'], result: unknown): void => {
    ws.send(JSON.stringify({ jsonrpc: '2.0', method: NOTIFICATION_METHOD[kind], params: { result, subscription: id } }))
  }
  const signatureResult = (slot: number, err: unknown): unknown => ({ context: { slot }, value: { err } })

  wss.on('connection', (ws) => {
    const subs = new Map<number, Subscription>()
    sockets.set(ws, subs)
    ws.on('close', () => sockets.delete(ws))
    ws.on('message', (raw) => {
      let request: unknown
      try {
        request = JSON.parse(String(raw))
      } catch {
        ws.send(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: RPC_PARSE_ERROR, message: 'Parse error' } }))
        return
      }
      const reply = (response: unknown): void => ws.send(JSON.stringify(response))
      const req = (request ?? {}) as { id?: unknown; method?: unknown; params?: unknown }
      const id = req.id ?? null
      const params = Array.isArray(req.params) ? req.params : []
      const error = (code: number, message: string): void => reply({ jsonrpc: '2.0', id, error: { code, message } })
      const method = typeof req.method === 'string' ? req.method : ''
      const kind = SUBSCRIBE_METHODS[method]
      if (kind) {
        let sub: Subscription
        if (kind === 'signature') {
          const signature = params[0]
          if (typeof signature !== 'string' || signature.length < 64 || signature.length > 88) {
            return error(RPC_INVALID_PARAMS, 'Invalid params: signature must be a base58 string')
          }
          const config = (params[1] ?? {}) as Record<string, unknown>
          sub = { kind, signature, received: config.enableReceivedNotification === true }
        } else if (kind === 'account') {
          const address = params[0]
          if (typeof address !== 'string') return error(RPC_INVALID_PARAMS, 'Invalid params: pubkey must be a base58 string')
          try {
            new PublicKey(address)
          } catch {
            return error(RPC_INVALID_PARAMS, `Invalid params: "${address}" is not a valid public key`)
          }
          const config = (params[1] ?? {}) as Record<string, unknown>
          sub = { kind, address, encoding: typeof config.encoding === 'string' ? config.encoding : 'base64' }
        } else {
          sub = { kind }
        }
        const subscriptionId = nextSubscription++
        subs.set(subscriptionId, sub)
        reply({ jsonrpc: '2.0', id, result: subscriptionId })
        if (sub.kind === 'signature') {
          // A node's status cache answers at once for a signature it has already processed.
          const record = chain.record(sub.signature)
          if (record) {
            notify(ws, subscriptionId, 'signature', signatureResult(record.slot, record.err))
            subs.delete(subscriptionId)
          }
        }
        return
      }
      if (UNSUBSCRIBE_METHODS.has(method)) {
        const target = params[0]
        if (typeof target !== 'number') return error(RPC_INVALID_PARAMS, 'Invalid params: subscription id must be a number')
        return reply({ jsonrpc: '2.0', id, result: subs.delete(target) })
      }
      if (method.endsWith('Subscribe') || method.endsWith('Unsubscribe')) {
        return error(RPC_METHOD_NOT_FOUND, `Method not found: ${method}`)
      }
      // Plain RPC methods work over the socket too.
      reply(rpc.handle(request))
    })
  })

  const stopListening = chain.onCommit((record) => {
    for (const [ws, subs] of sockets) {
      for (const [id, sub] of subs) {
        if (sub.kind === 'signature' && sub.signature === record.signature) {
          notify(ws, id, 'signature', signatureResult(record.slot, record.err))
          subs.delete(id)
        } else if (sub.kind === 'account' && record.accountKeys.includes(sub.address)) {
          notify(ws, id, 'account', { context: { slot: record.slot }, value: rpc.encodeAccount(chain.getAccount(sub.address), sub.encoding) })
        } else if (sub.kind === 'slot') {
          notify(ws, id, 'slot', { parent: record.slot, root: record.slot, slot: record.slot + 1 })
        }
      }
    }
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo

  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}`,
    chainId: SOLANA_SANDBOX_CHAIN_ID,
    genesisHash: SOLANA_SANDBOX_GENESIS_HASH,
    accounts: chain.accounts.map((a) => ({
      address: a.address,
      keypair: a.keypair,
      secretKey: a.keypair.secretKey,
      usdcTokenAccount: a.usdcTokenAccount,
    })),
    usdcMint: chain.usdcMint,
    chain,
    async stop() {
      stopListening()
      // Close sockets with 1000 (normal closure): web3.js's socket client (rpc-websockets)
      // reconnects forever after any other code, keeping the client's process alive.
      await Promise.all(
        [...sockets.keys()].map(
          (ws) =>
            new Promise<void>((resolve) => {
              const timer = setTimeout(() => {
                ws.terminate()
                resolve()
              }, 500)
              ws.once('close', () => {
                clearTimeout(timer)
                resolve()
              })
              ws.close(1000, 'node stopping')
            }),
        ),
      )
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
