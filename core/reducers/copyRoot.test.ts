import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { copyRoot, OPTIONAL_KEYS } from './copyRoot.ts'
import { initialState } from './initialState.ts'
import type { ModalState } from './state.ts'

test('behavior: copyRoot copies every root field, each optional one too, unfrozen and shallow', () => {
  const full = Object.freeze({
    ...initialState,
    ...Object.fromEntries(OPTIONAL_KEYS.map((key) => [key, { marker: key }])),
  }) as unknown as ModalState
  const copy = copyRoot(full)
  assert.equal(Object.keys(copy).sort(), Object.keys(full).sort())
  for (const key of Object.keys(full) as (keyof ModalState)[]) assert.is(copy[key], full[key], key)
  assert.not.ok(Object.isFrozen(copy))
})

test('behavior: copyRoot leaves absent optional fields absent (one holding undefined too, as JSON would)', () => {
  const copy = copyRoot(initialState)
  assert.equal(Object.keys(copy).sort(), Object.keys(initialState).sort())
  assert.not.ok('viewData' in copyRoot({ ...initialState, viewData: undefined }))
})

test.run()
