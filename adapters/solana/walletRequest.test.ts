/**
 * `Adapter.request` of the Solana adapter (SPEC.md §6 Solana signing methods) against the
 * sandbox's LiteSVM node: web3.js transactions built by an app, serialised, signed by the dev
 * wallet (Wallet Standard) — or by the test connector, which only signs, so the adapter sends —
 * and checked on the node. LiteSVM has the SPL Memo program, so the app's transaction is the
 * transfer + memo an app would send.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Window } from 'happy-dom'
import { ed25519 } from '@noble/curves/ed25519'
import { ComputeBudgetProgram, type Connection, Keypair, PublicKey, SystemProgram, Transaction, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import type { Adapter } from '../../core/adapter.ts'
import { createMemoryStorage, createModal, type Modal, type WindowLike } from '../../core/index.ts'
import type { JsonValue } from '../../core/events/schema.ts'
import type { CaipNetwork, CaipNetworkId } from '../../core/types.ts'
import { installDevWallet, DEV_WALLET_RDNS, type DevWallet, type DevWalletWindow } from '../../sandbox/dev-wallet/index.ts'
import { SOLANA_SANDBOX_CHAIN_ID, type SolanaSandbox } from '../../sandbox/solana/index.ts'
import { startSolanaSandbox } from '../../test/fixtures/solanaSandbox.ts'
import { solanaAdapter, type SolanaAdapter } from './solanaAdapter.ts'
import { testConnector, type TestConnectorFn } from './testConnector.ts'

const CHAIN = SOLANA_SANDBOX_CHAIN_ID as CaipNetworkId
const MEMO = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')
const FEE = 5000 // lamports per signature on the sandbox node

let solana: SolanaSandbox
let rpc: Connection
let network: CaipNetwork
let window: Window
let wallet: DevWallet
let adapter: SolanaAdapter
let modal: Modal
let local: { adapter: SolanaAdapter; modal: Modal; connector: TestConnectorFn; address: string }

const toBase64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64')
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(Buffer.from(text, 'base64'))
const lamports = (address: string | PublicKey) => rpc.getBalance(new PublicKey(address), 'confirmed')
const ask = (on: Adapter, method: string, params: JsonValue) => on.request!({ method, params, caipNetworkId: CHAIN })

/** An app's transfer of `amount` lamports with a memo, unsigned, as legacy web3.js `Transaction` bytes. */
async function transferWithMemo(from: string, to: PublicKey, amount: number, memo: string): Promise<Uint8Array> {
  const payer = new PublicKey(from)
  const { blockhash } = await rpc.getLatestBlockhash('confirmed')
  const tx = new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: payer, toPubkey: to, lamports: amount }),
    new TransactionInstruction({ programId: MEMO, keys: [{ pubkey: payer, isSigner: true, isWritable: false }], data: Buffer.from(memo) }),
  )
  return tx.serialize({ requireAllSignatures: false, verifySignatures: false })
}

/** The same as a v0 `VersionedTransaction` (with a compute-unit limit, a second real instruction). */
async function versionedTransfer(from: string, to: PublicKey, amount: number): Promise<Uint8Array> {
  const payer = new PublicKey(from)
  const { blockhash } = await rpc.getLatestBlockhash('confirmed')
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: blockhash,
    instructions: [ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 }), SystemProgram.transfer({ fromPubkey: payer, toPubkey: to, lamports: amount })],
  }).compileToV0Message()
  return new VersionedTransaction(message).serialize()
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

async function rejection(promise: Promise<unknown>): Promise<Error & { shortMessage?: string; code?: number | string; details?: string }> {
  try {
    await promise
  } catch (error) {
    return error as Error & { code?: number }
  }
  throw new Error('expected a rejection')
}

/** Waits until the node reports `signature` confirmed without an error. */
async function confirmed(signature: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const status = (await rpc.getSignatureStatuses([signature])).value[0]
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') {
      assert.is(status.err, null, 'the transaction succeeded')
      return
    }
    await new Promise((r) => setTimeout(r, 10))
  }
  throw new Error(`${signature} not confirmed`)
}

