import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { AlertError } from '../errors/AlertError.ts'
import { createAnalytics } from './analytics.ts'
import { createTrackedFetch, drive, sendJson, startServer, VirtualClock, type Handler } from '../../test/fixtures/testHarness.ts'

async function setup(handler: Handler) {
  const server = await startServer(handler)
  const clock = new VirtualClock()
  const io = createTrackedFetch()
  let n = 0
  const analytics = createAnalytics({
    baseUrl: server.url,
    projectId: 'p1',
    scheduler: clock,
    fetch: io.fetch,
    page: { url: 'https://dapp.example/swap', domain: 'dapp.example' },
    createId: () => `e${++n}`,
  })
  return { server, clock, io, analytics }
}

test('behavior: POST /e carries eventId, url, domain, timestamp and props (SPEC §7)', async () => {
  const { server, clock, io, analytics } = await setup((_req, res) => sendJson(res, 202, {}))
  clock.advanceBy(1234)
  const outcome = await drive(clock, io, analytics.track({ type: 'track', event: 'MODAL_OPEN' }))
  await server.kill()
  assert.equal(outcome.values, [{ sent: true }])
  const req = server.requests[0]!
  assert.is(req.method, 'POST')
  assert.is(req.path, '/e')
  assert.is(req.query.get('projectId'), 'p1')
  assert.equal(JSON.parse(req.body), {
    eventId: 'e1',
    url: 'https://dapp.example/swap',
    domain: 'dapp.example',
    timestamp: 1234,
    props: { type: 'track', event: 'MODAL_OPEN' },
  })
})

test('behavior: SPEC §7 POST /e url — path segments holding an account are replaced, query and fragment dropped (the route stays)', async () => {
  const server = await startServer((_req, res) => sendJson(res, 202, {}))
  const clock = new VirtualClock()
  const io = createTrackedFetch()
  const pages = {
    'https://dapp.example/u/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/nfts?email=a@b.example#t=1': 'https://dapp.example/u/[address]/nfts',
    'https://dapp.example/tx/0x88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b': 'https://dapp.example/tx/[address]',
    'https://dapp.example/sol/7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV/': 'https://dapp.example/sol/[address]/',
    'https://dapp.example/a/eip155%3A1%3A0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb': 'https://dapp.example/a/[address]',
    'https://dapp.example/me/alice%40example.com': 'https://dapp.example/me/[address]',
    'https://dapp.example/swap': 'https://dapp.example/swap',
  }
  for (const [url, sent] of Object.entries(pages)) {
    const analytics = createAnalytics({ baseUrl: server.url, projectId: 'p1', scheduler: clock, fetch: io.fetch, page: { url, domain: 'dapp.example' }, createId: () => 'e' })
    await drive(clock, io, analytics.track({ type: 'track', event: 'MODAL_OPEN' }))
    assert.is((JSON.parse(server.requests.at(-1)!.body) as { url: string }).url, sent, url)
  }
  await server.kill()
})

test('behavior: error events are capped at 5 per minute (SPEC §8)', async () => {
  const { server, clock, io, analytics } = await setup((_req, res) => sendJson(res, 202, {}))
  const outcomes = []
  for (let i = 0; i < 7; i++) outcomes.push((await drive(clock, io, analytics.trackError({ type: 'error', event: `E${i}` }))).values[0])
  assert.is(server.requests.length, 5)
  assert.equal(outcomes.slice(5), [
    { sent: false, reason: 'error-cap' },
    { sent: false, reason: 'error-cap' },
  ])
  // Usage events are not capped.
  await drive(clock, io, analytics.track({ type: 'track', event: 'X' }))
  assert.is(server.requests.length, 6)
  clock.advanceBy(60_000)
  assert.equal((await drive(clock, io, analytics.trackError({ type: 'error', event: 'later' }))).values, [{ sent: true }])
  await server.kill()
  assert.is(server.requests.length, 7)
})

test("error: a 403 raises 'Invalid App Configuration' once and stops analytics (SPEC §8)", async () => {
  const { server, clock, io, analytics } = await setup((_req, res) => sendJson(res, 403, { message: 'Unauthorized: origin not allowed' }))
  const first = await drive(clock, io, analytics.track({ type: 'track', event: 'A' }))
  const second = await drive(clock, io, analytics.track({ type: 'track', event: 'B' }))
  const third = await drive(clock, io, analytics.trackError({ type: 'error', event: 'C' }))
  await server.kill()
  assert.instance(first.error, AlertError)
  assert.is((first.error as AlertError).shortMessage, 'Invalid App Configuration')
  assert.is((first.error as AlertError).alert, 'INVALID_APP_CONFIGURATION')
  assert.equal(second.values, [{ sent: false, reason: 'disabled' }])
  assert.is(second.error, undefined)
  assert.is(third.error, undefined)
  assert.is(server.requests.length, 1, 'no retry, nothing sent after the 403')
})

test.run()
