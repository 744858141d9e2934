import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Window } from 'happy-dom'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { ed25519 } from '@noble/curves/ed25519'
import { startSolana, type SolanaSandbox } from '../solana/index.ts'
import { SOLANA_SANDBOX_CHAIN_ID } from '../solana/accounts.ts'
import { installDevWallet, type DevWallet, type DevWalletStandardWallet, type DevWalletWindow, type WalletsRegisterApi } from './index.ts'

let solana: SolanaSandbox
let connection: Connection
const CHAIN = SOLANA_SANDBOX_CHAIN_ID as `${string}:${string}`

function setup(autoApprove = false) {
  const window = new Window({ url: 'http://127.0.0.1:5173/' })
  const win = window as unknown as DevWalletWindow
  // An app that loaded first: it listens for register-wallet before the wallet installs.
  const registered: DevWalletStandardWallet[] = []
  const api: WalletsRegisterApi = {
    register(...wallets) {
      registered.push(...wallets)
      return () =>
        wallets.forEach((w) => {
          registered.splice(registered.indexOf(w), 1)
        })
    },
  }
  win.addEventListener('wallet-standard:register-wallet', (e) => (e as CustomEvent<(api: WalletsRegisterApi) => void>).detail(api))
  const wallet = installDevWallet({ window: win, evm: false, solana: { rpcUrl: solana.rpcUrl, accountIndex: 1 }, autoApprove })
  return { window, win, doc: window.document, wallet, standard: wallet.solanaWallet!, registered, api }
}

async function answerPrompt(doc: { querySelector(s: string): unknown }, answer: 'approve' | 'reject', kind: string): Promise<string> {
  const started = Date.now()
  for (;;) {
    const prompt = doc.querySelector(`[data-dev-wallet-prompt][data-kind="${kind}"]`) as HTMLElement | null
    if (prompt) {
      const text = prompt.textContent ?? ''
      ;(prompt.querySelector(`[data-dev-wallet-${answer}]`) as HTMLElement).click()
      return text
    }
    if (Date.now() - started > 3000) throw new Error(`no ${kind} prompt`)
    await new Promise((r) => setTimeout(r, 5))
  }
}

async function expectCode(promise: Promise<unknown>, code: number): Promise<void> {
  try {
    await promise
  } catch (error) {
    assert.is((error as { code?: number }).code, code, (error as Error).message)
    return
  }
  throw new Error(`expected error ${code}`)
}

let current: DevWallet | null = null
test.before(async () => {
  solana = await startSolana()
  connection = new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
})
test.after.each(() => {
  current?.uninstall()
  current = null
})
test.after(async () => {
  await solana.stop()
})

test('behavior: registers through wallet-standard:register-wallet and answers wallet-standard:app-ready', () => {
  const s = setup()
  current = s.wallet
  assert.is(s.registered.length, 1)
  assert.is(s.registered[0], s.standard)
  const lateApp: DevWalletStandardWallet[] = []
  const event = new s.window.CustomEvent('wallet-standard:app-ready', { detail: { register: (...w: DevWalletStandardWallet[]) => (lateApp.push(...w), () => {}) } })
  s.win.dispatchEvent(event as unknown as Event)
  assert.is(lateApp[0], s.standard, 'an app that loads later gets the wallet too')
  const w = s.standard
  assert.is(w.version, '1.0.0')
  assert.is(w.name, 'Latch Dev Wallet')
  assert.match(w.icon, /^data:image\/svg\+xml;base64,/)
  assert.ok(w.chains.includes(CHAIN) && w.chains.includes('solana:localnet'))
  for (const feature of ['standard:connect', 'standard:disconnect', 'standard:events', 'solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction']) {
    assert.ok(feature in w.features, feature)
  }
  assert.equal(w.accounts, [])
  s.wallet.uninstall()
  current = null
  assert.is(s.registered.length, 0, 'uninstall unregisters')
})

