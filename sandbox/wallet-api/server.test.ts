import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { DEV_WALLET_ID, startWalletApi, type GetWalletsResponse, type WalletApi } from './index.ts'
import { loadWallets } from './registry.ts'
import { DEV_WALLET_NAME as WALLET_NAME, DEV_WALLET_RDNS as WALLET_RDNS } from '../dev-wallet/index.ts'

let api: WalletApi
const COMMON = 'projectId=test-project&st=appkit&sv=html-latch-0.1.0'
const wallets = loadWallets()

async function get(path: string, query = ''): Promise<Response> {
  const sep = path.includes('?') ? '&' : '?'
  return fetch(`${api.url}${path}${sep}${COMMON}${query ? `&${query}` : ''}`)
}

async function getWallets(query: string): Promise<GetWalletsResponse> {
  const res = await get('/getWallets', query)
  assert.is(res.status, 200, await res.clone().text())
  return (await res.json()) as GetWalletsResponse
}

async function expectError(res: Response, status: number, pattern: RegExp): Promise<void> {
  assert.is(res.status, status)
  assert.match(res.headers.get('content-type') ?? '', /application\/json/)
  const body = (await res.json()) as { message?: unknown }
  assert.type(body.message, 'string')
  assert.match(body.message as string, pattern)
}

test.before(async () => {
  api = await startWalletApi()
})

test.after(async () => {
  await api.stop()
})

test('default: /appkit/v1/config answers features as [{ id, isEnabled, config }] (SPEC §7)', async () => {
  const res = await get('/appkit/v1/config')
  assert.is(res.status, 200)
  assert.is(res.headers.get('access-control-allow-origin'), '*')
  const body = (await res.json()) as { features: { id: string; isEnabled: boolean; config: unknown }[] }
  const social = body.features.find((f) => f.id === 'social_login')
  assert.ok(social?.isEnabled)
  assert.ok(Array.isArray(social.config) && social.config.includes('email'))
  assert.ok(body.features.find((f) => f.id === 'multi_wallet')?.isEnabled)
})

test('default: /projects/v1/origins answers allowedOrigins and /getAnalyticsConfig isAnalyticsEnabled', async () => {
  const origins = (await (await get('/projects/v1/origins')).json()) as { allowedOrigins: string[] }
  assert.equal(origins.allowedOrigins, ['http://127.0.0.1:*', 'http://localhost:*'])
  const analytics = (await (await get('/getAnalyticsConfig')).json()) as { isAnalyticsEnabled: boolean }
  assert.is(analytics.isAnalyticsEnabled, true)
})

test('parameters: options override features, origins and the analytics switch', async () => {
  const custom = await startWalletApi({ features: [], allowedOrigins: ['https://dapp.example'], analyticsEnabled: false })
  try {
    const q = `?${COMMON}`
    assert.equal(await (await fetch(`${custom.url}/appkit/v1/config${q}`)).json(), { features: [] })
    assert.equal(await (await fetch(`${custom.url}/projects/v1/origins${q}`)).json(), { allowedOrigins: ['https://dapp.example'] })
    assert.equal(await (await fetch(`${custom.url}/getAnalyticsConfig${q}`)).json(), { isAnalyticsEnabled: false })
  } finally {
    await custom.stop()
  }
})

test('behavior: /getWallets pages by entries (SPEC §9: paged 40) with a total count', async () => {
  const first = await getWallets('page=1&entries=40')
  assert.is(first.count, wallets.length)
  assert.ok(first.count >= 300)
  assert.is(first.data.length, 40)
  assert.is(first.data[0]!.id, DEV_WALLET_ID, 'ordered by popularity; the dev wallet first')
  const second = await getWallets('page=2&entries=40')
  assert.is(second.data.length, 40)
  assert.is(second.data[0]!.order, first.data[39]!.order + 1)
  const ids = new Set([...first.data, ...second.data].map((w) => w.id))
  assert.is(ids.size, 80, 'pages do not overlap')
  const lastPage = Math.ceil(first.count / 40)
  const last = await getWallets(`page=${lastPage}&entries=40`)
  assert.is(last.data.length, first.count - (lastPage - 1) * 40)
  const beyond = await getWallets(`page=${lastPage + 1}&entries=40`)
  assert.equal(beyond, { count: first.count, data: [] })
})

test('behavior: every wallet carries the wire fields of SPEC §3 with CAIP-2 chains', async () => {
  const { data } = await getWallets(`page=1&entries=${wallets.length}`)
  for (const w of data) {
    assert.match(w.id, /^[0-9a-f]{64}$/)
    assert.type(w.name, 'string')
    assert.type(w.image_id, 'string')
    assert.ok(w.rdns === null || /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(w.rdns), `rdns of ${w.name}`)
    assert.ok(w.chains.length > 0)
    for (const c of w.chains) assert.match(c, /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)
    for (const link of ['mobile_link', 'desktop_link', 'webapp_link'] as const) assert.ok(w[link] === null || typeof w[link] === 'string')
  }
  assert.ok(data.some((w) => w.mobile_link) && data.some((w) => w.desktop_link) && data.some((w) => w.webapp_link))
})

