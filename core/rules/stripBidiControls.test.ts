import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { stripBidiControls } from './stripBidiControls.ts'

test('behavior: an override that reverses a wallet name is removed', () => {
  assert.is(stripBidiControls('\u202eTEKCAM\u202c'), 'TEKCAM')
})

test('behavior: every embedding, override, isolate and mark is removed', () => {
  const controls = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c']
  for (const control of controls) assert.is(stripBidiControls(`Wal${control}let`), 'Wallet', `U+${control.codePointAt(0)?.toString(16)}`)
})

test('behavior: right-to-left letters and ordinary text are kept as they are', () => {
  assert.is(stripBidiControls('محفظة'), 'محفظة')
  assert.is(stripBidiControls('MetaMask (beta) – 1'), 'MetaMask (beta) – 1')
})

test.run()
