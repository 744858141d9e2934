import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { CONNECT_FLOWS, isConnectFlowOffered, LANDED_CONNECT_FLOWS } from './connectFlows.ts'
import { SNACKBAR_AUTO_HIDE_MS, SNACKBAR_ERROR_MS, SNACKBAR_TRANSACTION_MS } from './constants.ts'
import { isSafeLinkUrl } from './isSafeLinkUrl.ts'
import { networkImageId } from './networkImageId.ts'
import { snackbarDuration } from './snackbarDuration.ts'
import { transactionUrl } from './transactionUrl.ts'

test('default: no connect flow that has not landed is offered without previewFlows', () => {
  for (const flow of CONNECT_FLOWS) assert.is(isConnectFlowOffered(flow, undefined), LANDED_CONNECT_FLOWS.includes(flow), flow)
  assert.ok(isConnectFlowOffered('email', ['email']))
  assert.not.ok(isConnectFlowOffered('social', ['email']) && !LANDED_CONNECT_FLOWS.includes('social'))
})

test('parameters: snackbarDuration — confirmation 2.2 s, error 4 s, transaction 6 s, loading stays', () => {
  assert.is(snackbarDuration({ variant: 'success' }), SNACKBAR_AUTO_HIDE_MS)
  assert.is(snackbarDuration({ variant: 'info' }), SNACKBAR_AUTO_HIDE_MS)
  assert.is(snackbarDuration({ variant: 'error' }), SNACKBAR_ERROR_MS)
  assert.is(snackbarDuration({ variant: 'success', transaction: { hash: '0x1' } }), SNACKBAR_TRANSACTION_MS)
  assert.is(snackbarDuration({ variant: 'loading' }), undefined)
  assert.ok(SNACKBAR_AUTO_HIDE_MS < SNACKBAR_ERROR_MS && SNACKBAR_ERROR_MS < SNACKBAR_TRANSACTION_MS)
})

test('behavior: transactionUrl — {explorer}/tx/{hash}; none without an http(s) explorer', () => {
  const explorer = (url: string) => ({ blockExplorers: { default: { name: 'E', url } } })
  assert.is(transactionUrl(explorer('https://etherscan.io/'), '0xab'), 'https://etherscan.io/tx/0xab')
  assert.is(transactionUrl(explorer('https://explorer.solana.com'), '5sig'), 'https://explorer.solana.com/tx/5sig')
  assert.is(transactionUrl({}, '0xab'), undefined)
  assert.is(transactionUrl(explorer('javascript:alert(1)'), '0xab'), undefined)
  assert.is(transactionUrl(explorer('data:text/html,x'), '0xab'), undefined)
  assert.ok(isSafeLinkUrl('http://127.0.0.1:4000'))
  assert.not.ok(isSafeLinkUrl('https:/nohost'))
})

test('behavior: networkImageId — the configured image id first, else the well-known one, else none', () => {
  assert.is(networkImageId({ caipNetworkId: 'eip155:1' }), '692ed6ba-e569-459a-556a-776476829e00')
  assert.is(networkImageId({ caipNetworkId: 'eip155:1', assets: { imageId: 'mine' } }), 'mine')
  assert.is(networkImageId({ caipNetworkId: 'eip155:999999' }), undefined)
})

test.run()
