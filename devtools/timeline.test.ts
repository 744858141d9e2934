import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { replay } from '../core/coreEntry.ts'
import type { ModalState, StampedEvent } from '../core/index.ts'
import { bugReportText, logFileText } from './bugReport.ts'
import { OFFLINE_SOURCE, offlineState } from './offlineState.ts'
import { indexOfSeq, openLogText } from './openLog.ts'
import { diffStates, domainOf, domainsOf, fieldsText, filterIndexes, kindOf, timelineOf } from './timeline.ts'
import { LATCH_VERSION } from './version.ts'

const JOURNEY = new URL('../test/fixtures/journey.log.json', import.meta.url)
const journeyText = readFileSync(JOURNEY, 'utf8')
const journey = JSON.parse(journeyText) as StampedEvent[]

test('behavior: ARCHITECTURE.md rule 5 — each entry is an intent or a fact, by its domain/pastTense type', () => {
  assert.is(kindOf('modal/openRequested'), 'intent')
  assert.is(kindOf('connection/connected'), 'fact')
  assert.is(domainOf('send/amountChanged'), 'send')
  assert.equal(domainsOf(journey).slice(0, 3), ['app', 'connectors', 'modal'])
})

test('behavior: the filter keeps one domain, and a text found in the type or the fields (case-blind)', () => {
  const sends = filterIndexes(journey, { domain: 'send', text: '' })
  assert.ok(sends.length > 0)
  assert.ok(sends.every((i) => journey[i]!.type.startsWith('send/')))
  const amounts = filterIndexes(journey, { domain: '', text: 'AMOUNTCHANGED' })
  assert.equal(
    amounts.map((i) => journey[i]!.type),
    ['send/amountChanged', 'send/amountChanged'],
  )
  // A field's value is found too: the amounts typed.
  const typed = journey.find((e) => e.type === 'send/amountChanged') as StampedEvent & { amount: string }
  assert.ok(filterIndexes(journey, { domain: 'send', text: typed.amount }).length >= 1)
  assert.equal(filterIndexes(journey, { domain: 'wallets', text: 'amountChanged' }), [])
})

test('behavior: the diff lists only what an event changed, by path (states share what did not)', () => {
  const { states } = replay(journey)
  const i = journey.findIndex((e) => e.type === 'send/amountChanged')
  const { changes, more } = diffStates(states[i - 1], states[i])
  assert.is(more, 0)
  assert.ok(changes.length >= 1)
  assert.ok(
    changes.some((c) => c.path.includes('amount')),
    JSON.stringify(changes),
  )
  for (const change of changes) assert.not.equal(change.before, change.after)
  assert.equal(diffStates(states[i], states[i]).changes, [])
  // Added and removed places show their absent side as undefined; a long diff is capped.
  assert.equal(diffStates({ a: 1 }, { b: 2 }).changes, [
    { path: 'a', before: 1, after: undefined },
    { path: 'b', before: undefined, after: 2 },
  ])
  const wide = diffStates({}, Object.fromEntries(Array.from({ length: 5 }, (_, k) => [`k${k}`, k])), 3)
  assert.is(wide.changes.length, 3)
  assert.is(wide.more, 2)
})

test('behavior: fields are shown as exported, without seq/at/type, long strings shortened', () => {
  const event = { seq: 1, at: 2, type: 'x/y', id: 'a'.repeat(200) } as unknown as StampedEvent
  const text = fieldsText(event)
  assert.not.match(text, '"seq"')
  assert.match(text, '(200 chars)')
})

test('behavior: "Open a log" replays the Download log format; a refused log gets the replay CLI line', async () => {
  const opened = openLogText('journey.log.json', journeyText)
  assert.ok(opened.ok)
  if (!opened.ok) return
  assert.is(opened.opened.timeline.states.length, journey.length)
  assert.is(opened.opened.timeline.trail[0]!.seq, journey[0]!.seq)
  // The same one line `npm run replay` prints for the same file (scripts/replay.ts).
  const { runReplay } = await import('../scripts/replay.ts')
  const { mkdtempSync, writeFileSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const bad = [...journey.slice(0, 3), { ...journey[3]!, seq: 0 }]
  const dir = mkdtempSync(`${tmpdir()}/ldt-`)
  for (const [name, text] of [
    ['bad.json', JSON.stringify(bad)],
    ['torn.json', '[{"seq": 1,'],
  ] as const) {
    writeFileSync(`${dir}/${name}`, text)
    const cli = runReplay(`${dir}/${name}`)
    const panel = openLogText(`${dir}/${name}`, text)
    assert.is(cli.code, 1)
    assert.not.ok(panel.ok)
    if (!panel.ok) assert.is(panel.reason, cli.out.split('\n')[0])
  }
})

test('behavior: the entry of a seq is found in the log (selection kept by seq as entries arrive)', () => {
  const log = journey
  for (const [i, event] of log.entries()) assert.is(indexOfSeq(log, event.seq), i)
  assert.is(indexOfSeq(log, -5), -1)
})

test('behavior: a bug report holds the versions, the view trail as the CLI prints it, and the log', () => {
  const result = replay(journey)
  const text = bugReportText(timelineOf(journey, result), { latch: LATCH_VERSION, userAgent: 'UA/1' })
  assert.match(text, `Latch: ${LATCH_VERSION}`)
  assert.match(text, 'Browser: UA/1')
  assert.match(text, 'View trail:\n  #')
  assert.match(text, /#\d+ SendPreview/)
  // The log part is the Download log file, whole: it parses back to the same entries.
  const json = text.slice(text.indexOf('\n[') + 1)
  assert.is(json, logFileText(journey))
})

test('behavior: the version a bug report names is the package.json version', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
  assert.is(LATCH_VERSION, pkg.version)
})

test('behavior: an opened log renders offline — no URL left that an image or anything could fetch; data images kept', () => {
  const { final } = replay(journey)
  const state = {
    ...final,
    connectors: [
      { id: 'x', imageUrl: 'https://cdn.example/x.png', info: { icon: 'data:image/svg+xml;base64,AA' } },
      { id: 'y', imageUrl: '/relative.png' },
    ],
  } as unknown as ModalState
  const shown = JSON.stringify(offlineState(state))
  assert.not.match(shown, /https?:\/\//)
  assert.not.match(shown, '/relative.png')
  assert.match(shown, 'data:image/svg+xml;base64,AA')
  assert.match(shown, OFFLINE_SOURCE)
})

test.run()
