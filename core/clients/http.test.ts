import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { HttpRequestError } from '../errors/HttpRequestError.ts'
import { InternalRpcError } from '../errors/InternalRpcError.ts'
import { InvalidResponseError } from '../errors/InvalidResponseError.ts'
import { LimitExceededRpcError } from '../errors/LimitExceededRpcError.ts'
import { RequestAbortedError } from '../errors/RequestAbortedError.ts'
import { RpcError } from '../errors/RpcError.ts'
import { TimeoutError } from '../errors/TimeoutError.ts'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.ts'
import { s } from '../events/schema.ts'
import { buildRequestUrl } from './buildRequestUrl.ts'
import { createHttpClient } from './http.ts'
import { MAX_RETRY_AFTER_MS, parseRetryAfter, RETRYABLE_HTTP_STATUSES, retryDelayMs, shouldRetry } from './retryPolicy.ts'
import { createTrackedFetch, drive, sendJson, startServer, VirtualClock, type Handler } from '../../test/fixtures/testHarness.ts'

const walletsSchema = s.object({ data: s.array(s.object({ id: s.string(), name: s.string() })), count: s.number() })
const call = { call: 'walletApi.getWallets', path: '/getWallets', params: { page: 1 } }

async function setup(handler: Handler, options: { signal?: AbortSignal } = {}) {
  const server = await startServer(handler)
  const clock = new VirtualClock()
  const io = createTrackedFetch()
  const http = createHttpClient({ baseUrl: server.url, projectId: 'p1', scheduler: clock, fetch: io.fetch, ...options })
  return { server, clock, io, http }
}

test('parameters: buildRequestUrl adds projectId, st, sv to every call (SPEC §7 common query)', () => {
  const url = buildRequestUrl('http://h/', '/getWallets', { page: 2, entries: 40, search: undefined, include: ['a', 'b'], exclude: [] }, { projectId: 'p1', st: 'latch', sv: '4' })
  assert.is(url, 'http://h/getWallets?page=2&entries=40&include=a%2Cb&projectId=p1&st=latch&sv=4')
})

test('parameters: buildRequestUrl appends clientId only when set (SPEC §7)', () => {
  const common = { projectId: 'p1', st: 'latch', sv: '4' }
  assert.ok(!buildRequestUrl('http://h', 'v1/x', {}, { ...common, clientId: undefined }).includes('clientId'))
  assert.ok(!buildRequestUrl('http://h', 'v1/x', {}, { ...common, clientId: '' }).includes('clientId'))
  assert.is(buildRequestUrl('http://h', 'v1/x', {}, { ...common, clientId: 'c9' }), 'http://h/v1/x?projectId=p1&st=latch&sv=4&clientId=c9')
})

test('parameters: buildRequestUrl keeps a path query and lets common keys win', () => {
  assert.is(buildRequestUrl('http://h', '/v1?chainId=eip155:1', { projectId: 'other' }, { projectId: 'p1', st: 'a', sv: 'b' }), 'http://h/v1?chainId=eip155:1&projectId=p1&st=a&sv=b')
  assert.is(buildRequestUrl('http://h', '/plain'), 'http://h/plain')
})

test('behavior: backoff is (1 << attempt) * 150 ms (SPEC §9)', () => {
  assert.equal([0, 1, 2].map(retryDelayMs), [150, 300, 600])
})

test('behavior: Retry-After is read in seconds and HTTP-date forms (SPEC §9)', () => {
  assert.is(parseRetryAfter('2'), 2000)
  assert.is(parseRetryAfter('Wed, 21 Oct 2026 07:28:05 GMT', 'Wed, 21 Oct 2026 07:28:00 GMT'), 5000)
  assert.is(parseRetryAfter('Wed, 21 Oct 2026 07:28:05 GMT', null, Date.parse('Wed, 21 Oct 2026 07:28:04 GMT')), 1000)
  assert.is(parseRetryAfter('Wed, 21 Oct 2026 07:28:00 GMT', 'Wed, 21 Oct 2026 07:28:05 GMT'), 0)
  assert.is(parseRetryAfter(null), undefined)
  assert.is(parseRetryAfter('soon'), undefined)
})

test('behavior: only the SPEC §9 statuses and RPC codes are retryable; never 4001', () => {
  for (let status = 400; status < 600; status++) {
    const expected = RETRYABLE_HTTP_STATUSES.includes(status)
    assert.is(shouldRetry(new HttpRequestError({ call: 'c', url: 'u', status })), expected, `status ${status}`)
  }
  assert.equal([...RETRYABLE_HTTP_STATUSES].sort(), [403, 408, 413, 429, 500, 502, 503, 504].sort())
  assert.ok(shouldRetry(new RpcError('x', { code: -1 })))
  assert.ok(shouldRetry(new LimitExceededRpcError()))
  assert.ok(shouldRetry(new InternalRpcError()))
  assert.not.ok(shouldRetry(new UserRejectedRequestError()))
  assert.not.ok(shouldRetry(new RequestAbortedError({ call: 'c' })))
  assert.not.ok(shouldRetry(new TimeoutError({ call: 'c', timeoutMs: 1 })))
  assert.not.ok(shouldRetry(new HttpRequestError({ call: 'c', url: 'u' })))
})

