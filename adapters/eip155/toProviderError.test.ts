import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { LatchError } from '../../core/errors/LatchError.ts'
import { toConnectionError } from '../../core/rules/toConnectionError.ts'
import { toProviderError } from './toProviderError.ts'

test('error: wallet-provider codes map to the SPEC §8 classes, keeping the wallet message as details and the original as cause', () => {
  const table: [number, string][] = [
    [4001, 'UserRejectedRequestError'],
    [4100, 'UnauthorizedProviderError'],
    [4200, 'UnsupportedProviderMethodError'],
    [4900, 'ProviderDisconnectedError'],
    [4901, 'ChainDisconnectedError'],
    [4902, 'SwitchChainError'],
    [-32602, 'InvalidParamsRpcError'],
    [-32603, 'InternalRpcError'],
    [-32002, 'ResourceUnavailableRpcError'],
    [5710, 'WalletCapabilityError'],
  ]
  for (const [code, name] of table) {
    const original = { code, message: `wallet says ${code}` }
    const error = toProviderError(original)
    assert.is(error.name, name, String(code))
    assert.is(error.code, code, String(code))
    assert.is(error.details, `wallet says ${code}`)
    assert.is(error.cause, original)
  }
})

test("error: 4001 becomes 'Connection rejected' through the core's toConnectionError (SPEC §8)", () => {
  assert.is(toConnectionError(toProviderError({ code: 4001, message: 'User rejected the request.' })).shortMessage, 'Connection rejected')
  assert.is(toConnectionError(toProviderError({ code: 4100, message: 'Unauthorized' })).shortMessage, 'Failed to connect')
})

test('error: node messages win over generic codes (insufficient funds from a -32000)', () => {
  assert.is(toProviderError({ code: -32000, message: 'insufficient funds for gas * price + value' }).name, 'InsufficientFundsError')
})

test('error: errors without a code are an RpcError -1 with the message; Latch errors pass through', () => {
  const error = toProviderError(new TypeError('provider.request is not a function'))
  assert.is(error.name, 'RpcError')
  assert.is(error.code, -1)
  assert.is(error.details, 'provider.request is not a function')
  const own = new LatchError('x')
  assert.is(toProviderError(own), own)
})

test.run()
