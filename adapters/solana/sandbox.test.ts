/**
 * The adapter against a real chain: the sandbox's LiteSVM node and the sandbox dev wallet (a
 * Wallet Standard wallet) in a happy-dom window, through the real modal.
 */
import { until } from '../../test/fixtures/until.ts'
import { SESSION_KEY } from '../../core/storage.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Window } from 'happy-dom'
import { type Connection, Keypair, PublicKey } from '@solana/web3.js'
import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { createMemoryStorage, createModal, type Modal, type WindowLike } from '../../core/index.ts'
import { events, replay } from '../../core/coreEntry.ts'
import type { CaipNetwork, CaipNetworkId } from '../../core/types.ts'
import { installDevWallet, DEV_WALLET_NAME, DEV_WALLET_RDNS, type DevWallet, type DevWalletWindow } from '../../sandbox/dev-wallet/index.ts'
import { SOLANA_SANDBOX_CHAIN_ID, type SolanaSandbox } from '../../sandbox/solana/index.ts'
import { startSolanaSandbox } from '../../test/fixtures/solanaSandbox.ts'
import { solanaAdapter, type SolanaAdapter } from './solanaAdapter.ts'
import { parseUnits } from './parseUnits.ts'
import { testConnector } from './testConnector.ts'

const CHAIN = SOLANA_SANDBOX_CHAIN_ID as CaipNetworkId
const FEE = 5000 // lamports per signature on the sandbox node

let solana: SolanaSandbox
let rpc: Connection
let network: CaipNetwork
let window: Window
let wallet: DevWallet
let adapter: SolanaAdapter
let modal: Modal

const lamports = (address: string) => rpc.getBalance(new PublicKey(address), 'confirmed')
async function usdc(owner: string): Promise<bigint | null> {
  const ata = getAssociatedTokenAddressSync(new PublicKey(solana.usdcMint), new PublicKey(owner), true)
  const info = await rpc.getAccountInfo(ata, 'confirmed')
  if (!info) return null
  return BigInt((await rpc.getTokenAccountBalance(ata, 'confirmed')).value.amount)
}

/** Waits for the dev wallet's prompt of `kind` and clicks approve or reject. */
async function answer(kind: string, choice: 'approve' | 'reject'): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const prompt = window.document.querySelector(`[data-dev-wallet-prompt][data-kind="${kind}"]`)
    if (prompt) {
      ;(prompt.querySelector(`[data-dev-wallet-${choice}]`) as unknown as HTMLElement).click()
      return
    }
    await new Promise((r) => setTimeout(r, 10))
  }
  throw new Error(`no ${kind} prompt`)
}

async function rejection(promise: Promise<unknown>): Promise<Error & { shortMessage?: string; code?: number | string }> {
  try {
    await promise
  } catch (error) {
    return error as Error & { shortMessage?: string; code?: number }
  }
  throw new Error('expected a rejection')
}

test.before(async () => {
  ;({ solana, rpc, network } = await startSolanaSandbox())
  window = new Window({ url: 'http://127.0.0.1:5173/' })
  wallet = installDevWallet({ window: window as unknown as DevWalletWindow, evm: false, solana: { rpcUrl: solana.rpcUrl, accountIndex: 1 }, autoApprove: true })
  adapter = solanaAdapter({ window: window as never, networks: [network] })
  modal = createModal({
    projectId: 'sandbox',
    networks: [network],
    adapters: [adapter],
    deps: { window: window as unknown as WindowLike, storage: createMemoryStorage() },
  })
})

test.after(async () => {
  modal?.destroy()
  wallet?.uninstall()
  await solana?.stop()
})

test('behavior: the dev wallet is discovered and modal.connect connects its sandbox account on the sandbox chain (SPEC §3)', async () => {
  const connector = modal.getState().connectors.find((c) => c.chain === 'solana')
  // One id on every namespace: the dev wallet's rdns, even with its EVM side off.
  assert.equal(connector && { id: connector.id, name: connector.name, type: connector.type }, { id: DEV_WALLET_RDNS, name: DEV_WALLET_NAME, type: 'ANNOUNCED' })
  await modal.connect(DEV_WALLET_RDNS)
  const account = modal.getState().accounts.solana
  assert.is(account?.status, 'connected')
  assert.is(account?.caipAddress, `${CHAIN}:${wallet.solanaAddress}`)
  assert.is(wallet.solanaAddress, solana.accounts[1]!.address, 'account 1: account 0 is the mint authority')
})