test('behavior: standard:connect prompts, returns the sandbox account and emits change; silent connect does not prompt', async () => {
  const s = setup()
  current = s.wallet
  assert.equal((await s.standard.features['standard:connect'].connect({ silent: true })).accounts, [])
  assert.is(s.doc.querySelector('[data-dev-wallet-prompt]'), null)
  const changes: unknown[] = []
  const off = s.standard.features['standard:events'].on('change', (p) => changes.push(p.accounts?.map((a) => a.address)))
  const pending = s.standard.features['standard:connect'].connect()
  assert.match(await answerPrompt(s.doc, 'approve', 'connect'), solana.accounts[1]!.address)
  const { accounts } = await pending
  assert.is(accounts[0]!.address, solana.accounts[1]!.address)
  assert.equal([...accounts[0]!.publicKey], [...solana.accounts[1]!.keypair.publicKey.toBytes()])
  assert.ok(accounts[0]!.features.includes('solana:signAndSendTransaction'))
  assert.equal(changes, [[solana.accounts[1]!.address]])
  assert.is(s.standard.accounts.length, 1)
  await s.standard.features['standard:disconnect'].disconnect()
  assert.equal(changes, [[solana.accounts[1]!.address], []])
  off()
  assert.equal(s.standard.accounts, [])
})

test('error: rejecting connect is 4001; signing before connect is 4100', async () => {
  const s = setup()
  current = s.wallet
  const pending = s.standard.features['standard:connect'].connect()
  await answerPrompt(s.doc, 'reject', 'connect')
  await expectCode(pending, 4001)
  const account = { address: solana.accounts[1]!.address, publicKey: new Uint8Array(32), chains: [CHAIN], features: [] }
  await expectCode(s.standard.features['solana:signMessage'].signMessage({ account, message: new Uint8Array([1]) }), 4100)
})

test('behavior: solana:signMessage prompts with the text and returns an ed25519 signature of the account', async () => {
  const s = setup(true)
  current = s.wallet
  const { accounts } = await s.standard.features['standard:connect'].connect()
  s.wallet.setAutoApprove(false)
  const message = new TextEncoder().encode('Sign in to Latch: 7f3a')
  const pending = s.standard.features['solana:signMessage'].signMessage({ account: accounts[0]!, message })
  assert.match(await answerPrompt(s.doc, 'approve', 'solana:signMessage'), 'Sign in to Latch: 7f3a')
  const [out] = await pending
  assert.ok(ed25519.verify(out!.signature, message, accounts[0]!.publicKey))
  const rejected = s.standard.features['solana:signMessage'].signMessage({ account: accounts[0]!, message })
  await answerPrompt(s.doc, 'reject', 'solana:signMessage')
  await expectCode(rejected, 4001)
})

test('behavior: solana:signAndSendTransaction signs and sends a SOL transfer that lands on the sandbox chain', async () => {
  const s = setup(true)
  current = s.wallet
  const { accounts } = await s.standard.features['standard:connect'].connect()
  s.wallet.setAutoApprove(false)
  const from = new PublicKey(accounts[0]!.address)
  const to = Keypair.generate().publicKey
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const message = new TransactionMessage({
    payerKey: from,
    recentBlockhash: blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: LAMPORTS_PER_SOL })],
  }).compileToV0Message()
  const tx = new VersionedTransaction(message)
  const pending = s.standard.features['solana:signAndSendTransaction'].signAndSendTransaction({ account: accounts[0]!, transaction: tx.serialize(), chain: CHAIN })
  const text = await answerPrompt(s.doc, 'approve', 'solana:signAndSendTransaction')
  assert.match(text, '11111111111111111111111111111111')
  const [out] = await pending
  const signature = (await import('../dev-wallet/encoding.ts')).base58Encode(out!.signature)
  const confirmed = await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
  assert.is(confirmed.value.err, null)
  assert.is(await connection.getBalance(to), LAMPORTS_PER_SOL)
})

