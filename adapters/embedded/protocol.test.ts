/**
 * The frame protocol (SPEC.md §4 frame messages): every message pair validates, and
 * anything else — foreign traffic, malformed payloads, unknown types — is refused, never thrown.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { appRequest, FRAME_EVENTS, frameErrorOf, frameEvent, frameSuccess, isFromPeer, normaliseOrigin, parseMessage, PROTOCOL_CHANNEL, REQUEST_TYPES, type RequestType } from './protocol.ts'
import { errorOfFrame } from './frameManager.ts'

const user = { email: 'a@b.c', address: `0x${'1'.repeat(40)}`, chainId: 'eip155:31337', accounts: [{ address: `0x${'1'.repeat(40)}`, type: 'eoa' as const }] }

/** One valid request and success payload per SPEC.md §4 message. */
const SAMPLES: { [K in RequestType]: { request: unknown; success: unknown } } = {
  connectEmail: { request: { email: 'a@b.c' }, success: { action: 'VERIFY_OTP' } },
  connectDevice: { request: { email: 'a@b.c' }, success: {} },
  connectOtp: { request: { email: 'a@b.c', otp: '123456' }, success: {} },
  connectSocial: { request: { provider: 'google' }, success: { uri: 'http://127.0.0.1:1/auth' } },
  connectFarcaster: { request: {}, success: { url: 'http://127.0.0.1:1/fc' } },
  getUser: { request: {}, success: user },
  signOut: { request: {}, success: {} },
  isConnected: { request: {}, success: { isConnected: true } },
  getChainId: { request: {}, success: { chainId: 'eip155:31337' } },
  rpcRequest: { request: { chainId: 'eip155:31337', method: 'eth_getBalance', params: ['0x1', 'latest'] }, success: { result: '0x0' } },
  rpcAbort: { request: { requestId: 'r1' }, success: {} },
  updateEmail: { request: { email: 'n@b.c' }, success: { action: 'VERIFY_PRIMARY_OTP' } },
  updateEmailPrimaryOtp: { request: { otp: '111111' }, success: {} },
  updateEmailSecondaryOtp: { request: { otp: '222222' }, success: { newEmail: 'n@b.c' } },
  syncTheme: { request: { themeMode: 'dark' }, success: {} },
  syncDappData: { request: { projectId: 'p', sdkVersion: '4' }, success: {} },
  initSmartAccount: { request: {}, success: { address: `0x${'2'.repeat(40)}`, isDeployed: false } },
  setPreferredAccount: { request: { type: 'smartAccount' }, success: { address: `0x${'2'.repeat(40)}`, type: 'smartAccount' } },
  switchNetwork: { request: { chainId: 'eip155:31338' }, success: { chainId: 'eip155:31338' } },
  reload: { request: {}, success: {} },
}

test('behavior: every SPEC.md §4 request pairs an app-request with a frame-success and a frame-error', () => {
  assert.equal(REQUEST_TYPES.sort(), Object.keys(SAMPLES).sort())
  for (const type of REQUEST_TYPES) {
    const request = appRequest('id-1', type, SAMPLES[type].request as never)
    const parsed = parseMessage(JSON.parse(JSON.stringify(request)))
    assert.ok(parsed.ok, `${type} request: ${parsed.ok ? '' : parsed.detail}`)
    const success = parseMessage({ ...request, kind: 'frame-success', payload: SAMPLES[type].success })
    assert.ok(success.ok, `${type} success: ${success.ok ? '' : success.detail}`)
    const failure = parseMessage(frameErrorOf(request, { code: 'INTERNAL', message: 'boom' }))
    assert.ok(failure.ok, `${type} error`)
  }
})

test("behavior: the user carries the same wallet's Solana account, and rpcRequest names a solana:<ref> chain", () => {
  const solanaAddress = 'GmaDrppBC7P5ARKV8g3djiwP89vz1jLK23V2GBjuAEGB'
  const answer = parseMessage({ ...appRequest('id-2', 'getUser', {}), kind: 'frame-success', payload: { ...user, solanaAddress } })
  assert.ok(answer.ok && answer.message.kind === 'frame-success' && answer.message.type === 'getUser' && answer.message.payload.solanaAddress === solanaAddress)
  assert.ok(parseMessage(frameEvent('sessionUpdate', { connected: true, user: { ...user, solanaAddress } })).ok)
  const transaction = 'AQ'.repeat(100)
  assert.ok(parseMessage(appRequest('id-3', 'rpcRequest', { chainId: 'solana:rLwfLCzwPd4LgenzcSqJPJpwYkqUFLGc', method: 'solana_signAndSendTransaction', params: { transaction } })).ok)
  assert.ok(parseMessage({ ...appRequest('id-3', 'rpcRequest', { chainId: 'solana:x', method: 'm' }), kind: 'frame-success', payload: { result: { signature: '5'.repeat(88) } } }).ok)
  for (const bad of [7, 'x'.repeat(45), null]) {
    const parsed = parseMessage({ ...appRequest('id-4', 'getUser', {}), kind: 'frame-success', payload: { ...user, solanaAddress: bad } })
    assert.ok(!parsed.ok && parsed.reason === 'malformed', `solanaAddress ${JSON.stringify(bad)}`)
  }
})

