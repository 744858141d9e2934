import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { redact, REDACTED, scanText } from './redact.ts'
import { s } from './schema.ts'

const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318'
const HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060'
const MNEMONIC = 'test test test test test test test test test test test junk'

const schema = s.object({
  name: s.string(),
  code: s.string({ sensitive: true }),
  email: s.optional(s.string({ personal: true })),
  hash: s.optional(s.string({ format: 'transactionId' })),
  kind: s.optional(s.enum(['a', 'b'])),
  count: s.number({ integer: true, min: 0 }),
  nested: s.optional(s.object({ secret: s.optional(s.string({ sensitive: true })), at: s.scalar() })),
  blob: s.optional(s.json()),
  map: s.optional(s.record(s.string())),
})

test('behavior: sensitive strings become [redacted] at any depth, without touching the input', () => {
  const input = { name: 'n', code: '123456', count: 1, nested: { secret: 's', at: 'x' } }
  const out = redact(schema, input)
  assert.equal(out, { name: 'n', code: REDACTED, count: 1, nested: { secret: REDACTED, at: 'x' } })
  assert.is(input.code, '123456')
})

test('behavior: personal strings go through the given token, by default [redacted]', () => {
  const input = { name: 'n', code: '1', count: 0, email: 'ada@example.com' }
  assert.is((redact(schema, input) as { email: string }).email, REDACTED)
  assert.is((redact(schema, input, { personal: (v) => `<${v.length}>` }) as { email: string }).email, '<15>')
})

test('behavior: every string is scanned for pasted secrets: known fields, json blobs, record keys and extra fields', () => {
  const out = redact(schema, {
    name: `my key ${KEY}`,
    code: '1',
    count: 0,
    nested: { at: MNEMONIC },
    blob: { deep: [{ text: 'Bearer abcdefghijklmnopqrstuvwxyz' }], [KEY]: 1 },
    map: { [MNEMONIC]: 'x' },
    extra: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyIn0.c2lnbmF0dXJlLXZhbHVlLWhlcmU',
  })
  assert.equal(out, {
    name: '[redacted:privateKey]',
    code: REDACTED,
    count: 0,
    nested: { at: '[redacted:mnemonic]' },
    blob: { deep: [{ text: '[redacted:bearerToken]' }], '[redacted:privateKey]': 1 },
    map: { '[redacted:mnemonic]': 'x' },
    extra: '[redacted:jwt]',
  })
})

test('parameters: a transactionId field keeps a lone hash; any other field does not', () => {
  const out = redact(schema, { name: HASH, code: '1', count: 0, hash: HASH }) as Record<string, unknown>
  assert.is(out.hash, HASH)
  assert.is(out.name, '[redacted:privateKey]')
  assert.is((redact(schema, { name: HASH, code: '1', count: 0 }, { allowHash: true }) as { name: string }).name, HASH)
  assert.is((redact(schema, { name: 'n', code: '1', count: 0, hash: `x ${KEY}` }) as { hash: string }).hash, '[redacted:privateKey]')
})

test('error: redaction never throws: cycles, BigInt, NaN, functions, throwing getters, __proto__ keys all give JSON', () => {
  const cyclic: Record<string, unknown> = { a: 1 }
  cyclic.self = cyclic
  const getter = Object.defineProperty({}, 'boom', {
    enumerable: true,
    get: () => {
      throw new Error('no')
    },
  })
  const input = {
    name: 'n',
    code: 1n,
    count: NaN,
    blob: { cyclic, big: 10n ** 30n, fn: () => 1, sym: Symbol('x'), list: [undefined, () => 1, Infinity], getter, date: new Date(0) },
    extra: JSON.parse('{"__proto__": {"polluted": true}}'),
  }
  const out = redact(schema, input)
  const text = JSON.stringify(out)
  assert.equal(JSON.parse(text), out)
  assert.equal(out, {
    name: 'n',
    code: REDACTED,
    count: null,
    blob: {
      cyclic: { a: 1, self: '[cycle]' },
      big: '1000000000000000000000000000000',
      list: [null, null, null],
      getter: { boom: '[unreadable]' },
      date: '1970-01-01T00:00:00.000Z',
    },
    extra: JSON.parse('{"__proto__": {"polluted": true}}'),
  })
  assert.is(({} as { polluted?: boolean }).polluted, undefined)
  let deep: unknown = 'bottom'
  for (let i = 0; i < 10_000; i++) deep = [deep]
  assert.ok(JSON.stringify(redact(s.json(), deep)).includes('[too deep]'))
})

test('behavior: ARCHITECTURE rule 7 — personal data in any string (known field, json blob, extra field, key) goes through the token', () => {
  const out = redact(schema, { name: 'from ada@example.com', code: '1', count: 0, blob: { to: ['+44 20 7946 0958'], ['bob@example.org']: 1 }, extra: 'x' }, { personal: (v) => `<${v}>` })
  assert.equal(out, { name: 'from <ada@example.com>', code: REDACTED, count: 0, blob: { to: ['<+44 20 7946 0958>'], '<bob@example.org>': 1 }, extra: 'x' })
  assert.is(scanText('ada@example.com'), REDACTED)
})

test('behavior: scanText names the kind of secret it replaced', () => {
  assert.is(scanText(KEY), '[redacted:privateKey]')
  assert.is(scanText('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'), '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  assert.is(scanText(HASH, true), HASH)
})

test.run()
