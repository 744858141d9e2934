/**
 * The WalletConnect test wallet's answers (`answer` in requests.ts, the dev wallet behind it)
 * through a real session: the sandbox relay, a real anvil, the eip155 adapter with walletConnect()
 * on the dapp side, and WalletKit in node on the wallet side responding as wallet/app.ts does.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Window } from 'happy-dom'
import { Core } from '@walletconnect/core'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { createPublicClient, http, parseEther, verifyTypedData, type Address, type Hex } from 'viem'
import type { CaipNetwork } from '../../../core/types.ts'
import type { JsonValue } from '../../../core/events/schema.ts'
import { adapterContext } from '../../../test/fixtures/fakeEip1193Provider.ts'
import { eip155Adapter, type Eip155Adapter } from '../../../adapters/eip155/eip155Adapter.ts'
import { walletConnect, type WalletConnect } from '../../../adapters/walletconnect/walletConnect.ts'
import { installDevWallet, type DevWallet, type DevWalletWindow } from '../../dev-wallet/index.ts'
import { startEvmChains, type EvmChains } from '../../evm/chains.ts'
import { startRelay, type Relay } from '../relay.ts'
import { MemoryStorage } from '../memoryStorage.ts'
import { approvedNamespaces, type ProposalNamespace } from './namespaces.ts'
import { answer, type WcError } from './requests.ts'

type CoreLike = { relayer: { transportClose(): Promise<void> }; heartbeat: { stop(): void } }
const closeCore = async (core: CoreLike) => {
  core.heartbeat.stop()
  await core.relayer.transportClose()
}

let relay: Relay
let evm: EvmChains
let window: Window
let dev: DevWallet
let adapter: Eip155Adapter
let wc: WalletConnect
let stopAdapter: () => void
let from: Address
const closers: (() => Promise<unknown>)[] = []
const RECEIVER: Address = '0x000000000000000000000000000000000000bEEF'
const CHAIN = 'eip155:31337' as const

test.before(async () => {
  ;[relay, evm] = await Promise.all([startRelay(), startEvmChains([31337])])
  const networks: CaipNetwork[] = evm.chains.map((c) => ({
    id: c.chainId,
    caipNetworkId: `eip155:${c.chainId}` as const,
    chainNamespace: 'eip155' as const,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [c.rpcUrl] } },
  }))
  // The wallet side: the test mobile wallet's keys and answers (wallet/app.ts, without its page).
  window = new Window({ url: 'http://127.0.0.1:5180/wallet' })
  dev = installDevWallet({
    window: window as unknown as DevWalletWindow,
    evm: { chains: evm.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: 'Anvil' })) },
    autoApprove: true,
    showPanel: false,
  })
  const core = new Core({ projectId: 'sandbox', relayUrl: relay.url, storage: new MemoryStorage(), customStoragePrefix: 'test-wallet', logger: 'silent' })
  const kit = await WalletKit.init({ core, metadata: { name: 'Latch Test Wallet', description: '', url: 'http://127.0.0.1', icons: [] } })
  closers.push(() => closeCore(core as unknown as CoreLike))
  kit.on('session_proposal', async (p: WalletKitTypes.SessionProposal) => {
    const [address] = (await dev.provider!.request({ method: 'eth_requestAccounts' })) as string[]
    const requested = { ...p.params.optionalNamespaces, ...p.params.requiredNamespaces } as Record<string, ProposalNamespace>
    await kit.approveSession({ id: p.id, namespaces: approvedNamespaces(requested, { eip155: { chains: [CHAIN], address: address! } }) })
  })
  kit.on('session_request', async ({ topic, id, params }: WalletKitTypes.SessionRequest) => {
    try {
      const result = await answer(dev, { chainId: params.chainId, method: params.request.method, params: params.request.params })
      await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
    } catch (error) {
      const { code, message } = error as WcError
      await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', error: { code, message } } })
    }
  })

  // The dapp side: the eip155 adapter serving the WalletConnect connector.
  wc = walletConnect({
    projectId: 'sandbox',
    relayUrl: relay.url,
    metadata: { name: 'Latch test', description: '', url: 'http://127.0.0.1', icons: [] },
    networks,
    storage: new MemoryStorage(),
    customStoragePrefix: 'dapp',
  })
  closers.push(async () => closeCore((await wc.client.load()).client.core as unknown as CoreLike))
  adapter = eip155Adapter({ window: undefined, connectors: [wc.eip155] })
  const uri = new Promise<string>((resolve) => wc.client.listen({ uri: resolve }))
  stopAdapter = adapter.setup(adapterContext({ networks }))
  const connecting = adapter.connect({ connectorId: 'walletConnect', caipNetworkId: CHAIN })
  await kit.pair({ uri: await uri })
  const result = await connecting
  from = result.caipAddress.split(':')[2] as Address
  assert.is(from, dev.evmAccounts[0])
})

test.after(async () => {
  stopAdapter?.()
  for (const close of closers.splice(0)) await close().catch(() => undefined)
  dev?.uninstall()
  await window?.happyDOM.close()
  await Promise.all([relay?.stop(), evm?.stop()])
})

async function rejection(promise: Promise<unknown>): Promise<{ name: string; code?: number }> {
  try {
    await promise
  } catch (error) {
    return error as { name: string; code?: number }
  }
  throw new Error('expected a rejection')
}

/** Clicks the dev wallet's `button` on its next prompt of `kind` (the phone's approval). */
async function answerPrompt(kind: string, button: 'approve' | 'reject'): Promise<void> {
  const selector = `[data-dev-wallet-prompt][data-kind="${kind}"] [data-dev-wallet-${button}]`
  const doc = window.document
  for (let i = 0; i < 2000 && !doc.querySelector(selector); i++) await new Promise((r) => setTimeout(r, 5))
  const element = doc.querySelector(selector) as unknown as HTMLElement | null
  if (!element) throw new Error(`no ${kind} prompt`)
  element.click()
}

