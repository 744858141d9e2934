/**
 * The API reference shows a sentence for every public export: an export without a doc comment
 * is a bare signature in the reference, so adding one fails here and names it.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { publicEntries, undocumentedExports } from './apiDocs.ts'

test('every entry of package.json exports maps to a source file', () => {
  const entries = publicEntries()
  assert.ok(entries.length >= 10, `only ${entries.length} entries`)
  assert.ok(entries.some((e) => e.specifier === 'latch/react' && e.source === 'renderer-react/index.ts'))
})

test('every public export carries a doc comment', () => {
  const missing = undocumentedExports()
  assert.equal(missing, [], `exports with no doc comment:\n  ${missing.join('\n  ')}`)
})

test('the check sees a missing doc comment (it can fail)', () => {
  const missing = undocumentedExports([{ specifier: 'fixture', source: 'scripts/fixtures/undocumented.ts' }])
  assert.equal(missing, ['fixture: bare'])
})

test.run()
