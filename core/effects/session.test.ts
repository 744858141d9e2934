/**
 * SPEC.md §3 Connection, a session survives any reload: the connection is written to storage in
 * the very dispatch of `connection/connected` (before the modal shows the account) and the
 * facade's promise waits for that write to settle — so `connect(); location.reload()` keeps it.
 * The storage here is virtual: its writes settle only when the test releases them.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../events/index.ts'
import { createModal } from '../modal.ts'
import { createMemoryStorage, journaledStorage, SESSION_KEY, type KeyValueStorage } from '../storage.ts'
import { NETWORKS } from '../../test/fixtures/networks.ts'
import { offlineFetch } from '../../test/fixtures/offline.ts'
import { createTestAdapter } from '../../test/fixtures/testAdapter.ts'
import { until } from '../../test/fixtures/until.ts'
import { CONNECTIONS_KEY } from './savedConnections.ts'
import { asyncScheduler } from 'rxjs'
import { createStore } from '../store.ts'
import { init } from '../../test/fixtures/config.ts'
import { ACCOUNT_TYPES_KEY, accountTypeEpic } from './accountType.ts'

/** A storage whose writes wait for `release()`; `trail` records what happened, in order. */
function gatedStorage(trail: string[]) {
  const memory = createMemoryStorage()
  const held: (() => void)[] = []
  const storage: KeyValueStorage = {
    get: (key) => memory.get(key),
    set: (key, value) => {
      trail.push(`set ${key}`)
      return new Promise<void>((resolve) => held.push(() => void memory.set(key, value).then(() => (trail.push(`stored ${key}`), resolve()))))
    },
    del: (key) => {
      trail.push(`del ${key}`)
      return new Promise<void>((resolve) => held.push(() => void memory.del(key).then(() => (trail.push(`stored ${key}`), resolve()))))
    },
  }
  const release = async () => {
    for (const go of held.splice(0)) go()
    await new Promise((r) => setImmediate(r))
  }
  return { storage: journaledStorage(storage), memory, release }
}

function page(storage: KeyValueStorage, features: Record<string, unknown> = {}) {
  const evm = createTestAdapter('eip155')
  const modal = createModal({
    projectId: 'p',
    networks: NETWORKS,
    adapters: [evm],
    features,
    deps: { window: undefined, fetch: offlineFetch, walletApi: null, blockchainApi: null, storage },
  })
  return { modal, evm }
}
const settle = () => new Promise((r) => setImmediate(r))
const savedAddress = async (memory: KeyValueStorage) => ((await memory.get(SESSION_KEY)) as { eip155?: { caipAddress: string } } | undefined)?.eip155?.caipAddress

test('behavior: SPEC.md §3 the session write is issued as `connection/connected` is dispatched, and connect() resolves only once it is stored', async () => {
  const trail: string[] = []
  const { storage, memory, release } = gatedStorage(trail)
  const { modal } = page(storage)
  await modal.load() // the core runs and has read the saved session
  await settle()
  modal.subscribeEvents((event) => {
    // What a renderer would show on this event: the write must already be on its way.
    if (event.type === 'connection/connected') trail.push(`connected (write issued: ${trail.includes(`set ${SESSION_KEY}`)})`)
  })
  const done = modal.connect('io.metamask', 'eip155').then(() => trail.push('resolved'))
  await until(() => trail.some((t) => t.startsWith('connected')), 'connected')
  await settle()
  assert.ok(trail.includes('connected (write issued: true)'), trail.join(' | '))
  assert.not.ok(trail.includes('resolved'), `resolved before the session was stored: ${trail.join(' | ')}`)
  await release()
  await done
  const order = trail.filter((t) => t === `stored ${SESSION_KEY}` || t === 'resolved')
  assert.equal(order, [`stored ${SESSION_KEY}`, 'resolved'])
  assert.ok((await savedAddress(memory))?.startsWith('eip155:1:'), `${JSON.stringify(await memory.get(SESSION_KEY))} ${trail.join(' | ')}`)
})

test('behavior: SPEC.md §3 connect() at once on a new page (the saved session not read yet) still resolves only once the session is stored', async () => {
  const trail: string[] = []
  const { storage, memory, release } = gatedStorage(trail)
  const { modal } = page(storage)
  let resolved = false
  const done = modal.connect('io.metamask', 'eip155').then(() => (resolved = true))
  await until(() => trail.includes(`set ${SESSION_KEY}`), 'the session written')
  await settle()
  assert.not.ok(resolved, `resolved before the session was stored: ${trail.join(' | ')}`)
  await release()
  await done
  assert.ok((await savedAddress(memory))?.startsWith('eip155:1:'))
})

