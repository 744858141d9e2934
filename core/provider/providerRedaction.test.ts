import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { redactAppRequest } from '../events/providerRedaction.ts'
import type { StampedEvent } from '../events/index.ts'

const stamp = { seq: 1, at: 0 }
const requested = (method: string) => ({ type: 'provider/requested', requestId: 'a', namespace: 'eip155', method, params: ['x'], ...stamp }) as StampedEvent
const succeeded = (method: string) => ({ type: 'provider/succeeded', requestId: 'a', method, result: 'r', ...stamp }) as StampedEvent

test('behavior: ARCHITECTURE rule 7 — messages, typed data, Solana transactions, user operations and grants are redacted from the params', () => {
  for (const method of [
    'personal_sign',
    'eth_signTypedData_v4',
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
    'eth_sendUserOperation',
    'wallet_grantPermissions',
  ]) {
    assert.is((redactAppRequest(requested(method))[0] as { params?: unknown }).params, '[redacted]', method)
  }
  for (const method of ['eth_sendTransaction', 'wallet_sendCalls', 'wallet_getCallsStatus', 'wallet_switchEthereumChain']) {
    assert.equal((redactAppRequest(requested(method))[0] as { params?: unknown }).params, ['x'], method)
  }
})

test('behavior: signatures and signed transactions are redacted from the answers; hashes, bundle ids and sent signatures are kept', () => {
  for (const method of ['personal_sign', 'eth_signTypedData_v4', 'solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'wallet_grantPermissions']) {
    const [event, kept] = redactAppRequest(succeeded(method))
    assert.is((event as { result?: unknown }).result, '[redacted]', method)
    assert.is(kept, false)
  }
  for (const method of ['eth_sendTransaction', 'wallet_sendCalls', 'wallet_getCallsStatus', 'solana_signAndSendTransaction', 'eth_requestAccounts']) {
    const [event, kept] = redactAppRequest(succeeded(method))
    assert.is((event as { result?: unknown }).result, 'r', method)
    assert.is(kept, true)
  }
})

test.run()
