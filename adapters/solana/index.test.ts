import { test } from 'uvu'
import * as assert from 'uvu/assert'
import * as solana from './index.ts'

// CONVENTIONS: a test pins the exported names of each entry point.
test('behavior: the latch/solana entry exports exactly its public names', () => {
  assert.equal(Object.keys(solana).sort(), ['NAMESPACE', 'createConnector', 'solanaAdapter', 'testConnector', 'walletStandardConnector'])
  assert.is(solana.NAMESPACE, 'solana')
  assert.is(solana.solanaAdapter({ window: undefined }).namespace, 'solana')
})

test.run()
