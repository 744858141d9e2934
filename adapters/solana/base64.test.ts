import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { base64Decode, base64Encode } from './base64.ts'

test('behavior: base64 matches Node for every length and round-trips', () => {
  for (let n = 0; n < 70; n++) {
    const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) & 0xff)
    assert.is(base64Encode(bytes), Buffer.from(bytes).toString('base64'))
    assert.equal(base64Decode(base64Encode(bytes)), bytes)
  }
  assert.is(base64Encode(new Uint8Array(100_000)).length, 133_336, 'large inputs do not overflow the stack')
})

test('error: SPEC §6 Solana signing methods — anything but padded base64 decodes to undefined', () => {
  for (const bad of ['AQI', 'AQ I=', ' AQID', 'AQID\n', 'A-_B', 'AQ==AQ==', '====', 'AQID=']) assert.is(base64Decode(bad), undefined, JSON.stringify(bad))
  assert.equal(base64Decode(''), new Uint8Array())
})

test.run()