test('behavior: every call carries projectId, st and sv on the wire (SPEC §7)', async () => {
  const { server, clock, io, http } = await setup((_req, res) => sendJson(res, 200, { data: [], count: 0 }))
  const outcome = await drive(clock, io, http.json(call, walletsSchema))
  await server.kill()
  assert.equal(outcome.values, [{ data: [], count: 0 }])
  const query = server.requests[0]?.query
  assert.is(query?.get('projectId'), 'p1')
  assert.is(query?.get('st'), 'latch')
  assert.is(query?.get('sv'), '4')
  assert.is(query?.get('page'), '1')
})

test('behavior: 429 with Retry-After in seconds waits that long, then succeeds (SPEC §9)', async () => {
  const { server, clock, io, http } = await setup((_req, res, i) => (i === 0 ? sendJson(res, 429, { message: 'slow down' }, { 'retry-after': '2' }) : sendJson(res, 200, { data: [], count: 7 })))
  const outcome = await drive(clock, io, http.json(call, walletsSchema))
  await server.kill()
  assert.equal(outcome.values, [{ data: [], count: 7 }])
  assert.is(server.requests.length, 2)
  assert.is(clock.now(), 2000)
})

test('behavior: 429 with Retry-After as an HTTP date waits until then by the server clock (SPEC §9)', async () => {
  const date = 'Sun, 22 Nov 2026 01:00:00 GMT'
  const later = 'Sun, 22 Nov 2026 01:00:05 GMT'
  const { server, clock, io, http } = await setup((_req, res, i) => (i === 0 ? sendJson(res, 429, {}, { 'retry-after': later, date }) : sendJson(res, 200, { data: [], count: 1 })))
  const outcome = await drive(clock, io, http.json(call, walletsSchema))
  await server.kill()
  assert.is(outcome.values[0]?.count, 1)
  assert.is(clock.now(), 5000)
})

for (const [label, retryAfter] of [
  ['an hour', '3600'],
  ['an absurd number', '99999999999'],
] as const) {
  test(`error: 429 with Retry-After of ${label} fails at once, keeping the wait for the Rate Limited state (SPEC §8, §9)`, async () => {
    const { server, clock, io, http } = await setup((_req, res) => sendJson(res, 429, { message: 'slow down' }, { 'retry-after': retryAfter }))
    const outcome = await drive(clock, io, http.json(call, walletsSchema))
    await server.kill()
    assert.is(server.requests.length, 1, 'no silent wait and no retry storm')
    assert.is(clock.now(), 0)
    assert.instance(outcome.error, HttpRequestError)
    const error = outcome.error as HttpRequestError
    assert.is(error.status, 429)
    assert.is(error.retryAfterMs, Math.min(Number(retryAfter) * 1000, Number.MAX_SAFE_INTEGER))
  })
}

test('behavior: a Retry-After at the cap (10 s) is still waited out (SPEC §9)', async () => {
  const { server, clock, io, http } = await setup((_req, res, i) =>
    i === 0 ? sendJson(res, 429, {}, { 'retry-after': String(MAX_RETRY_AFTER_MS / 1000) }) : sendJson(res, 200, { data: [], count: 2 }),
  )
  const outcome = await drive(clock, io, http.json(call, walletsSchema))
  await server.kill()
  assert.is(outcome.values[0]?.count, 2)
  assert.is(clock.now(), MAX_RETRY_AFTER_MS)
})

test('behavior: 503 then success retries once after 150 ms (SPEC §9)', async () => {
  const { server, clock, io, http } = await setup((_req, res, i) => (i === 0 ? sendJson(res, 503, 'busy') : sendJson(res, 200, { data: [{ id: 'w1', name: 'One' }], count: 1 })))
  const outcome = await drive(clock, io, http.json(call, walletsSchema))
  await server.kill()
  assert.equal(outcome.values, [{ data: [{ id: 'w1', name: 'One' }], count: 1 }])
  assert.is(server.requests.length, 2)
  assert.is(clock.now(), 150)
})

test('error: a 503 that persists is retried 3 times with 150, 300, 600 ms, then fails (SPEC §9)', async () => {
  const { server, clock, io, http } = await setup((_req, res) => sendJson(res, 503, {}))
  const outcome = await drive(clock, io, http.json(call, walletsSchema))
  await server.kill()
  assert.is(server.requests.length, 4)
  assert.is(clock.now(), 150 + 300 + 600)
  assert.instance(outcome.error, HttpRequestError)
  assert.is((outcome.error as HttpRequestError).status, 503)
  assert.is((outcome.error as HttpRequestError).shortMessage, 'HTTP request failed with status 503')
})

