import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { shortenForDisplay } from './shortenForDisplay.ts'

test('behavior: the DevTools state pane shortens data URLs to their media type and long strings to their ends', () => {
  const icon = `data:image/svg+xml;base64,${'A'.repeat(5000)}`
  const long = `0x${'ab'.repeat(40)}`
  const shown = JSON.parse(JSON.stringify({ icon, long, short: 'eip155:1', n: 3, nested: [{ icon }] }, shortenForDisplay))
  assert.is(shown.icon, `data:image/svg+xml… (${icon.length} chars)`)
  assert.is(shown.nested[0].icon, shown.icon)
  assert.is(shown.long, `${long.slice(0, 32)}…${long.slice(-16)} (82 chars)`)
  assert.is(shown.short, 'eip155:1')
  assert.is(shown.n, 3)
})

test.run()
