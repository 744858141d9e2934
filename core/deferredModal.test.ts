import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createDeferredModal } from './deferredModal.ts'
import * as engineModule from './engine.ts'
import type { Engine } from './engineSlot.ts'
import { InvalidEventError } from './errors/InvalidEventError.ts'
import { LatchError } from './errors/LatchError.ts'
import type { IntentEvent, StampedEvent } from './events/index.ts'
import type { CreateModalOptions } from './modalOptions.ts'
import { prepareModal } from './modalPrepare.ts'
import { preState } from './preState.ts'
import { initialState } from './reducers/index.ts'
import { step } from './step.ts'
import { createMemoryStorage, SESSION_KEY } from './storage.ts'
import { NETWORKS, solanaMainnet } from '../test/fixtures/networks.ts'
import { offlineFetch } from '../test/fixtures/offline.ts'
import { until } from '../test/fixtures/until.ts'

// The button page's size goal (≤ 40 KB, docs/performance.md): `createModal` hands back a deferred modal until the core chunk
// (core/engine.ts) loads. These tests drive it with a loader they control; the Node suites
// otherwise run with the core provided up front (scripts/uvuHooks.ts).

const options = (extra: Partial<CreateModalOptions> = {}): CreateModalOptions => ({
  projectId: 'p1',
  networks: NETWORKS,
  deps: { window: undefined, fetch: offlineFetch, storage: createMemoryStorage(), walletApi: null, blockchainApi: null },
  ...extra,
})

