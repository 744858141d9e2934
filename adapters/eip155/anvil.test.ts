/**
 * The eip155 adapter against real chains: two sandbox anvils (31337, 31338, sandbox contracts
 * deployed), the sandbox dev wallet installed into a happy-dom window, and the real modal.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Window } from 'happy-dom'
import { createPublicClient, erc20Abi, formatEther, http, parseEther, parseUnits, verifyMessage, type Address, type Hex, type PublicClient } from 'viem'
import { createMemoryStorage, createModal, type CaipNetwork, type CreateModalOptions, type Modal } from '../../core/index.ts'
import { events, replay } from '../../core/coreEntry.ts'
import { DEV_WALLET_RDNS, installDevWallet, type DevWallet, type DevWalletWindow } from '../../sandbox/dev-wallet/index.ts'
import { startEvmChains, type EvmChains } from '../../sandbox/evm/chains.ts'
import { asyncScheduler } from 'rxjs'
import { createStore } from '../../core/store.ts'
import { createRpcHttp } from '../../core/clients/rpcHttp.ts'
import { rpcEpics } from '../../core/clients/createClients.ts'
import { createRpcProvider } from '../../core/clients/rpcProvider.ts'
import { eip155Adapter } from './eip155Adapter.ts'
import type { Eip155Window } from './Eip155Window.ts'
import { adapterContext } from '../../test/fixtures/fakeEip1193Provider.ts'

type ModalWindow = NonNullable<NonNullable<CreateModalOptions['deps']>['window']>

let evm: EvmChains
let window: Window
let wallet: DevWallet
let networks: CaipNetwork[]
let clients: PublicClient[]
const modals: Modal[] = []
const storage = createMemoryStorage()
const RECEIVER: Address = '0x000000000000000000000000000000000000bEEF'

function waitFor(predicate: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const poll = () => {
      if (predicate()) return resolve()
      if (Date.now() - started > timeoutMs) return reject(new Error(`timed out waiting for ${what}`))
      setTimeout(poll, 10)
    }
    poll()
  })
}

function openModal() {
  const adapter = eip155Adapter({ window: window as unknown as Eip155Window })
  // Services off: the adapter and the chains are under test, and nothing leaves the machine.
  const modal = createModal({
    projectId: 'eip155-anvil-test',
    networks,
    adapters: [adapter],
    deps: { window: window as unknown as ModalWindow, storage, walletApi: null, blockchainApi: null },
  })
  modals.push(modal)
  return { modal, adapter }
}

test.before(async () => {
  evm = await startEvmChains()
  networks = evm.chains.map((c) => ({
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
  })
})

test.after(async () => {
  for (const modal of modals) modal.destroy()
  wallet?.uninstall()
  await window?.happyDOM.close()
  await evm?.stop()
})

let sends = 0
/** The user's send through the modal (SPEC.md §4): token, amount, receiver, confirm; the send epic asks the adapter. */
async function sendThroughModal(modal: Modal, token: { name: string; symbol: string; decimals: number; address?: Address }, amount: string): Promise<Hex> {
  const requestId = `send-${++sends}`
  const outcome = new Promise<Hex>((resolve, reject) => {
    const stop = modal.subscribeEvents((e) => {
      if (e.type === 'send/succeeded' && e.requestId === requestId) resolve(e.hash as Hex)
      else if (e.type === 'send/failed' && e.requestId === requestId) reject(Object.assign(new Error(e.error.shortMessage), e.error))
      else return
      queueMicrotask(stop)
    })
  })
  modal.dispatch(events.send.tokenSelected({ token: { ...token, chainId: modal.getState().activeCaipNetworkId! } }))
  modal.dispatch(events.send.amountChanged({ amount }))
  modal.dispatch(events.send.receiverChanged({ receiver: RECEIVER }))
  modal.dispatch(events.send.submitted({ requestId }))
  return outcome
}

// One journey: each step builds on the previous one's chain state, as a user's session does.
const journey = openModal.bind(null)
let main: ReturnType<typeof journey>

