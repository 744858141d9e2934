import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { LogParseError } from '../errors/LogParseError.ts'
import { isAllowedRpcMethod, isReadOnlyRpcMethod } from '../clients/rpcAllowlist.ts'
import { initialState } from '../reducers/index.ts'
import { replay } from '../replay.ts'
import { events, type StampedEvent } from './index.ts'
import { createEventLog, parseLog } from './log.ts'
import { connectEvm, init } from '../../test/fixtures/config.ts'
import { stamp } from '../../test/fixtures/reduceAll.ts'

// A store passes its random key (deps.randomBytes); a fixed one here keeps the tokens comparable.
const newLog = (capacity: number) => createEventLog({ capacity, initialState, redactionKey: 'test-key' })

test('behavior: the log is a bounded ring buffer keeping the newest events', () => {
  const log = newLog(3)
  for (const e of stamp([init(), events.modal.openRequested(), events.router.wentBack(), events.modal.openRequested()])) log.record(e)
  assert.is(log.size, 3)
  assert.is(log.dropped, 1)
  assert.equal(
    log.entries().map((e) => e.seq),
    [2, 3, 4],
  )
})

test('behavior: a truncated export starts with a snapshot and replays to the same final state', () => {
  const all = stamp([
    init({ themeMode: 'light' }),
    events.modal.openRequested(),
    events.router.navigated({ view: 'Networks' }),
    events.router.navigated({ view: 'AllWallets' }),
    events.router.wentBack(),
  ])
  const log = newLog(2)
  for (const e of all) log.record(e)
  const exported = log.export()
  assert.is(exported[0]!.type, 'app/snapshotRestored')
  assert.is(exported.length, 3)
  assert.equal(replay(exported).final, replay(all).final)
})

test('behavior: ARCHITECTURE rule 5 — sensitive fields are redacted on export, kept in memory', () => {
  const log = newLog(10)
  for (const e of stamp([events.embedded.otpSubmitted({ email: 'a@b.c', otp: '123456' })])) log.record(e)
  const [exported] = log.export()
  assert.equal(exported, { type: 'embedded/otpSubmitted', email: (exported as { email: string }).email, otp: '[redacted]', seq: 1, at: 0 })
  assert.match((exported as { email: string }).email, /^\[personal:[0-9a-f]{8}\]$/)
  assert.is((log.entries()[0] as { otp?: string }).otp, '123456')
})

test('behavior: an exported log survives a JSON round-trip exactly', () => {
  const log = newLog(10)
  for (const e of stamp([init(), events.modal.openRequested({ view: 'Networks' }), events.snackbar.requested({ message: 'hi ✓ "q"', variant: 'info' })])) log.record(e)
  const exported = log.export()
  assert.equal(JSON.parse(JSON.stringify(exported)), exported)
})

test('error: export never throws: an event carrying a BigInt, a cycle or a function in an extra field still exports as JSON', () => {
  const log = newLog(10)
  const cyclic: Record<string, unknown> = {}
  cyclic.self = cyclic
  const odd = { ...events.modal.openRequested(), big: 2n ** 70n, cyclic, fn: () => 1, seq: 1, at: 0 } as unknown as StampedEvent
  log.record(odd)
  const exported = log.export()
  assert.equal(JSON.parse(JSON.stringify(exported)), exported)
  assert.equal(exported[0], { type: 'modal/openRequested', big: '1180591620717411303424', cyclic: { self: '[cycle]' }, seq: 1, at: 0 })
})

test('parameters: personal tokens are keyed: one key gives one token per value, another key another', () => {
  const tokens = (redactionKey: string) => {
    const log = createEventLog({ capacity: 10, initialState, redactionKey })
    for (const e of stamp([
      events.embedded.otpSubmitted({ email: 'a@b.c', otp: '1' }),
      events.embedded.otpSubmitted({ email: 'a@b.c', otp: '2' }),
      events.embedded.otpSubmitted({ email: 'z@b.c', otp: '3' }),
    ]))
      log.record(e)
    return log.export().map((e) => (e as { email?: string }).email)
  }
  const [first, same, other] = tokens('k1')
  assert.is(first, same)
  assert.is.not(first, other)
  assert.equal(tokens('k1'), [first, same, other])
  assert.is.not(tokens('k2')[0], first)
})

function parseError(value: unknown): LogParseError {
  try {
    parseLog(value)
  } catch (error) {
    if (error instanceof LogParseError) return error
    throw error
  }
  throw new Error('parseLog accepted a malformed log')
}

