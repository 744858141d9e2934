import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { copyRoot, OPTIONAL_KEYS } from './copyRoot.ts'
import { freezeNewFields } from './freezeNewFields.ts'
import { initialState } from './initialState.ts'
import type { ModalState } from './state.ts'

/** Every root field present, each holding a frozen marker object. */
const full = () =>
  Object.freeze({
    ...Object.fromEntries(Object.keys(initialState).map((key) => [key, Object.freeze({ marker: key })])),
    ...Object.fromEntries(OPTIONAL_KEYS.map((key) => [key, Object.freeze({ marker: key })])),
  }) as unknown as ModalState

test('behavior: freezeNewFields sees a change in every root field, required or optional, and deep-freezes the new value (a field it missed would make that change a no-op)', () => {
  const prev = full()
  for (const key of Object.keys(prev) as (keyof ModalState)[]) {
    const next = copyRoot(prev) as unknown as Record<string, unknown>
    const value = { changed: { deep: key } }
    next[key] = value
    assert.ok(freezeNewFields(next as unknown as ModalState, prev), `${key}: a new value is a change`)
    assert.ok(Object.isFrozen(value) && Object.isFrozen(value.changed), `${key}: the new value is deep-frozen`)
  }
})

test('behavior: an optional field removed is a change; the very same fields are none', () => {
  const prev = full()
  assert.not.ok(freezeNewFields(copyRoot(prev), prev))
  for (const key of OPTIONAL_KEYS) {
    const next = copyRoot(prev) as unknown as Record<string, unknown>
    delete next[key]
    assert.ok(freezeNewFields(next as unknown as ModalState, prev), key)
  }
})

test.run()
