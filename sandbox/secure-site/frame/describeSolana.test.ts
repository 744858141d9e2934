/**
 * The approval panel's words for a Solana request (SPEC.md §6: Solana signing methods
 * need the user's approval, shown as the EVM ones are): a SOL transfer names its receiver and its
 * exact value, from legacy and v0 wire transactions alike; other transactions their fee payer and
 * instruction count; a message its text; unreadable input never throws.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Keypair, SystemProgram, Transaction, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { base58Encode } from '../../../adapters/solana/base58.ts'
import { describeSolanaRequest, formatSol } from './describeSolana.ts'

const from = Keypair.generate().publicKey
const to = Keypair.generate().publicKey
const blockhash = base58Encode(new Uint8Array(32).fill(9))
const CHAIN = 'solana:rLwfLCzwPd4LgenzcSqJPJpwYkqUFLGc'
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const rows = (method: string, params: unknown) => Object.fromEntries(describeSolanaRequest(method, params, CHAIN))

test('behavior: SPEC §6 a SOL transfer (v0) shows its receiver and exact value, like eth_sendTransaction', () => {
  const message = new TransactionMessage({
    payerKey: from,
    recentBlockhash: blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 500_000_000 })],
  }).compileToV0Message()
  const shown = rows('solana_signAndSendTransaction', { transaction: base64(new VersionedTransaction(message).serialize()) })
  assert.equal(shown, { Method: 'solana_signAndSendTransaction', Network: 'Solana rLwfLCzw', From: from.toBase58(), To: to.toBase58(), Value: '0.5 SOL' })
})

test('behavior: a legacy transfer reads the same; exact lamports (SPEC §9 amounts never rounded here)', () => {
  const tx = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 1_234_567_891n }))
  const shown = rows('solana_signTransaction', [{ transaction: base64(tx.serialize({ requireAllSignatures: false, verifySignatures: false })) }])
  assert.is(shown['To'], to.toBase58())
  assert.is(shown['Value'], '1.234567891 SOL')
  assert.is(formatSol(3_000_000_000n), '3 SOL')
})

test('behavior: another transaction names its fee payer and instruction count; a message its text', () => {
  const memo = new TransactionInstruction({ programId: Keypair.generate().publicKey, keys: [], data: Buffer.from('hi') })
  const message = new TransactionMessage({
    payerKey: from,
    recentBlockhash: blockhash,
    instructions: [memo, SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 1 })],
  }).compileToV0Message()
  const shown = rows('solana_signAndSendTransaction', { transaction: base64(new VersionedTransaction(message).serialize()) })
  assert.equal([shown['Fee payer'], shown['Instructions'], shown['Value']], [from.toBase58(), '2', undefined])
  assert.is(rows('solana_signMessage', { message: base58Encode(new TextEncoder().encode('Sign in to Latch')), pubkey: from.toBase58() })['Message'], 'Sign in to Latch')
})

test('error: unreadable input is described as such, never thrown', () => {
  for (const params of [undefined, {}, { transaction: '***' }, { transaction: 'AAAA' }, { transaction: base64(new Uint8Array([1, ...new Uint8Array(64), 0x80])) }, 'x']) {
    assert.is(rows('solana_signTransaction', params)['Transaction'], 'unreadable', JSON.stringify(params))
  }
  assert.is(rows('solana_signMessage', { message: '0OIl' })['Message'], 'unreadable')
  assert.is(rows('solana_signAllTransactions', { transactions: 'x' })['Transactions'], 'unreadable')
})

test('behavior: SPEC §6 solana_signAllTransactions names how many transactions it signs', () => {
  assert.is(rows('solana_signAllTransactions', { transactions: ['AAAA', 'BBBB', 'CCCC'] })['Transactions'], '3')
})

test.run()
