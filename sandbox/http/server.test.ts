import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { HttpError, route, startHttpService, type HttpService } from './server.ts'

let svc: HttpService

test.before(async () => {
  svc = await startHttpService([
    route('GET', '/items/:id', (ctx) => ({ json: { id: ctx.params.id, q: ctx.query.get('q') } })),
    route('POST', '/echo', (ctx) => ({ json: ctx.json() })),
    route('GET', '/teapot', () => {
      throw new HttpError(418, 'short and stout')
    }),
    route('GET', '/busy', () => {
      throw new HttpError(429, 'slow down', { 'retry-after': '2' })
    }),
    route('GET', '/boom', () => {
      throw new Error('kaput')
    }),
    route('GET', '/page', () => ({ body: '<p>hi</p>', contentType: 'text/html' })),
  ])
})
test.after(async () => {
  await svc.close()
})

test('default: binds 127.0.0.1 on a free port', () => {
  assert.match(svc.url, /^http:\/\/127\.0\.0\.1:\d+$/)
  assert.ok(svc.port > 0)
})

test('behavior: path parameters are decoded; query is available; raw bodies keep their content type', async () => {
  const res = await fetch(`${svc.url}/items/eip155%3A1%3A0xabc?q=1`)
  assert.equal(await res.json(), { id: 'eip155:1:0xabc', q: '1' })
  const page = await fetch(`${svc.url}/page`)
  assert.is(page.headers.get('content-type'), 'text/html')
  assert.is(page.headers.get('access-control-allow-origin'), '*')
  assert.is(await page.text(), '<p>hi</p>')
})

test('error: HttpError keeps its status, malformed JSON is 400, a crash is a JSON 500, an oversized body is 413', async () => {
  const teapot = await fetch(`${svc.url}/teapot`)
  assert.is(teapot.status, 418)
  assert.equal(await teapot.json(), { message: 'short and stout' })
  const busy = await fetch(`${svc.url}/busy`)
  assert.is(busy.status, 429)
  assert.is(busy.headers.get('retry-after'), '2')
  const bad = await fetch(`${svc.url}/echo`, { method: 'POST', body: '{nope' })
  assert.is(bad.status, 400)
  assert.equal(await bad.json(), { message: 'Malformed JSON body' })
  const original = console.error
  console.error = () => undefined
  const boom = await fetch(`${svc.url}/boom`)
  console.error = original
  assert.is(boom.status, 500)
  assert.equal(await boom.json(), { message: 'kaput' })
  const big = await fetch(`${svc.url}/echo`, { method: 'POST', body: 'x'.repeat(1_100_000) })
  assert.is(big.status, 413)
  assert.equal(await big.json(), { message: 'Request body too large' })
})

test('error: an empty route segment does not match a parameter', async () => {
  const res = await fetch(`${svc.url}/items/`)
  assert.is(res.status, 404)
})

test.run()
