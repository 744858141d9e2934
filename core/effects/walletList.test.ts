import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createTrackedFetch, drain, settle, VirtualClock, type TrackedFetch } from '../../test/fixtures/testHarness.ts'
import { NEVER } from 'rxjs'
import { createWalletApi, type WalletApi } from '../clients/walletApi.ts'
import { events } from '../events/index.ts'
import { selectVisibleWallets } from '../selectors/visibleWallets.ts'
import { createMemoryStorage, type KeyValueStorage } from '../storage.ts'
import { createStore, type Store, type WindowLike } from '../store.ts'
import { init } from '../../test/fixtures/config.ts'
import { evmNetwork, solanaMainnet } from '../../test/fixtures/networks.ts'
import { SOLANA_SANDBOX_CHAIN_ID } from '../../sandbox/solana/accounts.ts'
import { DEV_WALLET_ID, DEV_WALLET_RDNS, startWalletApi } from '../../sandbox/wallet-api/index.ts'
import { RECENT_WALLETS_KEY, WALLET_IMAGE_PRELOAD_TIMEOUT_MS, WALLET_SEARCH_DEBOUNCE_MS, WALLET_SEARCH_IMAGE_WAIT_MS } from '../rules/walletListConstants.ts'
import { walletListEpic } from './walletList.ts'

type Setup = { store: Store; clock: VirtualClock; io: TrackedFetch; server: Awaited<ReturnType<typeof startWalletApi>>; storage: KeyValueStorage }

async function setup(
  options: { projectId?: string; config?: Parameters<typeof init>[0]; storage?: KeyValueStorage; noInit?: boolean; window?: WindowLike; wrap?: (api: WalletApi) => WalletApi } = {},
): Promise<Setup> {
  const server = await startWalletApi()
  const clock = new VirtualClock()
  const io = createTrackedFetch()
  const real = createWalletApi({ baseUrl: server.url, projectId: options.projectId ?? 'p', scheduler: clock, fetch: io.fetch })
  const walletApi = options.wrap ? options.wrap(real) : real
  const storage = options.storage ?? createMemoryStorage()
  const store = createStore({ epics: { walletListEpic }, deps: { scheduler: clock, window: options.window, adapters: [], walletApi, storage } })
  if (!options.noInit) store.dispatch(init(options.config))
  return { store, clock, io, server, storage }
}

const getWallets = (s: Setup) => s.server.requests().filter((r) => r.path === '/getWallets')
const done = async (s: Setup) => {
  s.store.destroy()
  await s.server.stop()
}

test('behavior: SPEC §9 on first open, recommended asks for 4 entries, on the configured chains; featured asks for featuredWalletIds', async () => {
  const s = await setup({ config: { featuredWalletIds: [DEV_WALLET_ID] } })
  s.store.dispatch(events.modal.openRequested())
  await settle(s.clock, s.io, () => s.store.getState().wallets.recommended.status === 'success' && s.store.getState().wallets.featured.status === 'success')
  const [a, b] = getWallets(s)
  const byEntries = [a!, b!].sort((x, y) => Number(x.query.entries) - Number(y.query.entries))
  assert.equal(byEntries[0]!.query.include, DEV_WALLET_ID)
  assert.is(byEntries[1]!.query.entries, '4')
  assert.is(byEntries[1]!.query.exclude, DEV_WALLET_ID, 'featured wallets are not asked for again as recommended')
  assert.is(
    byEntries[1]!.query.chains,
    s.store
      .getState()
      .config.networks.map((n) => n.caipNetworkId)
      .join(','),
  )
  assert.is(s.store.getState().wallets.recommended.wallets.length, 4)
  assert.equal(
    s.store.getState().wallets.featured.wallets.map((w) => w.rdns),
    [DEV_WALLET_RDNS],
  )
  // A second open does not ask again.
  s.store.dispatch(events.modal.closeRequested())
  s.store.dispatch(events.modal.openRequested())
  await drain(s.clock, s.io)
  assert.is(getWallets(s).length, 2)
  await done(s)
})

