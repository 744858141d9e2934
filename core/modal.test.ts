import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Adapter } from './adapter.ts'
import { ConnectionError } from './errors/ConnectionError.ts'
import { InvalidEventError } from './errors/InvalidEventError.ts'
import { LatchError } from './errors/LatchError.ts'
import { ValidationError } from './errors/ValidationError.ts'
import { events, type IntentEvent } from './events/index.ts'
import { createModal, type CreateModalOptions } from './modal.ts'
import { replay } from './replay.ts'
import type { ModalState } from './reducers/state.ts'
import type { WindowLike } from './store.ts'
import { connectEvm } from '../test/fixtures/config.ts'
import { NETWORKS } from '../test/fixtures/networks.ts'
import { createTestAdapter } from '../test/fixtures/testAdapter.ts'
import { offlineFetch } from '../test/fixtures/offline.ts'
import { dispatchInternal } from './modal.ts'

const base: CreateModalOptions = { projectId: 'p1', networks: NETWORKS, deps: { window: undefined, fetch: offlineFetch } }

function adapter(namespace: Adapter['namespace'], behaviour: { switch?: () => Promise<void> } = {}): Adapter {
  const base = createTestAdapter(namespace)
  return behaviour.switch ? { ...base, switchNetwork: behaviour.switch } : base
}

async function rejection(promise: Promise<unknown>): Promise<LatchError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof LatchError) return error
    throw error
  }
  throw new Error('expected a rejection')
}

test('default: createModal records its options in app/initialized, closed on Connect, dark', () => {
  const modal = createModal(base)
  const [first] = modal.eventLog()
  assert.is(first!.type, 'app/initialized')
  const state = modal.getState()
  assert.is(state.open, false)
  assert.is(state.view, 'Connect')
  assert.is(state.themeMode, 'dark')
  assert.is(state.config.projectId, 'p1')
  assert.is(state.activeCaipNetworkId, 'eip155:1')
  modal.destroy()
})

test('behavior: open, close and the state streams', () => {
  const modal = createModal({ ...base, adapters: [adapter('eip155')] })
  const views: string[] = []
  // Other slices change too (wallet lists load on open): record each open/view change once.
  const unsubscribe = modal.subscribeState((s) => {
    const entry = `${s.open}:${s.view}`
    if (views.at(-1) !== entry) views.push(entry)
  })
  const seen: string[] = []
  const off = modal.subscribeEvents((e) => e.type.startsWith('modal/') && seen.push(e.type))
  modal.open()
  modal.open({ view: 'Networks' })
  modal.close()
  unsubscribe()
  off()
  modal.open()
  assert.equal(views, ['false:Connect', 'true:Connect', 'true:Networks', 'false:Connect'])
  assert.equal(seen, ['modal/openRequested', 'modal/openRequested', 'modal/closeRequested'])
  modal.destroy()
})

test('error: open with an unknown view or namespace throws a ValidationError', () => {
  const modal = createModal(base)
  assert.throws(
    () => modal.open({ view: 'Nope' as never }),
    (e: unknown) => e instanceof ValidationError && e.shortMessage === 'Unknown view',
  )
  assert.throws(
    () => modal.open({ namespace: 'cosmos' as never }),
    (e: unknown) => e instanceof ValidationError,
  )
  assert.is(modal.getState().open, false)
})

test('error: invalid options fail fast with a clear error', () => {
  assert.throws(() => createModal({ ...base, projectId: 5 as never }), /projectId: expected string/)
  const bad = { ...NETWORKS[0]!, caipNetworkId: 'eip155' as const }
  assert.throws(
    () => createModal({ ...base, networks: [bad as never] }),
    (e: unknown) => e instanceof ValidationError && e.shortMessage === 'Invalid CAIP Network ID',
  )
  const wrongNs = { ...NETWORKS[0]!, chainNamespace: 'solana' as const }
  assert.throws(() => createModal({ ...base, networks: [wrongNs] }), /not in namespace solana/)
  assert.throws(() => createModal({ ...base, themeMode: 'blue' as never }), /options.themeMode/)
})

test('behavior: SPEC §4 theme — requested, else system preference via matchMedia, else dark', () => {
  const lightSystem: WindowLike = { matchMedia: () => ({ matches: false }) }
  assert.is(createModal({ ...base, deps: { window: lightSystem } }).getState().themeMode, 'light')
  assert.is(createModal({ ...base, themeMode: 'dark', deps: { window: lightSystem } }).getState().themeMode, 'dark')
  assert.is(createModal(base).getState().themeMode, 'dark')
  const modal = createModal(base)
  modal.setThemeMode('light')
  assert.is(modal.getState().themeMode, 'light')
  assert.throws(
    () => modal.setThemeMode('pink' as never),
    (e: unknown) => e instanceof ValidationError,
  )
})

