import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { formatMessage } from './formatMessage.ts'
import { InformalMessenger } from './InformalMessenger.ts'

// EIP-4361's own example message (eips.ethereum.org/EIPS/eip-4361, "Example message"): field
// order, the empty lines around the statement, "Resources:" and its "- " items.
const EIP4361_EXAMPLE = `example.com wants you to sign in with your Ethereum account:
0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2

I accept the ExampleOrg Terms of Service: https://example.com/tos

URI: https://example.com/login
Version: 1
Chain ID: 1
Nonce: 32891756
Issued At: 2021-09-30T16:25:24Z
Resources:
- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/
- https://example.com/my-web2-claim.json`

test("behavior: EIP-4361 — the eip155 message is the EIP's example text, byte for byte", () => {
  const text = formatMessage({
    domain: 'example.com',
    accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    statement: 'I accept the ExampleOrg Terms of Service: https://example.com/tos',
    uri: 'https://example.com/login',
    version: '1',
    chainId: 'eip155:1',
    nonce: '32891756',
    issuedAt: '2021-09-30T16:25:24Z',
    resources: ['ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/', 'https://example.com/my-web2-claim.json'],
  })
  assert.is(text, EIP4361_EXAMPLE)
})

test('behavior: EIP-4361 — every optional field in ABNF order: Issued At, Expiration Time, Not Before, Request ID, Resources', () => {
  const text = formatMessage({
    domain: 'app.example',
    accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    uri: 'https://app.example/',
    version: '1',
    chainId: 'eip155:31337',
    nonce: 'abcdef12',
    issuedAt: '2026-11-23T10:00:00.000Z',
    expirationTime: '2026-11-24T10:00:00.000Z',
    notBefore: '2026-11-23T09:00:00.000Z',
    requestId: 'req-1',
    resources: ['https://app.example/terms'],
  })
  assert.is(
    text,
    [
      'app.example wants you to sign in with your Ethereum account:',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '',
      // No statement: the grammar's two line feeds stay (two empty lines before URI).
      '',
      'URI: https://app.example/',
      'Version: 1',
      'Chain ID: 31337',
      'Nonce: abcdef12',
      'Issued At: 2026-11-23T10:00:00.000Z',
      'Expiration Time: 2026-11-24T10:00:00.000Z',
      'Not Before: 2026-11-23T09:00:00.000Z',
      'Request ID: req-1',
      'Resources:',
      '- https://app.example/terms',
    ].join('\n'),
  )
})

// CAIP-122's Solana profile: the same template, "Solana account", the chain reference as Chain ID.
const CAIP122_SOLANA = `service.invalid wants you to sign in with your Solana account:
GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1

I accept the ServiceOrg Terms of Service: https://service.invalid/tos

URI: https://service.invalid/login
Version: 1
Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp
Nonce: 32891757
Issued At: 2021-09-30T16:25:24.000Z
Resources:
- ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu
- https://example.com/my-web2-claim.json`

test('behavior: CAIP-122 — the solana message names a Solana account and the chain reference', () => {
  const text = formatMessage({
    domain: 'service.invalid',
    accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
    statement: 'I accept the ServiceOrg Terms of Service: https://service.invalid/tos',
    uri: 'https://service.invalid/login',
    version: '1',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    nonce: '32891757',
    issuedAt: '2021-09-30T16:25:24.000Z',
    resources: ['ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu', 'https://example.com/my-web2-claim.json'],
  })
  assert.is(text, CAIP122_SOLANA)
})

test('behavior: InformalMessenger — nonce from getNonce, Issued At from its clock, Expiration Time after `expiration`', async () => {
  const messenger = new InformalMessenger({
    domain: 'app.example',
    uri: 'https://app.example/',
    statement: 'Sign in to App',
    getNonce: () => 'n0nce1234',
    now: () => Date.UTC(2026, 10, 23, 10),
    expiration: 3_600_000,
  })
  const message = await messenger.createMessage({ accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 'eip155:1' })
  assert.is(message.nonce, 'n0nce1234')
  assert.is(message.issuedAt, '2026-11-23T10:00:00.000Z')
  assert.is(message.expirationTime, '2026-11-23T11:00:00.000Z')
  assert.ok(message.requestId)
  assert.is(message.toString(), formatMessage(message))
  assert.match(message.toString(), /^app\.example wants you to sign in with your Ethereum account:\n0xf39F.*\n\nSign in to App\n\nURI: /)
})

test('default: InformalMessenger draws a fresh 32-hex nonce per message', async () => {
  const messenger = new InformalMessenger({ domain: 'a.example', uri: 'https://a.example/' })
  const input = { accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 'eip155:1' } as const
  const [a, b] = await Promise.all([messenger.createMessage(input), messenger.createMessage(input)])
  assert.match(a.nonce, /^[0-9a-f]{32}$/)
  assert.is.not(a.nonce, b.nonce)
  assert.is(a.expirationTime, undefined)
})

test.run()
