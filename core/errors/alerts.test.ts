import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { AlertError } from './AlertError.ts'
import { alertFor } from './alertFor.ts'
import { ALERTS, alertForUpstreamMessage } from './alerts.ts'
import { HttpRequestError } from './HttpRequestError.ts'
import { RpcNotAllowedError } from './RpcNotAllowedError.ts'
import { ServiceError } from './ServiceError.ts'

test("behavior: the alert catalogue carries SPEC §8's exact titles", () => {
  assert.equal(
    [...new Set(Object.values(ALERTS).map((a) => a.shortMessage))],
    [
      'Network Not Found',
      'Invalid App Configuration',
      'Network Error - Could not load embedded wallet',
      'Embedded Wallet Request Timed Out',
      'Session Expired',
      'Project ID Not Configured',
      'Server Error',
      'Rate Limited',
    ],
  )
  assert.is(new AlertError('JWT_TOKEN_NOT_VALID').shortMessage, 'Session Expired')
  assert.match(ALERTS.JWT_TOKEN_NOT_VALID.longMessage, /time settings/)
})

test('behavior: upstream messages map to alerts (SPEC §8: origin not allowed, JWT not yet valid, invalid key)', () => {
  assert.is(alertForUpstreamMessage('WebSocket closed abnormally with code: 3000 (Unauthorized: origin not allowed)'), 'INVALID_APP_CONFIGURATION')
  assert.is(alertForUpstreamMessage('code: 3000 (JWT validation error: JWT Token is not yet valid: iat 5)'), 'JWT_TOKEN_NOT_VALID')
  assert.is(alertForUpstreamMessage('Uncaught Error: (Unauthorized: invalid key)'), 'INVALID_PROJECT_ID')
  assert.is(ALERTS[alertForUpstreamMessage('Unauthorized: invalid key')!].shortMessage, 'Invalid App Configuration')
  assert.is(alertForUpstreamMessage('something else'), undefined)
})

test("error: 'Requested RPC call is not allowed' is shown as 'Action not allowed' (SPEC §8)", () => {
  const error = new RpcNotAllowedError('eth_sign')
  assert.is(error.shortMessage, 'Requested RPC call is not allowed')
  assert.is(error.displayMessage, 'Action not allowed')
  // 4200 (EIP-1193 unsupported method): an app's viem maps the refusal to its own class.
  assert.equal(error.toData(), { name: 'RpcNotAllowedError', shortMessage: 'Requested RPC call is not allowed', details: 'method eth_sign is not on the allowlist', code: 4200 })
})

test('behavior: ServiceError uses the API message when the cause carries one, else the catalogue text (SPEC §8)', () => {
  const withMessage = new HttpRequestError({ call: 'c', url: 'u', status: 400, apiMessage: 'Invalid name' })
  assert.is(new ServiceError('Error resolving name', { cause: withMessage }).shortMessage, 'Invalid name')
  assert.is(new ServiceError('Error resolving name', { cause: new HttpRequestError({ call: 'c', url: 'u', status: 500 }) }).shortMessage, 'Error resolving name')
  assert.is(new ServiceError('RATE_LIMITED', { cause: withMessage, useApiMessage: false }).shortMessage, 'RATE_LIMITED')
})

test('behavior: HttpRequestError keeps the project id out of its message', () => {
  const error = new HttpRequestError({ call: 'walletApi.getWallets', url: 'http://h/getWallets?projectId=secret', status: 502 })
  assert.not.match(error.message, /secret/)
  assert.is(error.shortMessage, 'HTTP request failed with status 502')
})

test("behavior: alertFor finds the alert an error calls for, through its causes (SPEC §8: 'Rate Limited', 'Server Error', upstream map)", () => {
  assert.is(alertFor(new ServiceError('RATE_LIMITED')), 'RATE_LIMITED')
  assert.is(ALERTS[alertFor(new ServiceError('SERVER_ERROR'))!].shortMessage, 'Server Error')
  assert.is(ALERTS[alertFor(new ServiceError('RATE_LIMITED'))!].shortMessage, 'Rate Limited')
  assert.is(alertFor(new AlertError('INVALID_APP_CONFIGURATION')), 'INVALID_APP_CONFIGURATION')
  const wrapped = new Error('connect failed', { cause: new Error('WebSocket closed (JWT validation error: JWT Token is not yet valid)') })
  assert.is(alertFor(wrapped), 'JWT_TOKEN_NOT_VALID')
  assert.is(alertFor(new ServiceError('Token Balance Unavailable')), undefined)
  assert.is(alertFor(undefined), undefined)
})

test.run()
