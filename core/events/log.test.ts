import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { LogParseError } from '../errors/LogParseError.ts'
import { initialState } from '../reducers/index.ts'
import { replay } from '../replay.ts'
import { events, type StampedEvent } from './index.ts'
import { createEventLog, parseLog } from './log.ts'
import { init } from '../../test/fixtures/config.ts'
import { stamp } from '../../test/fixtures/reduceAll.ts'

const newLog = (capacity: number) => createEventLog({ capacity, initialState })

test('behavior: the log is a bounded ring buffer keeping the newest events', () => {
  const log = newLog(3)
  for (const e of stamp([init(), events.modal.openRequested(), events.router.wentBack(), events.modal.openRequested()])) log.record(e)
  assert.is(log.size, 3)
  assert.is(log.dropped, 1)
  assert.equal(log.entries().map((e) => e.seq), [2, 3, 4])
})

test('behavior: a truncated export starts with a snapshot and replays to the same final state', () => {
  const all = stamp([
    init({ themeMode: 'light' }),
    events.modal.openRequested(),
    events.router.navigated({ view: 'Networks' }),
    events.router.navigated({ view: 'AllWallets' }),
    events.router.wentBack(),
  ])
  const log = newLog(2)
  for (const e of all) log.record(e)
  const exported = log.export()
  assert.is(exported[0]!.type, 'app/snapshotRestored')
  assert.is(exported.length, 3)
  assert.equal(replay(exported).final, replay(all).final)
})

test('behavior: ARCHITECTURE rule 5 — sensitive fields are redacted on export, kept in memory', () => {
  const log = newLog(10)
  for (const e of stamp([events.embedded.otpSubmitted({ email: 'a@b.c', otp: '123456' })])) log.record(e)
  const [exported] = log.export()
  assert.equal(exported, { type: 'embedded/otpSubmitted', email: 'a@b.c', otp: '[redacted]', seq: 1, at: 0 })
  assert.is((log.entries()[0] as { otp?: string }).otp, '123456')
})

test('behavior: an exported log survives a JSON round-trip exactly', () => {
  const log = newLog(10)
  for (const e of stamp([init(), events.modal.openRequested({ view: 'Networks' }), events.snackbar.requested({ message: 'hi ✓ "q"', variant: 'info' })])) log.record(e)
  const exported = log.export()
  assert.equal(JSON.parse(JSON.stringify(exported)), exported)
})

function parseError(value: unknown): LogParseError {
  try {
    parseLog(value)
  } catch (error) {
    if (error instanceof LogParseError) return error
    throw error
  }
  throw new Error('parseLog accepted a malformed log')
}

test('error: parseLog names the first bad entry', () => {
  const good = stamp([init(), events.modal.openRequested()])
  assert.is(parseError({}).shortMessage, 'Malformed event log')
  const unknown = parseError([good[0], { type: 'x/y', seq: 2, at: 0 }])
  assert.is(unknown.index, 1)
  assert.is(unknown.shortMessage, 'Malformed event log: entry 1 is invalid')
  assert.ok(unknown.details?.includes("unknown event type 'x/y'"))
  assert.match(parseError([{ ...good[0], seq: 'a' }]).details ?? '', 'event.seq')
  assert.match(parseError([good[1], good[0]]).details ?? '', 'does not follow')
  assert.match(parseError([{ ...good[0], at: null }]).details ?? '', 'event.at')
  const snapshot = { type: 'app/snapshotRestored', state: {}, seq: 5, at: 0 }
  assert.match(parseError([good[0], snapshot]).details ?? '', 'only allowed first')
  assert.equal(parseLog(good), good as StampedEvent[])
})

test.run()
