import fc from 'fast-check'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { s, validate } from '../../core/events/schema.ts'
import { compareDecimal, formatUnits, isDecimal, subtractDecimal, toUnits } from '../../core/rules/decimal.ts'
import { validateSend } from '../../core/rules/validateSend.ts'
import { anyDecimal, hostileDecimal, validDecimal } from './arbitraries.ts'

const anyString = fc.oneof(anyDecimal, fc.string({ maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 8 }))

test('behavior: the decimal rules are total: no string makes them throw', () => {
  fc.assert(
    fc.property(anyString, anyString, fc.integer({ min: -5, max: 300 }), (a, b, decimals) => {
      toUnits(a, decimals)
      compareDecimal(a, b)
      subtractDecimal(a, b, decimals)
      validateSend({ namespace: 'eip155', amount: a, receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', token: { balance: b } })
    }),
    { numRuns: 20_000 },
  )
})

test("error: hostile decimals ('1e21', 'NaN', 'Infinity', '.', unicode digits, > 100 digits) are refused by the schema and give undefined", () => {
  fc.assert(
    fc.property(hostileDecimal, (value) => {
      if (isDecimal(value.trim())) return // a few generated strings are plain decimals after all (toUnits trims what users type)
      assert.ok(validate(s.decimal(), value) !== undefined, value)
      assert.is(toUnits(value, 18), undefined)
      assert.is(compareDecimal(value, '1'), undefined)
    }),
    { numRuns: 5_000 },
  )
  for (const value of ['1e21', 'abc', 'NaN', 'Infinity', '١٢', '１２', '-1', '', '.', '9'.repeat(101)]) {
    assert.is(toUnits(value, 18), undefined, value)
    assert.ok(validate(s.decimal(), value), value)
  }
})

test('behavior: valid decimals round-trip through base units and compare equal to themselves', () => {
  fc.assert(
    fc.property(validDecimal, (value) => {
      assert.is(validate(s.decimal(), value), undefined)
      assert.is(compareDecimal(value, value), 0)
      const units = toUnits(value, 40)!
      assert.is(compareDecimal(formatUnits(units, 40), value), 0)
    }),
    { numRuns: 5_000 },
  )
})

test('behavior: compareDecimal orders two decimals as their exact base units do (SPEC.md §5 insufficient balance)', () => {
  const width = (value: string) => (value.includes('.') ? value.trim().length - value.trim().indexOf('.') - 1 : 0)
  const digits = fc.stringMatching(/^0{0,3}[0-9]{0,6}(\.[0-9]{0,6}0{0,3})?$/).filter((value) => isDecimal(value))
  fc.assert(
    fc.property(fc.oneof(validDecimal, digits), fc.oneof(validDecimal, digits), (a, b) => {
      const places = Math.max(width(a), width(b))
      const x = toUnits(a, places)!
      const y = toUnits(b, places)!
      assert.is(compareDecimal(a, b), x === y ? 0 : x > y ? 1 : -1, `${a} vs ${b}`)
      assert.is(compareDecimal(b, a), x === y ? 0 : y > x ? 1 : -1, `${b} vs ${a}`)
    }),
    { numRuns: 20_000 },
  )
  for (const [a, b, order] of [
    ['0.5', '0.49', 1],
    ['007', '7.000', 0],
    ['10', '9.99', 1],
    ['.5', '0.50', 0],
    ['5.', '5', 0],
    ['1.5', '10000', -1],
  ] as const)
    assert.is(compareDecimal(a, b), order, `${a} vs ${b}`)
})

test.run()