test.before(async () => {
  ;({ solana, rpc, network } = await startSolanaSandbox())
  window = new Window({ url: 'http://127.0.0.1:5173/' })
  wallet = installDevWallet({ window: window as unknown as DevWalletWindow, evm: false, solana: { rpcUrl: solana.rpcUrl, accountIndex: 1 }, autoApprove: true })
  adapter = solanaAdapter({ window: window as never, networks: [network] })
  modal = createModal({ projectId: 'sandbox', networks: [network], adapters: [adapter], deps: { window: window as unknown as WindowLike, storage: createMemoryStorage() } })
  await modal.connect(DEV_WALLET_RDNS)

  // A wallet that only signs (no signAndSend, no batch call): the adapter's fallbacks.
  const sender = solana.accounts[2]!
  const connector = testConnector({ secretKey: sender.secretKey })
  const localAdapter = solanaAdapter({ window: undefined, networks: [network], connectors: [connector] })
  const localModal = createModal({ projectId: 'sandbox', networks: [network], adapters: [localAdapter], deps: { window: undefined, storage: createMemoryStorage() } })
  await localModal.connect('test', 'solana')
  local = { adapter: localAdapter, modal: localModal, connector, address: sender.address }
})

test.after(async () => {
  modal?.destroy()
  local?.modal.destroy()
  wallet?.uninstall()
  await solana?.stop()
})

test('behavior: SPEC §6 solana_signAndSendTransaction — a web3.js transfer + memo signed and sent by the Wallet Standard wallet is confirmed on the node', async () => {
  const from = wallet.solanaAddress!
  const to = Keypair.generate().publicKey
  const before = await lamports(from)
  const transaction = await transferWithMemo(from, to, 300_000_000, 'Latch: order 42')
  const { signature } = (await ask(adapter, 'solana_signAndSendTransaction', { transaction: toBase64(transaction) })) as { signature: string }
  assert.match(signature, /^[1-9A-HJ-NP-Za-km-z]{64,88}$/, 'base58')
  await confirmed(signature)
  assert.is(await lamports(to), 300_000_000)
  assert.is(await lamports(from), before - 300_000_000 - FEE)
  const landed = await rpc.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 })
  assert.ok(
    landed?.meta?.logMessages?.some((line) => line.includes('Latch: order 42')),
    'the memo program logged the memo',
  )
})

test('behavior: SPEC §6 solana_signAndSendTransaction honours the options (skipPreflight, preflightCommitment, maxRetries, minContextSlot)', async () => {
  const to = Keypair.generate().publicKey
  const transaction = await transferWithMemo(wallet.solanaAddress!, to, 1_000_000, 'options')
  const options = { skipPreflight: true, preflightCommitment: 'processed', maxRetries: 0, minContextSlot: 0 }
  const { signature } = (await ask(adapter, 'solana_signAndSendTransaction', { transaction: toBase64(transaction), options })) as { signature: string }
  await confirmed(signature)
  assert.is(await lamports(to), 1_000_000)
  // With skipPreflight a failing transaction is sent anyway and fails on chain: the node took it.
  const broke = await transferWithMemo(wallet.solanaAddress!, to, 10_000_000_000_000, 'too much')
  const sent = (await ask(adapter, 'solana_signAndSendTransaction', { transaction: toBase64(broke), options: { skipPreflight: true } })) as { signature: string }
  const status = (await rpc.getSignatureStatuses([sent.signature])).value[0]
  assert.ok(status?.err, 'recorded as failed, not refused before sending')
  const refused = await rejection(ask(adapter, 'solana_signAndSendTransaction', { transaction: toBase64(broke) }))
  assert.is(refused.code, -32002, 'without skipPreflight the node refuses it in preflight')
})

