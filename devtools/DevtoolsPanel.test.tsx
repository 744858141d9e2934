import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { $, $$, cleanup, createTestModal, exists, focused, press, render, run, type, waitUntil, window } from '../test/fixtures/dom.ts'
import type { Modal } from '../core/index.ts'
import { runReplay } from '../scripts/replay.ts'
import { LatchDevtools } from './index.ts'

test.after.each(cleanup)

const JOURNEY_PATH = new URL('../test/fixtures/journey.log.json', import.meta.url).pathname
const JOURNEY = readFileSync(JOURNEY_PATH, 'utf8')

async function setup(): Promise<Modal> {
  const modal = createTestModal()
  await modal.load()
  await render(<LatchDevtools modal={modal} />)
  await waitUntil(() => exists('[data-devtools-log] [role="option"]'), 'the panel and its first events')
  return modal
}

const rows = () => $$('[data-devtools-log] [role="option"]')
const selectedRow = () => $('[data-devtools-log] [aria-selected="true"]')

/** A file given to the "Open a log" picker, as a user's pick does. */
async function pick(name: string, text: string): Promise<void> {
  const input = $('[data-devtools-open]') as HTMLInputElement
  const file = new window.File([text], name, { type: 'application/json' })
  Object.defineProperty(input, 'files', { value: [file], configurable: true })
  await run(() => input.dispatchEvent(new window.Event('change', { bubbles: true }) as unknown as Event))
}

