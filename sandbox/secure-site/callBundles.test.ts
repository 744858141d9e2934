/**
 * The embedded wallet's approval methods end to end (SPEC.md §6 approval methods and EIP-5792,
 * §8 provider codes 4001 and 5700–5760): viem's wallet client over the embedded wallet's EIP-1193
 * provider (adapters/embedded/provider.ts), over the frame's handlers, over the real secure site
 * and the real sandbox chains (both with the app contract; 31337 with smart accounts, 31338
 * without). Only the frame's postMessage transport is left out (the browser journeys cover it) and
 * the panel's click is scripted; what the panel says is rendered by the frame's own describer.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createPublicClient, createWalletClient, custom, encodeFunctionData, http, verifyTypedData, type Address, type Hex, type PublicClient } from 'viem'
import { errorOfFrame, type FrameManager } from '../../adapters/embedded/frameManager.ts'
import type { AppRequest, RequestType } from '../../adapters/embedded/protocol.ts'
import { embeddedProvider, type EmbeddedProvider } from '../../adapters/embedded/provider.ts'
import { backendFrameContext } from '../../test/fixtures/backendFrameContext.ts'
import { startEvmChains, type EvmChains } from '../evm/chains.ts'
import { sandboxCounterAbi, setNumberTypedData } from '../evm/counter.ts'
import { sandboxChain } from '../evm/viemChain.ts'
import { describeEvmRequest } from './frame/describeEvm.ts'
import { FrameFailure, handle, KEYS, type FrameContext } from './frame/handlers.ts'
import { startSecureSite, type SecureSite } from './server.ts'

let evm: EvmChains
let site: SecureSite
const store = new Map<string, string>()
const DEVICE = 'device-calls-01'
const EMAIL = 'calls@x.test'

/** What the panel showed for each approval, and the scripted answer. */
const panels: { method: string; rows: [string, string][] }[] = []
let decision = true
/** ApproveTransaction placements the provider asked the modal for. */
const placed: string[] = []

const base = (): FrameContext =>
  backendFrameContext({
    siteUrl: () => site.url,
    deviceId: DEVICE,
    store,
    async approve({ method, params, chainId, preview }) {
      panels.push({ method, rows: describeEvmRequest(method, params, chainId ?? '', preview) })
      return decision
    },
  })
/**
 * The frame page's own `api` (frame/main.ts): a refusal keeps the wallet's `rpcCode`
 * (the shared fixture maps every refusal to BAD_REQUEST without it).
 */
