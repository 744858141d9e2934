import { createHash } from 'node:crypto'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { sha256 } from './sha256.ts'

test('behavior: sha256 matches node:crypto on empty, block-edge, multi-block and non-ASCII input', () => {
  for (const text of ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'a'.repeat(1000), 'ada@example.com', 'ü€😀'.repeat(40)])
    assert.is(sha256(text), createHash('sha256').update(text).digest('hex'), `${text.length} characters`)
})

test.run()
