import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { truncateEmail } from './truncateEmail.ts'

test('behavior: SPEC §5 the email label is cut to 30 characters with an ellipsis', () => {
  assert.is(truncateEmail('a@b.c'), 'a@b.c')
  assert.is(truncateEmail('x'.repeat(30)), 'x'.repeat(30))
  assert.is(truncateEmail(`${'x'.repeat(30)}@example.com`), `${'x'.repeat(30)}…`)
  // Characters, not UTF-16 units: an emoji is never split.
  assert.is(truncateEmail(`${'😀'.repeat(31)}`), `${'😀'.repeat(30)}…`)
})

test.run()
