import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createClients } from './createClients.ts'
import { DEFAULT_ANALYTICS_URL, DEFAULT_BLOCKCHAIN_API_URL, DEFAULT_SECURE_SITE_URL, DEFAULT_WALLET_API_URL, providerRpcUrl, resolveEndpoints } from './endpoints.ts'
import { createTrackedFetch, drive, sendJson, startServer, VirtualClock } from '../../test/fixtures/testHarness.ts'
import { createTtlCache } from './ttlCache.ts'
import { of } from 'rxjs'

test('default: endpoints fall back to the hosted services as named constants (createModal endpoints)', () => {
  assert.equal(resolveEndpoints(), {
    walletApi: DEFAULT_WALLET_API_URL,
    blockchainApi: DEFAULT_BLOCKCHAIN_API_URL,
    analytics: DEFAULT_ANALYTICS_URL,
    secureSite: DEFAULT_SECURE_SITE_URL,
  })
  assert.is(resolveEndpoints({ walletApi: 'http://127.0.0.1:1/' }).walletApi, 'http://127.0.0.1:1')
})

test('parameters: the provider RPC URL carries chainId and projectId (SPEC §7 chain RPC)', () => {
  assert.is(providerRpcUrl('eip155:1', 'p1'), 'https://rpc.walletconnect.org/v1/?chainId=eip155%3A1&projectId=p1')
})

test('behavior: createClients points each client at its configured base URL and shares fetch, scheduler and destroy signal', async () => {
  const server = await startServer((req, res) => {
    if (req.path === '/getAnalyticsConfig') return sendJson(res, 200, { isAnalyticsEnabled: true })
    if (req.path === '/v1/supported-chains') return sendJson(res, 200, { http: ['eip155:1'], ws: [] })
    return sendJson(res, 202, {})
  })
  const clock = new VirtualClock()
  const io = createTrackedFetch()
  const destroy = new AbortController()
  const clients = createClients({
    projectId: 'p1',
    endpoints: { walletApi: `${server.url}/w`, blockchainApi: server.url, analytics: `${server.url}/a` },
    scheduler: clock,
    fetch: io.fetch,
    signal: destroy.signal,
    clientId: () => 'c1',
  })
  await drive(clock, io, clients.walletApi.getAnalyticsConfig())
  await drive(clock, io, clients.blockchainApi.getSupportedChains())
  await drive(clock, io, clients.analytics.track({ event: 'X' }))
  assert.equal(
    server.requests.map((r) => r.path),
    ['/w/getAnalyticsConfig', '/v1/supported-chains', '/a/e'],
  )
  assert.ok(server.requests.every((r) => r.query.get('clientId') === 'c1' && r.query.get('projectId') === 'p1'))
  destroy.abort()
  const after = await drive(clock, io, clients.walletApi.getAnalyticsConfig())
  assert.is((after.error as Error).name, 'RequestAbortedError')
  assert.is(server.requests.length, 3)
  await server.kill()
})

test('behavior: TTL cache entries expire on scheduler time (SPEC §9 caches)', async () => {
  const clock = new VirtualClock()
  const cache = createTtlCache<number>({ ttlMs: 30_000, scheduler: clock })
  let loads = 0
  const load = () => of(++loads)
  const read = () => {
    let value: number | undefined
    cache.through('k', load).subscribe((v) => (value = v))
    return value
  }
  assert.is(read(), 1)
  clock.advanceBy(29_999)
  assert.is(read(), 1)
  clock.advanceBy(1)
  assert.is(read(), 2)
  assert.is(loads, 2)
})

test.run()
