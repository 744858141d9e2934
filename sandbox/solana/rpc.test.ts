import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction, sendAndConfirmTransaction } from '@solana/web3.js'
import {
  createAssociatedTokenAccountInstruction,
  createTransferCheckedInstruction,
  getAccount,
  getAssociatedTokenAddressSync,
  getMint,
  getOrCreateAssociatedTokenAccount,
  transfer,
} from '@solana/spl-token'
import WebSocket from 'ws'
import { until } from '../../test/fixtures/until.ts'
import { startSolana, type SolanaSandbox } from './index.ts'
import { SOLANA_SEED_LAMPORTS, SOLANA_SEED_USDC } from './accounts.ts'

let solana: SolanaSandbox
let connection: Connection

// biome-ignore lint/suspicious/noExplicitAny: JSON-RPC answers of many shapes, read field by field by the asserts
async function rpc(method: string, params?: unknown, id: unknown = 1): Promise<{ result?: any; error?: { code: number; message: string; data?: any } }> {
  const res = await fetch(solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
  })
  // biome-ignore lint/suspicious/noExplicitAny: as above
  return res.json() as Promise<{ result?: any; error?: { code: number; message: string } }>
}

test.before(async () => {
  solana = await startSolana()
  connection = new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
})

test.after(async () => {
  await solana.stop()
})

test('default: seeded accounts are deterministic and funded with SOL and USDC (6 decimals)', async () => {
  const again = await startSolana()
  try {
    assert.equal(
      again.accounts.map((a) => a.address),
      solana.accounts.map((a) => a.address),
    )
    assert.is(again.usdcMint, solana.usdcMint)
  } finally {
    await again.stop()
  }
  const [a0] = solana.accounts
  assert.ok(a0)
  assert.is(await connection.getBalance(a0.keypair.publicKey), Number(SOLANA_SEED_LAMPORTS))
  const mint = await getMint(connection, new PublicKey(solana.usdcMint))
  assert.is(mint.decimals, 6)
  assert.ok(mint.mintAuthority?.equals(a0.keypair.publicKey))
  const balance = await connection.getTokenAccountBalance(new PublicKey(a0.usdcTokenAccount))
  assert.is(balance.value.amount, SOLANA_SEED_USDC.toString())
  assert.is(balance.value.uiAmountString, '10000')
  assert.is(balance.value.decimals, 6)
  assert.match(solana.chainId, /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/)
  assert.is(await connection.getGenesisHash(), solana.genesisHash)
})

test('behavior: a SOL transfer through web3.js sendAndConfirmTransaction moves lamports and charges the fee', async () => {
  const from = solana.accounts[1]!.keypair
  const to = Keypair.generate().publicKey
  const before = await connection.getBalance(from.publicKey)
  const slotBefore = await connection.getSlot()
  const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: 2 * LAMPORTS_PER_SOL }))
  const signature = await sendAndConfirmTransaction(connection, tx, [from])
  assert.is(await connection.getBalance(to), 2 * LAMPORTS_PER_SOL)
  assert.is(await connection.getBalance(from.publicKey), before - 2 * LAMPORTS_PER_SOL - 5000)
  assert.ok((await connection.getSlot()) > slotBefore, 'each transaction lands in a new slot')
  const status = await connection.getSignatureStatus(signature)
  assert.is(status.value?.err, null)
  assert.is(status.value?.confirmationStatus, 'finalized')
  const fetched = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
  assert.ok(fetched)
  assert.is(fetched.meta?.fee, 5000)
  assert.is(fetched.transaction.signatures[0], signature)
  assert.is(fetched.meta?.postBalances[1], 2 * LAMPORTS_PER_SOL)
})

test('behavior: the same transfer twice gets a new blockhash (web3.js cache) and both land', async () => {
  const from = solana.accounts[2]!.keypair
  const to = Keypair.generate().publicKey
  const make = () => new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL }))
  const a = await sendAndConfirmTransaction(connection, make(), [from])
  const b = await sendAndConfirmTransaction(connection, make(), [from])
  assert.is.not(a, b)
  assert.is(await connection.getBalance(to), 2 * LAMPORTS_PER_SOL)
})

