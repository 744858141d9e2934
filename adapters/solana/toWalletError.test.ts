import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { LatchError } from '../../core/errors/LatchError.ts'
import { toConnectionError } from '../../core/rules/toConnectionError.ts'
import { toWalletError } from './toWalletError.ts'

test("behavior: a 4001 from the wallet is UserRejectedRequestError, which the core shows as 'Connection rejected' (SPEC §8)", () => {
  const cause = Object.assign(new Error('User rejected the request.'), { code: 4001 })
  const error = toWalletError(cause)
  assert.is(error.name, 'UserRejectedRequestError')
  assert.is(error.code, 4001)
  assert.is(error.cause, cause)
  assert.is(toConnectionError(error).shortMessage, 'Connection rejected')
})

test('behavior: rejections told in words only (Wallet Adapter style) are 4001 too', () => {
  for (const message of ['User rejected the request', 'Transaction cancelled', 'Request denied by user', 'The user declined']) {
    assert.is(toWalletError(new Error(message)).code, 4001, message)
  }
  const named = Object.assign(new Error('nope'), { name: 'WalletSignTransactionRejectedError' })
  assert.is(toWalletError(named).code, 4001)
})

test('behavior: other provider codes map to their SPEC §8 classes', () => {
  assert.is(toWalletError({ code: 4100, message: 'not authorized' }).name, 'UnauthorizedProviderError')
  assert.is(toWalletError({ code: -32602, message: 'bad params' }).name, 'InvalidParamsRpcError')
  assert.is(toWalletError({ code: 4900 }).name, 'ProviderDisconnectedError')
})

test("error: anything else is a LatchError with the action's text, keeping the cause; LatchErrors pass through", () => {
  const cause = new Error('socket closed')
  const error = toWalletError(cause, 'Transaction failed')
  assert.is(error.shortMessage, 'Transaction failed')
  assert.is(error.details, 'socket closed')
  assert.is(error.cause, cause)
  assert.is(toConnectionError(error).shortMessage, 'Failed to connect')
  const own = new LatchError('Invalid amount')
  assert.is(toWalletError(own), own)
})

test.run()
