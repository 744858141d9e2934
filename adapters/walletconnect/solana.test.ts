/**
 * WalletConnect's solana namespace through `Adapter.request` (SPEC.md §6 Solana signing methods):
 * the real modal with solanaAdapter + walletConnect(), the sandbox relay, and a walletkit wallet in
 * node answering with the sandbox test wallet's own handler (sandbox/walletconnect/wallet/
 * requests.ts) over the dev wallet's Solana key, sending to the sandbox's LiteSVM node.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Window } from 'happy-dom'
import { ed25519 } from '@noble/curves/ed25519'
import { Core } from '@walletconnect/core'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { createMemoryStorage, createModal, type CaipNetwork, type Modal } from '../../core/index.ts'
import type { JsonValue } from '../../core/events/schema.ts'
import type { CaipNetworkId } from '../../core/types.ts'
import { installDevWallet, type DevWallet, type DevWalletWindow } from '../../sandbox/dev-wallet/index.ts'
import { startSolana, SOLANA_SANDBOX_CHAIN_ID, type SolanaSandbox } from '../../sandbox/solana/index.ts'
import { startRelay, type Relay } from '../../sandbox/walletconnect/relay.ts'
import { MemoryStorage } from '../../sandbox/walletconnect/memoryStorage.ts'
import { approvedNamespaces, type ProposalNamespace } from '../../sandbox/walletconnect/wallet/namespaces.ts'
import { answer } from '../../sandbox/walletconnect/wallet/requests.ts'
import { solanaAdapter, type SolanaAdapter } from '../solana/solanaAdapter.ts'
import { SOLANA_METHODS } from './namespaces.ts'
import { walletConnect, type WalletConnect } from './walletConnect.ts'

const CHAIN = SOLANA_SANDBOX_CHAIN_ID as CaipNetworkId
const MEMO = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')

let relay: Relay
let solana: SolanaSandbox
let rpc: Connection
let window: Window
let dev: DevWallet
let modal: Modal
let adapter: SolanaAdapter
let wc: WalletConnect
/** The methods the node wallet was asked, in order. */
const asked: string[] = []
const closers: (() => Promise<unknown>)[] = []

type CoreLike = { relayer: { transportClose(): Promise<void> }; heartbeat: { stop(): void } }
const closeCore = async (core: CoreLike) => {
  core.heartbeat.stop()
  await core.relayer.transportClose()
}

const toBase64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64')
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(Buffer.from(text, 'base64'))
const ask = (method: string, params: JsonValue) => adapter.request!({ method, params, caipNetworkId: CHAIN })

async function rejection(promise: Promise<unknown>): Promise<Error & { code?: number | string }> {
  try {
    await promise
  } catch (error) {
    return error as Error & { code?: number }
  }
  throw new Error('expected a rejection')
}

async function transferWithMemo(to: PublicKey, amount: number, memo: string): Promise<Uint8Array> {
  const payer = new PublicKey(dev.solanaAddress!)
  const { blockhash } = await rpc.getLatestBlockhash('confirmed')
  return new Transaction({ feePayer: payer, recentBlockhash: blockhash })
    .add(
      SystemProgram.transfer({ fromPubkey: payer, toPubkey: to, lamports: amount }),
      new TransactionInstruction({ programId: MEMO, keys: [{ pubkey: payer, isSigner: true, isWritable: false }], data: Buffer.from(memo) }),
    )
    .serialize({ requireAllSignatures: false, verifySignatures: false })
}

async function versionedTransfer(to: PublicKey, amount: number): Promise<Uint8Array> {
  const payer = new PublicKey(dev.solanaAddress!)
  const { blockhash } = await rpc.getLatestBlockhash('confirmed')
  const message = new TransactionMessage({ payerKey: payer, recentBlockhash: blockhash, instructions: [SystemProgram.transfer({ fromPubkey: payer, toPubkey: to, lamports: amount })] })
  return new VersionedTransaction(message.compileToV0Message()).serialize()
}

async function confirmed(signature: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const status = (await rpc.getSignatureStatuses([signature])).value[0]
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') {
      assert.is(status.err, null)
      return
    }
    await new Promise((r) => setTimeout(r, 10))
  }
  throw new Error(`${signature} not confirmed`)
}

