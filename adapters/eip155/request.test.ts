/**
 * `eip155Adapter().request` — an app's wallet requests (SPEC.md §6 approval methods, EIP-5792) —
 * against real chains: two sandbox anvils (31337, 31338, sandbox contracts deployed) and the
 * sandbox dev wallet announced into a happy-dom window, connected through the adapter.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Window } from 'happy-dom'
import {
  createPublicClient,
  createWalletClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  verifyTypedData,
  type Address,
  type BaseError,
  type Hex,
  type PublicClient,
  UserRejectedRequestError as ViemUserRejectedRequestError,
} from 'viem'
import type { CaipNetwork, CaipNetworkId } from '../../core/types.ts'
import type { JsonValue } from '../../core/events/schema.ts'
import { DEV_WALLET_RDNS, installDevWallet, type DevWallet, type DevWalletWindow } from '../../sandbox/dev-wallet/index.ts'
import { startEvmChains, type EvmChains } from '../../sandbox/evm/chains.ts'
import { adapterContext } from '../../test/fixtures/fakeEip1193Provider.ts'
import { eip155Adapter, type Eip155Adapter } from './eip155Adapter.ts'
import type { Eip155Window } from './Eip155Window.ts'

let evm: EvmChains
let window: Window
let wallet: DevWallet
let adapter: Eip155Adapter
let stop: () => void
let clients: PublicClient[]
let from: Address
const RECEIVER: Address = '0x000000000000000000000000000000000000bEEF'

test.before(async () => {
  evm = await startEvmChains()
  const networks: CaipNetwork[] = evm.chains.map((c) => ({
    id: c.chainId,
    caipNetworkId: `eip155:${c.chainId}` as const,
    chainNamespace: 'eip155' as const,
    name: `Anvil ${c.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [c.rpcUrl] } },
  }))
  clients = evm.chains.map((c) => createPublicClient({ transport: http(c.rpcUrl) }) as PublicClient)
  window = new Window({ url: 'http://127.0.0.1:5173/' })
  wallet = installDevWallet({
    window: window as unknown as DevWalletWindow,
    evm: { chains: evm.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: `Anvil ${c.chainId}` })) },
    autoApprove: true,
    showPanel: false,
  })
  adapter = eip155Adapter({ window: window as unknown as Eip155Window })
  stop = adapter.setup(adapterContext({ networks }))
  await adapter.connect({ connectorId: DEV_WALLET_RDNS, caipNetworkId: 'eip155:31337' })
  from = wallet.evmAccounts[0]!
})

test.after(async () => {
  stop?.()
  wallet?.uninstall()
  await window?.happyDOM.close()
  await evm?.stop()
})

async function rejection(promise: Promise<unknown>): Promise<{ name: string; code?: number; shortMessage?: string }> {
  try {
    await promise
  } catch (error) {
    return error as { name: string; code?: number }
  }
  throw new Error('expected a rejection')
}

/** Clicks the dev wallet's `button` on its next prompt of `kind`. */
async function answerPrompt(kind: string, button: 'approve' | 'reject'): Promise<void> {
  const selector = `[data-dev-wallet-prompt][data-kind="${kind}"] [data-dev-wallet-${button}]`
  const doc = window.document
  for (let i = 0; i < 1000 && !doc.querySelector(selector); i++) await new Promise((r) => setTimeout(r, 5))
  const element = doc.querySelector(selector) as unknown as HTMLElement | null
  if (!element) throw new Error(`no ${kind} prompt`)
  element.click()
}

const typedData = (chainId: number) =>
  ({
    domain: { name: 'Latch Guestbook', version: '1', chainId, verifyingContract: '0x000000000000000000000000000000000000dEaD' },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Entry: [
        { name: 'author', type: 'address' },
        { name: 'text', type: 'string' },
        { name: 'nonce', type: 'uint256' },
      ],
    },
    primaryType: 'Entry',
    message: { author: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', text: 'gm', nonce: '7' },
  }) as const

test("behavior: SPEC §6 eth_signTypedData_v4 on the request's network (the wallet is moved there first) verifies with viem's verifyTypedData", async () => {
  const data = typedData(31338)
  const signature = (await adapter.request({ method: 'eth_signTypedData_v4', params: [from, JSON.stringify(data)], caipNetworkId: 'eip155:31338' })) as Hex
  assert.is(await wallet.provider!.request({ method: 'eth_chainId' }), '0x7a6a', 'the wallet signed on 31338')
  const { EIP712Domain: _, ...types } = data.types
  assert.ok(await verifyTypedData({ address: from, signature, domain: data.domain, types, primaryType: 'Entry', message: { ...data.message, nonce: 7n } }))
})

