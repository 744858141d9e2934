import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { withImages } from './withImages.ts'

test('behavior: fetched images join the known ones; all known already is no change (undefined)', () => {
  assert.equal(withImages({ a: 'blob:1' }, { b: 'blob:2' }), { a: 'blob:1', b: 'blob:2' })
  assert.equal(withImages({ a: 'blob:1' }, { a: 'blob:3' }), { a: 'blob:3' })
  assert.is(withImages({ a: 'blob:1' }, { a: 'blob:1' }), undefined)
  assert.is(withImages({}, {}), undefined)
})

test("error: a '__proto__' key (as JSON.parse makes one) is no image id: neither a key nor the prototype", () => {
  const joined = withImages({}, JSON.parse('{"b":"blob:2","__proto__":"blob:x"}') as Record<string, string>)!
  assert.equal(Object.keys(joined), ['b'])
  assert.is(Object.getPrototypeOf(joined), Object.prototype)
})

test.run()
