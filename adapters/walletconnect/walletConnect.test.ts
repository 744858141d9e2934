/**
 * `latch/walletconnect` against the sandbox relay and a real anvil: the real modal with
 * eip155Adapter + walletConnect(), and a walletkit wallet in node that approves, signs with the
 * anvil test account and sends for real.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Core } from '@walletconnect/core'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, http, parseEther, verifyMessage, type Hex } from 'viem'
import { createMemoryStorage, createModal, type CaipNetwork, type Modal } from '../../core/index.ts'
import { replay } from '../../core/coreEntry.ts'
import { startEvmChains, type EvmChains } from '../../sandbox/evm/chains.ts'
import { testAccount } from '../../sandbox/evm/accounts.ts'
import { startRelay, type Relay } from '../../sandbox/walletconnect/relay.ts'
import { MemoryStorage } from '../../sandbox/walletconnect/memoryStorage.ts'
import { approvedNamespaces, type ProposalNamespace } from '../../sandbox/walletconnect/wallet/namespaces.ts'
import { eip155Adapter } from '../eip155/eip155Adapter.ts'
import { walletConnect, type WalletConnect } from './walletConnect.ts'

let relay: Relay
let evm: EvmChains
let networks: CaipNetwork[]
const account = testAccount(0)
const closers: (() => Promise<unknown>)[] = []

test.before(async () => {
  ;[relay, evm] = await Promise.all([startRelay(), startEvmChains([31337])])
  networks = evm.chains.map((c) => ({
    id: c.chainId,
    caipNetworkId: `eip155:${c.chainId}`,
    chainNamespace: 'eip155',
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [c.rpcUrl] } },
  }))
})
test.after(async () => {
  for (const close of closers.splice(0)) await close().catch(() => undefined)
  await Promise.all([relay.stop(), evm.stop()])
})

type CoreLike = { relayer: { transportClose(): Promise<void> }; heartbeat: { stop(): void } }
const closeCore = async (core: CoreLike) => {
  core.heartbeat.stop()
  await core.relayer.transportClose()
}

/** A node wallet: approves (or rejects) proposals, signs with anvil account 0 and sends to anvil. */
async function nodeWallet(options: { reject?: boolean } = {}) {
  const core = new Core({ projectId: 'sandbox', relayUrl: relay.url, storage: new MemoryStorage(), customStoragePrefix: `w-${Math.random()}`, logger: 'silent' })
  const kit = await WalletKit.init({ core, metadata: { name: 'Node wallet', description: '', url: 'http://127.0.0.1', icons: [] } })
  closers.push(() => closeCore(core))
  const signer = createWalletClient({ account, transport: http(evm.chains[0]!.rpcUrl) })
  kit.on('session_proposal', (p: WalletKitTypes.SessionProposal) => {
    if (options.reject) return void kit.rejectSession({ id: p.id, reason: { code: 5000, message: 'User rejected.' } })
    const requested = { ...p.params.optionalNamespaces, ...p.params.requiredNamespaces } as Record<string, ProposalNamespace>
    void kit.approveSession({ id: p.id, namespaces: approvedNamespaces(requested, { eip155: { chains: ['eip155:31337'], address: account.address } }) })
  })
  kit.on('session_request', async (r: WalletKitTypes.SessionRequest) => {
    const { method, params } = r.params.request
    let result: unknown
    if (method === 'personal_sign') result = await account.signMessage({ message: { raw: (params as [Hex])[0] } })
    else if (method === 'eth_sendTransaction') {
      const [tx] = params as [{ to: Hex; value?: Hex; data?: Hex }]
      result = await signer.sendTransaction({ chain: null, to: tx.to, value: tx.value ? BigInt(tx.value) : 0n, ...(tx.data ? { data: tx.data } : {}) })
    } else result = null
    await kit.respondSessionRequest({ topic: r.topic, response: { id: r.id, jsonrpc: '2.0', result } })
  })
  return kit
}

function dapp(extra: { reusePendingPairing?: boolean } = {}): { modal: Modal; wc: WalletConnect; adapter: ReturnType<typeof eip155Adapter> } {
  const wc = walletConnect({
    projectId: 'sandbox',
    relayUrl: relay.url,
    metadata: { name: 'Latch test', description: '', url: 'http://127.0.0.1', icons: [] },
    networks,
    storage: new MemoryStorage(),
    customStoragePrefix: `dapp-${Math.random()}`,
    ...extra,
  })
  const adapter = eip155Adapter({ window: undefined, connectors: [wc.eip155] })
  const modal = createModal({ projectId: 'sandbox', networks, adapters: [adapter, wc], deps: { window: undefined, storage: createMemoryStorage(), walletApi: null, blockchainApi: null } })
  closers.push(async () => {
    modal.destroy()
    const up = await wc.client.load()
    await closeCore(up.client.core as unknown as CoreLike)
  })
  return { modal, wc, adapter }
}