test('error: parseLog names the first bad entry', () => {
  const good = stamp([init(), events.modal.openRequested()])
  assert.is(parseError({}).shortMessage, 'Malformed event log')
  const unknown = parseError([good[0], { type: 'x/y', seq: 2, at: 0 }])
  assert.is(unknown.index, 1)
  assert.is(unknown.shortMessage, 'Malformed event log: entry 1 is invalid')
  assert.ok(unknown.details?.includes("unknown event type 'x/y'"))
  assert.match(parseError([{ ...good[0], seq: 'a' }]).details ?? '', 'event.seq')
  assert.match(parseError([good[1], good[0]]).details ?? '', 'does not follow')
  assert.match(parseError([{ ...good[0], at: null }]).details ?? '', 'event.at')
  const snapshot = { type: 'app/snapshotRestored', state: {}, seq: 5, at: 0 }
  assert.match(parseError([good[0], snapshot]).details ?? '', 'only allowed first')
  const connected = replay(stamp([init(), connectEvm()])).final
  const { address: _address, ...noAddress } = connected.accounts.eip155!
  const crafted = { type: 'app/snapshotRestored', state: { ...connected, accounts: { eip155: noAddress } }, seq: 1, at: 0 }
  assert.is(parseError([crafted]).details, 'app/snapshotRestored: the state breaks an invariant: connected without an address')
  assert.is(parseLog([{ ...crafted, state: connected }]).length, 1)
  assert.equal(parseLog(good), good as StampedEvent[])
})

test("behavior: RPC traffic and ranking rounds go to their own ring: an hour of them leaves the user's steps in the main log", () => {
  const log = createEventLog({ capacity: 5, initialState, trafficCapacity: 3 })
  const user = [init(), events.modal.openRequested(), events.router.navigated({ view: 'Networks' })]
  const traffic = Array.from({ length: 900 }, (_, i) =>
    i % 2
      ? events.rpc.endpointsRanked({ urls: ['https://a.test'], ranking: [{ url: 'https://a.test', score: 1, stability: 1, latencyMs: 20 }] })
      : events.rpc.requested({ requestId: `q${i}`, urls: ['https://a.test'], method: 'eth_blockNumber' }),
  )
  for (const e of stamp([...user, ...traffic])) log.record(e)
  assert.equal(
    log.entries().map((e) => e.type),
    ['app/initialized', 'modal/openRequested', 'router/navigated'],
  )
  assert.is(log.dropped, 0)
  assert.is(log.export()[0]!.type, 'app/initialized', 'no snapshot: nothing of the user was dropped')
  assert.is(log.traffic().length, 3)
  assert.ok(log.traffic().every((e) => e.type.startsWith('rpc/')))
})

test('behavior: signatures, raw transactions and messages to sign are redacted in the traffic ring; reads are kept', () => {
  const log = newLog(10)
  const raw = `0x02f8b00182${'ab'.repeat(60)}`
  for (const e of stamp([
    events.rpc.requested({ requestId: 'a', urls: ['https://a.test'], method: 'eth_sendRawTransaction', params: [raw] }),
    events.rpc.succeeded({ requestId: 'a', result: '0xhash' }),
    events.rpc.requested({ requestId: 'b', urls: ['https://a.test'], method: 'personal_sign', params: ['0x68656c6c6f', '0xf39F'] }),
    events.rpc.succeeded({ requestId: 'b', result: `0x${'1b'.repeat(65)}` }),
    events.rpc.requested({ requestId: 'c', urls: ['https://a.test'], method: 'eth_getBalance', params: ['0xf39F', 'latest'] }),
    events.rpc.succeeded({ requestId: 'c', result: '0x10' }),
  ]))
    log.record(e)
  const text = JSON.stringify([...log.export(), ...log.traffic()])
  assert.not.match(text, raw)
  assert.not.match(text, '1b1b1b')
  assert.not.match(text, '0x68656c6c6f')
  const byId = (id: string, type: string) => log.traffic().find((e) => e.type === type && (e as { requestId?: string }).requestId === id) as Record<string, unknown>
  assert.is(byId('a', 'rpc/requested').params, '[redacted]')
  assert.is(byId('b', 'rpc/succeeded').result, '[redacted]')
  assert.equal(byId('c', 'rpc/requested').params, ['0xf39F', 'latest'])
  assert.is(byId('c', 'rpc/succeeded').result, '0x10')
})

test('behavior: SPEC §6 — eth_sendRawTransaction and Solana sendTransaction are allowed but not read-only', () => {
  assert.ok(isAllowedRpcMethod('eth_sendRawTransaction'))
  assert.not.ok(isReadOnlyRpcMethod('eth_sendRawTransaction'))
  assert.not.ok(isReadOnlyRpcMethod('sendTransaction'))
  assert.not.ok(isReadOnlyRpcMethod('personal_sign'))
  assert.ok(isReadOnlyRpcMethod('eth_getBalance'))
})

test.run()
