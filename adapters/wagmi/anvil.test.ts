/**
 * `latch/wagmi` on real chains: wagmi's own actions (connect, readContract, writeContract,
 * waitForTransactionReceipt, signMessage, switchChain, disconnect) through the Latch connector,
 * with the sandbox dev wallet (EIP-6963, auto-approving) connected in the modal and two anvils
 * (31337, 31338) with the sandbox counter deployed. Latch and wagmi agree after each step.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Window } from 'happy-dom'
import { createPublicClient, http, verifyMessage, type Address } from 'viem'
import { connect, disconnect, getAccount, readContract, signMessage, switchChain, waitForTransactionReceipt, writeContract, type Config } from '@wagmi/core'
import { createMemoryStorage, createModal, type Modal, type WindowLike } from '../../core/index.ts'
import type { CaipNetwork } from '../../core/types.ts'
import { DEV_WALLET_RDNS, installDevWallet, type DevWallet, type DevWalletWindow } from '../../sandbox/dev-wallet/index.ts'
import { startEvmChains, type EvmChains } from '../../sandbox/evm/chains.ts'
import { sandboxCounterAbi } from '../../sandbox/evm/counter.ts'
import { eip155Adapter } from '../eip155/eip155Adapter.ts'
import type { Eip155Window } from '../eip155/Eip155Window.ts'
import { latchWagmiConfig } from './index.ts'

let evm: EvmChains
let window: Window
let wallet: DevWallet
let modal: Modal
let config: Config
let counter: Address

async function until(ready: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400 && !ready(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  if (!ready()) throw new Error(`timed out waiting for ${what}`)
}

function agree(step: string) {
  const account = modal.getState().accounts.eip155
  const wagmi = getAccount(config)
  if (account?.status !== 'connected') return assert.is(wagmi.status, 'disconnected', step)
  const [, chain, address] = account.caipAddress!.split(':')
  assert.equal([wagmi.status, wagmi.address?.toLowerCase(), wagmi.chainId], ['connected', address!.toLowerCase(), Number(chain)], step)
}

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
  counter = evm.chains[0]!.counter
  window = new Window({ url: 'http://127.0.0.1:5173/' })
  wallet = installDevWallet({
    window: window as unknown as DevWalletWindow,
    evm: { chains: evm.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: `Anvil ${c.chainId}` })) },
    autoApprove: true,
    showPanel: false,
  })
  modal = createModal({
    projectId: 'sandbox',
    networks,
    adapters: [eip155Adapter({ window: window as unknown as Eip155Window })],
    deps: { window: window as unknown as WindowLike, storage: createMemoryStorage(), walletApi: null, blockchainApi: null } as Parameters<typeof createModal>[0]['deps'],
  })
  config = latchWagmiConfig(modal)
})

test.after(async () => {
  modal?.destroy()
  wallet?.uninstall()
  await window?.happyDOM.close()
  await evm?.stop()
})

test("behavior: wagmi's connect opens the modal; the dev wallet chosen there is wagmi's account, on Latch's network", async () => {
  const connecting = connect(config, { connector: config.connectors[0]! })
  await until(() => modal.getState().open, 'the modal open')
  await modal.connect(DEV_WALLET_RDNS, 'eip155')
  const { accounts, chainId } = await connecting
  assert.equal(accounts, [wallet.evmAccounts[0]])
  assert.is(chainId, 31337)
  agree('after connect')
})

test("behavior: readContract and writeContract through the connector change the counter on chain; signMessage is the account's", async () => {
  const read = () => readContract(config, { address: counter, abi: sandboxCounterAbi, functionName: 'number', chainId: 31337 })
  const before = await read()
  const hash = await writeContract(config, { address: counter, abi: sandboxCounterAbi, functionName: 'incrementBy', args: [7n] })
  const receipt = await waitForTransactionReceipt(config, { hash, chainId: 31337 })
  assert.is(receipt.status, 'success')
  assert.is(receipt.from.toLowerCase(), wallet.evmAccounts[0]!.toLowerCase())
  assert.is(await read(), before + 7n)
  // Checked on the node directly too (not through wagmi's or Latch's transports).
  const node = createPublicClient({ transport: http(evm.chains[0]!.rpcUrl) })
  assert.is(await node.readContract({ address: counter, abi: sandboxCounterAbi, functionName: 'number' }), before + 7n)
  const signature = await signMessage(config, { message: 'hello from wagmi' })
  assert.ok(await verifyMessage({ address: wallet.evmAccounts[0]!, message: 'hello from wagmi', signature }))
  assert.ok(
    modal.eventLog().some((e) => e.type === 'provider/requested' && e.method === 'eth_sendTransaction'),
    'the write went through Latch',
  )
  agree('after the write')
})

test("behavior: SPEC.md §4 wagmi's switchChain switches the modal and the wallet; a write lands on the new chain", async () => {
  await switchChain(config, { chainId: 31338 })
  assert.is(modal.getState().activeCaipNetworkId, 'eip155:31338')
  agree('after switchChain')
  const other = evm.chains[1]!
  const node = createPublicClient({ transport: http(other.rpcUrl) })
  const before = await node.readContract({ address: other.counter, abi: sandboxCounterAbi, functionName: 'number' })
  const hash = await writeContract(config, { address: other.counter, abi: sandboxCounterAbi, functionName: 'increment', chainId: 31338 })
  assert.is((await waitForTransactionReceipt(config, { hash, chainId: 31338 })).status, 'success')
  assert.is(await node.readContract({ address: other.counter, abi: sandboxCounterAbi, functionName: 'number' }), before + 1n)
  // And back from the modal's side.
  await modal.switchNetwork('eip155:31337')
  agree('after the modal switched back')
})

test("behavior: wagmi's disconnect disconnects the modal", async () => {
  await disconnect(config)
  assert.is(modal.getState().accounts.eip155?.status ?? 'disconnected', 'disconnected')
  agree('after disconnect')
})

test.run()