test('behavior: an SPL transfer creates the receiver associated token account and moves USDC', async () => {
  const owner = solana.accounts[3]!.keypair
  const receiver = Keypair.generate().publicKey
  const mint = new PublicKey(solana.usdcMint)
  const source = getAssociatedTokenAddressSync(mint, owner.publicKey)
  const destination = getAssociatedTokenAddressSync(mint, receiver)
  assert.is(await connection.getAccountInfo(destination), null)
  const tx = new Transaction().add(
    createAssociatedTokenAccountInstruction(owner.publicKey, destination, receiver, mint),
    createTransferCheckedInstruction(source, mint, destination, owner.publicKey, 1_500_000n, 6),
  )
  await sendAndConfirmTransaction(connection, tx, [owner])
  const received = await getAccount(connection, destination)
  assert.is(received.amount, 1_500_000n)
  assert.ok(received.owner.equals(receiver))
  assert.is((await getAccount(connection, source)).amount, SOLANA_SEED_USDC - 1_500_000n)
  const byOwner = await connection.getTokenAccountsByOwner(receiver, { mint })
  assert.is(byOwner.value.length, 1)
  assert.ok(byOwner.value[0]!.pubkey.equals(destination))
  const parsed = await connection.getParsedTokenAccountsByOwner(receiver, { programId: received.address.equals(destination) ? new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA') : mint })
  assert.is(parsed.value[0]!.account.data.parsed.info.tokenAmount.uiAmountString, '1.5')
})

test('behavior: spl-token helpers getOrCreateAssociatedTokenAccount and transfer work against the facade', async () => {
  const owner = solana.accounts[4]!.keypair
  const receiver = Keypair.generate().publicKey
  const mint = new PublicKey(solana.usdcMint)
  const to = await getOrCreateAssociatedTokenAccount(connection, owner, mint, receiver)
  await transfer(connection, owner, new PublicKey(solana.accounts[4]!.usdcTokenAccount), to.address, owner, 42n)
  assert.is((await getAccount(connection, to.address)).amount, 42n)
})

test('behavior: requestAirdrop credits lamports and confirms through signatureSubscribe', async () => {
  const who = Keypair.generate().publicKey
  const signature = await connection.requestAirdrop(who, LAMPORTS_PER_SOL)
  const latest = await connection.getLatestBlockhash()
  const confirmed = await connection.confirmTransaction({ signature, ...latest })
  assert.is(confirmed.value.err, null)
  assert.is(await connection.getBalance(who), LAMPORTS_PER_SOL)
})

test('behavior: simulateTransaction, getFeeForMessage and rent exemption', async () => {
  const from = solana.accounts[1]!.keypair
  const { blockhash } = await connection.getLatestBlockhash()
  const tx = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports: LAMPORTS_PER_SOL }),
  )
  const sim = await connection.simulateTransaction(tx)
  assert.is(sim.value.err, null)
  assert.ok(sim.value.logs?.some((l) => l.includes('11111111111111111111111111111111 success')))
  const fee = await connection.getFeeForMessage(tx.compileMessage())
  assert.is(fee.value, 5000)
  const rent = await connection.getMinimumBalanceForRentExemption(165)
  assert.ok(rent > 2_000_000 && rent < 2_100_000, `rent for a token account: ${rent}`)
  const tooMuch = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 10_000 * LAMPORTS_PER_SOL }),
  )
  const failed = await connection.simulateTransaction(tooMuch)
  assert.equal(failed.value.err, { InstructionError: [0, { Custom: 1 }] })
})

test('error: a failing transaction is rejected by preflight with -32002 and its logs', async () => {
  const from = solana.accounts[1]!.keypair
  const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 10_000 * LAMPORTS_PER_SOL }))
  try {
    await sendAndConfirmTransaction(connection, tx, [from])
    assert.unreachable('should have failed')
  } catch (error) {
    assert.instance(error, Error)
    assert.match((error as Error).message, /Transaction simulation failed/)
    assert.ok(((error as { logs?: string[] }).logs ?? []).some((l) => l.includes('insufficient lamports')))
  }
  const raw = await rpc('sendTransaction', ['AQID', { encoding: 'base64' }])
  assert.is(raw.error?.code, -32602)
})

