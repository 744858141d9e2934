import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../events/index.ts'
import { init } from '../../test/fixtures/config.ts'
import { reduceAll } from '../../test/fixtures/reduceAll.ts'
import { validateState } from './state.ts'

const { discovered } = events.connectors
type Info = Parameters<typeof discovered>[0]['connectors'][number]
const connector = (i: number, over: Partial<Info> = {}): Info => ({ id: `w${i}`, name: `Wallet ${i}`, type: 'ANNOUNCED', chain: 'eip155', ...over })

test('behavior: SPEC §5 an identical connector (same id, name and chain) is not added twice', () => {
  const a = connector(1)
  const s = reduceAll([init(), discovered({ connectors: [a] }), discovered({ connectors: [{ ...a, imageUrl: 'x' }, a] })])
  assert.equal(s.connectors, [a])
})

test('behavior: SPEC §5 a repeat inside one event is added once, the first kept (small and large events)', () => {
  for (const size of [2, 50]) {
    const rest = Array.from({ length: size }, (_, i) => connector(i + 2))
    const a = connector(1)
    const s = reduceAll([init(), discovered({ connectors: [a, { ...a, imageUrl: 'second' }, ...rest, ...rest] })])
    assert.equal(s.connectors, [a, ...rest], `${size}`)
  }
})

test('behavior: SPEC §5 a different id, name or chain is another connector', () => {
  const a = connector(1)
  const others = [
    { ...a, id: 'other' },
    { ...a, name: 'Other' },
    { ...a, chain: 'solana' as const },
  ]
  const s = reduceAll([init(), discovered({ connectors: [a] }), discovered({ connectors: others })])
  assert.equal(s.connectors, [a, ...others])
})

test('behavior: SPEC §5 parts are compared whole (no key collision between "a|b" + "c" and "a" + "b|c")', () => {
  const x = connector(0, { id: 'a"', name: ',"b' })
  const y = connector(0, { id: 'a', name: '","b' })
  const s = reduceAll([init(), discovered({ connectors: [x, y] })])
  assert.is(s.connectors.length, 2)
})

test('behavior: 8,000 connectors in one event, half of them repeats of known ones, keep each identity once in order', () => {
  const known = Array.from({ length: 4_000 }, (_, i) => connector(i))
  const flood = Array.from({ length: 8_000 }, (_, i) => connector(i))
  const s = reduceAll([init(), discovered({ connectors: known }), discovered({ connectors: flood })])
  assert.is(s.connectors.length, 8_000)
  assert.equal(
    s.connectors.map((c) => c.id),
    flood.map((c) => c.id),
  )
  assert.is(validateState(s), undefined)
})

test('behavior: replaying from the same earlier state twice gives the same list each time (keys cached per list stay right)', () => {
  const before = reduceAll([init(), discovered({ connectors: [connector(1)] })])
  const twice = [0, 1].map(() => reduceAll([discovered({ connectors: [connector(2)] }), discovered({ connectors: [connector(2), connector(3)] })], before))
  for (const s of twice) assert.equal(s.connectors, [connector(1), connector(2), connector(3)])
  assert.equal(before.connectors, [connector(1)])
})

test.run()
