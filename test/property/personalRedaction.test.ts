/**
 * ARCHITECTURE rule 7, the log policy by content: an email address or phone number hidden in ANY
 * string of an exported event — a field the schema marks `personal` or not, a route's data, an
 * error's details, an unknown extra field, a record key — leaves the page only as its per-page token.
 */
import fc from 'fast-check'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events, validateEvent, type StampedEvent } from '../../core/events/index.ts'
import { createEventLog, parseLog } from '../../core/events/log.ts'
import { initialState } from '../../core/reducers/index.ts'
import { validEvent } from './arbitraries.ts'

const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max })

/** Phone numbers as people write them: international with separators, or North American. */
const phone = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 999 }), fc.array(fc.tuple(fc.constantFrom(' ', '-', ''), digits(2, 4)), { minLength: 2, maxLength: 4 }))
    .map(([cc, groups]) => `+${cc}${groups.map(([sep, d]) => `${sep}${d}`).join('')}`)
    .filter((p) => {
      const n = p.replace(/\D/g, '').length
      return n >= 8 && n <= 15
    }),
  fc.tuple(digits(3, 3), digits(3, 3), digits(4, 4), fc.boolean()).map(([a, b, c, paren]) => (paren ? `(${a}) ${b}-${c}` : `${a}-${b}-${c}`)),
)
const personalDatum = fc.oneof(fc.emailAddress(), phone)
/** What may stand beside a datum in free text. */
const separator = fc.constantFrom(' ', ': ', '\n', ', ', '(', '"', '=', '<', '\t')
const text = fc.string({ maxLength: 12 })
const hidden = fc.tuple(personalDatum, text, separator, separator, text, fc.nat(3)).map(([datum, before, s1, s2, after, shape]) => ({
  datum,
  text: [datum, `${before}${s1}${datum}`, `${datum}${s2}${after}`, `${before}${s1}${datum}${s2}${after}`][shape]!,
}))

type Path = (string | number)[]

function stringPaths(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  if (typeof value === 'string' && path.length > 0 && path[0] !== 'type') out.push(path)
  else if (Array.isArray(value))
    value.forEach((item, i) => {
      stringPaths(item, [...path, i], out)
    })
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) stringPaths(v, [...path, k], out)
  return out
}

function setAt(root: Record<string, unknown>, path: Path, value: string) {
  let node = root as Record<string | number, unknown>
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  node[path.at(-1)!] = value
}

/** A random event with the datum hidden in one of its strings, in an extra field, or as a record key. */
const eventWithDatum = fc.tuple(validEvent, hidden, fc.nat(), fc.nat(4)).map(([event, { datum, text }, pick, where]) => {
  const copy = structuredClone(event) as Record<string, unknown>
  const paths = stringPaths(copy)
  if (where === 0) copy.note = text
  else if (where === 1) copy.extra = { list: [{ [text]: 1 }] }
  else if (paths.length) setAt(copy, paths[pick % paths.length]!, text)
  else copy.details = text
  return { event: copy, datum }
})

const stamped = (event: object, seq: number) => ({ ...event, seq, at: seq * 10 }) as StampedEvent

function parses(log: unknown[]): boolean {
  try {
    parseLog(log)
    return true
  } catch {
    return false
  }
}

test('behavior: ARCHITECTURE rule 7 — random events with an email or phone in a random string field export none of them', () => {
  fc.assert(
    fc.property(eventWithDatum, fc.boolean(), ({ event, datum }, truncated) => {
      // Truncated: the event falls out of a one-slot ring and is exported inside the state snapshot.
      const log = createEventLog({ capacity: truncated ? 1 : 10, initialState, redactionKey: 'k' })
      log.record(stamped(event, 1))
      if (truncated) log.record(stamped(events.modal.openRequested(), 2))
      const exported = JSON.stringify([log.export(), log.traffic()])
      if (exported.includes(datum)) throw new Error(`${datum} exported in clear: ${exported.slice(0, 2000)}`)
    }),
    { numRuns: 3000 },
  )
})

test('behavior: an exported log replays whatever its tokens did to a string: a datum in a short field (an onramp currency, 16 characters at most) becomes a longer token, and the log still parses', () => {
  fc.assert(
    fc.property(eventWithDatum, ({ event }) => {
      // Only what a log could hold: the event valid with the datum in it (a snapshot's state too).
      fc.pre(validateEvent(event) === undefined && parses([stamped(event, 1)]))
      const log = createEventLog({ capacity: 10, initialState, redactionKey: 'k' })
      log.record(stamped(event, 1))
      parseLog(JSON.parse(JSON.stringify(log.export())))
    }),
    { numRuns: 3000 },
  )
  const log = createEventLog({ capacity: 10, initialState, redactionKey: 'k' })
  log.record(stamped(events.onramp.paymentCurrencySelected({ currency: 'a@b.co' }), 1))
  const [exported] = log.export() as unknown as [{ currency: string }]
  assert.match(exported.currency, /^\[personal:[0-9a-f]{8}\]$/)
  assert.equal(parseLog([exported]).length, 1)
})

test('behavior: a datum in free text gets the very token its `personal` field gets, the text around it kept', () => {
  const log = createEventLog({ capacity: 10, initialState, redactionKey: 'k' })
  log.record(stamped(events.embedded.otpSubmitted({ email: 'ada@example.com', otp: '123456' }), 1))
  log.record(stamped({ type: 'router/navigated', view: 'Account', data: { email: 'ada@example.com', note: 'call +44 20 7946 0958 now' } }, 2))
  const [otp, route] = log.export() as unknown as [{ email: string }, { data: { email: string; note: string } }]
  assert.match(otp.email, /^\[personal:[0-9a-f]{8}\]$/)
  assert.is(route.data.email, otp.email)
  assert.match(route.data.note, /^call \[personal:[0-9a-f]{8}\] now$/)
})

test.run()