test('behavior: SPEC §9 AllWallets pages of 40 on request until the last; SPEC §5 the sandbox duplicates are dropped', async () => {
  const s = await setup({ config: { networks: [] } })
  s.store.dispatch(events.modal.openRequested({ view: 'AllWallets' }))
  await settle(s.clock, s.io, () => s.store.getState().wallets.all.status === 'success')
  assert.is(s.store.getState().wallets.all.wallets.length, 40)
  assert.is(getWallets(s).filter((r) => r.query.entries === '40').length, 1)
  const count = s.store.getState().wallets.all.count
  assert.ok(count > 300, `count ${count}`)
  // Infinite scroll: each request asks for nextPage; a request while one is in flight is ignored.
  for (let next = s.store.getState().wallets.all.nextPage; next !== undefined; next = s.store.getState().wallets.all.nextPage) {
    s.store.dispatch(events.wallets.listRequested({ list: 'all', page: next }))
    s.store.dispatch(events.wallets.listRequested({ list: 'all', page: next }))
    await settle(s.clock, s.io, () => s.store.getState().wallets.all.status !== 'loading')
  }
  const pages = getWallets(s)
    .filter((r) => r.query.entries === '40')
    .map((r) => Number(r.query.page))
  assert.equal(
    pages,
    Array.from({ length: Math.ceil(count / 40) }, (_, i) => i + 1),
    'each page asked for once',
  )
  assert.is(s.store.getState().wallets.all.wallets.length, count)
  const visible = selectVisibleWallets(s.store.getState()).all
  const names = visible.map((w) => w.name)
  assert.is(names.filter((n) => n === 'Zengo').length, 1)
  assert.is(names.filter((n) => n === 'Omni').length, 1)
  assert.not.ok(names.includes('BitKeep'), 'same rdns as Bitget Wallet')
  assert.not.ok(names.includes('Trust Wallet Extension'), 'same rdns as Trust Wallet')
  assert.is(visible.length, count - 4)
  await done(s)
})

test('parameters: include and exclude from config (explorer ids to the service, names and rdns locally)', async () => {
  const first = await setup({ config: { networks: [] } })
  first.store.dispatch(events.modal.openRequested({ view: 'AllWallets' }))
  await settle(first.clock, first.io, () => first.store.getState().wallets.all.status === 'success')
  const [w1, w2, w3] = first.store.getState().wallets.all.wallets
  await done(first)

  const s = await setup({ config: { networks: [], includeWalletIds: [w1!.id, w2!.id, w3!.id], excludeWalletIds: [w2!.id, w3!.name.toUpperCase()] } })
  s.store.dispatch(events.modal.openRequested({ view: 'AllWallets' }))
  await settle(s.clock, s.io, () => s.store.getState().wallets.all.status === 'success')
  const query = getWallets(s).find((r) => r.query.entries === '40')!.query
  assert.is(query.include, [w1!.id, w2!.id, w3!.id].join(','))
  assert.is(query.exclude, w2!.id, 'only explorer ids go to the service')
  assert.equal(
    selectVisibleWallets(s.store.getState()).all.map((w) => w.id),
    [w1!.id],
  )
  await done(s)
})

test('behavior: SPEC §5 recent wallets are excluded from AllWallets', async () => {
  const s = await setup({ config: { networks: [] } })
  s.store.dispatch(events.modal.openRequested({ view: 'AllWallets' }))
  await settle(s.clock, s.io, () => s.store.getState().wallets.all.status === 'success')
  const second = s.store.getState().wallets.all.wallets[1]!
  s.store.dispatch(events.wallets.recentAdded({ wallet: second }))
  const visible = selectVisibleWallets(s.store.getState())
  assert.equal(
    visible.recent.map((w) => w.id),
    [second.id],
  )
  assert.not.ok(visible.all.some((w) => w.id === second.id))
  await done(s)
})

/** The demo's networks: the sandbox's two anvils and its LiteSVM node. */
const DEMO_NETWORKS = [evmNetwork(31337, 'Latch Local'), evmNetwork(31338, 'Latch Local 2'), { ...solanaMainnet, id: SOLANA_SANDBOX_CHAIN_ID.split(':')[1]!, caipNetworkId: SOLANA_SANDBOX_CHAIN_ID }]