test('error: 400 uses the API error message and is not retried (SPEC §8)', async () => {
  const { server, clock, io, http } = await setup((_req, res) => sendJson(res, 400, { message: 'Invalid chainId parameter' }))
  const outcome = await drive(clock, io, http.json(call, walletsSchema))
  await server.kill()
  assert.is(server.requests.length, 1)
  assert.instance(outcome.error, HttpRequestError)
  assert.is((outcome.error as HttpRequestError).shortMessage, 'Invalid chainId parameter')
  assert.is((outcome.error as HttpRequestError).code, 400)
})

test('error: malformed JSON names the call and the body', async () => {
  const { server, clock, io, http } = await setup((_req, res) => sendJson(res, 200, '{"data": [1, '))
  const outcome = await drive(clock, io, http.json(call, walletsSchema))
  await server.kill()
  assert.instance(outcome.error, InvalidResponseError)
  const error = outcome.error as InvalidResponseError
  assert.is(error.call, 'walletApi.getWallets')
  assert.is(error.field, 'body')
  assert.is(outcome.values.length, 0)
})

test('error: a wrong-typed field names the call and the field; nothing half-filled comes out', async () => {
  const { server, clock, io, http } = await setup((_req, res) =>
    sendJson(res, 200, {
      data: [
        { id: 'a', name: 'A' },
        { id: 7, name: 'B' },
      ],
      count: 2,
    }),
  )
  const outcome = await drive(clock, io, http.json(call, walletsSchema))
  await server.kill()
  assert.instance(outcome.error, InvalidResponseError)
  const error = outcome.error as InvalidResponseError
  assert.is(error.field, 'response.data[1].id')
  assert.is(error.shortMessage, 'Invalid response from walletApi.getWallets: response.data[1].id expected string')
  assert.is(outcome.values.length, 0)
})

test('error: a response slower than the 10 s timeout fails with TimeoutError, not retried (SPEC §9)', async () => {
  const held: import('node:http').ServerResponse[] = []
  const { server, clock, http } = await setup((_req, res) => void held.push(res))
  let error: unknown
  const subscription = http.json(call, walletsSchema).subscribe({ error: (e: unknown) => (error = e) })
  while (server.requests.length === 0) await new Promise((r) => setImmediate(r))
  clock.advanceBy(9_999)
  assert.is(error, undefined)
  clock.advanceBy(1)
  assert.instance(error, TimeoutError)
  assert.is((error as TimeoutError).timeoutMs, 10_000)
  clock.advanceBy(60_000)
  assert.is(server.requests.length, 1)
  subscription.unsubscribe()
  await server.kill()
})

test('error: a dropped connection fails with HttpRequestError without status, not retried', async () => {
  const { server, clock, io, http } = await setup((_req, res) => void res.socket?.destroy())
  const outcome = await drive(clock, io, http.json(call, walletsSchema))
  await server.kill()
  assert.instance(outcome.error, HttpRequestError)
  assert.is((outcome.error as HttpRequestError).status, undefined)
  assert.is((outcome.error as HttpRequestError).shortMessage, 'HTTP request failed')
  assert.is(server.requests.length, 1)
})

test('error: destroy() aborts a request in flight with RequestAbortedError and is never retried (SPEC §9)', async () => {
  const destroy = new AbortController()
  const { server, clock, io, http } = await setup((_req, res) => void setTimeout(() => sendJson(res, 503, {}), 50_000).unref(), { signal: destroy.signal })
  let error: unknown
  http.json(call, walletsSchema).subscribe({ error: (e: unknown) => (error = e) })
  while (server.requests.length === 0) await new Promise((r) => setImmediate(r))
  destroy.abort()
  assert.instance(error, RequestAbortedError)
  assert.is((error as RequestAbortedError).shortMessage, 'Request aborted')
  clock.advanceBy(60_000)
  assert.is(server.requests.length, 1)
  let late: unknown
  http.json(call, walletsSchema).subscribe({ error: (e: unknown) => (late = e) })
  assert.instance(late, RequestAbortedError)
  await server.kill()
  assert.is(io.calls, 1)
})

test('behavior: unsubscribing aborts the fetch in flight', async () => {
  let closed = false
  const { server, http } = await setup((_req, res) => void res.on('close', () => (closed = true)))
  const subscription = http.json(call, walletsSchema).subscribe()
  while (server.requests.length === 0) await new Promise((r) => setImmediate(r))
  subscription.unsubscribe()
  while (!closed) await new Promise((r) => setTimeout(r, 5))
  assert.ok(closed)
  await server.kill()
})

test.run()
