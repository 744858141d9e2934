/**
 * The replay's twin (core/replayTwin.ts) names every root field: one it missed would be a change
 * the per-event replay never saw (a state left as it was) — a field added to `ModalState` must
 * join it, as it joins `copyRoot`.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { copyRoot, OPTIONAL_KEYS } from './reducers/copyRoot.ts'
import { initialState } from './reducers/initialState.ts'
import type { ModalState } from './reducers/state.ts'
import { CHANGED, SHRANK, settleTwin, twinCoversEveryField, twinOf, UNCHANGED } from './replayTwin.ts'

/** A root holding every field, each a distinct frozen object. */
const everyField = (): ModalState => Object.fromEntries([...Object.keys(initialState), ...OPTIONAL_KEYS].map((key) => [key, Object.freeze({ key })])) as unknown as ModalState

test("twinOf: every root field, in copyRoot's order, the absent ones holding undefined", () => {
  const full = everyField()
  assert.equal(Object.keys(twinOf(full)), Object.keys(copyRoot(full)))
  const twin = twinOf(initialState) as Record<string, unknown>
  for (const key of OPTIONAL_KEYS) assert.ok(key in twin && twin[key] === undefined, key)
  assert.equal(copyRoot(twin as ModalState), initialState, 'copyRoot leaves the undefined fields out')
})

test('settleTwin: sees a change to each root field alone, freezes the new value, and takes it into the twin', () => {
  const full = everyField()
  for (const key of Object.keys(full)) {
    const last = twinOf(full)
    const work = { ...full, [key]: { changed: key } } as ModalState
    assert.is(settleTwin(work, last), CHANGED, key)
    const taken = (last as Record<string, unknown>)[key]
    assert.equal(taken, { changed: key }, key)
    assert.ok(Object.isFrozen(taken), `${key}: frozen`)
    assert.is(settleTwin(work, last), UNCHANGED, `${key}: nothing left to take`)
  }
})

test('settleTwin: an optional field a handler deleted is a change that shrank the root', () => {
  for (const key of OPTIONAL_KEYS) {
    const full = everyField()
    const last = twinOf(full)
    const work = { ...full } as Record<string, unknown>
    delete work[key]
    assert.is(settleTwin(work as unknown as ModalState, last), SHRANK, key)
    assert.is((last as Record<string, unknown>)[key], undefined, key)
  }
})

test('settleTwin: an optional field a handler set to undefined is a change that leaves the root as fast as it was (no SHRANK)', () => {
  for (const key of OPTIONAL_KEYS) {
    const full = everyField()
    const last = twinOf(full)
    const work = twinOf(full) as Record<string, unknown>
    work[key] = undefined
    assert.is(settleTwin(work as unknown as ModalState, last), CHANGED, key)
    assert.is((last as Record<string, unknown>)[key], undefined, key)
  }
})

test('twinCoversEveryField: true for the state as it is (else replay() would take one step per event)', () => {
  assert.ok(twinCoversEveryField())
})

test.run()
