import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createTrackedFetch, settle, VirtualClock } from '../../test/fixtures/testHarness.ts'
import { createWalletApi } from '../clients/walletApi.ts'
import { events } from '../events/index.ts'
import { selectNetworkImage } from '../selectors/networkImage.ts'
import { createStore, type WindowLike } from '../store.ts'
import { init } from '../../test/fixtures/config.ts'
import { NETWORKS } from '../../test/fixtures/networks.ts'
import { startWalletApi } from '../../sandbox/wallet-api/index.ts'
import { assetImagesEpic } from './assetImages.ts'

const urlWindow = () => {
  let n = 0
  return { URL: { createObjectURL: () => `blob:test/${++n}` } } as unknown as WindowLike
}

async function setup(config: Parameters<typeof init>[0] = {}) {
  const server = await startWalletApi()
  const clock = new VirtualClock()
  const io = createTrackedFetch()
  const walletApi = createWalletApi({ baseUrl: server.url, projectId: 'p', scheduler: clock, fetch: io.fetch })
  const store = createStore({ epics: { assetImagesEpic }, deps: { scheduler: clock, window: urlWindow(), adapters: [], walletApi } })
  store.dispatch(init(config))
  const assetRequests = () =>
    server
      .requests()
      .filter((r) => r.path.startsWith('/public/getAssetImage/'))
      .map((r) => r.path.split('/').pop())
  const done = async () => {
    store.destroy()
    await server.stop()
  }
  return { store, clock, io, assetRequests, done }
}

test('behavior: network icons come from the wallet-list service asset images (/public/getAssetImage/{id}), well-known networks by their known id', async () => {
  const local = { ...NETWORKS[0]!, caipNetworkId: 'eip155:31337' as const, id: 31337, name: 'Anvil', assets: { imageId: 'latch-anvil-31337' } }
  const withUrl = { ...NETWORKS[1]!, assets: { imageUrl: 'https://img.example/polygon.png' } }
  const s = await setup({ networks: [NETWORKS[0]!, withUrl, NETWORKS[2]!, local] })
  // Social login has landed: the default providers' icons come in the same batch.
  const networkKeys = () => Object.keys(s.store.getState().assetImages).filter((key) => key.includes(':'))
  await settle(s.clock, s.io, () => networkKeys().length === 3)
  assert.equal(
    s
      .assetRequests()
      .filter((id) => id!.includes('-'))
      .sort(),
    ['692ed6ba-e569-459a-556a-776476829e00', 'a1b58899-f671-4276-6a5e-56ca5bd59700', 'latch-anvil-31337'].sort(),
  )
  const state = s.store.getState()
  assert.match(selectNetworkImage(state, NETWORKS[0]) ?? '', /^blob:test\//)
  assert.match(selectNetworkImage(state, local) ?? '', /^blob:test\//)
  assert.is(selectNetworkImage(state, withUrl), 'https://img.example/polygon.png', "the host's imageUrl wins, nothing fetched")
  assert.is(s.store.log.entries().filter((e) => e.type === 'assets/imagesLoaded').length, 1, 'one event for the batch')
  assert.equal(networkKeys().sort(), ['eip155:1', 'eip155:31337', NETWORKS[2]!.caipNetworkId].sort(), 'networks keyed by CAIP network id')
  await s.done()
})

test('behavior: social provider icons load when the social flow is offered; an unknown image id keeps the letter avatar', async () => {
  const unknown = { ...NETWORKS[0]!, assets: { imageId: 'no-such-image' } }
  const s = await setup({ networks: [unknown], previewFlows: ['social'], features: { socials: ['google', 'github'] } })
  await settle(s.clock, s.io, () => s.assetRequests().length === 3 && s.store.getState().assetImages.github !== undefined)
  assert.equal(Object.keys(s.store.getState().assetImages).sort(), ['github', 'google'])
  assert.is(selectNetworkImage(s.store.getState(), unknown), undefined)
  s.store.dispatch(events.modal.openRequested())
  await settle(s.clock, s.io, () => true)
  assert.is(s.assetRequests().length, 3, 'asked once')
  await s.done()
})

test('behavior: without the wallet-list service nothing is asked and no event is logged', () => {
  const store = createStore({ epics: { assetImagesEpic }, deps: { scheduler: new VirtualClock(), window: urlWindow(), adapters: [] } })
  store.dispatch(init())
  assert.equal(store.getState().assetImages, {})
  assert.is(store.log.entries().filter((e) => e.type === 'assets/imagesLoaded').length, 0)
  store.destroy()
})

test.run()