/** Resolves once `predicate` holds (checked every 10 ms), or fails naming `what` after 10 s. */
const until = (predicate: () => boolean, what: string) =>
  new Promise<void>((resolve, reject) => {
    const started = Date.now()
    const poll = () => (predicate() ? resolve() : Date.now() - started > 10_000 ? reject(new Error(`timed out: ${what}`)) : setTimeout(poll, 10))
    poll()
  })

/** Resolves with the next pairing URI the modal shows. */
const nextUri = (modal: Modal, after?: string) =>
  new Promise<string>((resolve) => {
    const check = (state: ReturnType<Modal['getState']>) => {
      const uri = state.pairing?.uri
      if (uri && uri !== after) {
        stop()
        resolve(uri)
      }
    }
    const stop = modal.subscribeState(check)
    check(modal.getState())
  })

test('behavior: WalletConnect connects through the relay: the URI is an event, the wallet approves, the account is connected; transfers and service-built calls go through the session', async () => {
  const { modal, adapter } = dapp()
  const wallet = await nodeWallet()
  const connecting = modal.connect('walletConnect', 'eip155')
  const uri = await nextUri(modal)
  assert.ok(uri.startsWith('wc:'))
  await wallet.pair({ uri })
  await connecting
  const state = modal.getState()
  assert.is(state.status, 'connected')
  assert.is(state.accounts.eip155?.address, account.address)
  assert.is(state.accounts.eip155?.connectorId, 'walletConnect')
  // Requests go through the session: a real signature by the wallet's key.
  const signature = (await adapter.signMessage({ message: 'hello latch' })) as Hex
  assert.ok(await verifyMessage({ address: account.address, message: 'hello latch', signature }))
  // A transfer approved in the wallet lands on anvil.
  const client = createPublicClient({ transport: http(evm.chains[0]!.rpcUrl) })
  const to = '0x000000000000000000000000000000000000dEaD'
  const before = await client.getBalance({ address: to })
  const { hash } = await adapter.sendTransfer({ caipNetworkId: 'eip155:31337', to, amount: '0.01' })
  await client.waitForTransactionReceipt({ hash: hash as Hex })
  assert.is((await client.getBalance({ address: to })) - before, parseEther('0.01'))
  // A service-built call (to, data) — what Swap sends — goes through the session too: an
  // ERC-20 approve the wallet signs, read back on chain.
  const usdc = evm.chains[0]!.tokens.usdc.address
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [to, 123_456n] })
  const approved = await adapter.sendTransaction({ caipNetworkId: 'eip155:31337', to: usdc, data, value: '0' })
  await client.waitForTransactionReceipt({ hash: approved.hash as Hex })
  assert.is(await client.readContract({ address: usdc, abi: erc20Abi, functionName: 'allowance', args: [account.address, to] }), 123_456n)
  // The log replays to the same final state — but for the pairing URI, whose symKey is a secret
  // and is redacted on export.
  const live = modal.getState()
  assert.equal(replay(modal.eventLog()).final, { ...live, ...(live.pairing ? { pairing: { ...live.pairing, uri: '[redacted]' } } : {}) })
})

test('error: a proposal rejected in the wallet is SPEC §8 Connection rejected', async () => {
  const { modal } = dapp()
  const wallet = await nodeWallet({ reject: true })
  const connecting = modal.connect('walletConnect', 'eip155').then(
    () => undefined,
    (e: unknown) => e as Error,
  )
  await wallet.pair({ uri: await nextUri(modal) })
  const error = await connecting
  assert.is((error as { shortMessage?: string } | undefined)?.shortMessage, 'Connection rejected')
})

test('behavior: a refreshed pairing (fresh URI) is the one the wallet can approve', async () => {
  const { modal, wc } = dapp()
  const wallet = await nodeWallet()
  const connecting = modal.connect('walletConnect', 'eip155')
  const first = await nextUri(modal)
  await wc.pairing!.refresh()
  const second = await nextUri(modal, first)
  assert.is.not(second, first)
  await wallet.pair({ uri: second })
  await connecting
  assert.is(modal.getState().accounts.eip155?.address, account.address)
})

