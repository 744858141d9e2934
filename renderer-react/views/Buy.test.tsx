/** Buy: each state a user can meet (loading, inputs with limits and providers, quote with fees, §8 fallbacks, a problem, checkout pending, done with the new balance, failed). */
import { $, cleanup, click, createTestModal, exists, render, run, waitUntil } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../../core/coreEntry.ts'
import { DEFAULT_ONRAMP_OPTIONS, mockOnrampQuote } from '../../core/clients/onrampDefaults.ts'
import { dispatchInternal } from '../../core/modal.ts'
import { EVM_ADDRESS } from '../../test/fixtures/networks.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import type { Modal } from '../../core/modal.ts'

test.after.each(cleanup)

const fact = (modal: Modal, event: Parameters<typeof dispatchInternal>[1]) => run(() => dispatchInternal(modal, event))
const HASH = `0x${'d'.repeat(64)}`
const QUOTE = {
  coinbaseFee: { amount: '0.75', currency: 'USD' },
  networkFee: { amount: '0.50', currency: 'USD' },
  paymentSubtotal: { amount: '48.75', currency: 'USD' },
  paymentTotal: { amount: '50.00', currency: 'USD' },
  purchaseAmount: { amount: '48.75', currency: 'USDC' },
  quoteId: 'q',
}

async function openBuy() {
  // No service: the test feeds the onramp epic's facts itself.
  const modal = createTestModal({ deps: { blockchainApi: null, walletApi: null } })
  await render(<ModalProvider modal={modal} />)
  await fact(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress: `eip155:1:${EVM_ADDRESS}` }))
  await run(() => modal.open())
  await click($('[data-action="Buy"]'))
  await waitUntil(() => exists('[data-view="Buy"] [data-buy-loading]:not([aria-busy])'), 'the lazy Buy view renders (not its fallback)')
  return modal
}

async function quoted(modal: Modal, fallback = false) {
  await fact(modal, events.onramp.optionsLoaded({ caipNetworkId: 'eip155:1', options: DEFAULT_ONRAMP_OPTIONS, fallback }))
  await run(() => modal.dispatch(events.onramp.amountChanged({ amount: '50' })))
  await fact(
    modal,
    events.onramp.quoteLoaded({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', quote: fallback ? mockOnrampQuote({ amount: '50', paymentCurrency: 'USD' }) : QUOTE, fallback }),
  )
}

test('behavior: Buy shows USDC on the active network, the card limits, both eip155 providers with fees, and the quote with its fees', async () => {
  const modal = await openBuy()
  await quoted(modal)
  assert.match($('[data-buy-purchase]').textContent ?? '', /^Buy USDC on /)
  assert.is($('[data-buy-limits]').textContent, '10.00 to 7500.00 USD')
  assert.ok(exists('[data-buy-provider="meld"]') && exists('[data-buy-provider="coinbase"]'))
  assert.match($('[data-buy-provider="coinbase"]').textContent ?? '', /Fee 1-2%/)
  assert.is($('[data-buy-fee]').textContent, '0.75 USD')
  assert.is($('[data-buy-total]').textContent, '50.00 USD')
  assert.not.ok(exists('[data-buy-options-fallback]') || exists('[data-buy-quote-fallback]'))
})

test('behavior: SPEC §8 — default options and the mock quote are said to be so', async () => {
  const modal = await openBuy()
  await quoted(modal, true)
  assert.ok(exists('[data-buy-options-fallback]'))
  assert.ok(exists('[data-buy-quote-fallback]'))
})

test('error: an amount above the card maximum shows its catalogue text; no checkout starts', async () => {
  const modal = await openBuy()
  await fact(modal, events.onramp.optionsLoaded({ caipNetworkId: 'eip155:1', options: DEFAULT_ONRAMP_OPTIONS, fallback: false }))
  await run(() => modal.dispatch(events.onramp.amountChanged({ amount: '9000' })))
  await click($('[data-buy-continue]'))
  assert.is($('[data-buy-problem]').textContent, 'The amount is above the maximum')
  assert.is(modal.getState().onramp?.status, 'idle')
})

test('behavior: checkout pending (with its link), then done with the new balance once the balances are read', async () => {
  const modal = await openBuy()
  await quoted(modal)
  await run(() => modal.dispatch(events.onramp.checkoutRequested({ requestId: 'r1' })))
  assert.is($('[data-buy-status]').getAttribute('data-buy-status'), 'opening')
  await fact(modal, events.onramp.checkoutOpened({ requestId: 'r1', url: 'http://127.0.0.1:1/onramp/checkout/x' }))
  assert.is($('[data-buy-status]').getAttribute('data-buy-status'), 'checkout')
  assert.is($('[data-buy-checkout-link]').getAttribute('href'), 'http://127.0.0.1:1/onramp/checkout/x')
  await fact(modal, events.onramp.purchaseCompleted({ requestId: 'r1', hash: HASH, amount: '48.75', symbol: 'USDC' }))
  assert.is($('[data-buy-success]').textContent, 'Bought 48.75 USDC')
  await fact(
    modal,
    events.balances.loaded({
      caipAddress: `eip155:1:${EVM_ADDRESS}`,
      balances: [
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId: 'eip155:1',
          address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
          value: 148.75,
          price: 1,
          quantity: { decimals: '6', numeric: '148.75' },
          iconUrl: '',
        },
      ],
    }),
  )
  assert.match($('[data-buy-balance]').textContent ?? '', /^New balance: 148\.75 USDC$/)
})

test('error: a failed status read says so and offers to check again; the checkout link stays', async () => {
  const modal = await openBuy()
  await quoted(modal)
  await run(() => modal.dispatch(events.onramp.checkoutRequested({ requestId: 'r1' })))
  await fact(modal, events.onramp.checkoutOpened({ requestId: 'r1', url: 'http://127.0.0.1:1/onramp/checkout/x' }))
  await fact(modal, events.onramp.failed({ requestId: 'r1', stage: 'status', error: { name: 'InvalidResponseError', shortMessage: 'Invalid response' } }))
  assert.is($('[data-buy-error]').textContent, 'The checkout status could not be read: Invalid response')
  assert.ok(exists('[data-buy-checkout-link]'))
  await click($('[data-buy-check-again]'))
  assert.is(modal.getState().onramp?.status, 'checkout')
})

test.run()
