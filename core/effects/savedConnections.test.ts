/**
 * The multi-wallet list survives a reload (SPEC.md §3 Connection, §4 kinds, §6
 * multiWallet). Two pages share one storage, as two loads of a site share IndexedDB.
 */
import { asyncScheduler } from 'rxjs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../events/index.ts'
import { createStore } from '../store.ts'
import { createMemoryStorage, type KeyValueStorage } from '../storage.ts'
import { replayFinal } from '../replay.ts'
import { selectConnections } from '../selectors/connections.ts'
import { init } from '../../test/fixtures/config.ts'
import { until } from '../../test/fixtures/until.ts'
import { CONNECTIONS_KEY, savedConnectionsEpic } from './savedConnections.ts'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const connect = (connectorId: string, address: string) => events.connection.connected({ connectorId, namespace: 'eip155', caipAddress: `eip155:1:${address}` })

function page(storage: KeyValueStorage) {
  const store = createStore({ epics: { savedConnectionsEpic }, deps: { scheduler: asyncScheduler, window: undefined, adapters: [], storage } })
  store.dispatch(init({ features: { multiWallet: true } }))
  return store
}
const kinds = (store: ReturnType<typeof page>) => selectConnections(store.getState()).map((c) => `${c.connection.connectorId} ${c.kind}`)
const restoredIn = (store: ReturnType<typeof page>) => store.log.export().some((e) => e.type === 'connections/restored')

test('behavior: two wallets connected, reload: both listed with their kinds (the current one connected, the other active)', async () => {
  const storage = createMemoryStorage()
  const first = page(storage)
  first.dispatch(connect('io.metamask', A))
  await until(() => restoredIn(first), 'the first page read the (empty) saved list')
  first.dispatch(connect('dev.latch.wallet', B))
  await until(async () => ((await storage.get(CONNECTIONS_KEY)) as { eip155?: unknown[] } | undefined)?.eip155?.length === 2, 'both saved')
  assert.equal(kinds(first), ['dev.latch.wallet connected', 'io.metamask active'])

  // The reload: the session restores the current wallet; the saved list brings the other back.
  const second = page(storage)
  second.dispatch(connect('dev.latch.wallet', B))
  await until(() => kinds(second).length === 2, 'the saved wallets are restored')
  assert.equal(kinds(second), ['dev.latch.wallet connected', 'io.metamask active'])
  assert.equal(JSON.parse(JSON.stringify(replayFinal(second.log.export()))), JSON.parse(JSON.stringify(second.getState())), 'the log replays (no storage needed)')
})

test('behavior: SPEC §4 a wallet disconnected before the reload comes back disconnected', async () => {
  const storage = createMemoryStorage()
  const first = page(storage)
  first.dispatch(connect('io.metamask', A))
  await until(() => restoredIn(first), 'restored')
  first.dispatch(events.connection.disconnected({ namespace: 'eip155' }))
  first.dispatch(connect('dev.latch.wallet', B))
  await until(async () => ((await storage.get(CONNECTIONS_KEY)) as { eip155?: unknown[] } | undefined)?.eip155?.length === 2, 'both saved')
  const second = page(storage)
  second.dispatch(connect('dev.latch.wallet', B))
  await until(() => kinds(second).length === 2, 'restored')
  assert.equal(kinds(second), ['dev.latch.wallet connected', 'io.metamask disconnected'])
})

test('error: a corrupt saved entry is dropped, the valid ones beside it restored; no auth name (personal) is saved', async () => {
  const storage = createMemoryStorage()
  await storage.set(CONNECTIONS_KEY, {
    eip155: [{ connectorId: 'io.metamask', accounts: [{ address: A, type: 'eoa' }] }, { connectorId: 42 }, { connectorId: '', accounts: [] }],
    notANamespace: [{ connectorId: 'x', accounts: [] }],
    solana: 'garbage',
  })
  const store = page(storage)
  store.dispatch(events.connection.connected({ connectorId: 'embedded', namespace: 'eip155', caipAddress: `eip155:1:${B}`, authName: 'me@example.com' }))
  await until(() => kinds(store).length === 2, 'restored')
  assert.equal(kinds(store), ['embedded connected', 'io.metamask active'])
  await until(async () => ((await storage.get(CONNECTIONS_KEY)) as { eip155?: unknown[] }).eip155?.length === 2, 'saved again')
  assert.not.match(JSON.stringify(await storage.get(CONNECTIONS_KEY)), /example\.com/)
})

test('parameters: SPEC §6 without multiWallet the restored wallets are kept but only the current one is listed', async () => {
  const storage = createMemoryStorage()
  await storage.set(CONNECTIONS_KEY, { eip155: [{ connectorId: 'io.metamask', accounts: [{ address: A, type: 'eoa' }] }] })
  const store = createStore({ epics: { savedConnectionsEpic }, deps: { scheduler: asyncScheduler, window: undefined, adapters: [], storage } })
  store.dispatch(init())
  store.dispatch(connect('dev.latch.wallet', B))
  await until(() => (store.getState().connections.eip155?.length ?? 0) === 2, 'restored')
  assert.equal(kinds(store), ['dev.latch.wallet connected'])
})

test.run()
