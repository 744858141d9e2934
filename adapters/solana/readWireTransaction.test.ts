import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { AddressLookupTableAccount, Keypair, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { readWireTransaction } from './readWireTransaction.ts'

const payer = Keypair.fromSeed(new Uint8Array(32).fill(3))
const cosigner = Keypair.fromSeed(new Uint8Array(32).fill(4))
const blockhash = 'rLwfLCzwPd4LgenzcSqJPJpwYkqUFLGce8duSaewaQC'
const to = new PublicKey('11111111111111111111111111111112')

test('behavior: a legacy transaction: its signers in slot order, and the message web3.js signs', () => {
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 1 }),
    SystemProgram.transfer({ fromPubkey: cosigner.publicKey, toPubkey: to, lamports: 2 }),
  )
  const wire = readWireTransaction(tx.serialize({ requireAllSignatures: false, verifySignatures: false }))
  assert.is(wire.version, 'legacy')
  assert.equal(wire.signers, [payer.publicKey.toBase58(), cosigner.publicKey.toBase58()])
  assert.equal([...wire.message], [...tx.serializeMessage()])
  assert.is(wire.signaturesAt, 1)
})

test('behavior: a v0 transaction with an address-lookup table is read to its end', () => {
  const table = new AddressLookupTableAccount({
    key: Keypair.generate().publicKey,
    state: { deactivationSlot: 2n ** 64n - 1n, lastExtendedSlot: 0, lastExtendedSlotStartIndex: 0, addresses: [to, Keypair.generate().publicKey] },
  })
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: table.state.addresses[1]!, lamports: 5 })],
  }).compileToV0Message([table])
  assert.is(message.addressTableLookups.length, 1, 'the receiver comes from the table')
  const wire = readWireTransaction(new VersionedTransaction(message).serialize())
  assert.is(wire.version, 0)
  assert.equal(wire.signers, [payer.publicKey.toBase58()])
  assert.equal([...wire.message], [...message.serialize()])
})

test('error: truncated bytes, trailing bytes, too few signature slots and other versions are no transaction', () => {
  const message = new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: blockhash, instructions: [] }).compileToV0Message()
  const bytes = new VersionedTransaction(message).serialize()
  assert.throws(() => readWireTransaction(bytes.subarray(0, bytes.length - 1)), /ends early/)
  assert.throws(() => readWireTransaction(new Uint8Array([...bytes, 0])), /1 bytes follow/)
  assert.throws(() => readWireTransaction(new Uint8Array([0, ...bytes.subarray(65)])), /0 signature slots for 1/)
  const v1 = bytes.slice()
  v1[65] = 0x81
  assert.throws(() => readWireTransaction(v1), /version 1/)
  assert.throws(() => readWireTransaction(new Uint8Array()), /ends early/)
})

test.run()
