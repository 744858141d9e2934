import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { findSecret } from './findSecret.ts'

const PRIVATE_KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318'
const MNEMONIC = 'test test test test test test test test test test test junk'
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyIn0.c2lnbmF0dXJlLXZhbHVlLWhlcmU'
const SOLANA_KEY = '4NMwxzmYj2uvHuq8xoqhY8RXg63KSVJM1DXkpbmkUY7YQWuoyQgFnnzn6yo3CMnqZasnNPNuAT2TLwQsCaKkUddp'

test('behavior: a private key is found alone, without 0x and inside text', () => {
  assert.is(findSecret(PRIVATE_KEY), 'privateKey')
  assert.is(findSecret(PRIVATE_KEY.slice(2)), 'privateKey')
  assert.is(findSecret(`my key is ${PRIVATE_KEY} thanks`), 'privateKey')
})

test('behavior: mnemonics, JWTs, bearer tokens, Solana keys and PEM keys are found', () => {
  assert.is(findSecret(MNEMONIC), 'mnemonic')
  assert.is(findSecret(`Seed: ${MNEMONIC}`), 'mnemonic')
  assert.is(findSecret(JWT), 'jwt')
  assert.is(findSecret('Authorization: Bearer abcdefghijklmnopqrstuvwx'), 'bearerToken')
  assert.is(findSecret(SOLANA_KEY), 'solanaSecretKey')
  assert.is(findSecret(`[${Array.from({ length: 64 }, (_, i) => (i * 7) % 256).join(',')}]`), 'solanaSecretKey')
  assert.is(findSecret('-----BEGIN EC PRIVATE KEY-----\nMHcCAQEE…'), 'pemKey')
})

test('behavior: addresses, amounts, wallet names and ordinary sentences are not secrets', () => {
  for (const text of [
    '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy',
    '1.5',
    'Token Balance Unavailable',
    'Connection rejected by the user in the wallet prompt',
    'eip155:1',
    'the request failed because the server did not answer within the given time limit today',
    'could not reach the node after three tries with backoff from one hundred fifty ms',
  ])
    assert.is(findSecret(text), undefined, text)
})

test('parameters: allowHash keeps a lone transaction hash, not a key inside text', () => {
  assert.is(findSecret(PRIVATE_KEY, { allowHash: true }), undefined)
  assert.is(findSecret(`key ${PRIVATE_KEY}`, { allowHash: true }), 'privateKey')
  assert.is(findSecret(PRIVATE_KEY.slice(2), { allowHash: true }), 'privateKey', 'a hash is 0x-prefixed')
})

test('parameters: allowHash keeps a lone Solana signature and an explorer link to a transaction', () => {
  // A Solana transaction signature has the shape of a secret key: kept only where a field holds ids.
  assert.is(findSecret(SOLANA_KEY, { allowHash: true }), undefined)
  assert.is(findSecret(SOLANA_KEY), 'solanaSecretKey')
  assert.is(findSecret(`https://etherscan.io/tx/${PRIVATE_KEY}`, { allowHash: true }), undefined)
  assert.is(findSecret(`https://explorer.solana.com/tx/${SOLANA_KEY}`, { allowHash: true }), undefined)
  assert.is(findSecret(`https://x.io/${JWT}/tx/${PRIVATE_KEY}`, { allowHash: true }), 'jwt')
  assert.is(findSecret(`https://etherscan.io/address/${PRIVATE_KEY}`, { allowHash: true }), 'privateKey')
})

test.run()