test('behavior: SPEC §6 solana_signTransaction signs a versioned (v0) transaction without sending it; the app then sends it', async () => {
  const from = wallet.solanaAddress!
  const to = Keypair.generate().publicKey
  const unsigned = await versionedTransfer(from, to, 200_000_000)
  const { transaction } = (await ask(adapter, 'solana_signTransaction', { transaction: toBase64(unsigned) })) as { transaction: string }
  const signed = VersionedTransaction.deserialize(fromBase64(transaction))
  assert.is(signed.version, 0)
  assert.ok(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), new PublicKey(from).toBytes()), "the wallet's signature")
  assert.is(await lamports(to), 0, 'signing sends nothing')
  const signature = await rpc.sendRawTransaction(signed.serialize())
  await confirmed(signature)
  assert.is(await lamports(to), 200_000_000)
})

test('behavior: SPEC §6 solana_signAllTransactions returns every transaction signed, in order, legacy and v0 alike (one wallet call)', async () => {
  const from = wallet.solanaAddress!
  const receivers = [Keypair.generate().publicKey, Keypair.generate().publicKey]
  const unsigned = [await transferWithMemo(from, receivers[0]!, 10_000_000, 'first'), await versionedTransfer(from, receivers[1]!, 20_000_000)]
  const { transactions } = (await ask(adapter, 'solana_signAllTransactions', { transactions: unsigned.map(toBase64) })) as { transactions: string[] }
  assert.is(transactions.length, 2)
  const signed = transactions.map((t) => VersionedTransaction.deserialize(fromBase64(t)))
  assert.equal(
    signed.map((t) => t.version),
    ['legacy', 0],
  )
  for (const tx of signed) assert.ok(ed25519.verify(tx.signatures[0]!, tx.message.serialize(), new PublicKey(from).toBytes()))
  for (const tx of signed) await confirmed(await rpc.sendRawTransaction(tx.serialize()))
  assert.equal([await lamports(receivers[0]!), await lamports(receivers[1]!)], [10_000_000, 20_000_000])
})

test("behavior: SPEC §6 solana_signMessage's signature (base64) verifies with ed25519 against the account's key", async () => {
  const message = new TextEncoder().encode('Sign in to the app: nonce 7f3a')
  const { signature } = (await ask(adapter, 'solana_signMessage', { message: toBase64(message) })) as { signature: string }
  const bytes = fromBase64(signature)
  assert.is(bytes.length, 64)
  assert.ok(ed25519.verify(bytes, message, new PublicKey(wallet.solanaAddress!).toBytes()))
})

test('error: SPEC §8 4001 — a signature the user rejects in the wallet is UserRejectedRequestError and sends nothing', async () => {
  const to = Keypair.generate().publicKey
  const transaction = await transferWithMemo(wallet.solanaAddress!, to, 5_000_000, 'rejected')
  wallet.setAutoApprove(false)
  try {
    const sending = ask(adapter, 'solana_signAndSendTransaction', { transaction: toBase64(transaction) })
    await answer('solana:signAndSendTransaction', 'reject')
    const error = await rejection(sending)
    assert.is(error.code, 4001)
    assert.is(error.name, 'UserRejectedRequestError')
    const signing = ask(adapter, 'solana_signMessage', { message: toBase64(new Uint8Array([1, 2, 3])) })
    await answer('solana:signMessage', 'reject')
    assert.is((await rejection(signing)).code, 4001)
  } finally {
    wallet.setAutoApprove(true)
  }
  assert.is(await lamports(to), 0)
})

