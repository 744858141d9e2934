/**
 * The eip155 adapter's own hex helpers (its code loads no viem) give viem's results.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import * as viem from 'viem'
import { concat, numberToHex, stringToHex } from './hex.ts'
import { keccak256 } from './keccak256.ts'
import { checksumAddress } from './toAddresses.ts'
import { encodeTransfer, erc20TransferAbi } from './transferCall.ts'

test('behavior: keccak256 equals viem for every length across three 136-byte blocks', () => {
  for (let length = 0; length <= 3 * 136 + 1; length++) {
    const bytes = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 0xff)
    const hex = viem.bytesToHex(bytes)
    assert.is(keccak256(hex), viem.keccak256(hex), `length ${length}`)
    assert.is(keccak256(bytes), viem.keccak256(bytes), `bytes, length ${length}`)
  }
  assert.is(keccak256('0x'), '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470')
})

test('behavior: checksumAddress equals viem getAddress (EIP-55)', () => {
  for (let i = 0; i < 200; i++) {
    const address = viem.keccak256(viem.numberToHex(i)).slice(0, 42)
    assert.is(checksumAddress(address), viem.getAddress(address))
    assert.is(checksumAddress(address.toUpperCase().replace('0X', '0x')), viem.getAddress(address))
  }
})

test('behavior: stringToHex, numberToHex and concat equal viem', () => {
  for (const text of ['', 'hi', 'Sign in to Latch ✓ 🦊', '\u202Ebidi']) assert.is(stringToHex(text), viem.stringToHex(text))
  for (const value of [0, 1, 255, 31337, Number.MAX_SAFE_INTEGER, 0n, 10n ** 30n]) assert.is(numberToHex(value), viem.numberToHex(value))
  assert.throws(() => numberToHex(-1))
  assert.is(concat(['0x01', '0xabcd', '0x']), viem.concat(['0x01', '0xabcd', '0x']))
})

test('behavior: encodeTransfer equals viem encodeFunctionData(transfer)', () => {
  const to = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
  for (const amount of [1n, 2_000_001n, 2n ** 256n - 1n]) {
    assert.is(encodeTransfer(to, amount), viem.encodeFunctionData({ abi: erc20TransferAbi, functionName: 'transfer', args: [to, amount] }))
  }
})

test.run()
