import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { RpcError } from './RpcError.ts'
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

test.run()