test('behavior: the live list shows seq, time, type, intent or fact and the fields as exported; new events stream in', async () => {
  const modal = await setup()
  const before = rows().length
  await run(() => modal.open())
  await waitUntil(() => rows().length > before, 'the open in the list')
  const open = rows().find((row) => row.getAttribute('data-type') === 'modal/openRequested')!
  assert.ok(open, 'modal/openRequested listed')
  assert.match(open.textContent ?? '', /^#\d+ \d\d:\d\d:\d\d\.\d{3} modal\/openRequested intent/)
  const log = modal.eventLog()
  assert.equal(
    rows().map((row) => Number(row.getAttribute('data-seq'))),
    log.map((e) => e.seq),
    'the exported log, entry for entry',
  )
  // Following the newest: the state pane is the replayed state after the last entry.
  const shown = JSON.parse($('[data-devtools-state]').textContent ?? '') as { open: boolean; view: string }
  assert.is(shown.open, true)
  assert.is(shown.view, modal.getState().view)
})

test('behavior: a picked event stays picked (by seq) while new events arrive; the diff shows only what it changed', async () => {
  const modal = await setup()
  await run(() => modal.open())
  await waitUntil(() => rows().some((r) => r.getAttribute('data-type') === 'modal/openRequested'), 'the open')
  const open = rows().find((row) => row.getAttribute('data-type') === 'modal/openRequested')!
  await run(() => open.click())
  const seq = open.getAttribute('data-seq')
  assert.is(selectedRow().getAttribute('data-seq'), seq)
  const paths = $$('[data-devtools-diff] tr[data-path]').map((tr) => tr.getAttribute('data-path'))
  assert.ok(paths.includes('open'), `open changed: ${paths.join(', ')}`)
  assert.not.ok(paths.includes('config'), 'the config did not change')
  await run(() => modal.close())
  await waitUntil(() => rows().some((r) => r.getAttribute('data-type') === 'modal/closeRequested'), 'the close')
  assert.is(selectedRow().getAttribute('data-seq'), seq, 'the pick is kept')
  assert.ok(exists('[data-devtools-follow]'), 'paused: a way back to following')
})

test('behavior: the list filters by domain and by text', async () => {
  const modal = await setup()
  await run(() => modal.open())
  await run(() => modal.setThemeMode('light'))
  await waitUntil(() => rows().some((r) => r.getAttribute('data-type')?.startsWith('theme/')), 'the theme event')
  const domain = $('[data-devtools-domain]') as HTMLSelectElement
  await run(() => {
    domain.value = 'modal'
    domain.dispatchEvent(new window.Event('change', { bubbles: true }) as unknown as Event)
  })
  assert.ok(rows().length > 0)
  assert.ok(rows().every((r) => r.getAttribute('data-type')!.startsWith('modal/')))
  await run(() => {
    domain.value = ''
    domain.dispatchEvent(new window.Event('change', { bubbles: true }) as unknown as Event)
  })
  await type($('[data-devtools-filter]') as HTMLInputElement, 'OPENREQ')
  assert.equal(
    rows().map((r) => r.getAttribute('data-type')),
    ['modal/openRequested'],
  )
})

test('behavior: keyboard — the list is one tab stop whose arrows, Home and End move the pick', async () => {
  const modal = await setup()
  await run(() => modal.open())
  await run(() => modal.setThemeMode('light'))
  await waitUntil(() => rows().length >= 3, 'a few events')
  const list = $('[data-devtools-log]')
  list.focus()
  assert.is(focused(), list as unknown as Element)
  await press('Home')
  assert.is(selectedRow(), rows()[0])
  await press('ArrowDown')
  assert.is(selectedRow(), rows()[1])
  assert.is(list.getAttribute('aria-activedescendant'), rows()[1]!.id)
  await press('End')
  assert.is(selectedRow(), rows()[rows().length - 1])
})

test("behavior: the panel's own actions are not in the modal's log (it never dispatches)", async () => {
  const modal = await setup()
  await run(() => modal.open())
  await waitUntil(() => rows().some((r) => r.getAttribute('data-type') === 'modal/openRequested'), 'the open')
  const length = modal.eventLog().length
  $('[data-devtools-log]').focus()
  await press('Home')
  await press('ArrowDown')
  await type($('[data-devtools-filter]') as HTMLInputElement, 'modal')
  await type($('[data-devtools-scrubber]') as HTMLInputElement, '0')
  await waitUntil(() => exists('[data-devtools-preview]'), 'the preview')
  assert.is(modal.eventLog().length, length)
})

test('behavior: the timeline shows the real views, read-only, from the replayed state at that point', async () => {
  await setup()
  await pick('journey.log.json', JOURNEY)
  await waitUntil(() => $('[data-latch-devtools]').getAttribute('data-devtools-source') === 'file', 'the opened log')
  const journey = JSON.parse(JOURNEY) as { type: string; amount?: string }[]
  const submitted = journey.findIndex((e) => e.type === 'send/submitted')
  const amount = journey
    .slice(0, submitted)
    .reverse()
    .find((e) => e.type === 'send/amountChanged')!.amount!
  await type($('[data-devtools-scrubber]') as HTMLInputElement, String(submitted - 1))
  await waitUntil(() => exists('[data-devtools-preview] [data-view="SendPreview"]'), 'SendPreview in the preview')
  const preview = $('[data-devtools-preview]')
  assert.ok(preview.hasAttribute('inert'), 'read-only: nothing in it takes focus or a click')
  assert.match(preview.textContent ?? '', amount)
  // Images that would reach a server are placeholders in an opened log.
  for (const img of $$('[data-devtools-preview] img')) assert.not.match(img.getAttribute('src') ?? '', /^(https?:|\/\/)/)
  // The closed modal at the start: said, not drawn.
  await type($('[data-devtools-scrubber]') as HTMLInputElement, '0')
  assert.is($('[data-devtools-preview]').getAttribute('data-open'), 'false')
})

test('error: a log the replay refuses gets the same one line as npm run replay; the panel stays live', async () => {
  const modal = await setup()
  const bad = JSON.stringify([
    { ...JSON.parse(JOURNEY)[0], seq: 5 },
    { type: 'modal/openRequested', seq: 2, at: 1 },
  ])
  await pick(JOURNEY_PATH, bad)
  await waitUntil(() => exists('[data-devtools-refusal]'), 'the refusal')
  const { writeFileSync, mkdtempSync } = await import('node:fs')
  const path = `${mkdtempSync('/tmp/ldt-')}/bad.json`
  writeFileSync(path, bad)
  const cliLine = runReplay(path).out.split('\n')[0]!.replace(path, JOURNEY_PATH)
  assert.is($('[data-devtools-refusal]').textContent, cliLine)
  assert.is($('[data-latch-devtools]').getAttribute('data-devtools-source'), 'live')
  assert.ok(modal.eventLog().length > 0)
})

test('behavior: dark and light — the panel dresses as the modal does, or as told', async () => {
  const modal = await setup()
  await run(() => modal.setThemeMode('light'))
  assert.is($('[data-latch-devtools]').getAttribute('data-theme'), 'light')
  await run(() => modal.setThemeMode('dark'))
  assert.is($('[data-latch-devtools]').getAttribute('data-theme'), 'dark')
})

test('behavior: copy as bug report — the clipboard gets versions, view trail and log; a refused clipboard shows the text', async () => {
  const modal = await setup()
  await run(() => modal.open())
  let copied = ''
  Object.defineProperty(window.navigator, 'clipboard', { value: { writeText: async (text: string) => void (copied = text) }, configurable: true })
  await run(() => $('[data-devtools-copy]').click())
  await waitUntil(() => copied !== '', 'the copy')
  assert.match(copied, 'Latch: ')
  assert.match(copied, /View trail:\n {2}#\d+ \(closed\) Connect\n {2}#\d+ Connect/)
  assert.match(copied, '"modal/openRequested"')
  Object.defineProperty(window.navigator, 'clipboard', { value: { writeText: async () => Promise.reject(new Error('denied')) }, configurable: true })
  await run(() => $('[data-devtools-copy]').click())
  await waitUntil(() => exists('[data-devtools-report]'), 'the report to copy by hand')
  assert.match(($('[data-devtools-report]') as HTMLTextAreaElement).value, 'View trail:')
})

test('behavior: a log dropped on the panel opens as a picked one does', async () => {
  await setup()
  const panel = $('[data-latch-devtools]')
  const file = new window.File([JOURNEY], 'dropped.json', { type: 'application/json' })
  const drop = new window.Event('drop', { bubbles: true, cancelable: true }) as unknown as Event & { dataTransfer: unknown }
  Object.defineProperty(drop, 'dataTransfer', { value: { files: [file] } })
  await run(() => panel.dispatchEvent(drop))
  await waitUntil(() => panel.getAttribute('data-devtools-source') === 'file', 'the dropped log')
  assert.match($('[data-devtools-status]').textContent ?? '', 'Opened dropped.json')
  assert.is(rows().length, (JSON.parse(JOURNEY) as unknown[]).length)
  await run(() => $('[data-devtools-live]').click())
  assert.is(panel.getAttribute('data-devtools-source'), 'live')
})

test('behavior: mountDevtools renders the panel into a container for hosts without React, and unmounts', async () => {
  const { mountDevtools } = await import('./index.ts')
  const modal = createTestModal()
  await modal.load()
  const container = window.document.createElement('div')
  window.document.body.appendChild(container)
  let unmount = () => {}
  await run(() => void (unmount = mountDevtools(modal, { container: container as unknown as Element })))
  await waitUntil(() => container.querySelector('[data-devtools-log]') !== null, 'the mounted panel')
  await run(() => unmount())
  assert.is(container.querySelector('[data-latch-devtools]'), null)
})

test.run()