test('behavior: SPEC.md §3 a network switch is stored before switchNetwork() resolves', async () => {
  const trail: string[] = []
  const { storage, memory, release } = gatedStorage(trail)
  const { modal } = page(storage)
  let connected = false
  void modal.connect('io.metamask', 'eip155').then(() => (connected = true))
  await until(async () => (await release(), connected), 'connected')
  trail.length = 0
  let resolved = false
  const done = modal.switchNetwork('eip155:137').then(() => (resolved = true))
  await until(() => trail.includes(`set ${SESSION_KEY}`), 'the switch written')
  await settle()
  assert.not.ok(resolved, 'resolved before the switched network was stored')
  // Writes issued meanwhile (balances, the saved list) are released as they come.
  await until(async () => (await release(), resolved), 'switchNetwork resolved')
  await done
  assert.ok((await savedAddress(memory))?.startsWith('eip155:137:'))
})

test('behavior: SPEC.md §4 with multiWallet, the second wallet joins the saved list before connect() resolves', async () => {
  const { storage, memory, release } = gatedStorage([])
  const { modal } = page(storage, { multiWallet: true })
  let first = false
  void modal.connect('io.metamask', 'eip155').then(() => (first = true))
  await until(async () => (await release(), first && modal.eventLog().some((e) => e.type === 'connections/restored')), 'the first wallet, the saved list read')
  let listAtResolve: Promise<unknown> | undefined
  // Read the very moment it resolves (the memory storage reads synchronously).
  void modal.connect('dev.latch.wallet', 'eip155').then(() => (listAtResolve = memory.get(CONNECTIONS_KEY)))
  await until(async () => (await release(), listAtResolve !== undefined), 'the second wallet')
  const list = (await listAtResolve) as { eip155?: { connectorId: string }[] } | undefined
  assert.equal(list?.eip155?.map((c) => c.connectorId).sort(), ['dev.latch.wallet', 'io.metamask'])
})

test('behavior: SPEC.md §4 an account-type switch is stored before the switched account is shown', async () => {
  const EOA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const SMART = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const trail: string[] = []
  const { storage, memory, release } = gatedStorage(trail)
  const store = createStore({ epics: { accountTypeEpic }, deps: { scheduler: asyncScheduler, window: undefined, adapters: [createTestAdapter('eip155')], storage } })
  store.dispatch(init())
  const accounts = [
    { address: EOA, type: 'eoa' as const },
    { address: SMART, type: 'smartAccount' as const },
  ]
  store.dispatch(events.connection.connected({ connectorId: 'smart.wallet', namespace: 'eip155', caipAddress: `eip155:1:${EOA}`, accounts }))
  store.dispatch(events.accounts.switchRequested({ namespace: 'eip155', accountType: 'smartAccount' }))
  await until(() => trail.includes(`set ${ACCOUNT_TYPES_KEY}`), 'the preference written')
  await settle()
  assert.is(store.getState().accounts.eip155?.address, EOA, 'the smart account shown before its preference was stored')
  await release()
  await until(() => store.getState().accounts.eip155?.address === SMART, 'switched')
  assert.equal(await memory.get(ACCOUNT_TYPES_KEY), { eip155: 'smartAccount' })
})

test('behavior: a write still pending when the page is hidden is journaled and the next page reads and replays it', async () => {
  const listeners: (() => void)[] = []
  const items = new Map<string, string>()
  const page1 = {
    localStorage: { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) },
    addEventListener: (_: 'pagehide', l: () => void) => void listeners.push(l),
  }
  const never: KeyValueStorage = { get: async () => undefined, set: () => new Promise(() => {}), del: () => new Promise(() => {}) }
  const first = journaledStorage(never, page1)
  void first.set(SESSION_KEY, { eip155: { connectorId: 'x', caipAddress: 'eip155:1:0xabc' } })
  assert.equal(await first.get(SESSION_KEY), { eip155: { connectorId: 'x', caipAddress: 'eip155:1:0xabc' } }, 'a pending write is read back')
  for (const l of listeners) l() // pagehide: the reload
  const inner = createMemoryStorage()
  const second = journaledStorage(inner, { ...page1, addEventListener: () => undefined })
  assert.equal(await second.get(SESSION_KEY), { eip155: { connectorId: 'x', caipAddress: 'eip155:1:0xabc' } })
  await second.flush!()
  assert.equal(await inner.get(SESSION_KEY), { eip155: { connectorId: 'x', caipAddress: 'eip155:1:0xabc' } }, 'replayed into the inner storage')
  assert.equal(JSON.parse(items.get('latch/journal')!), {}, 'the journal entry is dropped once stored')
})

test.run()
