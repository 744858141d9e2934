import fc from 'fast-check'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { eventDefinitions, validateEvent } from '../../core/events/index.ts'
import { compileCheck, validate } from '../../core/events/schema.ts'
import { anyEvent, validEvent } from './arbitraries.ts'

const typeOf = (event: unknown): unknown => (typeof event === 'object' && event !== null ? (event as { type?: unknown }).type : undefined)
const RUNS = Number(process.env.LATCH_PROPERTY_RUNS ?? 20_000)

test('behavior: a compiled schema check accepts exactly what the schema interpreter accepts', () => {
  const byType = new Map(eventDefinitions.map((d) => [d.type, d.schema]))
  fc.assert(
    fc.property(fc.oneof(validEvent, anyEvent), (event) => {
      const schema = byType.get(typeOf(event) as never)
      if (!schema) return
      assert.is(compileCheck(schema)(event), validate(schema, event) === undefined)
    }),
    { numRuns: RUNS },
  )
})

test('error: validateEvent names the same field with the compiled check as the interpreter did', () => {
  fc.assert(
    fc.property(anyEvent, (event) => {
      const schema = eventDefinitions.find((d) => d.type === typeOf(event))?.schema
      if (schema) assert.is(validateEvent(event), validate(schema, event, 'event'))
    }),
    { numRuns: RUNS },
  )
})

test.run()