test('error: SPEC §8 -32602 — malformed base64, bytes that are no transaction, a transaction the account need not sign, bad options: refused before any prompt', async () => {
  const from = wallet.solanaAddress!
  const good = await transferWithMemo(from, Keypair.generate().publicKey, 1, 'x')
  const foreign = await transferWithMemo(Keypair.generate().publicKey.toBase58(), Keypair.generate().publicKey, 1, 'x')
  const cases: [string, JsonValue | undefined][] = [
    ['solana_signMessage', { message: 'not base64!' }],
    ['solana_signMessage', { message: 'AQI' }],
    ['solana_signMessage', undefined],
    ['solana_signTransaction', { transaction: 'AQID' }],
    ['solana_signTransaction', { transaction: toBase64(good.subarray(0, good.length - 1)) }],
    ['solana_signTransaction', { transaction: toBase64(new Uint8Array([...good, 0])) }],
    ['solana_signTransaction', { transaction: toBase64(foreign) }],
    ['solana_signTransaction', [toBase64(good)]],
    ['solana_signAllTransactions', { transactions: [] }],
    ['solana_signAllTransactions', { transactions: [toBase64(good), 'AQID'] }],
    ['solana_signAndSendTransaction', { transaction: 42 }],
    ['solana_signAndSendTransaction', { transaction: toBase64(good), options: { maxRetries: -1 } }],
    ['solana_signAndSendTransaction', { transaction: toBase64(good), options: { preflightCommitment: 'soon' } }],
  ]
  wallet.setAutoApprove(false) // a prompt would hang the request: each must fail before one
  try {
    for (const [method, params] of cases) {
      const error = await rejection(adapter.request!({ method, ...(params !== undefined ? { params } : {}), caipNetworkId: CHAIN }))
      assert.is(error.code, -32602, `${method} ${JSON.stringify(params)?.slice(0, 60)}: ${error.message}`)
      assert.is(error.name, 'InvalidParamsRpcError')
      assert.is(wallet.pendingPrompts(), 0, 'no prompt')
    }
  } finally {
    wallet.setAutoApprove(true)
  }
  const unknown = await rejection(ask(adapter, 'solana_signIn', {}))
  assert.is(unknown.code, 4200, 'another method is unsupported')
})

test('behavior: SPEC §6 a wallet that only signs (test connector): signAndSend is signed by it and sent by the adapter, resolving once sent; a batch is signed one by one', async () => {
  const to = Keypair.generate().publicKey
  const before = await lamports(local.address)
  const transaction = await transferWithMemo(local.address, to, 70_000_000, 'fallback')
  const { signature } = (await ask(local.adapter, 'solana_signAndSendTransaction', { transaction: toBase64(transaction) })) as { signature: string }
  await confirmed(signature)
  assert.is(await lamports(to), 70_000_000)
  assert.is(await lamports(local.address), before - 70_000_000 - FEE)

  const signs = local.connector.calls.signTransaction
  const unsigned = [await versionedTransfer(local.address, to, 1), await transferWithMemo(local.address, to, 2, 'b'), await versionedTransfer(local.address, to, 3)]
  const { transactions } = (await ask(local.adapter, 'solana_signAllTransactions', { transactions: unsigned.map(toBase64) })) as { transactions: string[] }
  assert.is(local.connector.calls.signTransaction - signs, 3, 'one signTransaction each')
  const signed = transactions.map((t) => VersionedTransaction.deserialize(fromBase64(t)))
  for (const tx of signed) assert.ok(ed25519.verify(tx.signatures[0]!, tx.message.serialize(), new PublicKey(local.address).toBytes()))

  const message = new TextEncoder().encode('hello')
  const { signature: messageSignature } = (await ask(local.adapter, 'solana_signMessage', { message: toBase64(message) })) as { signature: string }
  assert.ok(ed25519.verify(fromBase64(messageSignature), message, new PublicKey(local.address).toBytes()))
})

test("behavior: SPEC §6 the node's refusal of what the adapter sends keeps the node's code, never 4001", async () => {
  const transaction = await transferWithMemo(local.address, Keypair.generate().publicKey, 10_000_000_000_000, 'too much')
  const error = await rejection(ask(local.adapter, 'solana_signAndSendTransaction', { transaction: toBase64(transaction) }))
  assert.is(error.code, -32002)
  assert.match(error.message, /[Ss]imulation failed/)
})

test('behavior: Adapter.publicKey is web3.js PublicKey of the connected account once connected (the app signer publicKey)', async () => {
  const key = adapter.publicKey!(wallet.solanaAddress!)
  assert.ok(key instanceof PublicKey)
  assert.is((key as PublicKey).toBase58(), wallet.solanaAddress)
  assert.is(adapter.publicKey!('not a key'), undefined)
})

test('error: SPEC §8 4900 — with no wallet connected a request is refused as disconnected', async () => {
  const idle = solanaAdapter({ window: undefined, networks: [network] })
  const error = await rejection(ask(idle, 'solana_signMessage', { message: 'AQID' }))
  assert.is(error.code, 4900)
})

test.run()