test('behavior: the wallet ending the session disconnects the dapp', async () => {
  const { modal } = dapp()
  const wallet = await nodeWallet()
  const connecting = modal.connect('walletConnect', 'eip155')
  await wallet.pair({ uri: await nextUri(modal) })
  await connecting
  const [topic] = Object.keys(wallet.getActiveSessions())
  const gone = new Promise<void>((resolve) => {
    const stop = modal.subscribeState((s) => {
      if (s.accounts.eip155?.address === undefined) {
        stop()
        resolve()
      }
    })
  })
  await wallet.disconnectSession({ topic: topic!, reason: { code: 6000, message: 'User disconnected.' } })
  await gone
  assert.is(modal.getState().accounts.eip155?.address, undefined)
})

test('error: a relay that is down fails the connect clearly within the timeout (not a 75 s hang)', async () => {
  const down = await startRelay()
  await down.stop()
  const wc = walletConnect({
    projectId: 'sandbox',
    relayUrl: down.url,
    metadata: { name: 'Latch test', description: '', url: 'http://127.0.0.1', icons: [] },
    networks,
    storage: new MemoryStorage(),
    customStoragePrefix: `down-${Math.random()}`,
    relayTimeoutMs: 1500,
  })
  const adapter = eip155Adapter({ window: undefined, connectors: [wc.eip155] })
  const modal = createModal({ projectId: 'sandbox', networks, adapters: [adapter, wc], deps: { window: undefined, storage: createMemoryStorage(), walletApi: null, blockchainApi: null } })
  closers.push(async () => modal.destroy())
  const started = Date.now()
  const error = await modal.connect('walletConnect', 'eip155').then(
    () => undefined,
    (e: unknown) => e as { shortMessage?: string; details?: string },
  )
  console.log(`relay down: failed after ${Date.now() - started} ms`)
  assert.is(error?.shortMessage, 'Failed to connect')
  assert.equal(modal.getState().connectError?.error, { code: 'failedToConnect' }, 'a code, not English')
})

test('behavior: closing the modal mid-pairing cleans the pairing up and ends the connect attempt', async () => {
  const { modal, wc } = dapp()
  modal.open()
  const connecting = modal.connect('walletConnect', 'eip155').then(
    () => undefined,
    (e: unknown) => e as { shortMessage?: string; details?: string },
  )
  await nextUri(modal)
  const up = await wc.client.load()
  assert.ok(up.client.pairing.getAll({ active: false }).length > 0, 'a pending pairing exists')
  modal.close()
  const error = await connecting
  // SPEC §8: closing the modal that shows the attempt rejects it with 'Modal closed'.
  assert.is(error?.shortMessage, 'Modal closed')
  // The pairing's deletion is the outcome waited for (the expirer removes it asynchronously).
  await until(() => up.client.pairing.getAll({ active: false }).length === 0, 'the pending pairing deleted')
})

test('behavior: SPEC §4 where pairings are reused (Telegram, Safari iOS) closing keeps the pending pairing and the next connect reuses it', async () => {
  const { modal } = dapp({ reusePendingPairing: true })
  const wallet = await nodeWallet()
  modal.open()
  const first = modal.connect('walletConnect', 'eip155').catch(() => undefined)
  const uri = await nextUri(modal)
  modal.close()
  modal.open()
  const second = modal.connect('walletConnect', 'eip155')
  await wallet.pair({ uri })
  await Promise.all([first, second])
  assert.is(modal.getState().pairing?.uri, uri, 'no new pairing was made')
  assert.is(modal.getState().accounts.eip155?.address, account.address)
})

test('behavior: SPEC §4 pairings are reused in Telegram and in Safari on iOS only', async () => {
  const { reusesPairings } = await import('./client.ts')
  const ua = (userAgent: string) => ({ navigator: { userAgent } })
  assert.ok(reusesPairings({ TelegramWebviewProxy: {} }))
  assert.ok(reusesPairings(ua('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')))
  assert.not.ok(reusesPairings(ua('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 CriOS/120.0 Mobile/15E148 Safari/604.1')))
  assert.not.ok(reusesPairings(ua('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36')))
})

// WalletConnect's core keeps timers (publish retries, expirer) after its socket closed: once the
// suite is done, nothing of ours is left, so a still-alive loop is theirs.
test.after(() => void setTimeout(() => process.exit(process.exitCode ?? 0), 200).unref())

test.run()
