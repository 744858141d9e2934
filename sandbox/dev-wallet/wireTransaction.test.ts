import { Keypair, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { ed25519 } from '@noble/curves/ed25519'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parseWireTransaction, signerIndex, withSignature } from './wireTransaction.ts'

const seed = new Uint8Array(32).fill(7)
const payer = Keypair.fromSeed(seed)
const receiver = new PublicKey('11111111111111111111111111111112')
const blockhash = 'rLwfLCzwPd4LgenzcSqJPJpwYkqUFLGce8duSaewaQC'
const transfer = SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 5 })

function signedByHand(bytes: Uint8Array): Uint8Array {
  const tx = parseWireTransaction(bytes)
  const index = signerIndex(tx, payer.publicKey.toBytes())
  assert.is(index, 0)
  return withSignature(tx, index, ed25519.sign(tx.message, seed)).bytes
}

test('behavior: a v0 transaction signed by hand is byte-identical to web3.js signing it', () => {
  const message = new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: blockhash, instructions: [transfer] }).compileToV0Message()
  const unsigned = new VersionedTransaction(message).serialize()
  const reference = new VersionedTransaction(message)
  reference.sign([payer])
  assert.equal([...signedByHand(unsigned)], [...reference.serialize()])
  const parsed = parseWireTransaction(unsigned)
  assert.is(parsed.version, 0)
  assert.equal(parsed.programIdIndexes.length, 1)
  assert.ok(
    parsed.staticAccountKeys[parsed.programIdIndexes[0]!]!.every((b) => b === 0),
    'the system program is called',
  )
})

test('behavior: a legacy transaction signed by hand is byte-identical to web3.js signing it', () => {
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(transfer)
  const unsigned = tx.serialize({ requireAllSignatures: false, verifySignatures: false })
  tx.sign(payer)
  assert.equal([...signedByHand(unsigned)], [...tx.serialize()])
  assert.is(parseWireTransaction(unsigned).version, 'legacy')
})

test('error: a truncated transaction or a foreign signer is refused', () => {
  const message = new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: blockhash, instructions: [transfer] }).compileToV0Message()
  const unsigned = new VersionedTransaction(message).serialize()
  assert.throws(() => parseWireTransaction(unsigned.subarray(0, 80)), /ends early/)
  assert.is(signerIndex(parseWireTransaction(unsigned), receiver.toBytes()), -1)
})

test.run()