const frameContext = (): FrameContext => ({
  ...base(),
  async api(path, body, token) {
    const response = await fetch(`${site.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
    const json = (await response.json()) as Record<string, unknown>
    if (response.ok) return json
    throw new FrameFailure('BAD_REQUEST', String(json['message']), undefined, typeof json['rpcCode'] === 'number' ? json['rpcCode'] : undefined)
  },
})
let ctx: FrameContext
let seq = 0

/** The embedded provider over the frame's handlers; a frame-error reaches it as the frame manager maps it. */
function providerOverFrame(): EmbeddedProvider {
  const frame = {
    request: async (type: RequestType, payload: unknown, options: { id?: string } = {}) => {
      try {
        return await handle(ctx, { channel: 'latch-embedded', kind: 'app-request', id: options.id ?? `c${++seq}`, type, payload } as AppRequest)
      } catch (error) {
        if (!(error instanceof FrameFailure)) throw error
        throw errorOfFrame({ code: error.code, message: error.message, ...(error.rpcCode !== undefined ? { rpcCode: error.rpcCode } : {}) }, (payload as { method?: string }).method)
      }
    },
    nextId: () => `c${++seq}`,
  } as unknown as FrameManager
  return embeddedProvider(async () => frame, { approvalRequested: (_id, method) => void placed.push(method), approvalSettled() {} })
}

let provider: EmbeddedProvider
let eoa: Address
let smart: Address
const chainOf = (i: number) => evm.chains[i]!
const publicClient = (i = 0) => createPublicClient({ transport: http(chainOf(i).rpcUrl) }) as PublicClient
const walletClient = (i = 0) => createWalletClient({ chain: sandboxChain(chainOf(i).chainId, chainOf(i).rpcUrl), transport: custom(provider) })
const counterNumber = (i = 0) => publicClient(i).readContract({ address: chainOf(i).counter, abi: sandboxCounterAbi, functionName: 'number' })
const increment = () => encodeFunctionData({ abi: sandboxCounterAbi, functionName: 'increment' })
const incrementBy = (n: bigint) => encodeFunctionData({ abi: sandboxCounterAbi, functionName: 'incrementBy', args: [n] })

/** The EIP-1193 code a request rejects with. */
async function codeOf(request: Promise<unknown>): Promise<number | undefined> {
  try {
    await request
  } catch (error) {
    // viem wraps the provider's error: its code is on the cause it keeps.
    const walk = (error as { walk?: (fn: (e: unknown) => boolean) => unknown }).walk
    const coded = walk ? (walk.call(error, (e) => typeof (e as { code?: unknown }).code === 'number') as { code?: number } | null) : (error as { code?: number })
    return coded?.code
  }
  return assert.unreachable('the request should be refused') as never
}
const rowsOf = (method: string): Map<string, string> => new Map([...panels].reverse().find((p) => p.method === method)?.rows ?? [])

test.before(async () => {
  evm = await startEvmChains()
  site = await startSecureSite({
    smtp: { host: '127.0.0.1', port: 1 },
    evm: [
      { chainId: 31337, rpcUrl: chainOf(0).rpcUrl, smartAccountFactory: chainOf(0).smartAccountFactory },
      // No smart accounts on 31338: the EOA acts there.
      { chainId: 31338, rpcUrl: chainOf(1).rpcUrl },
    ],
  })
  ctx = frameContext()
  store.set(KEYS.token, site.auth.openSession({ email: EMAIL, walletKey: EMAIL }, DEVICE).token)
  provider = providerOverFrame()
  await provider.request({ method: 'eth_requestAccounts' })
  const accounts = provider.user()!.accounts ?? []
  eoa = accounts.find((a) => a.type === 'eoa')!.address as Address
  smart = accounts.find((a) => a.type === 'smartAccount')!.address as Address
})
test.after(async () => {
  await site?.stop()
  await evm?.stop()
})

test('default: SPEC §6 wallet_getCapabilities — the smart account is atomic where the network has one, the EOA nowhere', async () => {
  assert.equal(await provider.request({ method: 'wallet_getCapabilities', params: [smart] }), { '0x7a69': { atomic: { status: 'supported' } }, '0x7a6a': { atomic: { status: 'unsupported' } } })
  assert.equal(await provider.request({ method: 'wallet_getCapabilities', params: [eoa, ['0x7a69']] }), { '0x7a69': { atomic: { status: 'unsupported' } } })
  assert.is(await codeOf(provider.request({ method: 'wallet_getCapabilities', params: ['0x000000000000000000000000000000000000dEaD'] })), 4100)
})

test('behavior: SPEC §6 wallet_sendCalls as the smart account — one approval naming the calls, ONE transaction (executeBatch), getCallsStatus 200 with atomic: true', async () => {
  const before = await counterNumber()
  panels.length = 0
  placed.length = 0
  const { id } = await walletClient().sendCalls({
    account: smart,
    calls: [
      { to: chainOf(0).counter, data: increment() },
      { to: chainOf(0).counter, data: incrementBy(2n) },
    ],
  })
  assert.equal(placed, ['wallet_sendCalls'], 'ApproveTransaction placed the panel once')
  const rows = rowsOf('wallet_sendCalls')
  assert.is(rows.get('Network'), 'Anvil (eip155:31337)')
  assert.match(rows.get('From') ?? '', smart)
  assert.match(rows.get('Execution') ?? '', 'Atomic')
  assert.is(rows.get('Calls'), '2')
  assert.match(rows.get('Call 1') ?? '', chainOf(0).counter)
  const status = await walletClient().waitForCallsStatus({ id, pollingInterval: 50 })
  assert.is(status.statusCode, 200)
  assert.is(status.atomic, true)
  assert.is(status.receipts?.length, 1, 'one receipt: one transaction')
  const receipt = await publicClient().getTransactionReceipt({ hash: status.receipts![0]!.transactionHash })
  assert.is(receipt.to?.toLowerCase(), smart.toLowerCase(), 'the owner called the smart account')
  assert.is((await publicClient().getBlock({ blockNumber: receipt.blockNumber })).transactions.length, 1)
  assert.is(await counterNumber(), before + 3n, 'both calls landed')
  assert.is(receipt.logs.filter((l) => l.address.toLowerCase() === chainOf(0).counter.toLowerCase()).length, 2, "both calls' events in the one receipt")
})

test('behavior: SPEC §6 wallet_sendCalls from the EOA — one transaction per call, status atomic: false with a receipt each; atomicRequired is 5760 before any panel', async () => {
  const before = await counterNumber(1)
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
  panels.length = 0
  const refused = await codeOf(walletClient(1).sendCalls({ account: eoa, forceAtomic: true, calls: [{ to: chainOf(1).counter, data: increment() }] }))
  assert.is(refused, 5760)
  assert.is(panels.length, 0, 'refused without asking the user')
  const { id } = await walletClient(1).sendCalls({
    account: eoa,
    calls: [
      { to: chainOf(1).counter, data: increment() },
      { to: chainOf(1).counter, data: incrementBy(5n) },
    ],
  })
  assert.match(rowsOf('wallet_sendCalls').get('Execution') ?? '', 'not atomic')
  assert.is(rowsOf('wallet_sendCalls').get('Network'), 'Anvil 31338 (eip155:31338)')
  await walletClient(1).waitForCallsStatus({ id, pollingInterval: 50 })
  const status = (await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as {
    version: string
    chainId: string
    status: number
    atomic: boolean
    receipts: { transactionHash: Hex }[]
  }
  assert.equal([status.version, status.chainId, status.status, status.atomic, status.receipts.length], ['2.0.0', '0x7a6a', 200, false, 2])
  assert.is(await counterNumber(1), before + 6n)
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
})

test('error: SPEC §8 bundle codes reach the app — 5700 non-optional capability, 5710 unserved chain, 5740 too large, 5720 duplicate id, 5730 unknown id, 4100 foreign sender', async () => {
  const call = { to: chainOf(0).counter, data: increment() }
  const request = (over: Record<string, unknown>) =>
    provider.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x7a69', from: smart, atomicRequired: false, calls: [call], ...over }] })
  panels.length = 0
  assert.is(await codeOf(request({ capabilities: { paymasterService: { url: 'http://x' } } })), 5700)
  assert.is(await codeOf(request({ chainId: '0x1' })), 5710)
  assert.is(await codeOf(request({ calls: Array(11).fill(call) })), 5740)
  assert.is(await codeOf(request({ from: '0x000000000000000000000000000000000000dEaD' })), 4100)
  assert.is(panels.length, 0, 'none of them reached the panel')
  assert.equal(await request({ id: 'app-bundle-1', capabilities: { paymasterService: { url: 'http://x', optional: true } } }), { id: 'app-bundle-1' })
  assert.is(await codeOf(request({ id: 'app-bundle-1' })), 5720)
  assert.is(await codeOf(provider.request({ method: 'wallet_getCallsStatus', params: ['0xfeed'] })), 5730)
  assert.is(await codeOf(provider.request({ method: 'wallet_showCallsStatus', params: ['0xfeed'] })), 5730)
})

test('behavior: SPEC §6 wallet_showCallsStatus shows the bundle in the panel (status, atomic, its transaction), then answers null', async () => {
  const { id } = (await provider.request({
    method: 'wallet_sendCalls',
    params: [{ version: '2.0.0', chainId: '0x7a69', atomicRequired: true, calls: [{ to: chainOf(0).counter, data: increment() }] }],
  })) as { id: string }
  await walletClient().waitForCallsStatus({ id, pollingInterval: 50 })
  placed.length = 0
  assert.is(await provider.request({ method: 'wallet_showCallsStatus', params: [id] }), null)
  assert.equal(placed, ['wallet_showCallsStatus'])
  const rows = rowsOf('wallet_showCallsStatus')
  assert.is(rows.get('Bundle'), id)
  assert.is(rows.get('Status'), 'Confirmed (200)')
  assert.is(rows.get('Atomic'), 'Yes (one transaction)')
  assert.match(rows.get('Transaction 1') ?? '', /^0x[0-9a-f]{64} · success$/)
})

test("error: SPEC §8 4001 — declined in the panel, wallet_sendCalls is viem's UserRejectedRequestError and nothing is sent", async () => {
  const before = await counterNumber()
  decision = false
  try {
    await walletClient().sendCalls({ account: smart, calls: [{ to: chainOf(0).counter, data: increment() }] })
    assert.unreachable('declined')
  } catch (error) {
    assert.ok(
      (error as Error & { walk(fn: (e: unknown) => boolean): unknown }).walk((e) => (e as { code?: number }).code === 4001),
      'code 4001 kept',
    )
  } finally {
    decision = true
  }
  assert.is(await counterNumber(), before)
})

test("behavior: SPEC §6 eth_signTypedData_v4 from the embedded EOA — the panel names the primary type, domain and network; viem's verifyTypedData accepts it and the app contract takes it once", async () => {
  await provider.setPreferredAccountType('eoa')
  const chain = chainOf(0)
  const owner = eoa
  const nonce = await publicClient().readContract({ address: chain.counter, abi: sandboxCounterAbi, functionName: 'nonces', args: [owner] })
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 600)
  const typedData = setNumberTypedData({ chainId: chain.chainId, counter: chain.counter, message: { owner, value: 77n, nonce, deadline } })
  const signature = await walletClient().signTypedData({ account: owner, ...typedData })
  const rows = rowsOf('eth_signTypedData_v4')
  assert.is(rows.get('Method'), 'eth_signTypedData_v4')
  assert.is(rows.get('Network'), 'Anvil (eip155:31337)')
  assert.is(rows.get('Primary type'), 'SetNumber')
  assert.is(rows.get('Domain'), 'SandboxCounter, version 1')
  assert.is(rows.get('Contract')?.toLowerCase(), chain.counter.toLowerCase())
  assert.ok(await verifyTypedData({ address: owner, signature, ...typedData }))
  // The EOA relays its own permit through the wallet (eth_sendTransaction), as a dapp would.
  const hash = await walletClient().writeContract({ account: owner, address: chain.counter, abi: sandboxCounterAbi, functionName: 'setNumberWithSig', args: [owner, 77n, deadline, signature] })
  assert.is((await publicClient().waitForTransactionReceipt({ hash })).status, 'success')
  assert.is(await counterNumber(), 77n)
  const replay = await codeOf(
    walletClient().writeContract({ account: owner, address: chain.counter, abi: sandboxCounterAbi, functionName: 'setNumberWithSig', args: [owner, 77n, deadline, signature] }),
  )
  assert.ok(replay !== undefined, `the replay is refused with the node's code (${replay})`)
  await provider.setPreferredAccountType('smartAccount')
})

test.run()
