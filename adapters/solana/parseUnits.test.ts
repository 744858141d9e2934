import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parseUnits } from './parseUnits.ts'

test('behavior: decimal strings become exact base units (no floats): SOL has 9 decimals, USDC 6', () => {
  assert.is(parseUnits('0.5', 9), 500_000_000n)
  assert.is(parseUnits('1', 9), 1_000_000_000n)
  assert.is(parseUnits('0.000000001', 9), 1n)
  assert.is(parseUnits('2', 6), 2_000_000n)
  assert.is(parseUnits('.25', 6), 250_000n)
  assert.is(parseUnits('3.', 6), 3_000_000n)
  assert.is(parseUnits(' 1.50 ', 2), 150n)
  assert.is(parseUnits('1.100000000000', 9), 1_100_000_000n, 'trailing zeros beyond the decimals are harmless')
  // 0.1 + 0.2 style float drift would show here.
  assert.is(parseUnits('0.3', 18), 300_000_000_000_000_000n)
  assert.is(parseUnits('18446744073.709551615', 9), 18_446_744_073_709_551_615n, 'u64 max lamports, beyond 2^53')
  assert.is(parseUnits('7', 0), 7n)
})

test('error: more fraction digits than the token has, signs, exponents and text are ValidationErrors', () => {
  for (const [amount, decimals] of [
    ['0.0000000001', 9],
    ['1.5', 0],
    ['-1', 9],
    ['+1', 9],
    ['1e3', 9],
    ['abc', 9],
    ['', 9],
    ['.', 9],
    ['1,5', 9],
    ['0x10', 9],
  ] as const) {
    assert.throws(
      () => parseUnits(amount, decimals),
      (e: Error & { shortMessage?: string }) => e.name === 'ValidationError' && e.shortMessage === 'Invalid amount',
      `${amount}`,
    )
  }
})

test.run()