test('error: a rent-paying new account is refused like on a real cluster (InsufficientFundsForRent)', async () => {
  const from = solana.accounts[1]!.keypair
  const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 10 }))
  try {
    await sendAndConfirmTransaction(connection, tx, [from])
    assert.unreachable('should have failed')
  } catch (error) {
    assert.match((error as Error).message, /InsufficientFundsForRent/)
  }
})

test('error: unknown methods answer -32601 and bad params -32602 (JSON-RPC 2.0)', async () => {
  assert.is((await rpc('getNothing', [])).error?.code, -32601)
  assert.is((await rpc('getBalance', ['not-a-key'])).error?.code, -32602)
  assert.is((await rpc('getBalance', [])).error?.code, -32602)
  assert.is((await rpc('getBalance', [42])).error?.code, -32602)
  assert.is((await rpc('getBalance', solana.accounts[0]!.address)).error?.code, -32602, 'params must be an array')
  assert.is((await rpc('getMinimumBalanceForRentExemption', ['165'])).error?.code, -32602)
  assert.is((await rpc('requestAirdrop', [solana.accounts[0]!.address, -1])).error?.code, -32602)
  assert.is((await rpc('getTokenAccountBalance', [solana.accounts[0]!.address])).error?.code, -32602, 'not a token account')
  assert.is((await rpc('getTokenAccountsByOwner', [solana.accounts[0]!.address, {}])).error?.code, -32602)
  assert.is((await rpc('getAccountInfo', [solana.accounts[0]!.address, { encoding: 'base64+zstd' }])).error?.code, -32602)
  const res = await fetch(solana.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' })
  assert.is(((await res.json()) as { error: { code: number } }).error.code, -32700)
  const invalid = await fetch(solana.rpcUrl, { method: 'POST', body: JSON.stringify({ id: 1, method: 'getSlot' }) })
  assert.is(((await invalid.json()) as { error: { code: number } }).error.code, -32600)
  assert.is((await fetch(solana.rpcUrl)).status, 405)
})

test('behavior: batches answer each request in order', async () => {
  const res = await fetch(solana.rpcUrl, {
    method: 'POST',
    body: JSON.stringify([
      { jsonrpc: '2.0', id: 'a', method: 'getSlot' },
      { jsonrpc: '2.0', id: 'b', method: 'nope' },
    ]),
  })
  const body = (await res.json()) as { id: string; result?: number; error?: { code: number } }[]
  assert.is(body.length, 2)
  assert.is(body[0]!.id, 'a')
  assert.type(body[0]!.result, 'number')
  assert.is(body[1]!.error?.code, -32601)
})

test('behavior: signatureSubscribe notifies for a signature already processed, and accountSubscribe on change', async () => {
  const from = solana.accounts[2]!.keypair
  const to = Keypair.generate().publicKey
  const signature = await sendAndConfirmTransaction(connection, new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL })), [from])
  const ws = new WebSocket(solana.wsUrl)
  await new Promise((resolve) => ws.once('open', resolve))
  // biome-ignore lint/suspicious/noExplicitAny: subscription notifications of several shapes
  const messages: any[] = []
  ws.on('message', (m) => messages.push(JSON.parse(String(m))))
  ws.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'signatureSubscribe', params: [signature, { commitment: 'confirmed' }] }))
  ws.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'accountSubscribe', params: [to.toBase58(), { encoding: 'base64' }] }))
  ws.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'blockSubscribe', params: [] }))
  ws.send(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'accountSubscribe', params: ['not-a-key'] }))
  ws.send(JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'signatureSubscribe', params: [42] }))
  // Every request is answered (a subscription id or an error), and the confirmed signature
  // notified, before the airdrop that notifies the account.
  await until(() => [1, 2, 3, 4, 5].every((id) => messages.some((m) => m.id === id)) && messages.some((m) => m.method === 'signatureNotification'), 'the five answers and the signature notified')
  await connection.requestAirdrop(to, 1000)
  await until(() => messages.some((m) => m.method === 'accountNotification' && m.params.result.value.lamports === LAMPORTS_PER_SOL + 1000), 'the airdrop notified')
  ws.close()
  const note = messages.find((m) => m.method === 'signatureNotification')
  assert.equal(note?.params.result.value, { err: null })
  const account = messages.find((m) => m.method === 'accountNotification')
  assert.is(account?.params.result.value.lamports, LAMPORTS_PER_SOL + 1000)
  assert.is(messages.find((m) => m.id === 3)?.error.code, -32601)
  assert.is(messages.find((m) => m.id === 4)?.error.code, -32602)
  assert.is(messages.find((m) => m.id === 5)?.error.code, -32602)
})