test("behavior: on the demo's chains the service offers several hundred wallets: pages 2..n of 40 in order, no duplicates shown, and a search fills its 100 entries", async () => {
  const s = await setup({ config: { networks: DEMO_NETWORKS } })
  s.store.dispatch(events.modal.openRequested({ view: 'AllWallets' }))
  await settle(s.clock, s.io, () => s.store.getState().wallets.all.status === 'success')
  const count = s.store.getState().wallets.all.count
  assert.ok(count >= 300, `the demo's chains offer ${count} wallets`)
  for (let next = s.store.getState().wallets.all.nextPage; next !== undefined; next = s.store.getState().wallets.all.nextPage) {
    s.store.dispatch(events.wallets.listRequested({ list: 'all', page: next }))
    await settle(s.clock, s.io, () => s.store.getState().wallets.all.status !== 'loading')
    const loaded = s.store.getState().wallets.all.wallets.length
    assert.is(loaded, Math.min(next * 40, count), `page ${next} adds its 40`)
  }
  const requests = getWallets(s).filter((r) => r.query.entries === '40')
  assert.ok(requests.length >= 8, `${requests.length} pages`)
  assert.ok(requests.every((r) => r.query.chains === DEMO_NETWORKS.map((n) => n.caipNetworkId).join(',')))
  const all = s.store.getState().wallets.all.wallets
  assert.is(new Set(all.map((w) => w.id)).size, count, 'the pages partition the list')
  const visible = selectVisibleWallets(s.store.getState()).all
  assert.ok(visible.length < count && visible.length >= count - 4, 'the sandbox duplicates on these chains are dropped')
  const rdnses = visible.flatMap((w) => (w.rdns ? [w.rdns] : []))
  assert.is(new Set(rdnses).size, rdnses.length)
  s.store.dispatch(events.wallets.searchChanged({ query: 'wallet' }))
  await settle(s.clock, s.io, () => s.store.getState().wallets.search.status === 'success')
  const results = s.store.getState().wallets.search.results
  assert.is(results.length, 100, 'a common word fills the 100 search entries')
  assert.ok(results.every((w) => w.name.toLowerCase().includes('wallet')))
  await done(s)
})

test('behavior: SPEC §9 search asks for 100 entries, debounced, the latest query wins, results held 300 ms', async () => {
  const s = await setup({ config: { networks: [] } })
  s.clock.advanceBy(1000)
  const start = s.clock.now()
  s.store.dispatch(events.wallets.searchChanged({ query: 'ra' }))
  s.clock.advanceBy(WALLET_SEARCH_DEBOUNCE_MS - 1)
  s.store.dispatch(events.wallets.searchChanged({ query: 'rain' }))
  await settle(s.clock, s.io, () => s.store.getState().wallets.search.status === 'success')
  const searches = getWallets(s)
  assert.is(searches.length, 1, 'keystrokes within the debounce make one search')
  assert.is(searches[0]!.query.search, 'rain')
  assert.is(searches[0]!.query.entries, '100')
  const loaded = s.store.log.entries().find((e) => e.type === 'wallets/searchLoaded')!
  assert.ok(loaded.at >= start + WALLET_SEARCH_DEBOUNCE_MS - 1 + WALLET_SEARCH_DEBOUNCE_MS + WALLET_SEARCH_IMAGE_WAIT_MS, `at ${loaded.at - start}`)
  const results = s.store.getState().wallets.search.results
  assert.ok(results.length > 0 && results.every((w) => w.name.toLowerCase().includes('rain')))
  // An empty query ends the search without a request.
  s.store.dispatch(events.wallets.searchChanged({ query: '' }))
  s.clock.advanceBy(1000)
  await drain(s.clock, s.io)
  assert.is(getWallets(s).length, 1)
  assert.is(s.store.getState().wallets.search.status, 'idle')
  await done(s)
})

test("error: SPEC §8 a server answering 500 fails the page with the API's message after the SPEC §9 retries", async () => {
  const s = await setup({ projectId: 'status-500' })
  s.store.dispatch(events.modal.openRequested())
  s.store.dispatch(events.router.navigated({ view: 'AllWallets' }))
  await settle(s.clock, s.io, () => s.store.getState().wallets.all.status === 'failure' && s.store.getState().wallets.recommended.status === 'failure')
  const all = s.store.getState().wallets.all
  // A code and the API's own words (no English of Latch's in the state).
  assert.equal(all.status === 'failure' && all.error, { code: 'serverError', message: 'Forced status 500 for projectId status-500', status: 500 })
  assert.is(getWallets(s).length, 8, '1 + 3 retries for each list')
  const failed = s.store.log.entries().filter((e) => e.type === 'wallets/pageFailed')
  assert.is(failed.length, 2)
  assert.is(s.store.log.entries().filter((e) => e.type === 'app/effectFailed').length, 0, 'the epic keeps running')
  await done(s)
})

test('error: a failed search says why and keeps its query', async () => {
  const s = await setup({ projectId: 'status-500' })
  s.store.dispatch(events.wallets.searchChanged({ query: 'trust' }))
  await settle(s.clock, s.io, () => s.store.getState().wallets.search.status === 'failure')
  const search = s.store.getState().wallets.search
  assert.is(search.query, 'trust')
  assert.equal(search.status === 'failure' && search.error, { code: 'serverError', message: 'Forced status 500 for projectId status-500', status: 500 })
  await done(s)
})

