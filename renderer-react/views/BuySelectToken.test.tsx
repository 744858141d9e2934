/** BuySelectToken: what to buy among the service's purchase currencies on the active network — search, the current one marked, the choice back in Buy with a new quote; §8's built-in options still leave §9's default. */
import { $, $$, cleanup, click, createTestModal, exists, render, run, type, waitUntil } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../../core/coreEntry.ts'
import { DEFAULT_ONRAMP_OPTIONS } from '../../core/clients/onrampDefaults.ts'
import type { OnrampOptions } from '../../core/clients/onrampSchemas.ts'
import { dispatchInternal } from '../../core/modal.ts'
import { EVM_ADDRESS } from '../../test/fixtures/networks.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import type { Modal } from '../../core/modal.ts'

test.after.each(cleanup)

const fact = (modal: Modal, event: Parameters<typeof dispatchInternal>[1]) => run(() => dispatchInternal(modal, event))
const on = (chainId: string) => [{ name: `net-${chainId}`, display_name: `Net ${chainId}`, chain_id: chainId, contract_address: '' }]
/** The service's options: ETH, USDC and LATCH on chain 1, WBTC only elsewhere (not offered here). */
const OPTIONS: OnrampOptions = {
  paymentCurrencies: DEFAULT_ONRAMP_OPTIONS.paymentCurrencies,
  purchaseCurrencies: [
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: on('1') },
    { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: on('1') },
    { id: 'LATCH', name: 'Latch Token', symbol: 'LATCH', networks: on('1') },
    { id: 'WBTC', name: 'Wrapped Bitcoin', symbol: 'WBTC', networks: on('137') },
  ],
}

async function openPicker(options: OnrampOptions = OPTIONS, fallback = false) {
  const modal = createTestModal({ deps: { blockchainApi: null, walletApi: null } })
  await render(<ModalProvider modal={modal} />)
  await fact(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress: `eip155:1:${EVM_ADDRESS}` }))
  await run(() => modal.open())
  await click($('[data-action="Buy"]'))
  await fact(modal, events.onramp.optionsLoaded({ caipNetworkId: 'eip155:1', options, fallback }))
  await waitUntil(() => exists('[data-buy-change-currency]'), 'the Buy form with its Change button')
  await click($('[data-buy-change-currency]'))
  await waitUntil(() => exists('[data-view="BuySelectToken"]'), 'BuySelectToken')
  return modal
}

const listed = () => $$('[data-buy-token-option]').map((b) => b.getAttribute('data-buy-token-option'))

test('behavior: SPEC §7 onramp options — the purchase currencies on the active network, the current one (§9 USDC) marked; one of another network is not offered', async () => {
  await openPicker()
  assert.equal(listed(), ['ETH', 'USDC', 'LATCH'])
  assert.is($('[data-buy-token-option="USDC"]').getAttribute('aria-current'), 'true')
  assert.is($('[data-buy-token-option="ETH"]').getAttribute('aria-current'), null)
  assert.match($('[data-buy-token-option="LATCH"]').textContent ?? '', /Latch Token/)
})

test('behavior: the search narrows by symbol or name; nothing matching says so', async () => {
  await openPicker()
  await type($('[data-buy-token-search]') as HTMLInputElement, 'ether')
  assert.equal(listed(), ['ETH'])
  await type($('[data-buy-token-search]') as HTMLInputElement, 'lat')
  assert.equal(listed(), ['LATCH'])
  await type($('[data-buy-token-search]') as HTMLInputElement, 'doge')
  assert.equal(listed(), [])
  assert.ok(exists('[data-buy-token-empty]'))
})

test('behavior: choosing returns to Buy with that currency and asks a new quote for the typed amount', async () => {
  const modal = await openPicker()
  await run(() => modal.dispatch(events.router.wentBack()))
  await run(() => modal.dispatch(events.onramp.amountChanged({ amount: '50' })))
  await click($('[data-buy-change-currency]'))
  await click($('[data-buy-token-option="ETH"]'))
  await waitUntil(() => exists('[data-view="Buy"]'), 'back in Buy')
  assert.is($('[data-buy-purchase]').getAttribute('data-buy-purchase'), 'ETH')
  assert.match($('[data-buy-purchase]').textContent ?? '', /^Buy ETH on /)
  const onramp = modal.getState().onramp!
  assert.equal(onramp.quote, { status: 'loading', purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '50' })
})

test("error: SPEC §8 the service failed — the built-in options (mainnets only) still offer §9's default, and the view says they are the defaults", async () => {
  await openPicker(DEFAULT_ONRAMP_OPTIONS, true)
  assert.ok(listed().includes('USDC'))
  assert.ok(exists('[data-view="BuySelectToken"] [data-buy-options-fallback]'))
})

test('error: a currency the network does not offer, sent by a host, changes nothing', async () => {
  const modal = await openPicker()
  const before = modal.getState().onramp
  await run(() => modal.dispatch(events.onramp.purchaseCurrencySelected({ currency: 'WBTC' })))
  assert.is(modal.getState().onramp, before)
  assert.ok(exists('[data-view="BuySelectToken"]'))
})

test.run()
