import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readFile } from 'node:fs/promises'
import { startAnalytics, type AnalyticsSink } from './server.ts'

let sink: AnalyticsSink

test.before(async () => {
  sink = await startAnalytics()
})
test.after(async () => {
  await sink.close()
})

test('behavior: POST /e appends the event (SPEC §7 eventId, url, domain, timestamp, props) to the JSON-lines file and GET /e lists it', async () => {
  const event = { eventId: 'e-1', url: 'http://dapp.test/', domain: 'dapp.test', timestamp: 1700000000000, props: { type: 'track', event: 'MODAL_OPEN' } }
  const post = await fetch(`${sink.url}/e?projectId=p1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) })
  assert.is(post.status, 202)
  assert.is(post.headers.get('access-control-allow-origin'), '*')
  await fetch(`${sink.url}/e`, { method: 'POST', body: JSON.stringify({ ...event, eventId: 'e-2' }) })
  const lines = (await readFile(sink.file, 'utf8')).trim().split('\n')
  assert.is(lines.length, 2)
  assert.is((JSON.parse(lines[0]!) as { eventId: string }).eventId, 'e-1')
  const list = (await (await fetch(`${sink.url}/e`)).json()) as { events: { eventId: string; props: unknown; projectId: string | null }[] }
  assert.equal(
    list.events.map((e) => e.eventId),
    ['e-1', 'e-2'],
  )
  assert.equal(list.events[0]!.props, event.props)
  assert.is(list.events[0]!.projectId, 'p1')
})

test('error: malformed JSON gets a 400 with a JSON message and stores nothing', async () => {
  const before = ((await (await fetch(`${sink.url}/e`)).json()) as { events: unknown[] }).events.length
  for (const body of ['{"eventId":', '[1,2]', '"text"', '', JSON.stringify({ eventId: 5 })]) {
    const res = await fetch(`${sink.url}/e`, { method: 'POST', body })
    assert.is(res.status, 400, `body ${body}`)
    const json = (await res.json()) as { message: string }
    assert.type(json.message, 'string')
  }
  const after = ((await (await fetch(`${sink.url}/e`)).json()) as { events: unknown[] }).events.length
  assert.is(after, before)
})

test('error: projectId status-403 forces a 403 (SPEC §8 Invalid App Configuration path) and stores nothing', async () => {
  const before = ((await (await fetch(`${sink.url}/e`)).json()) as { events: unknown[] }).events.length
  const res = await fetch(`${sink.url}/e?projectId=status-403`, { method: 'POST', body: JSON.stringify({ eventId: 'x' }) })
  assert.is(res.status, 403)
  assert.match(((await res.json()) as { message: string }).message, '403')
  const after = ((await (await fetch(`${sink.url}/e`)).json()) as { events: unknown[] }).events.length
  assert.is(after, before)
})

test('error: unknown paths and methods answer 404 and 405 with JSON; OPTIONS preflight allows CORS', async () => {
  const missing = await fetch(`${sink.url}/nope`)
  assert.is(missing.status, 404)
  assert.type(((await missing.json()) as { message: string }).message, 'string')
  const wrong = await fetch(`${sink.url}/e`, { method: 'PUT' })
  assert.is(wrong.status, 405)
  const pre = await fetch(`${sink.url}/e`, { method: 'OPTIONS' })
  assert.is(pre.status, 204)
  assert.match(pre.headers.get('access-control-allow-methods') ?? '', 'POST')
})

test('behavior: POST /e takes a batch (a JSON array of events) and stores each; the request log counts requests and events', async () => {
  const before = sink.requests().length
  const batch = [1, 2, 3].map((i) => ({ eventId: `b-${i}`, url: 'http://dapp.test/', domain: 'dapp.test', timestamp: i, props: { type: 'track', event: 'MODAL_OPEN' } }))
  const post = await fetch(`${sink.url}/e?projectId=batch`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(batch) })
  assert.is(post.status, 202)
  const list = (await (await fetch(`${sink.url}/e`)).json()) as { events: { eventId: string; projectId: string }[] }
  assert.equal(
    list.events.filter((e) => e.projectId === 'batch').map((e) => e.eventId),
    ['b-1', 'b-2', 'b-3'],
  )
  const bad = await fetch(`${sink.url}/e?projectId=batch`, { method: 'POST', body: JSON.stringify([{ eventId: 'ok' }, 'not an object']) })
  assert.is(bad.status, 400)
  assert.equal(sink.requests().slice(before), [
    { projectId: 'batch', status: 202, events: 3 },
    { projectId: 'batch', status: 400, events: 0 },
  ])
})

test.run()
