import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { AlertError } from './AlertError.ts'
import { alertFor } from './alertFor.ts'
import { ALERTS, alertForUpstreamMessage } from './alerts.ts'
import { HttpRequestError } from './HttpRequestError.ts'
import { RpcError } from './RpcError.ts'
import { RpcNotAllowedError } from './RpcNotAllowedError.ts'
import { ServiceError } from './ServiceError.ts'
import { toRpcError } from './toRpcError.ts'

test('behavior: every SPEC §8 wallet-provider code maps to its class and text, in one switch', () => {
  const table: [number, string, string][] = [
    [4001, 'UserRejectedRequestError', 'User rejected the request'],
    [4100, 'UnauthorizedProviderError', 'Not authorized'],
    [4200, 'UnsupportedProviderMethodError', 'Unsupported method'],
    [4900, 'ProviderDisconnectedError', 'Provider disconnected'],
    [4901, 'ChainDisconnectedError', 'Chain disconnected'],
    [4902, 'SwitchChainError', 'Switch chain error'],
    [-32700, 'ParseRpcError', 'Parse error'],
    [-32600, 'InvalidRequestRpcError', 'Invalid request'],
    [-32601, 'MethodNotFoundRpcError', 'Method not found'],
    [-32602, 'InvalidParamsRpcError', 'Invalid params'],
    [-32603, 'InternalRpcError', 'Internal error'],
    [-32000, 'InvalidInputRpcError', 'Invalid input'],
    [-32001, 'ResourceNotFoundRpcError', 'Resource not found'],
    [-32002, 'ResourceUnavailableRpcError', 'Resource unavailable'],
    [-32003, 'TransactionRejectedRpcError', 'Transaction rejected'],
    [-32004, 'MethodNotSupportedRpcError', 'Method not supported'],
    [-32005, 'LimitExceededRpcError', 'Limit exceeded'],
    [-32006, 'JsonRpcVersionUnsupportedError', 'JSON-RPC version unsupported'],
    [5700, 'WalletCapabilityError', 'Unsupported non-optional capability'],
    [5710, 'WalletCapabilityError', 'Unsupported chain id'],
    [5720, 'WalletCapabilityError', 'Duplicate bundle id'],
    [5730, 'WalletCapabilityError', 'Unknown bundle id'],
    [5740, 'WalletCapabilityError', 'Bundle too large'],
    [5750, 'WalletCapabilityError', 'Wallet rejected the upgrade to atomic execution'],
    [5760, 'WalletCapabilityError', 'Atomicity not supported'],
    [5755, 'WalletCapabilityError', 'Capability or bundle error'],
    [-1, 'RpcError', 'Unknown RPC error'],
  ]
  for (const [code, name, text] of table) {
    const error = toRpcError({ code, message: 'from the provider' })
    assert.instance(error, RpcError)
    assert.is(error.name, name, String(code))
    assert.is(error.shortMessage, text, String(code))
    assert.is(error.code, code)
    assert.is(error.details, 'from the provider')
  }
})

test('behavior: node error texts map to their classes whatever the code (SPEC §8 node errors)', () => {
  const table: [string, string, string][] = [
    ['execution reverted: ERC20: transfer amount exceeds balance', 'ExecutionRevertedError', 'Execution reverted'],
    ['max fee per gas higher than 2^256-1', 'FeeCapTooHighError', 'Fee cap too high'],
    ['max fee per gas less than block base fee: maxFeePerGas: 1, baseFee: 7', 'FeeCapTooLowError', 'Fee cap too low'],
    ['nonce too high', 'NonceTooHighError', 'Nonce too high'],
    ['nonce too low: next nonce 5, tx nonce 4', 'NonceTooLowError', 'Nonce too low'],
    ['nonce has max value', 'NonceMaxValueError', 'Nonce has max value'],
    ['insufficient funds for gas * price + value', 'InsufficientFundsError', 'Insufficient funds'],
    ['intrinsic gas too high', 'IntrinsicGasTooHighError', 'Intrinsic gas too high'],
    ['intrinsic gas too low', 'IntrinsicGasTooLowError', 'Intrinsic gas too low'],
    ['transaction type not supported', 'TransactionTypeNotSupportedError', 'Transaction type not supported'],
    ['max priority fee per gas higher than max fee per gas', 'TipAboveFeeCapError', 'Tip above fee cap'],
  ]
  for (const [message, name, text] of table) {
    const error = toRpcError({ code: -32000, message })
    assert.is(error.name, name, message)
    assert.is(error.shortMessage, text)
    assert.is(error.code, -32000)
    assert.is(error.details, message)
  }
  assert.is(toRpcError({ code: 3 }).name, 'ExecutionRevertedError')
  assert.is(toRpcError({ code: 4001, message: 'insufficient funds' }).name, 'UserRejectedRequestError', 'a rejection stays a rejection')
})

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
  assert.equal(error.toData(), { name: 'RpcNotAllowedError', shortMessage: 'Requested RPC call is not allowed', details: 'method eth_sign is not on the allowlist' })
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
