import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { savesData } from './savesData.ts'

test('default: no Network Information (Firefox, Safari, a server) saves nothing, so the modal is fetched when idle', () => {
  assert.is(savesData(undefined), false)
  assert.is(savesData({}), false)
  assert.is(savesData({ connection: { effectiveType: '4g', saveData: false } }), false)
  assert.is(savesData({ connection: { effectiveType: '3g' } }), false)
})

test("behavior: Save-Data on, or a 2g connection (slow-2g too), waits for the visitor's interaction", () => {
  assert.is(savesData({ connection: { saveData: true, effectiveType: '4g' } }), true)
  assert.is(savesData({ connection: { effectiveType: '2g' } }), true)
  assert.is(savesData({ connection: { effectiveType: 'slow-2g' } }), true)
})

test.run()
