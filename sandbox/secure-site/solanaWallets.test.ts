/**
 * The embedded wallets' Solana side (the secure site "signs and sends on the sandbox's
 * EVM chains and Solana node"; SPEC.md §6 Solana signing methods): each wallet key gets an ed25519
 * account funded on the sandbox Solana node, signs messages and transactions with it and sends
 * them there; the backend's /api/user names the account and /api/rpc routes a `solana:` chain to
 * it. Real LiteSVM node over JSON-RPC, real anvil, real SMTP, real HTTP.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { ed25519 } from '@noble/curves/ed25519'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { base58Decode, base58Encode } from '../../adapters/solana/base58.ts'
import { startAnvil, type Anvil } from '../evm/anvil.ts'
import { startMail, type MailServer } from '../mail/index.ts'
import { startSolana, type SolanaSandbox } from '../solana/index.ts'
import { startSecureSite, type SecureSite } from './server.ts'
import { SOLANA_STARTING_LAMPORTS, SolanaWalletBook } from './solanaWallets.ts'
import { RpcFailure } from './wallets.ts'
import { solanaTransfer } from '../../test/fixtures/solanaTransfer.ts'

let solana: SolanaSandbox
let anvil: Anvil
let mailbox: MailServer
let site: SecureSite
let book: SolanaWalletBook
let rpc: Connection

const toBase64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64')

test.before(async () => {
  ;[solana, anvil, mailbox] = await Promise.all([startSolana(), startAnvil({ chainId: 31337 }), startMail()])
  rpc = new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
  book = new SolanaWalletBook({ chainId: solana.chainId, rpcUrl: solana.rpcUrl })
  site = await startSecureSite({ smtp: mailbox.smtp, evm: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }], solana: { chainId: solana.chainId, rpcUrl: solana.rpcUrl } })
})
test.after(async () => {
  await site?.stop()
  await Promise.all([solana?.stop(), anvil?.stop(), mailbox?.stop()])
})

const transfer = (from: string, to: string, lamports: number): Promise<Uint8Array> => solanaTransfer(rpc, from, to, lamports)

async function refusal(run: () => Promise<unknown>): Promise<RpcFailure> {
  try {
    await run()
  } catch (error) {
    if (error instanceof RpcFailure) return error
    throw error
  }
  throw new Error('expected a refusal')
}

test('default: each wallet key gets one Solana account, funded with 10 SOL on the sandbox node', async () => {
  const address = await book.addressOf('sol.alice@example.com')
  assert.is(await book.addressOf('sol.alice@example.com'), address, 'the same account on every call')
  assert.is.not(await book.addressOf('sol.bob@example.com'), address, 'one account per wallet')
  assert.is(base58Decode(address)?.length, 32)
  assert.is(await rpc.getBalance(new PublicKey(address), 'confirmed'), SOLANA_STARTING_LAMPORTS)
})

test('default: with the sandbox faucet, a new wallet also holds 100 of the USDC-like token (minted by its authority in one real transaction); nobody else loses any', async () => {
  const mint = new PublicKey(solana.usdcMint)
  const supply = async () => BigInt((await rpc.getTokenSupply(mint, 'confirmed')).value.amount)
  const before = await supply()
  const withTokens = new SolanaWalletBook({
    chainId: solana.chainId,
    rpcUrl: solana.rpcUrl,
    tokens: { mint: solana.usdcMint, authoritySecretKey: solana.accounts[0]!.secretKey, amount: 100_000_000n },
  })
  const owner = new PublicKey(await withTokens.addressOf('sol.tokens@example.com'))
  const accounts = await rpc.getParsedTokenAccountsByOwner(owner, { mint }, 'confirmed')
  assert.is(accounts.value.length, 1, 'its associated token account exists')
  assert.is((accounts.value[0]!.account.data as { parsed: { info: { tokenAmount: { amount: string } } } }).parsed.info.tokenAmount.amount, '100000000')
  assert.is((await supply()) - before, 100_000_000n, 'minted: the supply grew by exactly that')
})

test('behavior: SPEC §6 solana_signMessage signs the base58 message with the account key (ed25519, verifiable by anyone)', async () => {
  const address = await book.addressOf('sol.alice@example.com')
  const message = new TextEncoder().encode('Sign in to Latch')
  const { signature } = (await book.request('sol.alice@example.com', solana.chainId, 'solana_signMessage', { message: base58Encode(message), pubkey: address })) as { signature: string }
  assert.ok(ed25519.verify(base58Decode(signature)!, message, base58Decode(address)!))
  const other = await refusal(() => book.request('sol.alice@example.com', solana.chainId, 'solana_signMessage', { message: base58Encode(message), pubkey: solana.accounts[0]!.address }))
  assert.is(other.code, 4100)
})

test('behavior: SPEC §6 solana_signTransaction returns the signed wire transaction; the node accepts it', async () => {
  const from = await book.addressOf('sol.alice@example.com')
  const to = Keypair.generate().publicKey.toBase58()
  const result = (await book.request('sol.alice@example.com', solana.chainId, 'solana_signTransaction', { transaction: toBase64(await transfer(from, to, 1_000_000)) })) as {
    signature: string
    transaction: string
  }
  const signed = VersionedTransaction.deserialize(Buffer.from(result.transaction, 'base64'))
  assert.is(base58Encode(signed.signatures[0]!), result.signature)
  assert.ok(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), base58Decode(from)!))
  const sent = await rpc.sendRawTransaction(signed.serialize())
  await rpc.confirmTransaction(sent, 'confirmed')
  assert.is(await rpc.getBalance(new PublicKey(to), 'confirmed'), 1_000_000)
})

test('behavior: SPEC §6 solana_signAndSendTransaction lands the transfer on the sandbox node and answers its signature', async () => {
  const from = await book.addressOf('sol.bob@example.com')
  const to = solana.accounts[2]!.address
  const before = await rpc.getBalance(new PublicKey(to), 'confirmed')
  const { signature } = (await book.request('sol.bob@example.com', 'solana:localnet', 'solana_signAndSendTransaction', { transaction: toBase64(await transfer(from, to, LAMPORTS_PER_SOL / 4)) })) as {
    signature: string
  }
  await rpc.confirmTransaction(signature, 'confirmed')
  assert.is((await rpc.getBalance(new PublicKey(to), 'confirmed')) - before, LAMPORTS_PER_SOL / 4)
  const status = (await rpc.getSignatureStatuses([signature])).value[0]
  assert.is(status?.err, null)
})

test('behavior: SPEC §6 solana_signAllTransactions signs every transaction (WalletConnect shape: base64 in, base64 out); one it need not sign refuses them all', async () => {
  const from = await book.addressOf('sol.alice@example.com')
  const [a, b] = [Keypair.generate().publicKey.toBase58(), Keypair.generate().publicKey.toBase58()]
  const { transactions } = (await book.request('sol.alice@example.com', solana.chainId, 'solana_signAllTransactions', {
    transactions: [toBase64(await transfer(from, a, 2_000_000)), toBase64(await transfer(from, b, 3_000_000))],
  })) as { transactions: string[] }
  assert.is(transactions.length, 2)
  for (const [i, wire] of transactions.entries()) {
    const signed = VersionedTransaction.deserialize(Buffer.from(wire, 'base64'))
    assert.ok(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), base58Decode(from)!), `transaction ${i} signed by the account`)
    await rpc.confirmTransaction(await rpc.sendRawTransaction(signed.serialize()), 'confirmed')
  }
  assert.is(await rpc.getBalance(new PublicKey(a), 'confirmed'), 2_000_000)
  assert.is(await rpc.getBalance(new PublicKey(b), 'confirmed'), 3_000_000)
  const stranger = solana.accounts[3]!.address
  const mixed = await refusal(async () =>
    book.request('sol.alice@example.com', solana.chainId, 'solana_signAllTransactions', { transactions: [toBase64(await transfer(from, a, 1)), toBase64(await transfer(stranger, stranger, 1))] }),
  )
  assert.is(mixed.code, -32602)
})

test('error: a transaction this account need not sign, a non-transaction, another chain and an empty signAll are refused', async () => {
  const stranger = solana.accounts[3]!.address
  const foreign = await refusal(async () => book.request('sol.alice@example.com', solana.chainId, 'solana_signTransaction', { transaction: toBase64(await transfer(stranger, stranger, 1)) }))
  assert.is(foreign.code, -32602)
  assert.is((await refusal(() => book.request('sol.alice@example.com', solana.chainId, 'solana_signTransaction', { transaction: 'AAAA' }))).code, -32602)
  assert.is((await refusal(() => book.request('sol.alice@example.com', solana.chainId, 'solana_signTransaction', {}))).code, -32602)
  assert.is((await refusal(() => book.request('sol.alice@example.com', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana_signMessage', { message: '1' }))).code, 4901)
  assert.is((await refusal(() => book.request('sol.alice@example.com', solana.chainId, 'solana_signAllTransactions', {}))).code, -32602)
})

test('behavior: an email update moves the Solana account with the EVM one (UpdateEmailWallet)', async () => {
  const address = await book.addressOf('sol.carol@example.com')
  book.rekey('sol.carol@example.com', 'sol.caroline@example.com')
  assert.is(await book.addressOf('sol.caroline@example.com'), address)
})

test('behavior: the backend names the Solana account in /api/user and routes a solana: chain in /api/rpc to it', async () => {
  const { token } = site.auth.openSession({ email: 'sol.dave@example.com', walletKey: 'sol.dave@example.com' }, 'device-0001')
  const post = async (path: string, body: unknown) =>
    (await (
      await fetch(`${site.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.url, authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      })
    ).json()) as Record<string, unknown>
  const user = await post('/api/user', {})
  assert.match(String(user['address']), /^0x[0-9a-fA-F]{40}$/)
  const solanaAddress = String(user['solanaAddress'])
  assert.is(solanaAddress, await site.solanaWallets!.addressOf('sol.dave@example.com'))
  const balance = await post('/api/rpc', { chainId: solana.chainId, method: 'getBalance', params: [solanaAddress] })
  assert.is((balance['result'] as { value: number }).value, SOLANA_STARTING_LAMPORTS)
  const to = Keypair.generate().publicKey.toBase58()
  const sent = await post('/api/rpc', { chainId: solana.chainId, method: 'solana_signAndSendTransaction', params: { transaction: toBase64(await transfer(solanaAddress, to, 2_000_000)) } })
  await rpc.confirmTransaction((sent['result'] as { signature: string }).signature, 'confirmed')
  assert.is(await rpc.getBalance(new PublicKey(to), 'confirmed'), 2_000_000)
  const evm = await post('/api/rpc', { chainId: 31337, method: 'eth_chainId', params: [] })
  assert.is(evm['result'], '0x7a69', 'a numeric chain still goes to the EVM key')
})

test("behavior: SPEC §6 solana_signAndSendTransaction sends a v0 transaction with the app's sendOptions (skipPreflight: a failing one is recorded, not refused); bad sendOptions are -32602", async () => {
  const from = await book.addressOf('sol.opts@example.com')
  const payer = new PublicKey(from)
  const { blockhash } = await rpc.getLatestBlockhash('confirmed')
  const v0 = (lamports: number) =>
    toBase64(
      new VersionedTransaction(
        new TransactionMessage({
          payerKey: payer,
          recentBlockhash: blockhash,
          instructions: [SystemProgram.transfer({ fromPubkey: payer, toPubkey: Keypair.generate().publicKey, lamports })],
        }).compileToV0Message(),
      ).serialize(),
    )
  const sent = (await book.request('sol.opts@example.com', solana.chainId, 'solana_signAndSendTransaction', {
    transaction: v0(LAMPORTS_PER_SOL / 100),
    sendOptions: { preflightCommitment: 'processed', maxRetries: 1 },
  })) as { signature: string }
  await rpc.confirmTransaction(sent.signature, 'confirmed')
  assert.is((await rpc.getSignatureStatuses([sent.signature])).value[0]?.err, null)
  const tooMuch = v0(1_000 * LAMPORTS_PER_SOL)
  assert.is((await refusal(() => book.request('sol.opts@example.com', solana.chainId, 'solana_signAndSendTransaction', { transaction: tooMuch }))).code, -32002, 'preflight refuses it')
  const skipped = (await book.request('sol.opts@example.com', solana.chainId, 'solana_signAndSendTransaction', {
    transaction: v0(1_001 * LAMPORTS_PER_SOL),
    sendOptions: { skipPreflight: true },
  })) as { signature: string }
  assert.ok((await rpc.getSignatureStatuses([skipped.signature])).value[0]?.err, 'sent without preflight and failed on chain')
  for (const sendOptions of [{ skipPreflight: 'yes' }, { preflightCommitment: 'soon' }, { maxRetries: -1 }, 'fast']) {
    assert.is((await refusal(() => book.request('sol.opts@example.com', solana.chainId, 'solana_signAndSendTransaction', { transaction: v0(1), sendOptions }))).code, -32602)
  }
})

test.run()
