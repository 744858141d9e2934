/**
 * The siwx slice as table tests: (state, event) → state, pure, time from `event.at`.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../events/index.ts'
import { connectEvm, connectSolana, init } from '../../test/fixtures/config.ts'
import { reduceAll } from '../../test/fixtures/reduceAll.ts'
import { EVM_ADDRESS } from '../../test/fixtures/networks.ts'
import { isClosingBlocked } from './siwx.ts'

const EVM = `eip155:1:${EVM_ADDRESS}`
const data = { accountAddress: EVM_ADDRESS, chainId: 'eip155:1', domain: 'a.example', uri: 'https://a.example/', version: '1', nonce: 'nonce0001' }
const created = (required = false, caipAddress = EVM, requestId = 'r1') => events.siwx.messageCreated({ requestId, caipAddress, required, message: 'm', data })
const session = (expirationTime?: string) => ({ data: { ...data, ...(expirationTime ? { expirationTime } : {}) }, message: 'm', signature: '0xsig' })

test('behavior: messageCreated for the active account opens SIWXSignMessage; for another account it changes nothing', () => {
  const shown = reduceAll([init(), connectEvm(), created()])
  assert.is(shown.open, true)
  assert.is(shown.view, 'SIWXSignMessage')
  assert.is(shown.siwx!.status, 'awaitingSignature')
  const other = reduceAll([init(), connectEvm(), created(false, `eip155:137:${EVM_ADDRESS}`)])
  assert.is(other.siwx, undefined)
  assert.is(other.open, false)
})

test("parameters: a stale requestId (signRequested, signFailed, cancelled, sessionAdded's view) is ignored", () => {
  const base = [init(), connectEvm(), created()]
  assert.is(reduceAll([...base, events.siwx.signRequested({ requestId: 'old' })]).siwx!.status, 'awaitingSignature')
  assert.is(reduceAll([...base, events.siwx.cancelled({ requestId: 'old' })]).siwx!.request?.requestId, 'r1')
  const error = { name: 'SIWXError', shortMessage: 'Error signing message' }
  assert.is(reduceAll([...base, events.siwx.signFailed({ requestId: 'old', caipAddress: EVM, error })]).siwx!.problem, undefined)
})

test('behavior: SPEC §4 closing is blocked exactly when the sign view shows a required request with no session', () => {
  assert.ok(isClosingBlocked(reduceAll([init(), connectEvm(), created(true)])))
  assert.not.ok(isClosingBlocked(reduceAll([init(), connectEvm(), created(false)])), 'not required')
  assert.not.ok(isClosingBlocked(reduceAll([init(), connectEvm(), created(true), events.router.navigated({ view: 'Networks' })])), 'another view')
  const blocked = reduceAll([init(), connectEvm(), created(true), events.modal.closeRequested()])
  assert.is(blocked.open, true)
  assert.is(blocked.shake, true)
})

test('behavior: sessionAdded keeps the session under its CAIP address, signed in, modal closed; an expired one (by event.at) is not kept', () => {
  const signed = reduceAll([init(), connectEvm(), created(), events.siwx.signRequested({ requestId: 'r1' }), events.siwx.sessionAdded({ requestId: 'r1', caipAddress: EVM, session: session() })])
  assert.equal(signed.siwx!.sessions[EVM], session())
  assert.is(signed.siwx!.status, 'signedIn')
  assert.equal(signed.siwx!.lastSignedNetwork, { eip155: 'eip155:1' })
  assert.is(signed.open, false)
  const late = reduceAll([init(), connectEvm(), { ...events.siwx.sessionRestored({ caipAddress: EVM, session: session('1970-01-01T00:00:00.001Z') }), at: 5 } as never])
  assert.is(late.siwx, undefined, 'expired at its event time')
})

test("behavior: a disconnect drops that namespace's sessions and request; sessionRevoked drops one", () => {
  const both = reduceAll([
    init(),
    connectEvm(),
    events.siwx.sessionRestored({ caipAddress: EVM, session: session() }),
    connectSolana(),
    events.siwx.sessionRestored({ caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', session: session() }),
  ])
  assert.is(Object.keys(both.siwx!.sessions).length, 2)
  const after = reduceAll([events.connection.disconnected({ namespace: 'solana' })], both)
  assert.equal(Object.keys(after.siwx!.sessions), [EVM])
  assert.is(after.siwx!.status, 'signedIn', 'the active account (eip155 again) is signed in')
  assert.equal(reduceAll([events.siwx.sessionRevoked({ caipAddress: EVM })], after).siwx!.sessions, {})
})

test('error: SPEC §8 initFailed resets the open modal to Connect with the code; closing clears it', () => {
  const failed = reduceAll([init(), events.siwx.initFailed({ caipAddress: EVM, error: { name: 'SIWXError', shortMessage: 'x' } })])
  assert.is(failed.open, true)
  assert.equal(failed.history, ['Connect'])
  assert.is(failed.siwx!.problem, 'initFailed')
  assert.is(reduceAll([events.modal.closeRequested()], failed).siwx!.problem, undefined)
})

test.run()