test('behavior: stop() closes WebSocket clients with 1000 so web3.js does not reconnect forever', async () => {
  const other = await startSolana()
  const ws = new WebSocket(other.wsUrl)
  await new Promise((resolve) => ws.once('open', resolve))
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)))
  await other.stop()
  assert.is(await closed, 1000)
  await fetch(other.rpcUrl).then(
    () => assert.unreachable('server should be gone'),
    (error: Error) => assert.instance(error, Error),
  )
})

test('error: a blockhash older than 150 slots is refused (BlockhashNotFound), fresh ones rotate per slot', async () => {
  const other = await startSolana()
  try {
    const from = other.accounts[0]!.keypair
    const old = other.chain.latestBlockhash()
    assert.is(old.lastValidBlockHeight, other.chain.slot + 150)
    for (let i = 0; i < 151; i++) other.chain.airdrop(Keypair.generate().publicKey.toBase58(), 1_000_000_000n)
    assert.is.not(other.chain.latestBlockhash().blockhash, old.blockhash)
    assert.not.ok(other.chain.isBlockhashValid(old.blockhash))
    const tx = new Transaction({ feePayer: from.publicKey, recentBlockhash: old.blockhash }).add(
      SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports: LAMPORTS_PER_SOL }),
    )
    tx.sign(from)
    const res = await fetch(other.rpcUrl, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [tx.serialize().toString('base64'), { encoding: 'base64' }] }),
    })
    const body = (await res.json()) as { error: { code: number; data: { err: unknown } } }
    assert.is(body.error.code, -32002)
    assert.is(body.error.data.err, 'BlockhashNotFound')
  } finally {
    await other.stop()
  }
})

test('behavior: skipPreflight records a failing transaction with its err so confirmation reports it', async () => {
  const from = solana.accounts[4]!.keypair
  const { blockhash } = await connection.getLatestBlockhash()
  const tx = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 100_000 * LAMPORTS_PER_SOL }),
  )
  tx.sign(from)
  const signature = await connection.sendRawTransaction(tx.serialize(), { skipPreflight: true })
  const status = await connection.confirmTransaction(signature)
  assert.equal(status.value.err, { InstructionError: [0, { Custom: 1 }] })
  const listed = await connection.getSignaturesForAddress(from.publicKey, { limit: 1 })
  assert.is(listed[0]!.signature, signature)
  assert.ok(listed[0]!.err)
})

test('behavior: simulateTransaction of an unsigned transaction with replaceRecentBlockhash (wallet adapters do this)', async () => {
  const from = solana.accounts[1]!.keypair.publicKey
  const message = new TransactionMessage({
    payerKey: from,
    recentBlockhash: '11111111111111111111111111111111',
    instructions: [SystemProgram.transfer({ fromPubkey: from, toPubkey: Keypair.generate().publicKey, lamports: LAMPORTS_PER_SOL })],
  }).compileToV0Message()
  const sim = await connection.simulateTransaction(new VersionedTransaction(message), { sigVerify: false, replaceRecentBlockhash: true })
  assert.is(sim.value.err, null)
  const bad = await rpc('simulateTransaction', [Buffer.from(new VersionedTransaction(message).serialize()).toString('base64'), { encoding: 'base64', sigVerify: true, replaceRecentBlockhash: true }])
  assert.is(bad.error?.code, -32602)
})

test('behavior: getProgramAccounts filters token accounts by dataSize and memcmp owner', async () => {
  const owner = solana.accounts[0]!
  const accounts = await connection.getProgramAccounts(new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'), {
    filters: [{ dataSize: 165 }, { memcmp: { offset: 32, bytes: owner.address } }],
  })
  assert.equal(
    accounts.map((a) => a.pubkey.toBase58()),
    [owner.usdcTokenAccount],
  )
})

test.run()