test('behavior: modal.connect("dev.latch.wallet") connects the announced dev wallet on the first configured network', async () => {
  main = journey()
  const { modal } = main
  const connector = modal.getState().connectors.find((c) => c.id === DEV_WALLET_RDNS)
  assert.ok(connector, 'the dev wallet was discovered through EIP-6963')
  assert.is(connector!.type, 'ANNOUNCED')
  await modal.connect(DEV_WALLET_RDNS)
  const account = modal.getState().accounts.eip155
  assert.is(account?.status, 'connected')
  assert.is(account?.caipAddress, `eip155:31337:${wallet.evmAccounts[0]}`)
  assert.is(modal.getState().activeCaipNetworkId, 'eip155:31337')
})

test('behavior: switchNetwork to the second anvil chain moves the wallet and the modal', async () => {
  await main.modal.switchNetwork('eip155:31338')
  assert.is(main.modal.getState().activeCaipNetworkId, 'eip155:31338')
  assert.is(await wallet.provider!.request({ method: 'eth_chainId' }), '0x7a6a')
  // The wallet answered eth_chainId after its switch: any chainChanged of that switch has reached
  // the adapter, and what it dispatched ran in the microtasks before the next macrotask.
  await new Promise((r) => setTimeout(r, 0))
  assert.is(main.modal.eventLog().filter((e) => e.type === 'networks/switched' && e.caipNetworkId === 'eip155:31338').length, 1, 'the switch is reported once')
})

test('behavior: a native 1.5 ETH send through the modal lands on the second chain', async () => {
  const client = clients[1]!
  const before = await client.getBalance({ address: RECEIVER })
  const hash = await sendThroughModal(main.modal, { name: 'Ether', symbol: 'ETH', decimals: 18 }, '1.5')
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  assert.is(receipt.status, 'success')
  assert.is(receipt.from.toLowerCase(), wallet.evmAccounts[0]!.toLowerCase())
  assert.is((await client.getBalance({ address: RECEIVER })) - before, parseEther('1.5'))
  assert.is(await clients[0]!.getBalance({ address: RECEIVER }), 0n, 'not on the first chain')
})

test('behavior: a 2 USDC ERC-20 send through the modal (6 decimals) moves exactly 2,000,000 units on chain', async () => {
  const client = clients[1]!
  const usdc = evm.chains[1]!.tokens.usdc
  const from = wallet.evmAccounts[0]!
  const balance = (address: Address) => client.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
  const [senderBefore, receiverBefore] = [await balance(from), await balance(RECEIVER)]
  // RPC traffic stays out of the exported log (its own ring); the event stream shows it.
  const methods: string[] = []
  const off = main.modal.subscribeEvents((e) => e.type === 'rpc/requested' && methods.push(e.method))
  const hash = await sendThroughModal(main.modal, { name: usdc.name, symbol: usdc.symbol, decimals: usdc.decimals, address: usdc.address }, '2')
  off()
  assert.is((await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })).status, 'success')
  assert.is(main.modal.getState().send.lastHash, hash, 'the modal recorded the sent transaction')
  assert.ok(methods.includes('eth_call'), "the transfer check read through the modal's JSON-RPC transport (AdapterContext.rpc)")
  assert.is((await balance(RECEIVER)) - receiverBefore, parseUnits('2', 6))
  assert.is(senderBefore - (await balance(from)), 2_000_000n)
})

test('error: a USDC transfer beyond the balance fails as ExecutionRevertedError before the wallet prompts', async () => {
  const usdc = evm.chains[1]!.tokens.usdc
  wallet.setAutoApprove(false)
  try {
    await main.adapter.sendTransfer({ caipNetworkId: 'eip155:31338', to: RECEIVER, amount: '1000000000', token: { address: usdc.address, decimals: 6 } })
    assert.unreachable('should revert')
  } catch (error) {
    assert.is((error as Error).name, 'ExecutionRevertedError')
  } finally {
    assert.is(wallet.pendingPrompts(), 0, 'the user was never asked')
    wallet.setAutoApprove(true)
  }
})

test('behavior: signMessage returns a personal_sign signature that verifies for the connected account', async () => {
  const signature = await main.adapter.signMessage({ message: 'Sign in to Latch' })
  assert.ok(await verifyMessage({ address: wallet.evmAccounts[0]!, message: 'Sign in to Latch', signature: signature as Hex }))
})

test('behavior: a reloaded page reconnects to the same wallet, account and network without a prompt', async () => {
  wallet.setAutoApprove(false)
  const reloaded = openModal()
  await waitFor(() => reloaded.modal.getState().accounts.eip155?.status === 'connected', 'the silent reconnect')
  assert.is(reloaded.modal.getState().accounts.eip155?.caipAddress, `eip155:31338:${wallet.evmAccounts[0]}`)
  assert.is(wallet.pendingPrompts(), 0)
  reloaded.modal.destroy()
  wallet.setAutoApprove(true)
})