test('behavior: the registry holds duplicates by rdns and by name without rdns (SPEC §5 de-duplication)', () => {
  const byRdns = new Map<string, number>()
  const byNameNoRdns = new Map<string, number>()
  for (const w of wallets) {
    if (w.rdns) byRdns.set(w.rdns, (byRdns.get(w.rdns) ?? 0) + 1)
    else byNameNoRdns.set(w.name, (byNameNoRdns.get(w.name) ?? 0) + 1)
  }
  assert.ok([...byRdns.values()].filter((n) => n > 1).length >= 2, 'two rdns shared by two entries')
  assert.ok([...byNameNoRdns.values()].filter((n) => n > 1).length >= 2, 'two names without rdns listed twice')
  assert.is(new Set(wallets.map((w) => w.id)).size, wallets.length, 'ids stay unique')
  const dev = wallets.filter((w) => w.rdns === 'dev.latch.wallet')
  assert.is(dev.length, 1)
  assert.is(dev[0]!.name, 'Latch Dev Wallet')
  assert.is(dev[0]!.rdns, WALLET_RDNS, 'the registry entry matches what the dev wallet announces (EIP-6963 rdns)')
  assert.is(dev[0]!.name, WALLET_NAME)
})

test('behavior: search matches names case-insensitively, prefix matches first', async () => {
  const res = await getWallets('page=1&entries=100&search=%20META%20')
  assert.ok(res.count >= 1)
  assert.is(res.data[0]!.name, 'MetaMask')
  for (const w of res.data) assert.match(w.name.toLowerCase(), /meta/)
  const wallet = await getWallets('page=1&entries=100&search=wallet')
  assert.ok(wallet.count > 50)
  const none = await getWallets('page=1&entries=100&search=zzzz-no-such-wallet')
  assert.equal(none, { count: 0, data: [] })
})

test('behavior: include keeps only the given ids, exclude removes them, exclude wins', async () => {
  const [a, b, c] = wallets.slice(5, 8).map((w) => w.id)
  const included = await getWallets(`page=1&entries=40&include=${a},${b}`)
  assert.equal(included.data.map((w) => w.id).sort(), [a, b].sort())
  assert.is(included.count, 2)
  const excluded = await getWallets(`page=1&entries=${wallets.length}&exclude=${a},${c}`)
  assert.is(excluded.count, wallets.length - 2)
  assert.not.ok(excluded.data.some((w) => w.id === a || w.id === c))
  const both = await getWallets(`page=1&entries=40&include=${a},${b}&exclude=${a}`)
  assert.equal(
    both.data.map((w) => w.id),
    [b],
  )
  const unknownId = 'f'.repeat(64)
  assert.equal(await getWallets(`page=1&entries=40&include=${unknownId}`), { count: 0, data: [] })
})

test('behavior: chains keeps wallets supporting any of the CAIP-2 ids; badge_type=certified filters', async () => {
  const local = await getWallets('page=1&entries=1000&chains=eip155:31337')
  assert.ok(local.count > 1 && local.count < wallets.length)
  for (const w of local.data) assert.ok(w.chains.includes('eip155:31337'))
  assert.ok(local.data.some((w) => w.id === DEV_WALLET_ID))
  const cosmos = await getWallets('page=1&entries=1000&chains=cosmos:cosmoshub-4')
  assert.not.ok(cosmos.data.some((w) => w.id === DEV_WALLET_ID))
  const either = await getWallets('page=1&entries=1000&chains=eip155:31337,cosmos:cosmoshub-4')
  assert.is(either.count, new Set([...local.data, ...cosmos.data].map((w) => w.id)).size)
  const certified = await getWallets('page=1&entries=1000&badge_type=certified')
  assert.ok(certified.count > 5 && certified.count < wallets.length)
  for (const w of certified.data) assert.is(w.badge_type, 'certified')
  const noBadgeFilter = await getWallets('page=1&entries=10&badge_type=none')
  assert.is(noBadgeFilter.count, wallets.length)
})