test('behavior: a 0.5 SOL transfer through solana:signAndSendTransaction moves exactly 500,000,000 lamports', async () => {
  const from = wallet.solanaAddress!
  const to = Keypair.generate().publicKey.toBase58()
  const before = await lamports(from)
  const { hash } = await adapter.sendTransfer!({ caipNetworkId: CHAIN, to, amount: '0.5' })
  assert.match(hash, /^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  assert.is(await lamports(to), 500_000_000)
  assert.is(await lamports(from), before - 500_000_000 - FEE)
  const status = await rpc.getSignatureStatus(hash)
  assert.is(status.value?.err, null)
})

test("behavior: the native-SOL placeholder token of balance lists ('So1…1111') sends SOL, not an SPL token", async () => {
  const to = Keypair.generate().publicKey.toBase58()
  await adapter.sendTransfer!({ caipNetworkId: CHAIN, to, amount: '0.125', token: { address: 'So11111111111111111111111111111111111111111', decimals: 9 } })
  assert.is(await lamports(to), 125_000_000)
})

test('behavior: a 2 USDC SPL transfer to a receiver without a token account creates it and moves 2,000,000 units (6 decimals)', async () => {
  const from = wallet.solanaAddress!
  const to = Keypair.generate().publicKey.toBase58()
  const token = { address: solana.usdcMint, decimals: 6 }
  const before = (await usdc(from))!
  assert.is(await usdc(to), null, 'no token account yet')
  await adapter.sendTransfer!({ caipNetworkId: CHAIN, to, amount: '2', token })
  assert.is(await usdc(to), 2_000_000n)
  assert.is(await usdc(from), before - 2_000_000n)
  // Now the account exists: a second transfer does not create it again.
  await adapter.sendTransfer!({ caipNetworkId: CHAIN, to, amount: '0.25', token })
  assert.is(await usdc(to), 2_250_000n)
})

test('error: a transfer the user rejects in the wallet fails with 4001 and moves nothing', async () => {
  const to = Keypair.generate().publicKey.toBase58()
  wallet.setAutoApprove(false)
  try {
    const pending = adapter.sendTransfer!({ caipNetworkId: CHAIN, to, amount: '1' })
    await answer('solana:signAndSendTransaction', 'reject')
    const error = await rejection(pending)
    assert.is(error.code, 4001)
    assert.is(error.name, 'UserRejectedRequestError')
  } finally {
    wallet.setAutoApprove(true)
  }
  assert.is(await lamports(to), 0)
})

test("error: a transfer the node refuses (more SOL than the account holds) rejects with the node's code and moves nothing", async () => {
  const from = wallet.solanaAddress!
  const to = Keypair.generate().publicKey.toBase58()
  const before = await lamports(from)
  const error = await rejection(adapter.sendTransfer!({ caipNetworkId: CHAIN, to, amount: '5000' }))
  assert.is(error.code, -32002, 'preflight failure, as the node reported it')
  assert.match(error.message, /simulation failed/)
  // The sandbox charges the fee of a failed transaction, as a cluster does for a landed one.
  assert.ok(before - (await lamports(from)) <= FEE, 'at most the fee left the sender')
  assert.is(await lamports(to), 0)
})

test('behavior: signMessage returns a base58 ed25519 signature of the dev wallet', async () => {
  const { ed25519 } = await import('@noble/curves/ed25519')
  const { base58Decode } = await import('./base58.ts')
  const signature = await adapter.signMessage!({ message: 'Sign in to Latch' })
  const ok = ed25519.verify(base58Decode(signature)!, new TextEncoder().encode('Sign in to Latch'), new PublicKey(wallet.solanaAddress!).toBytes())
  assert.ok(ok)
})

test("error: rejecting the connect prompt → 'Connection rejected' (SPEC §8), and the state replays from the log", async () => {
  await modal.disconnect('solana')
  assert.is(modal.getState().accounts.solana, undefined)
  wallet.setAutoApprove(false)
  try {
    const pending = modal.connect(DEV_WALLET_NAME, 'solana')
    await answer('connect', 'reject')
    const error = await rejection(pending)
    assert.is(error.shortMessage, 'Connection rejected')
    assert.is(modal.getState().accounts.solana?.status ?? 'disconnected', 'disconnected')
    const approved = modal.connect(DEV_WALLET_NAME, 'solana')
    await answer('connect', 'approve')
    await approved
  } finally {
    wallet.setAutoApprove(true)
  }
  assert.is(modal.getState().accounts.solana?.caipAddress, `${CHAIN}:${wallet.solanaAddress}`)
  const log = modal.eventLog()
  assert.ok(log.some((e) => e.type === 'connection/connectFailed'))
  assert.equal(replay(JSON.parse(JSON.stringify(log))).final, modal.getState())
})

test('behavior: a new modal with the saved session reconnects to the dev wallet without a prompt (SPEC §4 reload reconnect)', async () => {
  const storage = createMemoryStorage()
  const make = () =>
    createModal({
      projectId: 'sandbox',
      networks: [network],
      adapters: [solanaAdapter({ window: window as never, networks: [network] })],
      deps: { window: window as unknown as WindowLike, storage },
    })
  const first = make()
  await first.connect(DEV_WALLET_NAME, 'solana')
  await until(async () => (await storage.get(SESSION_KEY)) !== undefined, 'the session is saved')
  first.destroy()
  wallet.setAutoApprove(false) // a prompt now would hang: the reconnect must not ask
  const second = make()
  try {
    await until(() => second.getState().accounts.solana?.status === 'connected', 'the second modal reconnects')
    assert.is(second.getState().accounts.solana?.caipAddress, `${CHAIN}:${wallet.solanaAddress}`)
    assert.is(wallet.pendingPrompts(), 0)
  } finally {
    wallet.setAutoApprove(true)
    second.destroy()
  }
})

test('behavior: a wallet that only signs (the test connector) sends through sendRawTransaction and confirms', async () => {
  const sender = solana.accounts[2]!
  const local = solanaAdapter({ window: window as never, networks: [network], connectors: [testConnector({ secretKey: sender.secretKey })] })
  const localModal = createModal({
    projectId: 'sandbox',
    networks: [network],
    adapters: [local],
    deps: { window: window as unknown as WindowLike, storage: createMemoryStorage() },
  })
  try {
    await localModal.connect('test', 'solana')
    assert.is(localModal.getState().accounts.solana?.address, sender.address)
    const to = Keypair.generate().publicKey.toBase58()
    const before = await lamports(sender.address)
    const { hash } = await local.sendTransfer!({ caipNetworkId: CHAIN, to, amount: '0.25' })
    assert.is((await rpc.getSignatureStatus(hash)).value?.err, null)
    assert.is(await lamports(to), 250_000_000)
    assert.is(await lamports(sender.address), before - 250_000_000 - FEE)
    // The node refuses what the wallet signed: its preflight message, never a rejection (4001).
    const refused = await rejection(local.sendTransfer!({ caipNetworkId: CHAIN, to, amount: '100000' }))
    assert.is(refused.shortMessage, 'Transaction failed')
    assert.match(refused.message, /[Ss]imulation failed/)
    assert.is.not(refused.code, 4001)
    assert.is(await lamports(to), 250_000_000)
  } finally {
    localModal.destroy()
  }
})

test("behavior: Max of SOL is the balance less the node's fee: sent through the modal, the account ends at exactly 0 (last: it drains account 1)", async () => {
  const from = wallet.solanaAddress!
  assert.is(await adapter.estimateNativeFee!({ caipNetworkId: CHAIN }), '0.000005', "the node's fee for one signature")
  const balance = BigInt(await lamports(from))
  const sol = (units: bigint) => `${units / 1_000_000_000n}.${(units % 1_000_000_000n).toString().padStart(9, '0')}`
  modal.dispatch(events.send.tokenSelected({ token: { name: 'Solana', symbol: 'SOL', decimals: 9, chainId: CHAIN, balance: sol(balance) } }))
  const to = Keypair.generate().publicKey.toBase58()
  modal.dispatch(events.send.receiverChanged({ receiver: to }))
  modal.dispatch(events.send.maxRequested({ requestId: 'max-sol' }))
  await until(() => modal.getState().send.maxRequestId === undefined, 'the Max fee is estimated')
  const amount = modal.getState().send.amount!
  assert.is(parseUnits(amount, 9), balance - BigInt(FEE), 'the balance less the fee')
  const { hash } = await adapter.sendTransfer!({ caipNetworkId: CHAIN, to, amount })
  assert.is((await rpc.getSignatureStatus(hash)).value?.err, null, 'the node accepted the Max transfer')
  assert.is(await lamports(from), 0, 'nothing left, nothing missing')
  assert.is(BigInt(await lamports(to)), balance - BigInt(FEE))
})

test.run()