test('behavior: SPEC §2 mobile detection feeds the no-adapter opening rule', () => {
  const phone: WindowLike = { navigator: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile' } }
  const modal = createModal({ ...base, deps: { window: phone } })
  modal.open()
  assert.is(modal.getState().view, 'AllWallets')
})

test('behavior: switchNetwork while disconnected resolves at once', async () => {
  const modal = createModal(base)
  await modal.switchNetwork('eip155:137')
  assert.is(modal.getState().activeCaipNetworkId, 'eip155:137')
})

test("error: SPEC §8 switchNetwork to an unconfigured network rejects with 'Network not found'", async () => {
  const modal = createModal(base)
  const error = await rejection(modal.switchNetwork('eip155:10'))
  assert.ok(error instanceof ConnectionError)
  assert.is(error.shortMessage, 'Network not found')
})

test('behavior: switchNetwork while connected waits for the wallet', async () => {
  let release!: () => void
  const modal = createModal({ ...base, adapters: [adapter('eip155', { switch: () => new Promise<void>((r) => (release = r)) })] })
  dispatchInternal(modal, connectEvm())
  modal.open()
  const done = modal.switchNetwork('eip155:137')
  assert.is(modal.getState().view, 'SwitchNetwork')
  assert.is(modal.getState().loading, true)
  release()
  await done
  assert.is(modal.getState().activeCaipNetworkId, 'eip155:137')
  assert.is(modal.getState().view, 'Account')
})

test('error: switchNetwork rejects with the wallet error (SPEC §8 4001)', async () => {
  const rejecting = async () => {
    throw new LatchError('User rejected the request', { code: 4001 })
  }
  const modal = createModal({ ...base, adapters: [adapter('eip155', { switch: rejecting })] })
  dispatchInternal(modal, connectEvm())
  const error = await rejection(modal.switchNetwork('eip155:137'))
  assert.is(error.shortMessage, 'User rejected the request')
  assert.is(error.code, 4001)
})

test("error: SPEC §8 switching to another namespace then closing the modal rejects with 'Modal closed'", async () => {
  const modal = createModal({ ...base, adapters: [adapter('eip155')] })
  dispatchInternal(modal, connectEvm())
  const pending = modal.switchNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  assert.is(modal.getState().view, 'SwitchActiveChain')
  modal.close()
  assert.is((await rejection(pending)).shortMessage, 'Modal closed')
})

test('behavior: disconnect resolves once every namespace is disconnected', async () => {
  const modal = createModal({ ...base, adapters: [adapter('eip155')] })
  await modal.disconnect() // nothing connected: resolves, and is recorded
  dispatchInternal(modal, connectEvm())
  dispatchInternal(modal, events.connection.connected({ connectorId: 'p', namespace: 'solana', caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' }))
  await modal.disconnect()
  assert.equal(modal.getState().accounts, {})
  assert.is(modal.getState().status, 'disconnected')
})

test('error: dispatch throws InvalidEventError for malformed events; the log records the refusal, the state stays', () => {
  const modal = createModal(base)
  const before = modal.eventLog().length
  const state = modal.getState()
  assert.throws(
    () => modal.dispatch({ type: 'modal/openRequested', view: 3 } as unknown as IntentEvent),
    (e: unknown) => e instanceof InvalidEventError,
  )
  assert.throws(() => modal.dispatch({ type: 'no/suchThing' } as unknown as IntentEvent), /Invalid event/)
  const added = modal.eventLog().slice(before)
  assert.equal(
    added.map((e) => e.type),
    ['app/eventRejected', 'app/eventRejected'],
  )
  assert.match((added[1] as { reason: string }).reason, /unknown event type/)
  assert.is(modal.getState(), state)
})

test('behavior: dispatch copies the event, so later mutation cannot change the log', () => {
  const modal = createModal(base)
  const event = events.snackbar.requested({ message: 'one', variant: 'info' })
  modal.dispatch(event)
  event.message = 'two'
  const last = modal.eventLog().at(-1) as { message?: string }
  assert.is(last.message, 'one')
})

test('behavior: the event log replays to the live state (API.md replay)', () => {
  const modal = createModal({ ...base, adapters: [adapter('eip155')] })
  const live: ModalState[] = []
  modal.subscribeEvents(() => live.push(modal.getState()))
  modal.open()
  dispatchInternal(modal, events.router.navigated({ view: 'AllWallets' }))
  dispatchInternal(modal, connectEvm())
  modal.dispatch(events.router.wentBack())
  const { final } = replay(modal.eventLog())
  assert.equal(final, modal.getState())
  assert.equal(final, live.at(-1))
})

test('behavior: logCapacity bounds the log and the export still replays exactly', () => {
  const modal = createModal({ ...base, logCapacity: 3 })
  for (let i = 0; i < 6; i++) modal.open({ view: i % 2 ? 'Networks' : 'AllWallets' })
  const log = modal.eventLog()
  assert.is(log.length, 4) // snapshot + 3
  assert.equal(replay(log).final, modal.getState())
})

test('behavior: destroy completes the streams; pending promises reject', async () => {
  let release!: () => void
  const modal = createModal({ ...base, adapters: [adapter('eip155', { switch: () => new Promise<void>((r) => (release = r)) })] })
  dispatchInternal(modal, connectEvm())
  const pending = modal.switchNetwork('eip155:137')
  let completed = false
  modal.state$.subscribe({ complete: () => (completed = true) })
  modal.destroy()
  release()
  assert.is(completed, true)
  assert.is((await rejection(pending)).shortMessage, 'Modal destroyed')
})

test.run()