test('behavior: images are SVG blobs with image/svg+xml for wallets, assets, currencies and tokens', async () => {
  const checks: [string, string][] = [
    ['/getWalletImage/', wallets[0]!.image_id],
    ['/public/getAssetImage/', '692ed6ba-e569-459a-556a-776476829e00'],
    ['/public/getAssetImage/', 'latch-anvil-31337'],
    ['/public/getCurrencyImage/', 'USD'],
    ['/public/getTokenImage/', 'USDC'],
    ['/public/getTokenImage/', 'SOL'],
  ]
  for (const [path, id] of checks) {
    const res = await get(`${path}${encodeURIComponent(id)}`)
    assert.is(res.status, 200, `${path}${id}`)
    assert.is(res.headers.get('content-type'), 'image/svg+xml')
    const text = await res.text()
    assert.match(text, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    assert.match(text, /<\/svg>$/)
  }
  for (const w of wallets) assert.ok(w.image_id, `${w.name} has an image id`)
})

test('error: missing projectId, st or sv is a 400 with a JSON message (SPEC §7 common query)', async () => {
  await expectError(await fetch(`${api.url}/getWallets?page=1&entries=4`), 400, /projectId is required/)
  await expectError(await fetch(`${api.url}/appkit/v1/config?projectId=p&sv=x`), 400, /st is required/)
  await expectError(await fetch(`${api.url}/getAnalyticsConfig?projectId=p&st=appkit`), 400, /sv is required/)
  await expectError(await fetch(`${api.url}/getWalletImage/${wallets[0]!.image_id}`), 400, /projectId/)
  await expectError(await fetch(`${api.url}/projects/v1/origins?projectId=&st=a&sv=b`), 400, /projectId is required/)
})

test('error: bad /getWallets parameters are 400s naming the parameter', async () => {
  await expectError(await get('/getWallets', 'page=0&entries=40'), 400, /page must be at least 1/)
  await expectError(await get('/getWallets', 'page=-1&entries=40'), 400, /page must be a positive integer/)
  await expectError(await get('/getWallets', 'page=one&entries=40'), 400, /page must be a positive integer/)
  await expectError(await get('/getWallets', 'entries=40'), 400, /page is required/)
  await expectError(await get('/getWallets', 'page=1'), 400, /entries is required/)
  await expectError(await get('/getWallets', 'page=1&entries=1.5'), 400, /entries/)
  await expectError(await get('/getWallets', 'page=1&entries=100000'), 400, /entries must be at most/)
  await expectError(await get('/getWallets', 'page=1&page=2&entries=4'), 400, /page must be given once/)
  await expectError(await get('/getWallets', 'page=1&entries=4&badge_type=gold'), 400, /badge_type/)
  await expectError(await get('/getWallets', 'page=1&entries=4&include=not-an-id'), 400, /include/)
  await expectError(await get('/getWallets', 'page=1&entries=4&exclude=123'), 400, /exclude/)
  await expectError(await get('/getWallets', 'page=1&entries=4&chains=ethereum'), 400, /chains/)
})

test('error: unknown image ids are 404 JSON, unknown paths 404, other methods 405', async () => {
  await expectError(await get('/getWalletImage/does-not-exist'), 404, /Unknown wallet image id/)
  await expectError(await get('/public/getAssetImage/nope'), 404, /Unknown asset image id/)
  await expectError(await get('/public/getCurrencyImage/XXX'), 404, /Unknown currency/)
  await expectError(await get('/public/getTokenImage/NOPE'), 404, /Unknown token/)
  await expectError(await get('/getWalletz'), 404, /Not found/)
  await expectError(await fetch(`${api.url}/getWallets?${COMMON}`, { method: 'POST', body: '{}' }), 405, /not allowed/)
})

test('error: projectId status-NNN forces that status so clients can test SPEC §8 (RATE_LIMITED, SERVER_ERROR)', async () => {
  const limited = await fetch(`${api.url}/projects/v1/origins?projectId=status-429&st=a&sv=b`)
  assert.is(limited.headers.get('retry-after'), '1')
  await expectError(limited, 429, /429/)
  await expectError(await fetch(`${api.url}/projects/v1/origins?projectId=status-503&st=a&sv=b`), 503, /503/)
  await expectError(await fetch(`${api.url}/getAnalyticsConfig?projectId=status-403&st=a&sv=b`), 403, /403/)
})

test('behavior: requests() records what clients sent, with statuses', async () => {
  const before = api.requests().length
  await get('/getAnalyticsConfig')
  await fetch(`${api.url}/getAnalyticsConfig`)
  const recent = api.requests().slice(before)
  assert.is(recent.length, 2)
  assert.is(recent[0]!.query.st, 'appkit')
  assert.is(recent[0]!.status, 200)
  assert.is(recent[1]!.status, 400)
})

test('behavior: CORS preflight is answered for the modal on another origin', async () => {
  const res = await fetch(`${api.url}/getWallets`, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'GET' } })
  assert.is(res.status, 204)
  assert.is(res.headers.get('access-control-allow-origin'), '*')
})

test.run()