test('behavior: SPEC §6 wallet_sendCalls with two calls (an ERC-20 transfer and a native one) lands both; wallet_getCallsStatus reports 200 with two receipts', async () => {
  const caipNetworkId: CaipNetworkId = 'eip155:31337'
  const client = clients[0]!
  const usdc = evm.chains[0]!.tokens.usdc.address
  const balances = () => Promise.all([client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [RECEIVER] }), client.getBalance({ address: RECEIVER })])
  const [tokensBefore, etherBefore] = await balances()
  const calls: JsonValue[] = [
    { to: usdc, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECEIVER, 1_500_000n] }) },
    { to: RECEIVER, value: `0x${parseEther('0.25').toString(16)}` },
  ]
  const params: JsonValue = [{ version: '2.0.0', chainId: '0x7a69', from, atomicRequired: false, calls }]
  wallet.setAutoApprove(false)
  const sent = adapter.request({ method: 'wallet_sendCalls', params, caipNetworkId })
  await answerPrompt('wallet_sendCalls', 'approve')
  const { id } = (await sent) as { id: string }
  wallet.setAutoApprove(true)
  const status = (await adapter.request({ method: 'wallet_getCallsStatus', params: [id], caipNetworkId })) as {
    status: number
    atomic: boolean
    chainId: string
    receipts: { transactionHash: Hex; status: string }[]
  }
  assert.equal([status.status, status.atomic, status.chainId], [200, false, '0x7a69'])
  assert.is(status.receipts.length, 2)
  for (const receipt of status.receipts) {
    const onChain = await client.getTransactionReceipt({ hash: receipt.transactionHash })
    assert.is(onChain.status, 'success')
    assert.is(onChain.from.toLowerCase(), from.toLowerCase())
  }
  const [tokensAfter, etherAfter] = await balances()
  assert.is(tokensAfter - tokensBefore, 1_500_000n)
  assert.is(etherAfter - etherBefore, parseEther('0.25'))
  assert.is(await adapter.request({ method: 'wallet_showCallsStatus', params: [id], caipNetworkId }), null)
  assert.equal(await adapter.request({ method: 'wallet_getCapabilities', params: [from, ['0x7a69']], caipNetworkId }), { '0x7a69': { atomic: { status: 'unsupported' } } })
})

test('error: SPEC §8 a request rejected in the wallet carries code 4001 (UserRejectedRequestError), which viem maps to its own UserRejectedRequestError', async () => {
  wallet.setAutoApprove(false)
  const signing = adapter.request({ method: 'personal_sign', params: ['0x68656c6c6f', from], caipNetworkId: 'eip155:31337' })
  await answerPrompt('personal_sign', 'reject')
  const error = await rejection(signing)
  assert.equal([error.name, error.code], ['UserRejectedRequestError', 4001])
  // The core rethrows the adapter's error to the app's viem client: its code is what viem reads.
  const viaViem = createWalletClient({
    account: from,
    chain: { id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [evm.chains[0]!.rpcUrl] } } },
    transport: custom({ request: ({ method, params }) => adapter.request({ method, params: params as JsonValue, caipNetworkId: 'eip155:31337' }) }),
  })
  const bundle = viaViem.sendCalls({ calls: [{ to: RECEIVER, value: 1n }] })
  await answerPrompt('wallet_sendCalls', 'reject')
  const viemError = (await rejection(bundle)) as unknown as BaseError
  // viem's own class (ours has the same name): mapped from the code, not passed through.
  assert.ok(
    viemError.walk((e) => e instanceof ViemUserRejectedRequestError),
    String(viemError),
  )
  wallet.setAutoApprove(true)
})

test('error: SPEC §8 atomicRequired on a wallet that sends calls one by one is 5760 (WalletCapabilityError), before any prompt', async () => {
  wallet.setAutoApprove(false)
  const params: JsonValue = [{ version: '2.0.0', chainId: '0x7a69', from, atomicRequired: true, calls: [{ to: RECEIVER, value: '0x1' }] }]
  const error = await rejection(adapter.request({ method: 'wallet_sendCalls', params, caipNetworkId: 'eip155:31337' }))
  assert.equal([error.name, error.code, error.shortMessage], ['WalletCapabilityError', 5760, 'Atomicity not supported'])
  const unknown = await rejection(adapter.request({ method: 'wallet_getCallsStatus', params: ['0xfeed'], caipNetworkId: 'eip155:31337' }))
  assert.equal([unknown.name, unknown.code, unknown.shortMessage], ['WalletCapabilityError', 5730, 'Unknown bundle id'])
  assert.is(wallet.pendingPrompts(), 0)
  wallet.setAutoApprove(true)
})

test('error: SPEC §8 a method the wallet does not offer (eth_sendUserOperation on an EOA wallet) is 4200', async () => {
  const error = await rejection(adapter.request({ method: 'eth_sendUserOperation', params: [{}, '0x0000000071727De22E5E9d8BAf0edAc6f37da032'], caipNetworkId: 'eip155:31337' }))
  assert.equal([error.name, error.code], ['UnsupportedProviderMethodError', 4200])
})

test.run()
