import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { verifyMessage } from 'viem'
import { startFarcasterRelay, custodyOf, DEFAULT_FARCASTER_FID, type FarcasterRelay, type ChannelStatus, type CompletedStatus } from './index.ts'

let relay: FarcasterRelay

test.before(async () => {
  relay = await startFarcasterRelay()
})
test.after(async () => {
  await relay?.stop()
})

const REQUEST = { siweUri: 'http://127.0.0.1:5173/login', domain: '127.0.0.1:5173' }

async function open(body: Record<string, unknown> = REQUEST): Promise<{ channelToken: string; url: string; nonce: string }> {
  const res = await fetch(`${relay.url}/v1/channel`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  assert.is(res.status, 201)
  return (await res.json()) as { channelToken: string; url: string; nonce: string }
}

async function status(token: string): Promise<{ code: number; body: ChannelStatus }> {
  const res = await fetch(`${relay.url}/v1/channel/status`, { headers: { authorization: `Bearer ${token}` } })
  return { code: res.status, body: (await res.json()) as ChannelStatus }
}

test('behavior: SPEC §4 Farcaster — a channel is created, answers 202 pending, is approved over HTTP, then 200 completed with username, fid and a custody-signed SIWF message', async () => {
  const channel = await open({ ...REQUEST, nonce: 'abcDEF123456', requestId: 'req-1' })
  assert.is(channel.nonce, 'abcDEF123456')
  assert.is(channel.url, `${relay.url}/siwf?channelToken=${channel.channelToken}`)
  const pending = await status(channel.channelToken)
  assert.is(pending.code, 202)
  assert.is(pending.body.state, 'pending')
  assert.is(pending.body.nonce, 'abcDEF123456')
  const approve = await fetch(`${relay.url}/v1/channel/authenticate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${channel.channelToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bob', fid: 42 }),
  })
  assert.is(approve.status, 200)
  const done = await status(channel.channelToken)
  assert.is(done.code, 200)
  const body = done.body as CompletedStatus
  assert.is(body.state, 'completed')
  assert.is(body.username, 'bob')
  assert.is(body.fid, 42)
  assert.is(body.custody, custodyOf(42).address)
  assert.equal(body.signatureParams, { ...REQUEST, nonce: 'abcDEF123456', requestId: 'req-1' })
  assert.match(body.message, /^127\.0\.0\.1:5173 wants you to sign in with your Ethereum account:\n0x[0-9a-fA-F]{40}\n/)
  assert.match(body.message, '\nNonce: abcDEF123456\n')
  assert.match(body.message, '\nRequest ID: req-1\n')
  assert.ok(body.message.endsWith('Resources:\n- farcaster://fid/42'))
  assert.ok(await verifyMessage({ address: body.custody, message: body.message, signature: body.signature }), "the signature is the custody key's")
})

test('behavior: the url (shown as QR and link) is an approval page; its Approve completes the channel with the typed username and fid', async () => {
  const channel = await open()
  const page = await fetch(channel.url)
  assert.is(page.status, 200)
  const html = await page.text()
  assert.match(html, 'data-testid="farcaster-approve"')
  assert.match(html, 'data-testid="farcaster-username" value="alice"')
  assert.match(html, REQUEST.domain)
  const form = new URLSearchParams({ channelToken: channel.channelToken, username: 'carol.eth', fid: '777' })
  const approved = await fetch(`${relay.url}/siwf/approve`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() })
  assert.is(approved.status, 200)
  assert.match(await approved.text(), 'data-testid="farcaster-done">Signed in as @carol.eth<')
  const done = (await status(channel.channelToken)).body as CompletedStatus
  assert.is(done.username, 'carol.eth')
  assert.is(done.fid, 777)
  assert.match(await (await fetch(channel.url)).text(), 'farcaster-done')
})

test('behavior: defaults (alice, fid 20001) through the in-process approve; ?channelToken= works like the Bearer header; CORS allows the Authorization header', async () => {
  const channel = await open()
  assert.ok(channel.nonce.length >= 8)
  await relay.approve(channel.channelToken)
  const res = await fetch(`${relay.url}/v1/channel/status?channelToken=${channel.channelToken}`)
  assert.is(res.status, 200)
  const body = (await res.json()) as CompletedStatus
  assert.is(body.username, 'alice')
  assert.is(body.fid, DEFAULT_FARCASTER_FID)
  const pre = await fetch(`${relay.url}/v1/channel/status`, { method: 'OPTIONS' })
  assert.match(pre.headers.get('access-control-allow-headers') ?? '', 'authorization')
})

test('error: a malformed channel request is a 400 (missing siweUri or domain, a short nonce, bad JSON)', async () => {
  for (const body of [
    JSON.stringify({ domain: 'x.test' }),
    JSON.stringify({ siweUri: 'not a url', domain: 'x' }),
    JSON.stringify({ siweUri: 'http://x.test/', domain: '' }),
    JSON.stringify({ ...REQUEST, nonce: 'short' }),
    JSON.stringify({ ...REQUEST, requestId: 5 }),
    '{',
    '[]',
  ]) {
    const res = await fetch(`${relay.url}/v1/channel`, { method: 'POST', body })
    assert.is(res.status, 400, body)
    assert.type(((await res.json()) as { message: string }).message, 'string')
  }
})

test('error: an unknown, expired or missing channel token answers 401 (status, authenticate) and the page says it expired (404)', async () => {
  assert.is((await status('nope')).code, 401)
  assert.is((await fetch(`${relay.url}/v1/channel/status`)).status, 401)
  const channel = await open()
  relay.expire(channel.channelToken)
  assert.is((await status(channel.channelToken)).code, 401)
  assert.is((await fetch(`${relay.url}/v1/channel/authenticate`, { method: 'POST', headers: { authorization: `Bearer ${channel.channelToken}` } })).status, 401)
  const page = await fetch(channel.url)
  assert.is(page.status, 404)
  assert.match(await page.text(), 'data-testid="farcaster-error"')
  const shortLived = await startFarcasterRelay({ channelTtlMs: 0 })
  try {
    const res = await fetch(`${shortLived.url}/v1/channel`, { method: 'POST', body: JSON.stringify(REQUEST) })
    const { channelToken } = (await res.json()) as { channelToken: string }
    assert.is((await fetch(`${shortLived.url}/v1/channel/status`, { headers: { authorization: `Bearer ${channelToken}` } })).status, 401)
  } finally {
    await shortLived.stop()
  }
})

test('error: approving twice is a 409; a bad username or fid is a 400 (and the page shows the message, channel still pending)', async () => {
  const channel = await open()
  const post = (body: unknown) => fetch(`${relay.url}/v1/channel/authenticate`, { method: 'POST', headers: { authorization: `Bearer ${channel.channelToken}` }, body: JSON.stringify(body) })
  assert.is((await post({ username: 'Bad Name' })).status, 400)
  assert.is((await post({ fid: -3 })).status, 400)
  const form = new URLSearchParams({ channelToken: channel.channelToken, username: 'UPPER', fid: '5' })
  const page = await fetch(`${relay.url}/siwf/approve`, { method: 'POST', body: form.toString() })
  assert.is(page.status, 400)
  assert.match(await page.text(), 'data-testid="farcaster-error"')
  assert.is((await status(channel.channelToken)).code, 202)
  assert.is((await post({ username: 'dave' })).status, 200)
  assert.is((await post({ username: 'dave' })).status, 409)
})

test.run()
