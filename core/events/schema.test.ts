import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { s, validate } from './schema.ts'

const schema = s.object({
  name: s.string(),
  code: s.string({ sensitive: true }),
  tags: s.optional(s.array(s.enum(['a', 'b']), 2)),
  count: s.number({ integer: true, min: 0 }),
  nested: s.optional(s.object({ secret: s.optional(s.string({ sensitive: true })), at: s.scalar() })),
  map: s.optional(s.record(s.boolean())),
  blob: s.optional(s.json()),
})

test('default: a well-formed value validates', () => {
  assert.is(validate(schema, { name: 'x', code: '123456', count: 2, tags: ['a'], nested: { at: 1 }, map: { k: true }, blob: [1, { a: null }] }), undefined)
})

test('error: validation names the first offending path', () => {
  assert.is(validate(schema, { name: 1, code: '', count: 0 }), 'value.name: expected string')
  assert.is(validate(schema, { name: '', code: '', count: 1.5 }), 'value.count: expected integer')
  assert.is(validate(schema, { name: '', code: '', count: -1 }), 'value.count: below 0')
  assert.is(validate(schema, { name: '', code: '', count: 0, tags: ['a', 'b', 'a'] }), 'value.tags: more than 2 items')
  assert.is(validate(schema, { name: '', code: '', count: 0, tags: ['c'] }), 'value.tags[0]: expected one of a, b')
  assert.is(validate(schema, { name: '', code: '', count: 0, nested: { at: true } }), 'value.nested.at: expected string or finite number')
  assert.is(validate(schema, { name: '', code: '', count: 0, map: { k: 1 } }), 'value.map.k: expected boolean')
  assert.is(validate(schema, { name: '', code: '', count: 0, blob: { f: () => 1 } }), 'value.blob: expected JSON value')
  assert.is(validate(schema, { name: '', code: '', count: Infinity }), 'value.count: expected finite number')
  assert.is(validate(schema, []), 'value: expected object')
})

test.run()
