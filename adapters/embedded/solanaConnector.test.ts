/**
 * The embedded wallet's Solana connector (SPEC.md §3 the AUTH connector serves each
 * namespace, §6 Solana signing methods need approval) driven by the real solana adapter, through
 * the embedded provider, to the secure site frame's own handler (`handle`, the code the iframe
 * runs) and its real backend and Solana node — only the postMessage hop is left out. Connect finds
 * the login's Solana account, a SOL transfer waits for the approval then lands, a rejection is
 * 4001, and signing out on either namespace drops the other.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import type { AdapterContext } from '../../core/adapter.ts'
import type { CaipNetwork, CaipNetworkId } from '../../core/types.ts'
import type { ModalEvent } from '../../core/events/index.ts'
import { ed25519 } from '@noble/curves/ed25519'
import { startAnvil, type Anvil } from '../../sandbox/evm/anvil.ts'
import { startSolana, type SolanaSandbox } from '../../sandbox/solana/index.ts'
import { startSecureSite, type SecureSite } from '../../sandbox/secure-site/server.ts'
import { FrameFailure, handle, KEYS } from '../../sandbox/secure-site/frame/handlers.ts'
import { solanaAdapter } from '../solana/solanaAdapter.ts'
import { base58Decode } from '../solana/base58.ts'
import { errorOfFrame, type FrameManager } from './frameManager.ts'
import { PROTOCOL_CHANNEL, type AppRequest } from './protocol.ts'
import { embeddedProvider } from './provider.ts'
import { embeddedSolanaConnector } from './solanaConnector.ts'
import { backendFrameContext } from '../../test/fixtures/backendFrameContext.ts'

let solana: SolanaSandbox
let anvil: Anvil
let site: SecureSite
let rpc: Connection
let network: CaipNetwork
let decision = true
const hooks: string[] = []

/** The frame's handler over the real backend, with an in-memory localStorage; the panel's click is `decision`. */
function frameOf(token: string): FrameManager {
  const ctx = backendFrameContext({
    siteUrl: () => site.url,
    deviceId: 'device-conn-01',
    approve: async () => decision,
    store: new Map([[KEYS.token, token]]),
    siteOrigin: site.url,
  })
  let counter = 0
  const nextId = () => `m${++counter}`
  const frame = {
    nextId,
    async request(type: string, payload: unknown, options: { id?: string } = {}) {
      const request = { channel: PROTOCOL_CHANNEL, kind: 'app-request', id: options.id ?? nextId(), type, payload } as unknown as AppRequest
      try {
        return await handle(ctx, request)
      } catch (error) {
        // As the frame manager does with a frame-error (SPEC.md §8 texts and codes).
        if (error instanceof FrameFailure) throw errorOfFrame({ code: error.code, message: error.message }, (payload as { method?: string }).method)
        throw error
      }
    },
  }
  return frame as unknown as FrameManager
}

function wallet(email: string) {
  const { token } = site.auth.openSession({ email, walletKey: email }, 'device-conn-01')
  const frame = frameOf(token)
  const provider = embeddedProvider(async () => frame, {
    approvalRequested: (_id, method) => void hooks.push(`requested ${method}`),
    approvalSettled: (_id, outcome) => void hooks.push(`settled ${outcome}`),
  })
  const events: ModalEvent[] = []
  const adapter = solanaAdapter({ window: undefined, networks: [network], connectors: [embeddedSolanaConnector(provider, { id: 'auth', name: 'Email' })] })
  const context: AdapterContext = { emit: (e) => void events.push(e), networks: [network], rpc: () => ({ request: async () => null }) }
  const teardown = adapter.setup!(context)
  return { provider, adapter, events, teardown }
}