test("behavior: with Latch's batching RPC transport (core/clients/rpcProvider.ts) the transfer check reads through it, not the wallet", async () => {
  // The transport's own store: rpc/requested → the batching epic → rpc/succeeded | rpc/failed.
  const rpc = createRpcHttp({ scheduler: asyncScheduler })
  const store = createStore({ epics: rpcEpics(rpc), deps: { scheduler: asyncScheduler, window: undefined, adapters: [] } })
  const providers = new Map(
    evm.chains.map((c, i) => [`eip155:${c.chainId}`, createRpcProvider({ dispatch: store.dispatch, events$: store.events$, urls: [c.rpcUrl], scheduler: asyncScheduler, idPrefix: `rpc${i}` })]),
  )
  const reads: string[] = []
  const subscription = store.events$.subscribe((e) => {
    if (e.type === 'rpc/requested') reads.push(e.method)
  })
  const adapter = eip155Adapter({ window: window as unknown as Eip155Window, transport: (id) => providers.get(id) })
  const stop = adapter.setup!(adapterContext({ emit: () => undefined, networks }))
  try {
    await adapter.connect({ connectorId: DEV_WALLET_RDNS, caipNetworkId: 'eip155:31338' })
    const usdc = evm.chains[1]!.tokens.usdc
    wallet.setAutoApprove(false)
    try {
      await adapter.sendTransfer({ caipNetworkId: 'eip155:31338', to: RECEIVER, amount: '1000000000', token: { address: usdc.address, decimals: 6 } })
      assert.unreachable('should revert')
    } catch (error) {
      assert.is((error as Error).name, 'ExecutionRevertedError', 'the revert keeps its class through the rpc/failed event')
    }
    assert.is(wallet.pendingPrompts(), 0)
    wallet.setAutoApprove(true)
    const client = clients[1]!
    const before = await client.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [RECEIVER] })
    const { hash } = await adapter.sendTransfer({ caipNetworkId: 'eip155:31338', to: RECEIVER, amount: '0.5', token: { address: usdc.address, decimals: 6 } })
    await client.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 20 })
    assert.is((await client.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [RECEIVER] })) - before, 500_000n)
    assert.equal(reads, ['eth_call', 'eth_call'])
  } finally {
    wallet.setAutoApprove(true)
    subscription.unsubscribe()
    stop()
    store.destroy()
  }
})

test('behavior: a wallet that lacks the chain (4902) is asked to add it from the configured network, then switched; sends then land there', async () => {
  const page = new Window({ url: 'http://127.0.0.1:5174/' })
  const oneChain = installDevWallet({
    window: page as unknown as DevWalletWindow,
    evm: { chains: [{ chainId: 31337, rpcUrl: evm.chains[0]!.rpcUrl, name: 'Anvil 31337' }], accountIndex: 2 },
    autoApprove: true,
    showPanel: false,
  })
  const methods: string[] = []
  const request = oneChain.provider!.request.bind(oneChain.provider)
  ;(oneChain.provider as { request: typeof request }).request = (args) => (methods.push(args.method), request(args))
  // No `networks` option: the chain to add comes from the modal's configured networks (context).
  const adapter = eip155Adapter({ window: page as unknown as Eip155Window })
  const modal = createModal({
    projectId: 'eip155-anvil-4902',
    networks,
    adapters: [adapter],
    deps: { window: page as unknown as ModalWindow, storage: createMemoryStorage(), walletApi: null, blockchainApi: null },
  })
  modals.push(modal)
  try {
    await modal.connect(DEV_WALLET_RDNS)
    await modal.switchNetwork('eip155:31338')
    assert.equal(
      methods.filter((m) => m.startsWith('wallet_')),
      ['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'],
    )
    assert.is(await oneChain.provider!.request({ method: 'eth_chainId' }), '0x7a6a')
    assert.is(modal.getState().accounts.eip155?.caipAddress, `eip155:31338:${oneChain.evmAccounts[2]}`)
    const client = clients[1]!
    const before = await client.getBalance({ address: RECEIVER })
    const hash = await sendThroughModal(modal, { name: 'Ether', symbol: 'ETH', decimals: 18 }, '0.25')
    assert.is((await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })).status, 'success', 'the wallet sent through the added RPC URL')
    assert.is((await client.getBalance({ address: RECEIVER })) - before, parseEther('0.25'))
  } finally {
    modal.destroy()
    oneChain.uninstall()
    await page.happyDOM.close()
  }
})

