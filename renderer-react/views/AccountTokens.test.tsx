import { $, $$, cleanup, click, createTestModal, exists, render, run, waitUntil } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../../core/coreEntry.ts'
import { EVM_ADDRESS } from '../../test/fixtures/networks.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import { dispatchInternal } from '../../core/modal.ts'

test.after.each(cleanup)

const caipAddress = `eip155:1:${EVM_ADDRESS}`
const eth = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 4321.987, price: 2500, quantity: { decimals: '18', numeric: '1.23456789' }, iconUrl: 'https://img.test/eth.png' }
const usdc = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  value: 1234567.5,
  price: 1,
  quantity: { decimals: '6', numeric: '1234567.5' },
  iconUrl: 'https://img.test/usdc.png',
}

async function openAccount(options: Parameters<typeof createTestModal>[0] = {}) {
  const modal = createTestModal(options)
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress })))
  await run(() => modal.open())
  assert.ok(exists('[data-view="Account"] [data-tab-panel="Tokens"]'))
  return modal
}

test('behavior: SPEC §9 the native balance shows 3 decimals and its symbol; tokens show quantity 3 decimals and USD 2 decimals, en-US', async () => {
  const modal = await openAccount()
  await run(() => dispatchInternal(modal, events.balances.loaded({ caipAddress, balances: [eth, usdc] })))
  assert.is($('[data-native-balance]').textContent, '1.235 ETH')
  const rows = $$('[data-token]')
  assert.equal(
    rows.map((row) => [row.querySelector('[data-token-name]')?.textContent, row.querySelector('[data-token-quantity]')?.textContent, row.querySelector('[data-token-value]')?.textContent]),
    [
      // Sorted by value (the reducer), formatted en-US.
      ['USD Coin', '1,234,567.5 USDC', '$1,234,567.50'],
      ['Ether', '1.235 ETH', '$4,321.99'],
    ],
  )
  assert.is(rows[0]!.querySelector('img')?.getAttribute('src'), usdc.iconUrl)
  assert.is($('[data-tab-panel="Tokens"] ul').getAttribute('aria-label'), 'Token balances')
})

test('behavior: numbers through Intl for the locale — Spanish separators (1.234.567,5) and USD as Spain writes it (1.234.567,50 US$)', async () => {
  const modal = createTestModal({ locale: 'es-ES' })
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress })))
  await run(() => modal.open())
  await waitUntil(() => exists('[data-view="Account"] [data-tab-panel="Tokens"]'), 'Account in Spanish')
  await run(() => dispatchInternal(modal, events.balances.loaded({ caipAddress, balances: [eth, usdc] })))
  assert.is($('[data-native-balance]').textContent, '1,235 ETH')
  const usdcRow = $$('[data-token]')[0]!
  assert.is(usdcRow.querySelector('[data-token-quantity]')?.textContent, '1.234.567,5 USDC')
  assert.match(usdcRow.querySelector('[data-token-value]')?.textContent ?? '', /^1\.234\.567,50\sUS\$$/)
})

test('behavior: while balances load the Tokens tab shows a skeleton (busy status)', async () => {
  const modal = await openAccount()
  await run(() => dispatchInternal(modal, events.balances.requested({ caipAddress })))
  const panel = $('[data-balances="loading"]')
  assert.is(panel.getAttribute('role'), 'status')
  assert.is(panel.getAttribute('aria-busy'), 'true')
  assert.is(panel.getAttribute('aria-label'), 'Loading balances')
  assert.is($$('.latch-skeleton-row').length, 3)
  assert.not.ok(exists('[data-token]'))
})

test("error: SPEC §8 a failed balance fetch shows the failure state and the 'Token Balance Unavailable' snack", async () => {
  const modal = await openAccount()
  await run(() => dispatchInternal(modal, events.balances.requested({ caipAddress })))
  await run(() => dispatchInternal(modal, events.balances.failed({ caipAddress, error: { name: 'HttpRequestError', shortMessage: 'HTTP request failed' } })))
  assert.ok(exists('[data-balances="failure"] [data-balances-failed]'))
  assert.is($('[data-snackbar]').textContent, 'Token Balance Unavailable')
})

test('behavior: SPEC §5 no tokens (zero-decimal ones dropped) shows the empty state and a 0 native balance', async () => {
  const modal = await openAccount()
  await run(() => dispatchInternal(modal, events.balances.loaded({ caipAddress, balances: [{ ...usdc, name: 'Points', quantity: { decimals: '0', numeric: '5' } }] })))
  assert.is($('[data-native-balance]').textContent, '0 ETH')
  assert.ok(exists('[data-balances-empty]'))
  assert.not.ok(exists('[data-token]'))
})

test('behavior: a token named <img src=x onerror=alert(1)> shows as text', async () => {
  const modal = await openAccount()
  const hostile = '<img src=x onerror=alert(1)>'
  await run(() => dispatchInternal(modal, events.balances.loaded({ caipAddress, balances: [{ ...usdc, name: hostile, iconUrl: 'javascript:alert(1)' }] })))
  assert.is($('[data-token-name]').textContent, hostile)
  assert.not.ok(exists('img[src="x"]'))
  assert.not.ok(exists('[data-token] img'), 'a javascript: icon is not an image source')
})

test('behavior: SPEC §6 Send and Receive navigate to their views when the features allow', async () => {
  const modal = await openAccount()
  assert.is($('[data-action="Send"]').textContent, 'Send')
  await click($('[data-action="Receive"]'))
  assert.is(modal.getState().view, 'Receive')
  assert.ok(exists('[data-view="Receive"]'))
  await run(() => modal.dispatch(events.router.wentBack()))
  await click($('[data-action="Send"]'))
  assert.is(modal.getState().view, 'Send')
  assert.ok(exists('[data-view="Send"]'))
})

test('parameters: SPEC §6 features.send false hides Send; send, receive, swaps and onramp off hide the actions', async () => {
  await openAccount({ features: { send: false } })
  assert.not.ok(exists('[data-action="Send"]'))
  assert.ok(exists('[data-action="Receive"]'))
  await cleanup()
  await openAccount({ features: { send: false, receive: false, swaps: false } })
  assert.ok(exists('[data-action="Buy"]'), 'Buy stays while onramp is on')
  await cleanup()
  await openAccount({ features: { send: false, receive: false, swaps: false, onramp: false } })
  assert.not.ok(exists('[data-action]'))
})

test('behavior: SPEC §9 send is offered on eip155 and solana only (a polkadot account can still receive)', async () => {
  const modal = createTestModal()
  await render(<ModalProvider modal={modal} />)
  await run(() =>
    dispatchInternal(
      modal,
      events.connection.connected({ connectorId: 'test', namespace: 'polkadot', caipAddress: 'polkadot:91b171bb158e2d3848fa23a9f1c25182:15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5' }),
    ),
  )
  await run(() => modal.open({ view: 'Account' }))
  assert.not.ok(exists('[data-action="Send"]'))
  assert.ok(exists('[data-action="Receive"]'))
})

test.run()