test('behavior: SPEC §6 eth_signTypedData_v4 through the WalletConnect session is signed by the test wallet and verifies', async () => {
  const typed = {
    domain: { name: 'Latch Guestbook', version: '1', chainId: 31337, verifyingContract: '0x000000000000000000000000000000000000dEaD' as Address },
    types: { Entry: [{ name: 'text', type: 'string' }] },
    primaryType: 'Entry' as const,
    message: { text: 'gm over WalletConnect' },
  }
  const signature = (await adapter.request({ method: 'eth_signTypedData_v4', params: [from, JSON.stringify(typed)], caipNetworkId: CHAIN })) as Hex
  assert.ok(await verifyTypedData({ address: from, signature, ...typed }))
})

test('behavior: SPEC §6 wallet_sendCalls through the session (methods asked for in the proposal): one approval on the phone, both calls land, wallet_getCallsStatus is 200 with two receipts', async () => {
  const client = createPublicClient({ transport: http(evm.chains[0]!.rpcUrl) })
  const before = await client.getBalance({ address: RECEIVER })
  const calls: JsonValue[] = [
    { to: RECEIVER, value: `0x${parseEther('0.1').toString(16)}` },
    { to: RECEIVER, value: `0x${parseEther('0.2').toString(16)}`, data: '0x' },
  ]
  dev.setAutoApprove(false)
  const sent = adapter.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x7a69', from, atomicRequired: false, calls }], caipNetworkId: CHAIN })
  await answerPrompt('wallet_sendCalls', 'approve')
  const { id } = (await sent) as { id: string }
  dev.setAutoApprove(true)
  const status = (await adapter.request({ method: 'wallet_getCallsStatus', params: [id], caipNetworkId: CHAIN })) as { status: number; atomic: boolean; receipts: { transactionHash: Hex }[] }
  assert.equal([status.status, status.atomic, status.receipts.length], [200, false, 2])
  for (const receipt of status.receipts) assert.is((await client.getTransactionReceipt({ hash: receipt.transactionHash })).status, 'success')
  assert.is((await client.getBalance({ address: RECEIVER })) - before, parseEther('0.3'))
  assert.equal(await adapter.request({ method: 'wallet_getCapabilities', params: [from, ['0x7a69']], caipNetworkId: CHAIN }), { '0x7a69': { atomic: { status: 'unsupported' } } })
  assert.is(await adapter.request({ method: 'wallet_showCallsStatus', params: [id], caipNetworkId: CHAIN }), null)
})

test('error: SPEC §8 through the session a bundle rejected on the phone is 4001, atomicRequired is 5760, an unknown bundle id is 5730', async () => {
  dev.setAutoApprove(false)
  const request = (atomicRequired: boolean): JsonValue => [{ version: '2.0.0', chainId: '0x7a69', from, atomicRequired, calls: [{ to: RECEIVER, value: '0x1' }] }]
  const rejected = adapter.request({ method: 'wallet_sendCalls', params: request(false), caipNetworkId: CHAIN })
  await answerPrompt('wallet_sendCalls', 'reject')
  const error = await rejection(rejected)
  assert.equal([error.name, error.code], ['UserRejectedRequestError', 4001])
  const atomic = await rejection(adapter.request({ method: 'wallet_sendCalls', params: request(true), caipNetworkId: CHAIN }))
  assert.equal([atomic.name, atomic.code], ['WalletCapabilityError', 5760])
  const unknown = await rejection(adapter.request({ method: 'wallet_getCallsStatus', params: ['0xfeed'], caipNetworkId: CHAIN }))
  assert.equal([unknown.name, unknown.code], ['WalletCapabilityError', 5730])
  dev.setAutoApprove(true)
})

// WalletConnect's core keeps timers (publish retries, expirer) after its socket closed: once the
// suite is done, nothing of ours is left, so a still-alive loop is theirs.
test.after(() => void setTimeout(() => process.exit(process.exitCode ?? 0), 200).unref())

test.run()
