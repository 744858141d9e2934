import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { LatchError } from '../../core/errors/LatchError.ts'
import { toNodeError } from './toNodeError.ts'

test('behavior: JSON-RPC codes of the node map to their SPEC §8 classes, node messages first', () => {
  assert.is(toNodeError({ code: -32002, message: 'Transaction simulation failed' }).name, 'ResourceUnavailableRpcError')
  assert.is(toNodeError({ code: -32000, message: 'insufficient funds for rent' }).name, 'InsufficientFundsError')
  assert.is(toNodeError({ code: -32602, message: 'Invalid params' }).code, -32602)
})

test("error: a node's words are never read as the user's rejection (no 4001 from 'cancelled' in a log)", () => {
  const error = toNodeError(new Error('Simulation failed: instruction cancelled by program'))
  assert.is(error.shortMessage, 'Transaction failed')
  assert.is.not(error.code, 4001)
  const own = new LatchError('Token not found')
  assert.is(toNodeError(own), own)
})

test.run()
