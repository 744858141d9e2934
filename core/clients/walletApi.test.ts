import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { InvalidResponseError } from '../errors/InvalidResponseError.ts'
import { ServiceError } from '../errors/ServiceError.ts'
import { createTrackedFetch, drive, sendJson, startServer, VirtualClock, type Handler } from '../../test/fixtures/testHarness.ts'
import { createWalletApi, remoteOnrampProviders } from './walletApi.ts'

async function setup(handler: Handler, clientId?: string) {
  const server = await startServer(handler)
  const clock = new VirtualClock()
  const io = createTrackedFetch()
  const api = createWalletApi({ baseUrl: server.url, projectId: 'p1', scheduler: clock, fetch: io.fetch, clientId: () => clientId })
  return { server, clock, io, api }
}

const wallet = {
  id: 'w1',
  name: 'Wallet One',
  homepage: null,
  image_id: 'img1',
  order: 1,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  app_store: null,
  play_store: null,
  chrome_store: null,
  rdns: 'io.one',
  injected: null,
  chains: ['eip155:1'],
  badge_type: 'certified',
}

test('behavior: getWallets sends page, entries, search, badge_type, include, exclude, chains and the common query (SPEC §7)', async () => {
  const { server, clock, io, api } = await setup((_req, res) => sendJson(res, 200, { count: 1, data: [wallet] }), 'client-7')
  const outcome = await drive(clock, io, api.getWallets({ page: 2, entries: 40, search: 'one', badge_type: 'certified', include: ['a', 'b'], exclude: ['c'], chains: ['eip155:1', 'solana:x'] }))
  await server.kill()
  const req = server.requests[0]!
  assert.is(req.path, '/getWallets')
  assert.equal(Object.fromEntries(req.query), {
    page: '2',
    entries: '40',
    search: 'one',
    badge_type: 'certified',
    include: 'a,b',
    exclude: 'c',
    chains: 'eip155:1,solana:x',
    projectId: 'p1',
    st: 'latch',
    sv: '4',
    clientId: 'client-7',
  })
  assert.is(outcome.values[0]?.count, 1)
  assert.is(outcome.values[0]?.data[0]?.rdns, 'io.one')
  assert.is(outcome.values[0]?.data[0]?.mobile_link, undefined, 'null reads as absent')
})

test('error: getWallets with a wrong-typed field names the call and the field', async () => {
  const { server, clock, io, api } = await setup((_req, res) => sendJson(res, 200, { count: '1', data: [wallet] }))
  const outcome = await drive(clock, io, api.getWallets({ page: 1, entries: 40 }))
  await server.kill()
  assert.instance(outcome.error, InvalidResponseError)
  assert.is((outcome.error as InvalidResponseError).call, 'walletApi.getWallets')
  assert.is((outcome.error as InvalidResponseError).field, 'response.count')
})

test('behavior: getConfig reads the remote features; onramp providers must be an array of strings, else none (SPEC §5)', async () => {
  const features = [
    { id: 'onramp', isEnabled: true, config: ['meld', 'coinbase'] },
    { id: 'activity', isEnabled: true, config: null },
  ]
  const { server, clock, io, api } = await setup((_req, res) => sendJson(res, 200, { features }))
  const outcome = await drive(clock, io, api.getConfig())
  await server.kill()
  assert.is(server.requests[0]?.path, '/appkit/v1/config')
  const config = outcome.values[0]!
  assert.equal(remoteOnrampProviders(config), ['meld', 'coinbase'])
  assert.equal(remoteOnrampProviders({ features: [{ id: 'onramp', isEnabled: true, config: 'meld' }] }), [])
  assert.equal(remoteOnrampProviders({ features: [{ id: 'onramp', isEnabled: true, config: ['meld', 3] }] }), [])
  assert.equal(remoteOnrampProviders({ features: [] }), [])
})

test('behavior: getAllowedOrigins returns allowedOrigins (SPEC §7)', async () => {
  const { server, clock, io, api } = await setup((_req, res) => sendJson(res, 200, { allowedOrigins: ['https://dapp.example'] }))
  const outcome = await drive(clock, io, api.getAllowedOrigins())
  await server.kill()
  assert.is(server.requests[0]?.path, '/projects/v1/origins')
  assert.equal(outcome.values, [['https://dapp.example']])
})

test("error: origin fetch 429 gives 'RATE_LIMITED' after the SPEC §9 retries (SPEC §8)", async () => {
  const { server, clock, io, api } = await setup((_req, res) => sendJson(res, 429, { message: 'Too many requests' }))
  const outcome = await drive(clock, io, api.getAllowedOrigins())
  await server.kill()
  assert.instance(outcome.error, ServiceError)
  assert.is((outcome.error as ServiceError).shortMessage, 'RATE_LIMITED')
  assert.is(server.requests.length, 4)
})

test("error: origin fetch 5xx gives 'SERVER_ERROR' (SPEC §8)", async () => {
  const { server, clock, io, api } = await setup((_req, res) => sendJson(res, 501, {}))
  const outcome = await drive(clock, io, api.getAllowedOrigins())
  await server.kill()
  assert.is((outcome.error as ServiceError).shortMessage, 'SERVER_ERROR')
  assert.is(server.requests.length, 1, '501 is not a retry status')
})

test('behavior: origin fetch failing otherwise gives an empty list (SPEC §8)', async () => {
  for (const respond of [(res: import('node:http').ServerResponse) => sendJson(res, 404, {}), (res: import('node:http').ServerResponse) => sendJson(res, 200, '{oops')]) {
    const { server, clock, io, api } = await setup((_req, res) => respond(res))
    const outcome = await drive(clock, io, api.getAllowedOrigins())
    await server.kill()
    assert.equal(outcome.values, [[]])
    assert.is(outcome.error, undefined)
  }
})

test('behavior: the four image endpoints return blobs (SPEC §7)', async () => {
  const { server, clock, io, api } = await setup((req, res) => {
    res.writeHead(200, { 'content-type': 'image/svg+xml' })
    res.end(`<svg id="${req.path}"/>`)
  })
  const kinds = ['wallet', 'asset', 'currency', 'token'] as const
  const texts: string[] = []
  for (const kind of kinds) {
    const outcome = await drive(clock, io, api.getImage(kind, 'id 1'))
    texts.push(await outcome.values[0]!.text())
  }
  await server.kill()
  assert.equal(
    server.requests.map((r) => r.path),
    ['/getWalletImage/id%201', '/public/getAssetImage/id%201', '/public/getCurrencyImage/id%201', '/public/getTokenImage/id%201'],
  )
  assert.is(texts[0], '<svg id="/getWalletImage/id%201"/>')
})

test('behavior: getAnalyticsConfig reads isAnalyticsEnabled (SPEC §7)', async () => {
  const { server, clock, io, api } = await setup((_req, res) => sendJson(res, 200, { isAnalyticsEnabled: false }))
  const outcome = await drive(clock, io, api.getAnalyticsConfig())
  await server.kill()
  assert.is(server.requests[0]?.path, '/getAnalyticsConfig')
  assert.equal(outcome.values, [{ isAnalyticsEnabled: false }])
})

test.run()
