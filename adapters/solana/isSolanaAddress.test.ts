import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Keypair } from '@solana/web3.js'
import { isSolanaAddress } from './isSolanaAddress.ts'

test('behavior: base58 keys of 32 to 44 characters are Solana addresses (SPEC §5)', () => {
  assert.ok(isSolanaAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'))
  assert.ok(isSolanaAddress('11111111111111111111111111111111'), 'the system program: 32 characters')
  assert.ok(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'))
  for (let i = 0; i < 50; i++) assert.ok(isSolanaAddress(Keypair.generate().publicKey.toBase58()))
})

test('error: EVM addresses, non-base58 characters (0 O I l), wrong lengths and non-32-byte keys are refused (SPEC §5)', () => {
  for (const value of [
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGY0LVL9zYtAWWM', // 0
    '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYOLVL9zYtAWWM', // O
    '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYILVL9zYtAWWM', // I
    '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYlLVL9zYtAWWM', // l
    '1111111111111111111111111111111', // 31
    '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWMx', // 45
    'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', // 44 characters but more than 32 bytes
    ' 9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    '',
  ]) {
    assert.not.ok(isSolanaAddress(value), value)
  }
})

test.run()
