import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { SignClient } from '@walletconnect/sign-client'
import { Core } from '@walletconnect/core'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { startRelay, type Relay } from './relay.ts'
import { MemoryStorage } from './memoryStorage.ts'
import { clientIdOf } from './clientId.ts'

/** Stops a core's socket and timers, so the test process can end. */
async function closeCore(core: { relayer: { transportClose(): Promise<void> }; heartbeat: { stop(): void } }): Promise<void> {
  core.heartbeat.stop()
  await core.relayer.transportClose()
}

const PROJECT_ID = 'sandbox'
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let relay: Relay
const closers: (() => Promise<unknown>)[] = []

test.before(async () => {
  relay = await startRelay()
})
test.after(async () => {
  for (const close of closers.splice(0)) await close().catch(() => undefined)
  await relay.stop()
})

async function dapp(): Promise<InstanceType<typeof SignClient>> {
  const client = await SignClient.init({
    projectId: PROJECT_ID,
    relayUrl: relay.url,
    storage: new MemoryStorage(),
    customStoragePrefix: `dapp-${Math.random()}`,
    logger: 'silent',
    metadata: { name: 'Dapp', description: 'test dapp', url: 'http://127.0.0.1', icons: [] },
  })
  closers.push(() => closeCore(client.core))
  return client
}

async function wallet(): Promise<InstanceType<typeof WalletKit>> {
  const core = new Core({ projectId: PROJECT_ID, relayUrl: relay.url, storage: new MemoryStorage(), customStoragePrefix: `wallet-${Math.random()}`, logger: 'silent' })
  const kit = await WalletKit.init({ core, metadata: { name: 'Test wallet', description: 'test wallet', url: 'http://127.0.0.1', icons: [] } })
  closers.push(() => closeCore(core))
  return kit
}

const NAMESPACES = { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] } }

test('behavior: a sign-client dapp and a walletkit wallet pair through the relay, settle a session and exchange a request', async () => {
  const [d, w] = await Promise.all([dapp(), wallet()])
  w.on('session_proposal', (proposal: WalletKitTypes.SessionProposal) => {
    void w.approveSession({
      id: proposal.id,
      namespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'], accounts: [`eip155:31337:${ACCOUNT}`] } },
    })
  })
  w.on('session_request', (request: WalletKitTypes.SessionRequest) => {
    const [message] = request.params.request.params as [string]
    void w.respondSessionRequest({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', result: `signed:${message}` } })
  })
  const { uri, approval } = await d.connect({ optionalNamespaces: NAMESPACES })
  assert.ok(uri?.startsWith('wc:'))
  await w.pair({ uri: uri! })
  const session = await approval()
  assert.equal(session.namespaces.eip155?.accounts, [`eip155:31337:${ACCOUNT}`])
  const result = await d.request<string>({ topic: session.topic, chainId: 'eip155:31337', request: { method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] } })
  assert.is(result, 'signed:0x68656c6c6f')
  assert.ok(relay.stats().published >= 4, 'proposal, response, settlement and the request went through the relay')
})

test('behavior: a rejected proposal reaches the dapp as a rejection (Connection rejected)', async () => {
  const [d, w] = await Promise.all([dapp(), wallet()])
  w.on('session_proposal', (proposal: WalletKitTypes.SessionProposal) => {
    void w.rejectSession({ id: proposal.id, reason: { code: 5000, message: 'User rejected.' } })
  })
  const { uri, approval } = await d.connect({ optionalNamespaces: NAMESPACES })
  await w.pair({ uri: uri! })
  const error = await approval().then(
    () => undefined,
    (e: unknown) => e as { code: number; message: string },
  )
  assert.is(error?.code, 5000)
})

test('behavior: clients are told apart by the JWT iss of the auth parameter, not by socket (RECIPES.md)', () => {
  const payload = Buffer.from(JSON.stringify({ iss: 'did:key:z6MkExample', aud: 'wss://relay' })).toString('base64url')
  assert.is(clientIdOf(`e30.${payload}.sig`), 'did:key:z6MkExample')
  assert.is(clientIdOf(null), undefined)
  assert.is(clientIdOf('not-a-jwt'), undefined)
})

test('error: an unknown method gets a JSON-RPC error, not silence', async () => {
  const { WebSocket } = await import('ws')
  const socket = new WebSocket(relay.url)
  await new Promise((resolve) => socket.once('open', resolve))
  const reply = new Promise<{ error?: { code: number } }>((resolve) => socket.once('message', (d) => resolve(JSON.parse(String(d)))))
  socket.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_nope', params: {} }))
  assert.is((await reply).error?.code, -32601)
  socket.close()
})

// WalletConnect's core keeps timers (publish retries, expirer) after its socket closed: once the
// suite is done, nothing of ours is left, so a still-alive loop is theirs.
test.after(() => void setTimeout(() => process.exit(process.exitCode ?? 0), 200).unref())

test.run()