test.before(async () => {
  ;[solana, anvil] = await Promise.all([startSolana(), startAnvil({ chainId: 31337 })])
  rpc = new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
  site = await startSecureSite({ smtp: { host: '127.0.0.1', port: 1 }, evm: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }], solana: { chainId: solana.chainId, rpcUrl: solana.rpcUrl } })
  network = {
    id: solana.chainId.split(':')[1]!,
    caipNetworkId: solana.chainId as CaipNetworkId,
    chainNamespace: 'solana',
    name: 'Solana (sandbox)',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [solana.rpcUrl], webSocket: [solana.wsUrl] } },
  }
})
test.after(async () => {
  await site?.stop()
  await Promise.all([solana?.stop(), anvil?.stop()])
})

test("behavior: SPEC §3 the AUTH connector on solana connects (silently too) to the login's Solana account", async () => {
  const { adapter, teardown } = wallet('conn.alice@example.com')
  const expected = await site.solanaWallets!.addressOf('conn.alice@example.com')
  const silent = await adapter.reconnect!({ connectorId: 'auth', caipNetworkId: network.caipNetworkId as CaipNetworkId })
  assert.is(silent?.caipAddress, `${solana.chainId}:${expected}`)
  const result = await adapter.connect({ connectorId: 'auth' })
  assert.is(result.caipAddress, `${solana.chainId}:${expected}`)
  assert.equal(
    adapter.getConnectors().map((c) => [c.id, c.type]),
    [['auth', 'AUTH']],
  )
  teardown?.()
})

test('behavior: SPEC §6 a SOL transfer through the adapter asks for approval, then the secure site signs and sends it on the node', async () => {
  const { adapter, teardown } = wallet('conn.bob@example.com')
  await adapter.connect({ connectorId: 'auth' })
  const to = Keypair.generate().publicKey.toBase58()
  hooks.length = 0
  decision = true
  const { hash } = await adapter.sendTransfer!({ caipNetworkId: network.caipNetworkId as CaipNetworkId, to, amount: '0.25' })
  assert.equal(hooks, ['requested solana_signAndSendTransaction', 'settled approved'])
  assert.is(await rpc.getBalance(new PublicKey(to), 'confirmed'), LAMPORTS_PER_SOL / 4)
  assert.is((await rpc.getSignatureStatuses([hash])).value[0]?.err, null)
  const signature = await adapter.signMessage!({ message: 'Sign in to Latch' })
  const from = await site.solanaWallets!.addressOf('conn.bob@example.com')
  assert.ok(ed25519.verify(base58Decode(signature)!, new TextEncoder().encode('Sign in to Latch'), base58Decode(from)!), 'a message signature verifies')
  teardown?.()
})

test("error: SPEC §8 4001 'User rejected the request' — a declined approval sends nothing", async () => {
  const { adapter, teardown } = wallet('conn.carol@example.com')
  await adapter.connect({ connectorId: 'auth' })
  const to = Keypair.generate().publicKey.toBase58()
  hooks.length = 0
  decision = false
  try {
    await adapter.sendTransfer!({ caipNetworkId: network.caipNetworkId as CaipNetworkId, to, amount: '0.1' })
    assert.unreachable('rejected')
  } catch (error) {
    assert.is((error as { code?: number }).code, 4001)
  } finally {
    decision = true
  }
  assert.equal(hooks, ['requested solana_signAndSendTransaction', 'settled rejected'])
  assert.is(await rpc.getBalance(new PublicKey(to), 'confirmed'), 0)
  teardown?.()
})

test('behavior: one session — signing out on eip155 drops the Solana account (connection/disconnected), and the Solana disconnect signs eip155 out', async () => {
  const a = wallet('conn.dave@example.com')
  await a.adapter.connect({ connectorId: 'auth' })
  await a.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
  assert.ok(a.events.some((e) => e.type === 'connection/disconnected' && e.namespace === 'solana'))
  a.teardown?.()

  const b = wallet('conn.erin@example.com')
  await b.adapter.connect({ connectorId: 'auth' })
  const heard: unknown[] = []
  b.provider.on!('accountsChanged', (accounts) => void heard.push(accounts))
  await b.adapter.disconnect()
  assert.equal(heard, [[]], 'eip155 hears the session end')
  assert.is(await b.adapter.reconnect!({ connectorId: 'auth' }), undefined, 'no session left to reconnect to')
  b.teardown?.()
})

test.run()
