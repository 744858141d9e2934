import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createModal } from '../core/modal.ts'
import { events } from '../core/events/index.ts'
import { NETWORKS } from '../test/fixtures/networks.ts'
import { dispatchInternal } from '../core/modal.ts'

const dir = mkdtempSync(join(tmpdir(), 'latch-replay-'))
const write = (name: string, content: string) => {
  const path = join(dir, name)
  writeFileSync(path, content)
  return path
}
const cli = (path?: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', ...(path ? [path] : [])], { encoding: 'utf8' })

test('behavior: API.md replay CLI prints the view trail and the final state', () => {
  const modal = createModal({ projectId: 'p', networks: NETWORKS, deps: { window: undefined } })
  modal.open()
  dispatchInternal(modal, events.router.navigated({ view: 'AllWallets' }))
  modal.dispatch(events.router.wentBack())
  modal.close()
  const path = write('good.json', JSON.stringify(modal.eventLog()))
  modal.destroy()
  const run = cli(path)
  assert.is(run.status, 0, run.stderr)
  assert.match(run.stdout, '5 events replayed')
  assert.match(run.stdout, /#1 \(closed\) Connect\n\s+#2 ConnectingWalletConnectBasic\n\s+#3 AllWallets\n\s+#4 ConnectingWalletConnectBasic\n\s+#5 \(closed\) Connect/)
  const final = JSON.parse(run.stdout.slice(run.stdout.indexOf('{')))
  assert.is(final.open, false)
  assert.equal(final.history, ['Connect'])
})

test('error: a malformed log exits 1 and names the first bad entry', () => {
  const log = [
    { type: 'modal/openRequested', seq: 1, at: 0 },
    { type: 'router/navigated', view: 'Nowhere', seq: 2, at: 1 },
    { type: 'bogus', seq: 3, at: 2 },
  ]
  const run = cli(write('bad.json', JSON.stringify(log)))
  assert.is(run.status, 1)
  assert.match(run.stderr, 'Malformed event log: entry 1 is invalid')
  assert.match(run.stderr, 'event.view: expected one of')
})

test('error: not JSON, not an array, or no file exits 1 with a clear message', () => {
  const notJson = cli(write('x.json', '{oops'))
  assert.is(notJson.status, 1)
  assert.match(notJson.stderr, 'not JSON')
  const notArray = cli(write('y.json', '{"a":1}'))
  assert.is(notArray.status, 1)
  assert.match(notArray.stderr, 'expected a JSON array of events')
  const missing = cli(join(dir, 'missing.json'))
  assert.is(missing.status, 1)
  assert.match(missing.stderr, 'cannot read')
  assert.is(cli().status, 1)
})

test.run()