test.before(async () => {
  ;[relay, solana] = await Promise.all([startRelay(), startSolana()])
  rpc = new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
  const network: CaipNetwork = {
    id: CHAIN.split(':')[1]!,
    caipNetworkId: CHAIN,
    chainNamespace: 'solana',
    name: 'Solana Sandbox',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [solana.rpcUrl], webSocket: [solana.wsUrl] } },
  }
  window = new Window({ url: 'http://127.0.0.1:5173/' })
  dev = installDevWallet({ window: window as unknown as DevWalletWindow, evm: false, solana: { rpcUrl: solana.rpcUrl, chains: [CHAIN as `${string}:${string}`], accountIndex: 1 }, autoApprove: true })

  // The phone: a walletkit wallet answering like the sandbox's test mobile wallet.
  const core = new Core({ projectId: 'sandbox', relayUrl: relay.url, storage: new MemoryStorage(), customStoragePrefix: `w-${Math.random()}`, logger: 'silent' })
  const kit = await WalletKit.init({ core, metadata: { name: 'Node wallet', description: '', url: 'http://127.0.0.1', icons: [] } })
  closers.push(() => closeCore(core))
  kit.on('session_proposal', async (p: WalletKitTypes.SessionProposal) => {
    const address = (await dev.solanaWallet!.features['standard:connect'].connect()).accounts[0]!.address
    const requested = { ...p.params.optionalNamespaces, ...p.params.requiredNamespaces } as Record<string, ProposalNamespace>
    void kit.approveSession({ id: p.id, namespaces: approvedNamespaces(requested, { solana: { chains: [CHAIN], address } }) })
  })
  kit.on('session_request', async (r: WalletKitTypes.SessionRequest) => {
    const { method, params } = r.params.request
    asked.push(method)
    try {
      const result = await answer(dev, { chainId: r.params.chainId, method, params })
      await kit.respondSessionRequest({ topic: r.topic, response: { id: r.id, jsonrpc: '2.0', result } })
    } catch (error) {
      await kit.respondSessionRequest({ topic: r.topic, response: { id: r.id, jsonrpc: '2.0', error: error as { code: number; message: string } } })
    }
  })

  wc = walletConnect({
    projectId: 'sandbox',
    relayUrl: relay.url,
    metadata: { name: 'Latch test', description: '', url: 'http://127.0.0.1', icons: [] },
    networks: [network],
    storage: new MemoryStorage(),
    customStoragePrefix: `dapp-${Math.random()}`,
  })
  adapter = solanaAdapter({ window: undefined, networks: [network], connectors: [wc.solana] })
  modal = createModal({ projectId: 'sandbox', networks: [network], adapters: [adapter, wc], deps: { window: undefined, storage: createMemoryStorage(), walletApi: null, blockchainApi: null } })
  closers.push(async () => {
    modal.destroy()
    const up = await wc.client.load()
    await closeCore(up.client.core as unknown as CoreLike)
  })
  const connecting = modal.connect('walletConnect', 'solana')
  const uri = await new Promise<string>((resolve) => {
    const check = (state: ReturnType<Modal['getState']>) => state.pairing?.uri && (stop(), resolve(state.pairing.uri))
    const stop = modal.subscribeState(check)
    check(modal.getState())
  })
  await kit.pair({ uri })
  await connecting
})

test.after(async () => {
  for (const close of closers.splice(0)) await close().catch(() => undefined)
  dev?.uninstall()
  await Promise.all([relay?.stop(), solana?.stop()])
})

test('behavior: SPEC §6 solana_signAndSendTransaction through the WalletConnect session: a web3.js transfer + memo, sent by the phone wallet, is confirmed on the node', async () => {
  assert.is(modal.getState().accounts.solana?.address, dev.solanaAddress)
  const to = Keypair.generate().publicKey
  const transaction = await transferWithMemo(to, 40_000_000, 'via WalletConnect')
  const options = { preflightCommitment: 'confirmed', maxRetries: 1 }
  const { signature } = (await ask('solana_signAndSendTransaction', { transaction: toBase64(transaction), options })) as { signature: string }
  await confirmed(signature)
  assert.is(await rpc.getBalance(to, 'confirmed'), 40_000_000)
  assert.is(asked.at(-1), 'solana_signAndSendTransaction')
})

test('behavior: SPEC §6 solana_signTransaction (v0) and solana_signAllTransactions through the session return signed wire bytes', async () => {
  const to = Keypair.generate().publicKey
  const key = new PublicKey(dev.solanaAddress!).toBytes()
  const { transaction } = (await ask('solana_signTransaction', { transaction: toBase64(await versionedTransfer(to, 5_000_000)) })) as { transaction: string }
  const signed = VersionedTransaction.deserialize(fromBase64(transaction))
  assert.is(signed.version, 0)
  assert.ok(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), key))
  await confirmed(await rpc.sendRawTransaction(signed.serialize()))
  assert.is(await rpc.getBalance(to, 'confirmed'), 5_000_000)

  const batch = [await transferWithMemo(to, 1, 'a'), await versionedTransfer(to, 2)]
  const from = asked.length
  const { transactions } = (await ask('solana_signAllTransactions', { transactions: batch.map(toBase64) })) as { transactions: string[] }
  assert.is(transactions.length, 2)
  for (const t of transactions) {
    const tx = VersionedTransaction.deserialize(fromBase64(t))
    assert.ok(ed25519.verify(tx.signatures[0]!, tx.message.serialize(), key))
  }
  // One batch request where the dapp's proposal asks for the method (universal-provider sends
  // only those to the wallet); otherwise one solana_signTransaction a transaction.
  const batched = SOLANA_METHODS.includes('solana_signAllTransactions')
  assert.equal(asked.slice(from), batched ? ['solana_signAllTransactions'] : ['solana_signTransaction', 'solana_signTransaction'])
})

test('behavior: SPEC §6 solana_signMessage through the session verifies with ed25519; SPEC §8 a rejection in the phone wallet is 4001', async () => {
  const message = new TextEncoder().encode('hello from the dapp')
  const { signature } = (await ask('solana_signMessage', { message: toBase64(message) })) as { signature: string }
  assert.ok(ed25519.verify(fromBase64(signature), message, new PublicKey(dev.solanaAddress!).toBytes()))
  dev.setAutoApprove(false)
  try {
    const pending = ask('solana_signMessage', { message: toBase64(message) })
    for (let i = 0; i < 500 && dev.pendingPrompts() === 0; i++) await new Promise((r) => setTimeout(r, 10))
    ;(window.document.querySelector('[data-dev-wallet-prompt] [data-dev-wallet-reject]') as unknown as HTMLElement).click()
    const error = await rejection(pending)
    assert.is(error.code, 4001)
  } finally {
    dev.setAutoApprove(true)
  }
})

test('error: SPEC §8 -32602 malformed input is refused before the session carries it', async () => {
  const before = asked.length
  const error = await rejection(ask('solana_signTransaction', { transaction: 'bm90IGEgdHJhbnNhY3Rpb24=' }))
  assert.is(error.code, -32602)
  assert.is(asked.length, before, 'the phone was not asked')
})

test.run()
