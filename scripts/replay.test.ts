import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createModal } from '../core/modal.ts'
import { events } from '../core/events/index.ts'
import { EVM_ADDRESS, NETWORKS } from '../test/fixtures/networks.ts'
import { dispatchInternal } from '../core/modal.ts'
import { escapeTerminal } from './escapeTerminal.ts'
import { runReplay } from './replay.ts'

const dir = mkdtempSync(join(tmpdir(), 'latch-replay-'))
const write = (name: string, content: string) => {
  const path = join(dir, name)
  writeFileSync(path, content)
  return path
}
const cli = (path?: string) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', ...(path ? [path] : [])], { encoding: 'utf8' })

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

/** A sound connected state (what a live session reaches), as its snapshot holds it. */
function connectedState(): Record<string, unknown> {
  const log = [
    {
      ...events.app.initialized({
        config: { projectId: 'p', networks: NETWORKS, adapters: ['eip155'], features: {}, allowUnsupportedChain: false, enableNetworkSwitch: true, embedded: false, manualControl: false },
        env: { isMobile: false },
      }),
      seq: 1,
      at: 0,
    },
    { ...events.connection.connected({ connectorId: 'injected', namespace: 'eip155', caipAddress: `eip155:1:${EVM_ADDRESS}` }), seq: 2, at: 1 },
  ]
  const run = runReplay(write('connected.json', JSON.stringify(log)))
  assert.is(run.code, 0, run.out)
  return JSON.parse(run.out.slice(run.out.indexOf('{')))
}

const snapshotLog = (state: unknown) => [
  { type: 'app/snapshotRestored', state, seq: 7, at: 0 },
  { type: 'modal/openRequested', seq: 8, at: 5 },
]

test('behavior: a sound snapshot replays; a crafted one, connected with no address, is refused in one line naming the invariant', () => {
  const state = connectedState()
  assert.is(state.status, 'connected')
  const sound = cli(write('sound.json', JSON.stringify(snapshotLog(state))))
  assert.is(sound.status, 0, sound.stderr)
  assert.match(sound.stdout, '#8 Account')

  const accounts = state.accounts as { eip155: Record<string, unknown> }
  const { address: _address, ...noAddress } = accounts.eip155
  const crafted = cli(write('crafted.json', JSON.stringify(snapshotLog({ ...state, accounts: { eip155: noAddress } }))))
  assert.is(crafted.status, 1)
  assert.is(crafted.stdout, '')
  assert.is(crafted.stderr.trimEnd().split('\n').length, 1, crafted.stderr)
  assert.match(crafted.stderr, 'crafted.json: Malformed event log: entry 0 is invalid: app/snapshotRestored: the state breaks an invariant: connected without an address')
})

test('behavior: other broken invariants are named: the active network outside its namespace, a closed modal off its root view', () => {
  const state = connectedState()
  const otherNamespace = runReplay(write('ns.json', JSON.stringify(snapshotLog({ ...state, activeCaipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }))))
  assert.is(otherNamespace.code, 1)
  assert.match(otherNamespace.out, 'the active network is outside the active namespace')
  const offRoot = runReplay(write('root.json', JSON.stringify(snapshotLog({ ...state, open: false, view: 'Account', history: ['Connect', 'Account'] }))))
  assert.match(offRoot.out, 'the closed modal is not on its root view Connect')
  // With --skip-invalid the snapshot is left out, named, and the rest replays from the start.
  const skipped = runReplay(write('ns.json', JSON.stringify(snapshotLog({ ...state, activeCaipNetworkId: 'solana:x' }))), { skipInvalid: true })
  assert.is(skipped.code, 0, skipped.out)
  assert.match(skipped.out, '#7 app/snapshotRestored: refused: app/snapshotRestored: the state breaks an invariant')
})

test('error: control characters from the log (ANSI escapes, \\r, bidi overrides) are printed escaped, never raw', () => {
  const hostile = '\u001b[2J\u001b]0;pwned\u0007\rfake line\u202eTEKCAM\u009b31m'
  const log = [
    { type: 'modal/openRequested', seq: 1, at: 0 },
    { type: 'snackbar/requested', message: hostile, variant: 'info', seq: 2, at: 1 },
    { type: `x/${hostile}`, seq: 3, at: 2 },
  ]
  const refused = cli(write('ansi.json', JSON.stringify(log)))
  assert.is(refused.status, 1)
  const skipped = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', '--skip-invalid', join(dir, 'ansi.json')], { encoding: 'utf8' })
  assert.is(skipped.status, 0, skipped.stderr)
  for (const output of [refused.stderr, skipped.stdout]) {
    assert.not.match(output, /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/, 'no raw control character')
    assert.not.match(output, /\n\s*fake line/, 'text from the log never starts a line of its own')
  }
  assert.match(refused.stderr, 'x/\\e[2J\\e]0;pwned\\u0007\\rfake line\\u202eTEKCAM\\u009b31m')
  assert.match(skipped.stdout, '\\e[2J', 'the snack in the final state, escaped')
})

test('behavior: escapeTerminal writes controls as escapes and keeps printable text, right-to-left letters included', () => {
  assert.is(escapeTerminal('\u001b[31mred\r\n\t'), '\\e[31mred\\r\\n\\t')
  assert.is(escapeTerminal('\u202eabc\u2066\u200f'), '\\u202eabc\\u2066\\u200f')
  assert.is(escapeTerminal('שלום 1.5 ETH ✓'), 'שלום 1.5 ETH ✓')
})

test.run()
