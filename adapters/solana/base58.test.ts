import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Keypair, PublicKey } from '@solana/web3.js'
import { base58Decode, base58Encode } from './base58.ts'

test('behavior: base58 matches web3.js for keys, keeps leading zero bytes, and round-trips', () => {
  for (let i = 0; i < 50; i++) {
    const key = Keypair.generate().publicKey
    assert.is(base58Encode(key.toBytes()), key.toBase58())
    assert.equal(base58Decode(key.toBase58()), key.toBytes())
  }
  assert.is(base58Encode(new Uint8Array(32)), new PublicKey(new Uint8Array(32)).toBase58())
  assert.is(base58Encode(new Uint8Array([0, 0, 1])), '112')
  assert.equal(base58Decode('112'), new Uint8Array([0, 0, 1]))
  assert.is(base58Encode(new Uint8Array()), '')
})

test('error: a character outside the alphabet decodes to undefined', () => {
  assert.is(base58Decode('0OIl'), undefined)
})

test.run()