test('behavior: solana:signTransaction returns a signed legacy transaction the chain accepts', async () => {
  const s = setup(true)
  current = s.wallet
  const { accounts } = await s.standard.features['standard:connect'].connect()
  const from = new PublicKey(accounts[0]!.address)
  const to = Keypair.generate().publicKey
  const { blockhash } = await connection.getLatestBlockhash()
  const legacy = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: LAMPORTS_PER_SOL / 2 }))
  const [out] = await s.standard.features['solana:signTransaction'].signTransaction({
    account: accounts[0]!,
    transaction: legacy.serialize({ requireAllSignatures: false }),
    chain: CHAIN,
  })
  const signed = Transaction.from(out!.signedTransaction)
  assert.ok(signed.verifySignatures())
  const sig = await connection.sendRawTransaction(out!.signedTransaction)
  await connection.confirmTransaction(sig)
  assert.is(await connection.getBalance(to), LAMPORTS_PER_SOL / 2)
})

test('error: a wrong chain or a transaction the account need not sign is -32602; RPC failures keep their code', async () => {
  const s = setup(true)
  current = s.wallet
  const { accounts } = await s.standard.features['standard:connect'].connect()
  const from = new PublicKey(accounts[0]!.address)
  const { blockhash } = await connection.getLatestBlockhash()
  const make = (payer: PublicKey, lamports: number) =>
    new Transaction({ feePayer: payer, recentBlockhash: blockhash })
      .add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: Keypair.generate().publicKey, lamports }))
      .serialize({ requireAllSignatures: false })
  const feature = s.standard.features['solana:signAndSendTransaction']
  await expectCode(feature.signAndSendTransaction({ account: accounts[0]!, transaction: make(from, LAMPORTS_PER_SOL), chain: 'solana:mainnet' }), -32602)
  await expectCode(feature.signAndSendTransaction({ account: accounts[0]!, transaction: make(Keypair.generate().publicKey, 1), chain: CHAIN }), -32602)
  await expectCode(feature.signAndSendTransaction({ account: accounts[0]!, transaction: new Uint8Array([1, 2, 3]), chain: CHAIN }), -32602)
  await expectCode(feature.signAndSendTransaction({ account: accounts[0]!, transaction: make(from, 1_000_000 * LAMPORTS_PER_SOL), chain: CHAIN }), -32002)
})

test('behavior: SPEC §6 several solana:signTransaction inputs (an app signAllTransactions) are one prompt; legacy and v0 both signed; rejected, none is', async () => {
  const s = setup(true)
  current = s.wallet
  const { accounts } = await s.standard.features['standard:connect'].connect()
  s.wallet.setAutoApprove(false)
  const account = accounts[0]!
  const from = new PublicKey(account.address)
  const { blockhash } = await connection.getLatestBlockhash()
  const transfer = SystemProgram.transfer({ fromPubkey: from, toPubkey: Keypair.generate().publicKey, lamports: 1000 })
  const legacy = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(transfer).serialize({ requireAllSignatures: false })
  const v0 = new VersionedTransaction(new TransactionMessage({ payerKey: from, recentBlockhash: blockhash, instructions: [transfer] }).compileToV0Message()).serialize()
  const feature = s.standard.features['solana:signTransaction']
  const signing = feature.signTransaction({ account, transaction: legacy, chain: CHAIN }, { account, transaction: v0, chain: CHAIN })
  const text = await answerPrompt(s.doc, 'approve', 'solana:signTransaction')
  assert.match(text, 'Sign 2 transactions')
  const outs = await signing
  assert.is(s.wallet.pendingPrompts(), 0, 'one prompt for both')
  const signed = outs.map((o) => VersionedTransaction.deserialize(o.signedTransaction))
  assert.equal(
    signed.map((t) => t.version),
    ['legacy', 0],
  )
  for (const tx of signed) assert.ok(ed25519.verify(tx.signatures[0]!, tx.message.serialize(), from.toBytes()))
  const rejected = feature.signTransaction({ account, transaction: legacy, chain: CHAIN }, { account, transaction: v0, chain: CHAIN })
  await answerPrompt(s.doc, 'reject', 'solana:signTransaction')
  await expectCode(rejected, 4001)
})

test.run()