test('behavior: SPEC §9 recent wallets are loaded at start from latch/recent (2 kept)', async () => {
  const storage = createMemoryStorage()
  const saved = [
    { id: 'a', name: 'A' },
    { id: 'b', name: 'B', rdns: 'b.b' },
    { id: 'c', name: 'C' },
  ]
  await storage.set(RECENT_WALLETS_KEY, saved)
  const s = await setup({ storage })
  await settle(s.clock, s.io, () => s.store.getState().wallets.recent.length > 0)
  assert.equal(s.store.getState().wallets.recent, saved.slice(0, 2))
  await done(s)
})

test('error: a corrupt saved recent-wallets value is ignored', async () => {
  for (const corrupt of ['{oops', [{ id: 1 }], { a: 1 }, null]) {
    const storage = createMemoryStorage()
    await storage.set(RECENT_WALLETS_KEY, corrupt)
    const s = await setup({ storage })
    await drain(s.clock, s.io)
    assert.equal(s.store.getState().wallets.recent, [])
    assert.not.ok(s.store.log.entries().some((e) => e.type === 'wallets/recentLoaded' || e.type === 'app/effectFailed'))
    await done(s)
  }
})

test('error: one corrupt saved recent wallet does not drop the valid ones beside it', async () => {
  const storage = createMemoryStorage()
  await storage.set(RECENT_WALLETS_KEY, [{ id: 1 }, { id: 'b', name: 'B', rdns: 'b.b', extra: 'dropped' }, 'junk', { id: 'c', name: 'C' }])
  const s = await setup({ storage })
  await settle(s.clock, s.io, () => s.store.getState().wallets.recent.length > 0)
  assert.equal(s.store.getState().wallets.recent, [
    { id: 'b', name: 'B', rdns: 'b.b' },
    { id: 'c', name: 'C' },
  ])
  await done(s)
})

