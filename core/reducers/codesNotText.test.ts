/**
 * Reducers keep codes, not English. The texts of the send rules (SPEC.md §5, §9) and of
 * a refused network switch live in the renderer's catalogue; the reducers and rules hold none.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { englishCatalogue } from '../../renderer-react/locales/registry.ts'
import { SEND_PROBLEMS } from '../rules/validateSend.ts'
import { NETWORK_SWITCH_PROBLEMS } from './state.ts'
import { SIWX_PROBLEMS } from './siwxState.ts'
import { CONNECTION_ERROR_MESSAGES } from '../errors/ConnectionError.ts'
import { SERVICE_ERROR_MESSAGES } from '../errors/ServiceError.ts'
import { ERROR_CODES, stateErrorOf } from '../rules/stateError.ts'
import { errorText } from '../../renderer-react/errorText.ts'
import { initialState, reduceValid } from './index.ts'
import type { StampedEvent } from '../events/index.ts'
import { freezeDeep } from '../rules/freezeDeep.ts'

/** English, the default catalogue: a lazy chunk. */
const defaultMessages = await englishCatalogue.load()

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const sources = [
  ...readdirSync(dir('.'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => dir(`./${f}`)),
  dir('../rules/validateSend.ts'),
].map((path) => ({ path, text: readFileSync(path, 'utf8') }))

test('behavior: every send and network-switch code has its SPEC §5/§8 text in the catalogue', () => {
  for (const code of SEND_PROBLEMS) assert.ok(defaultMessages.sendProblems[code].length > 0, code)
  for (const code of NETWORK_SWITCH_PROBLEMS) assert.ok(defaultMessages.networkSwitchProblems[code].length > 0, code)
  assert.is(defaultMessages.sendProblems.required, 'An amount and receiver address are required')
  assert.is(defaultMessages.networkSwitchProblems.networkNotFound, 'Network not found')
  // SPEC §8's sign-in texts, exactly.
  for (const code of SIWX_PROBLEMS) assert.ok(defaultMessages.siwxProblems[code].length > 0, code)
  assert.is(defaultMessages.siwxProblems.initFailed, 'A problem occurred while trying initialize authentication')
  assert.is(defaultMessages.siwxProblems.signFailed, 'Error signing message')
})

test('behavior: the reducers and the send rules hold none of those texts', () => {
  const texts = [...Object.values(defaultMessages.sendProblems), ...Object.values(defaultMessages.networkSwitchProblems), ...Object.values(defaultMessages.siwxProblems)]
  for (const { path, text } of sources) {
    for (const english of texts) assert.not.ok(text.includes(`'${english}'`), `${path} holds '${english}'`)
  }
})

/** Every SPEC §8 text a failure kept in the state may show: the catalogue's `errors`. */
const errorTexts = ERROR_CODES.flatMap((code) => {
  const text = code === 'errorRegisteringName' ? defaultMessages.errors.errorRegisteringName('{name}') : defaultMessages.errors[code]
  return [text]
})

test('behavior: every error code has its SPEC §8 text in the catalogue, exactly', () => {
  for (const code of ERROR_CODES) assert.ok(errorText(defaultMessages, { code, name: 'x' }).length > 0, code)
  // Each §8 connection and service text is a code whose default is that very text.
  for (const english of CONNECTION_ERROR_MESSAGES) {
    const error = stateErrorOf({ name: 'ConnectionError', shortMessage: english })
    assert.is(error.message, undefined, english)
    assert.is(errorText(defaultMessages, error), english)
  }
  for (const kind of SERVICE_ERROR_MESSAGES.filter((k) => k !== 'RATE_LIMITED' && k !== 'SERVER_ERROR')) {
    const error = stateErrorOf({ name: 'ServiceError', shortMessage: kind, code: kind })
    assert.is(error.message, undefined, kind)
    assert.is(errorText(defaultMessages, error), kind)
  }
  assert.is(errorText(defaultMessages, stateErrorOf({ name: 'ServiceError', shortMessage: 'RATE_LIMITED', code: 'RATE_LIMITED' })), 'Rate Limited')
  assert.is(errorText(defaultMessages, stateErrorOf({ name: 'ServiceError', shortMessage: 'SERVER_ERROR', code: 'SERVER_ERROR' })), 'Server Error')
  const naming = stateErrorOf({ name: 'ServiceError', shortMessage: 'Error registering name bob.eth', code: 'Error registering name bob.eth' })
  assert.equal(naming, { code: 'errorRegisteringName', name: 'bob.eth' })
  assert.is(errorText(defaultMessages, naming), 'Error registering name bob.eth')
  assert.is(errorText(defaultMessages, stateErrorOf({ name: 'RpcNotAllowedError', shortMessage: 'Requested RPC call is not allowed' })), 'Action not allowed')
  assert.is(errorText(defaultMessages, stateErrorOf({ name: 'RpcError', shortMessage: 'User rejected the request.', code: 4001 })), 'User rejected the request')
  // Words that are not Latch's (a wallet's, a service's) are kept as they came.
  assert.equal(stateErrorOf({ name: 'Error', shortMessage: 'Ledger is locked' }), { code: 'unknown', message: 'Ledger is locked' })
})

test('behavior: the reducers hold no SPEC §8 error text; the state keeps codes for connection, switch, send, wallet-list and snack failures', () => {
  for (const { path, text } of sources) {
    for (const english of errorTexts) assert.not.ok(text.includes(`'${english}'`), `${path} holds '${english}'`)
  }
  const stamp = <E extends object>(event: E, seq: number) => freezeDeep({ ...event, seq, at: seq }) as unknown as StampedEvent
  const error = { name: 'ConnectionError', shortMessage: 'Failed to connect' }
  let state = reduceValid(initialState, stamp({ type: 'connection/connectRequested', namespace: 'eip155', connectorId: 'x', requestId: 'r' }, 1))
  state = reduceValid(state, stamp({ type: 'connection/connectFailed', namespace: 'eip155', requestId: 'r', error }, 2))
  assert.equal(state.connectError, { namespace: 'eip155', error: { code: 'failedToConnect' } })
  state = reduceValid(state, stamp({ type: 'connection/disconnectFailed', namespace: 'eip155', error: { name: 'ConnectionError', shortMessage: 'Failed to disconnect' } }, 3))
  assert.equal(state.snackbar?.error, { code: 'failedToDisconnect' })
  state = reduceValid(state, stamp({ type: 'wallets/pageFailed', list: 'recommended', page: 1, error: { name: 'TimeoutError', shortMessage: 'The request took too long to respond' } }, 4))
  const recommended = state.wallets.recommended
  assert.equal(recommended.status === 'failure' && recommended.error, { code: 'timeout' })
  // Nothing of the catalogue's English anywhere in these states but API.md's snackbar.message.
  const { snackbar, snackbarNext, ...rest } = state
  void snackbar
  void snackbarNext
  const json = JSON.stringify(rest)
  for (const english of errorTexts) assert.not.ok(json.includes(`"${english}"`), `state holds '${english}'`)
})

test.run()
