import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { findPersonal, replacePersonal } from './findPersonal.ts'

const token = (value: string) => `<${value}>`

test('default: emails, phones and grouped card numbers anywhere in text are replaced, the text around kept', () => {
  assert.is(replacePersonal('contact ada@example.com today', token), 'contact <ada@example.com> today')
  assert.is(replacePersonal('https://x.io/cb?email=ada.l%40mail.example.org&x=1', token), 'https://x.io/cb?email=<ada.l@mail.example.org>&x=1')
  assert.is(replacePersonal('call +44 20 7946 0958.', token), 'call <+44 20 7946 0958>.')
  assert.is(replacePersonal('tel:+15551234567', token), 'tel:<+15551234567>')
  assert.is(replacePersonal('(555) 123-4567 or 555-123-4567', token), '<(555) 123-4567> or <555-123-4567>')
  assert.is(replacePersonal('card 4111 1111 1111 1111', token), 'card <4111 1111 1111 1111>')
  assert.is(findPersonal('{"user":"bob+tag@corp.co.uk"}'), 'email')
  assert.is(findPersonal('+33 1 23 45 67 89'), 'phone')
})

test('behavior: no false positives — ids, hashes, addresses, amounts, dates, versions and plain URLs survive', () => {
  const kept = [
    'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060',
    'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
    'eip155:11155111',
    '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
    '+1234567.89 USDC',
    '+1,234,567.00',
    '1e+21',
    '1732790000000',
    '2026-11-28T09:30:47.000Z',
    '@walletconnect/core@2.25.0',
    'https://etherscan.io/tx/0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060',
    'https://api.example.com/getWallets?page=2&entries=40&include=a,b',
    'https://explorer.solana.com/address/7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV?cluster=devnet',
    'ws://127.0.0.1:41234/?auth=abc',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36',
    'balance 1000 2000 3000 wei',
    'chain 31337 block 12345678',
    '4111 1111 1111 1112',
    'eth_getBalance(0x70997970C51812dc3A010C7d01b50e0d17dc79C8, latest)',
  ]
  for (const text of kept) assert.is(replacePersonal(text, token), text, text)
})

test.run()