/** A loader that resolves when the test says so, counting its calls. */
function gate(fail = false) {
  let open: () => void = () => undefined
  const opened = new Promise<void>((resolve) => (open = resolve))
  let calls = 0
  const load = async (): Promise<Engine> => {
    calls++
    await opened
    if (fail) throw new Error('chunk failed to fetch')
    return engineModule
  }
  return { load, open: () => open(), calls: () => calls }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

test("preState: the deferred modal's first state is the core's own state after app/initialized, for varied options", () => {
  const variants: CreateModalOptions[] = [
    options(),
    options({ defaultNetwork: solanaMainnet.caipNetworkId, themeMode: 'light' }),
    options({ embedded: true, features: { email: true, socials: ['google'] } }),
    options({ endpoints: { blockchainApi: 'http://127.0.0.1:1' } }),
  ]
  for (const variant of variants) {
    const event = prepareModal(variant).initialized
    const core = step(initialState, { ...structuredClone(event), seq: 1, at: 0 } as StampedEvent)
    assert.equal(preState(event), core)
    assert.ok(Object.isFrozen(preState(event).config), 'deep-frozen like every state')
  }
})

test('nothing loads until something needs the core; getState is the first state, the log empty', async () => {
  const g = gate()
  const modal = createDeferredModal(options(), prepareModal(options()), g.load)
  await settle()
  assert.is(g.calls(), 0)
  assert.is(modal.getState().view, 'Connect')
  assert.is(modal.getState().activeCaipNetworkId, NETWORKS[0]!.caipNetworkId)
  assert.equal(modal.eventLog(), [])
  modal.destroy()
})

test('open() before the core: kept, run in order as it loads; subscribers keep their subscription', async () => {
  const g = gate()
  const modal = createDeferredModal(options(), prepareModal(options()), g.load)
  const seen: boolean[] = []
  const types: string[] = []
  modal.subscribeState((state) => seen.push(state.open))
  modal.subscribeEvents((event) => types.push(event.type))
  modal.open()
  modal.dispatch({ type: 'router/accountTabSelected', tab: 'Activity' } as IntentEvent)
  assert.is(modal.getState().open, false, 'not yet: the core is loading')
  assert.is(g.calls(), 1)
  g.open()
  await modal.load()
  assert.is(modal.getState().open, true)
  assert.is(seen[0], false)
  assert.is(seen.at(-1), true)
  assert.ok(types.includes('modal/openRequested'))
  const log = modal.eventLog().map((e) => e.type)
  assert.is(log[0], 'app/initialized', 'the log starts with the same first event')
  assert.ok(log.indexOf('modal/openRequested') < log.indexOf('router/accountTabSelected'), 'kept calls run in order')
  modal.destroy()
})

test('a fact dispatched before the core is refused when it loads (recorded, state unchanged); an uncopyable value throws at once', async () => {
  const g = gate()
  const modal = createDeferredModal(options(), prepareModal(options()), g.load)
  modal.dispatch({ type: 'connection/connected', namespace: 'eip155' } as unknown as IntentEvent)
  assert.throws(
    () => modal.dispatch({ type: 'modal/openRequested', view: () => 1 } as unknown as IntentEvent),
    (e: unknown) => e instanceof InvalidEventError,
  )
  g.open()
  await modal.load()
  const rejected = modal.eventLog().filter((e) => e.type === 'app/eventRejected')
  assert.is(rejected.length, 1)
  assert.is(modal.getState().status, 'disconnected')
  modal.destroy()
})

test('connect() waits for the core and then settles as the live modal does', async () => {
  const g = gate()
  const modal = createDeferredModal(options(), prepareModal(options()), g.load)
  const pending = modal.connect('no.such.wallet')
  g.open()
  const error = await pending.then(
    () => undefined,
    (e: unknown) => e,
  )
  assert.ok(error instanceof LatchError)
  const live = engineModule.createLiveModal(options(), prepareModal(options()))
  const liveError = await live.connect('no.such.wallet').then(
    () => undefined,
    (e: unknown) => e as LatchError,
  )
  assert.is((error as LatchError).shortMessage, liveError!.shortMessage, 'the same outcome as a live modal')
  live.destroy()
  modal.destroy()
})

test('a saved connection loads the core at once (a returning visitor reconnects)', async () => {
  const storage = createMemoryStorage()
  await storage.set(SESSION_KEY, { eip155: { connectorId: 'io.metamask', caipAddress: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' } })
  const g = gate()
  const withStorage = options({ deps: { window: undefined, fetch: offlineFetch, storage, walletApi: null, blockchainApi: null } })
  const modal = createDeferredModal(withStorage, prepareModal(withStorage), g.load)
  await until(() => g.calls() === 1, 'the core requested without any call')
  g.open()
  await modal.load()
  assert.is(modal.eventLog()[0]!.type, 'app/initialized')
  modal.destroy()
})

test('a storage that throws or rejects: the modal is made, nothing loads early, and the core still loads at the first call', async () => {
  for (const get of [
    () => {
      throw new Error('quota')
    },
    () => Promise.reject(new Error('denied')),
  ]) {
    const storage = { ...createMemoryStorage(), get: get as () => Promise<unknown> }
    const broken = options({ deps: { window: undefined, fetch: offlineFetch, storage, walletApi: null, blockchainApi: null } })
    const g = gate()
    const modal = createDeferredModal(broken, prepareModal(broken), g.load)
    await settle()
    assert.is(g.calls(), 0)
    modal.open()
    g.open()
    await modal.load()
    assert.is(modal.getState().open, true)
    modal.destroy()
  }
})

test('a core that fails to load: waiting promises reject with a clear error, kept calls are dropped, the next call tries again', async () => {
  const failing = gate(true)
  let attempts = 0
  let fail = true
  const load = () => {
    attempts++
    if (fail) {
      failing.open()
      return failing.load()
    }
    return Promise.resolve(engineModule)
  }
  const modal = createDeferredModal(options(), prepareModal(options()), load)
  const errors: unknown[] = []
  const original = console.error
  console.error = (...args: unknown[]) => errors.push(args)
  try {
    modal.open()
    const error = await modal.disconnect().then(
      () => undefined,
      (e: unknown) => e,
    )
    assert.ok(error instanceof LatchError)
    assert.is((error as LatchError).shortMessage, 'Latch could not load')
    await settle()
    assert.is(modal.getState().open, false, 'the open was dropped: nothing shows a modal that cannot run')
    fail = false
    await modal.load()
    assert.is(attempts, 2, 'tried again')
    assert.is(modal.getState().open, false)
    modal.open()
    assert.is(modal.getState().open, true, 'live now: at once')
  } finally {
    console.error = original
    modal.destroy()
  }
})

test('kept calls and waiting promises run in the order they were made', async () => {
  const g = gate()
  const modal = createDeferredModal(options(), prepareModal(options()), g.load)
  const switched = modal.switchNetwork(NETWORKS[1]!.caipNetworkId).catch((e: unknown) => e)
  modal.open()
  g.open()
  await modal.load()
  const log = modal.eventLog().map((e) => e.type)
  assert.ok(log.includes('networks/switchRequested') && log.includes('modal/openRequested'))
  assert.ok(log.indexOf('networks/switchRequested') < log.indexOf('modal/openRequested'), log.join(' '))
  await switched
  modal.destroy()
})

test("destroy() while the core loads rejects the waiting promises with 'Modal destroyed'", async () => {
  const g = gate()
  const modal = createDeferredModal(options(), prepareModal(options()), g.load)
  const pending = modal.disconnect().then(
    () => undefined,
    (e: unknown) => e,
  )
  modal.destroy()
  const error = await pending
  assert.ok(error instanceof LatchError)
  assert.is((error as LatchError).shortMessage, 'Modal destroyed')
  g.open()
})

test('destroy() before the core loads: nothing is created, later calls do nothing', async () => {
  const g = gate()
  const modal = createDeferredModal(options(), prepareModal(options()), g.load)
  modal.open()
  modal.destroy()
  g.open()
  await modal.load()
  await settle()
  assert.equal(modal.eventLog(), [])
  modal.open()
  assert.is(modal.getState().open, false)
})

test.run()