const ADDRESS = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('behavior: SPEC §9 a connection made through a listed wallet makes it recent and saves it', async () => {
  const s = await setup()
  const wallet = { id: DEV_WALLET_ID, name: 'Latch Dev Wallet', rdns: DEV_WALLET_RDNS }
  const other = { id: 'x', name: 'X' }
  s.store.dispatch(events.connectors.discovered({ connectors: [{ id: 'dev', name: 'Latch Dev Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: DEV_WALLET_RDNS } }] }))
  // A reconnect on reload (no requestId) does not count.
  s.store.dispatch(events.wallets.walletSelected({ wallet }))
  s.store.dispatch(events.connection.connected({ connectorId: 'dev', namespace: 'eip155', caipAddress: ADDRESS }))
  assert.equal(s.store.getState().wallets.recent, [])
  s.store.dispatch(events.connection.connected({ requestId: 'r1', connectorId: 'dev', namespace: 'eip155', caipAddress: ADDRESS }))
  assert.equal(s.store.getState().wallets.recent, [wallet])
  s.store.dispatch(events.wallets.walletSelected({ wallet: other }))
  s.store.dispatch(events.connection.connected({ requestId: 'r2', connectorId: 'walletConnect', namespace: 'eip155', caipAddress: ADDRESS }))
  assert.equal(s.store.getState().wallets.recent, [other, wallet])
  await drain(s.clock, s.io)
  assert.equal(await s.storage.get(RECENT_WALLETS_KEY), [other, wallet])
  await done(s)
})

test('behavior: a wallet becomes recent however it was connected (Connect list, modal.connect): its list entry, else the connector as a wallet', async () => {
  const s = await setup({ config: { networks: [] } })
  const mm = { id: 'mm', name: 'MetaMask', type: 'ANNOUNCED' as const, chain: 'eip155' as const, imageUrl: 'data:image/svg+xml,mm', info: { rdns: 'io.metamask' } }
  const dev = { id: DEV_WALLET_RDNS, name: 'Latch Dev Wallet', type: 'ANNOUNCED' as const, chain: 'eip155' as const, info: { rdns: DEV_WALLET_RDNS } }
  const email = { id: 'auth', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const }
  s.store.dispatch(events.connectors.discovered({ connectors: [mm, dev, email] }))
  // No wallet picked from a list: a connection through the MetaMask connector (Connect row, modal.connect).
  s.store.dispatch(events.connection.connected({ requestId: 'r1', connectorId: 'mm', namespace: 'eip155', caipAddress: ADDRESS }))
  assert.equal(s.store.getState().wallets.recent, [{ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask', image_url: 'data:image/svg+xml,mm' }])
  // The dev wallet is on the service's list: its entry (explorer id, image) is what becomes recent.
  s.store.dispatch(events.modal.openRequested())
  await settle(s.clock, s.io, () => s.store.getState().wallets.recommended.status === 'success')
  const listed = s.store.getState().wallets.recommended.wallets.find((w) => w.rdns === DEV_WALLET_RDNS)!
  s.store.dispatch(events.connection.connected({ requestId: 'r2', connectorId: DEV_WALLET_RDNS, namespace: 'eip155', caipAddress: ADDRESS }))
  assert.equal(
    s.store.getState().wallets.recent.map((w) => w.id),
    [listed.id, 'io.metamask'],
  )
  // An email or social login is no wallet; a wallet-side account change (no requestId) is no new connection.
  s.store.dispatch(events.connection.connected({ requestId: 'r3', connectorId: 'auth', namespace: 'eip155', caipAddress: ADDRESS }))
  s.store.dispatch(events.connection.connected({ connectorId: 'mm', namespace: 'eip155', caipAddress: ADDRESS }))
  assert.equal(
    s.store.getState().wallets.recent.map((w) => w.id),
    [listed.id, 'io.metamask'],
  )
  await done(s)
})

/** A window whose object URLs name the blob they were made from (its SVG's first bytes). */
function urlWindow(): WindowLike & { made: Blob[] } {
  const made: Blob[] = []
  return { made, URL: { createObjectURL: (blob: Blob) => `blob:test/${made.push(blob)}` } }
}

test('behavior: SPEC §9 wallet images are fetched as blobs in batches of 20 and shown through object URLs', async () => {
  const window = urlWindow()
  const s = await setup({ config: { networks: [] }, window })
  s.store.dispatch(events.modal.openRequested({ view: 'AllWallets' }))
  await settle(s.clock, s.io, () => s.store.getState().wallets.all.status === 'success' && s.store.getState().wallets.recommended.status === 'success')
  const state = () => s.store.getState().wallets
  const ids = new Set([...state().all.wallets, ...state().recommended.wallets].map((w) => w.image_id))
  await settle(s.clock, s.io, () => Object.keys(state().images).length === ids.size)
  const imageRequests = s.server.requests().filter((r) => r.path.startsWith('/getWalletImage/'))
  assert.is(imageRequests.length, ids.size, 'each image asked for once, the recommended ones on the page too')
  const loaded = s.store.log.entries().filter((e) => e.type === 'wallets/imagesLoaded')
  const sizes = loaded.map((e) => Object.keys((e as { images: object }).images).length)
  assert.ok(
    sizes.every((n) => n <= 20),
    `batches ${sizes}`,
  )
  const all = selectVisibleWallets(s.store.getState()).all
  assert.ok(all.every((w) => w.image_url?.startsWith('blob:test/')))
  assert.match(await window.made[0]!.text(), /<svg/)
  await done(s)
})

test('behavior: SPEC §9 an image that takes more than 2 s is given up; the rest of its batch shows', async () => {
  let slow: string | undefined
  const s = await setup({
    config: { networks: [] },
    window: urlWindow(),
    wrap: (api) => ({
      ...api,
      getImage: (kind, id) => {
        slow ??= id
        return id === slow ? NEVER : api.getImage(kind, id)
      },
    }),
  })
  s.store.dispatch(events.router.navigated({ view: 'AllWallets' }))
  s.store.dispatch(events.modal.openRequested({ view: 'AllWallets' }))
  const start = s.clock.now()
  await settle(s.clock, s.io, () => s.store.log.entries().some((e) => e.type === 'wallets/imagesLoaded' && slow !== undefined && e.at - start >= WALLET_IMAGE_PRELOAD_TIMEOUT_MS))
  const images = s.store.getState().wallets.images
  assert.is(images[slow!], undefined)
  assert.is(Object.keys(images).length >= 19, true)
  await done(s)
})

test('default: without a wallet-list client the lists stay idle and nothing fails', async () => {
  const clock = new VirtualClock()
  const store = createStore({ epics: { walletListEpic }, deps: { scheduler: clock, window: undefined, adapters: [] } })
  store.dispatch(init())
  store.dispatch(events.modal.openRequested())
  store.dispatch(events.router.navigated({ view: 'AllWallets' }))
  clock.advanceBy(10_000)
  assert.is(store.getState().wallets.recommended.status, 'idle')
  store.destroy()
})

test.run()