test('behavior: ready and sessionUpdate are frame events', () => {
  assert.equal(Object.keys(FRAME_EVENTS).sort(), ['ready', 'sessionUpdate'])
  assert.ok(parseMessage(frameEvent('ready', { version: 1 })).ok)
  assert.ok(parseMessage(frameEvent('sessionUpdate', { connected: true, user })).ok)
})

test('error: foreign traffic is refused as foreign (not counted), our channel malformed as malformed', () => {
  for (const data of ['hello', null, 42, [], { type: 'ready' }, { channel: 'other' }]) {
    const parsed = parseMessage(data)
    assert.ok(!parsed.ok && parsed.reason === 'foreign')
  }
  const malformed: unknown[] = [
    { channel: PROTOCOL_CHANNEL },
    { channel: PROTOCOL_CHANNEL, kind: 'frame-success', id: 'x', type: 'nope', payload: {} },
    { channel: PROTOCOL_CHANNEL, kind: 'frame-success', type: 'getUser', payload: user },
    { channel: PROTOCOL_CHANNEL, kind: 'frame-success', id: 'x'.repeat(65), type: 'getUser', payload: user },
    { channel: PROTOCOL_CHANNEL, kind: 'frame-success', id: 'x', type: 'getUser', payload: { ...user, address: 7 } },
    { channel: PROTOCOL_CHANNEL, kind: 'frame-success', id: 'x', type: 'connectEmail', payload: { action: 'HACK' } },
    { channel: PROTOCOL_CHANNEL, kind: 'frame-error', id: 'x', type: 'connectEmail', payload: { code: 'WHAT', message: '' } },
    { channel: PROTOCOL_CHANNEL, kind: 'frame-event', type: 'ready', payload: { version: '1' } },
    { channel: PROTOCOL_CHANNEL, kind: 'frame-event', type: '__proto__', payload: {} },
    { channel: PROTOCOL_CHANNEL, kind: 'app-request', id: 'x', type: 'toString', payload: {} },
    { channel: PROTOCOL_CHANNEL, kind: 'weird', id: 'x', type: 'getUser', payload: {} },
  ]
  for (const data of malformed) {
    const parsed = parseMessage(data)
    assert.ok(!parsed.ok && parsed.reason === 'malformed', JSON.stringify(data).slice(0, 80))
  }
})

test('behavior: origin check is exact (scheme, host, port) and binds the source window when known', () => {
  const win = {}
  assert.ok(isFromPeer({ origin: 'http://127.0.0.1:4000', source: win }, 'http://127.0.0.1:4000/sdk.html', win))
  assert.not.ok(isFromPeer({ origin: 'http://127.0.0.1:4001', source: win }, 'http://127.0.0.1:4000', win))
  assert.not.ok(isFromPeer({ origin: 'http://localhost:4000', source: win }, 'http://127.0.0.1:4000', win))
  assert.not.ok(isFromPeer({ origin: 'http://127.0.0.1:4000', source: {} }, 'http://127.0.0.1:4000', win))
  assert.not.ok(isFromPeer({ origin: 'null', source: win }, 'not a url', win))
  assert.is(normaliseOrigin('garbage'), '')
})

test('behavior: frameSuccess answers with the request id and type', () => {
  const request = appRequest('id-9', 'isConnected', {})
  const answer = frameSuccess(request, { isConnected: false })
  assert.equal([answer.id, answer.type, answer.kind], ['id-9', 'isConnected', 'frame-success'])
})

test("behavior: SPEC.md §8 a refused rpcRequest keeps the wallet's code (5730, 5760, 4100, a node's) through the frame-error to the app; Reject stays 4001", () => {
  const request = appRequest('id-9', 'rpcRequest', { chainId: 'eip155:31337', method: 'wallet_getCallsStatus', params: ['0xfeed'] })
  const parsed = parseMessage(JSON.parse(JSON.stringify(frameErrorOf(request, { code: 'BAD_REQUEST', message: 'Unknown bundle id 0xfeed', rpcCode: 5730 }))))
  assert.ok(parsed.ok && parsed.message.kind === 'frame-error')
  const payload = parsed.ok && parsed.message.kind === 'frame-error' ? parsed.message.payload : undefined
  assert.is(payload?.rpcCode, 5730)
  assert.is((errorOfFrame(payload!, 'wallet_getCallsStatus') as Error & { code?: number }).code, 5730)
  assert.is((errorOfFrame({ code: 'REJECTED', message: 'User rejected the request' }) as Error & { code?: number }).code, 4001)
  assert.not.ok(parseMessage({ ...frameErrorOf(request, { code: 'BAD_REQUEST', message: 'x' }), payload: { code: 'BAD_REQUEST', message: 'x', rpcCode: 1.5 } }).ok, 'an integer code only')
})

test.run()