test("behavior: Max of the native coin is the balance less the transfer's fee: the wallet accepts it and only dust stays", async () => {
  const { modal } = main
  const network = modal.getState().activeCaipNetworkId!
  const client = clients[evm.chains.findIndex((c) => `eip155:${c.chainId}` === network)]!
  const from = modal.getState().accounts.eip155!.address as Address
  const balance = await client.getBalance({ address: from })
  modal.dispatch(events.send.tokenSelected({ token: { name: 'Ether', symbol: 'ETH', decimals: 18, chainId: network, balance: formatEther(balance) } }))
  modal.dispatch(events.send.receiverChanged({ receiver: RECEIVER }))
  modal.dispatch(events.send.maxRequested({ requestId: 'max-1' }))
  await waitFor(() => modal.getState().send.maxRequestId === undefined, 'the fee estimate')
  const amount = parseEther(modal.getState().send.amount!)
  const reserve = balance - amount
  assert.ok(reserve > 0n && reserve < parseEther('0.01'), `a fee-sized reserve, not the whole balance: ${formatEther(reserve)}`)
  const hash = await sendThroughModal(modal, { name: 'Ether', symbol: 'ETH', decimals: 18 }, formatEther(amount))
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  assert.is(receipt.status, 'success', 'the wallet and the node accepted the Max send')
  const left = await client.getBalance({ address: from })
  assert.is(left, reserve - receipt.gasUsed * receipt.effectiveGasPrice, 'the reserve paid the fee; the rest stays')
})

test('behavior: the wallet switching accounts, then losing its chains, becomes modal state (accountsChanged, disconnect)', async () => {
  const { modal } = main
  wallet.selectEvmAccount(1)
  await waitFor(() => modal.getState().accounts.eip155?.address === wallet.evmAccounts[1], 'the account change')
  assert.is(modal.getState().accounts.eip155?.caipAddress, `eip155:31338:${wallet.evmAccounts[1]}`)
  wallet.simulateDisconnect()
  await waitFor(() => modal.getState().accounts.eip155 === undefined, 'the disconnection')
  assert.is(modal.eventLog().at(-1)?.type, 'connection/disconnected')
  wallet.reconnect()
  wallet.selectEvmAccount(0)
  assert.is(modal.getState().accounts.eip155, undefined, "a disconnected wallet's events are not the session any more")
  // Back online and still permitted: connecting again needs no prompt.
  wallet.setAutoApprove(false)
  await modal.connect(DEV_WALLET_RDNS)
  wallet.setAutoApprove(true)
  assert.is(modal.getState().accounts.eip155?.caipAddress, `eip155:31338:${wallet.evmAccounts[0]}`)
})

test("error: a rejected connection prompt yields 'Connection rejected' (SPEC §8)", async () => {
  const { modal } = main
  await modal.disconnect('eip155')
  assert.is(modal.getState().accounts.eip155, undefined)
  wallet.setAutoApprove(false)
  const pending = modal.connect(DEV_WALLET_RDNS)
  const reject = () => window.document.querySelector('[data-dev-wallet-prompt] [data-dev-wallet-reject]') as unknown as HTMLElement | null
  await waitFor(() => reject() !== null, 'the connect prompt')
  reject()!.click()
  try {
    await pending
    assert.unreachable('should be rejected')
  } catch (error) {
    assert.is((error as { shortMessage: string }).shortMessage, 'Connection rejected')
  }
  assert.equal(modal.getState().connectError?.error, { code: 'connectionRejected' }, 'a code, not English')
  assert.not.ok(modal.getState().accounts.eip155?.status === 'connected')
  wallet.setAutoApprove(true)
})

test("behavior: replaying the modal's event log gives exactly its final state (ARCHITECTURE determinism rule 4)", () => {
  const log = main.modal.eventLog()
  assert.ok(log.some((e) => e.type === 'connection/connected'))
  assert.ok(log.some((e) => e.type === 'connection/connectFailed'))
  const { final } = replay(JSON.parse(JSON.stringify(log)))
  assert.equal(final, main.modal.getState())
})

test.run()
