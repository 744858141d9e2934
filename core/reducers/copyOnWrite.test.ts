import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { freezeDeep } from '../rules/freezeDeep.ts'
import { copyDown, keepUnchanged } from './copyOnWrite.ts'

/** A slice as the state holds it: deep-frozen, objects inside objects, an array of objects. */
const slice = () =>
  freezeDeep({
    eip155: { status: 'connected', tokens: [{ symbol: 'ETH' }], user: { name: 'a' } },
    solana: { status: 'disconnected' },
  } as Record<string, Record<string, unknown>>)

/** copyDown, run the handler's writes, keep what stayed equal (the per-event path of core/reducers/index.ts). */
function reduceCopy<T extends object>(value: T, depth: number, write: (copy: T) => void): T {
  const copy = copyDown(value, depth)
  write(copy)
  return keepUnchanged(copy, value)
}

/** The whole-state path: the result deep-frozen. */
const shareUnchanged = <T>(next: T, prev: unknown): T => freezeDeep(keepUnchanged(next, prev))

test('behavior: a copy the handlers left equal is put back: the slice keeps its identity', () => {
  const before = slice()
  assert.is(
    reduceCopy(before, 2, () => {}),
    before,
  )
  // Writes of the values already there change nothing either (as Immer's drafts did).
  assert.is(
    reduceCopy(before, 2, (copy) => void (copy.eip155!.status = 'connected')),
    before,
  )
  // Deleting a field the original never had is no change.
  assert.is(
    reduceCopy(before, 2, (copy) => void delete copy.solana!.missing),
    before,
  )
})

test('behavior: a changed child gives new parents; its unchanged siblings keep their identity', () => {
  const before = slice()
  const after = reduceCopy(before, 2, (copy) => void (copy.solana!.status = 'connecting'))
  assert.is.not(after, before)
  assert.is.not(after.solana, before.solana)
  assert.is(after.eip155, before.eip155, 'the account no write touched is the same object')
  assert.equal(after.solana, { status: 'connecting' })
  assert.is(before.solana!.status, 'disconnected', 'the original is untouched')
})

test('behavior: deleting or adding a field is a change; so is a new array item', () => {
  const before = slice()
  assert.is.not(
    reduceCopy(before, 2, (copy) => void delete copy.eip155!.user),
    before,
  )
  assert.is.not(
    reduceCopy(before, 2, (copy) => void (copy.solana!.added = 1)),
    before,
  )
  const list = freezeDeep([{ id: 1 }, { id: 2 }])
  const pushed = reduceCopy(list, 1, (copy) => void copy.push({ id: 3 }))
  assert.equal(pushed, [{ id: 1 }, { id: 2 }, { id: 3 }])
  assert.is(pushed[0], list[0], 'items kept are the same objects')
  assert.is(
    reduceCopy(list, 1, (copy) => void (copy[1] = list[1]!)),
    list,
  )
})

test('behavior: a write below the copied depth meets the frozen original and throws (the reducer then takes the whole-state path)', () => {
  const before = slice()
  assert.throws(() => reduceCopy(before, 1, (copy) => void (copy.eip155!.status = 'x')), TypeError)
  assert.is(before.eip155!.status, 'connected')
})

test('behavior: the whole-state path shares every subtree left deep-equal and deep-freezes the rest', () => {
  const before = slice()
  const next = structuredClone(before) as Record<string, Record<string, unknown>>
  next.solana!.status = 'connecting'
  const shared = shareUnchanged(next, before)
  assert.is(shared.eip155, before.eip155)
  assert.equal(shared.solana, { status: 'connecting' })
  assert.ok(Object.isFrozen(shared) && Object.isFrozen(shared.solana))
  assert.is(shareUnchanged(structuredClone(before), before), before, 'an equal copy is the original')
})

test('behavior: a "__proto__" key (as JSON.parse makes one) is copied as a key, never as the copy\'s prototype', () => {
  const map = freezeDeep(JSON.parse('{"a":{"x":1},"__proto__":{"polluted":true}}') as Record<string, { x?: number; polluted?: boolean }>)
  const after = reduceCopy(map, 2, (copy) => void (copy.a!.x = 2))
  assert.is(Object.getPrototypeOf(after), Object.prototype)
  assert.equal(Object.getOwnPropertyDescriptor(after, '__proto__')?.value, { polluted: true })
  assert.is((after as { polluted?: boolean }).polluted, undefined)
  assert.is(
    reduceCopy(map, 2, () => {}),
    map,
  )
})

test.run()
