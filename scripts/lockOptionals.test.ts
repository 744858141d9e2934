import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { missingOptionals } from './lockOptionals.ts'

test('behavior: package-lock.json lists every optional platform package, so `npm ci` (.ci/run) accepts it', () => {
  const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'))
  assert.equal(missingOptionals(lock), [], 'run: npx tsx scripts/lockOptionals.ts')
})

test.run()
