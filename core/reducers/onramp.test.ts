/** The Buy reducer: SPEC §9 providers, purchase currency and limits as problem codes; quotes for the current inputs only; a failure loses nothing. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { DEFAULT_ONRAMP_OPTIONS } from '../clients/onrampDefaults.ts'
import { events, type ModalEvent } from '../events/index.ts'
import { connectEvm, connectSolana, init } from '../../test/fixtures/config.ts'
import { reduceAll } from '../../test/fixtures/reduceAll.ts'
import { selectCanBuy, selectOnrampProblem, selectPurchaseCurrencies } from '../selectors/onramp.ts'
import { ONRAMP_PROBLEMS } from './onrampState.ts'
import { remoteOnrampProviders } from '../rules/remoteFeatures.ts'
import { defaultBuyMessages } from '../../renderer-react/buyMessages.ts'

const { onramp, modal } = events
const QUOTE = {
  networkFee: { amount: '0.50', currency: 'USD' },
  paymentSubtotal: { amount: '19.20', currency: 'USD' },
  paymentTotal: { amount: '20.00', currency: 'USD' },
  purchaseAmount: { amount: '19.2', currency: 'USDC' },
  quoteId: 'q',
}
const opened = (...more: ModalEvent[]) =>
  reduceAll([init(), connectEvm(), modal.openRequested(), onramp.viewRequested(), onramp.optionsLoaded({ caipNetworkId: 'eip155:1', options: DEFAULT_ONRAMP_OPTIONS, fallback: false }), ...more])

test('behavior: SPEC §9 — on eip155 Buy offers meld and coinbase and buys USDC; on Solana only meld, buying SOL', () => {
  const evm = opened().onramp!
  assert.equal(evm.providers, ['meld', 'coinbase'])
  assert.is(evm.purchaseCurrency, 'USDC')
  const sol = reduceAll([init(), connectSolana(), modal.openRequested(), onramp.viewRequested()])
  assert.is(sol.view, 'Buy')
  assert.equal(sol.onramp!.providers, ['meld'])
  assert.is(sol.onramp!.purchaseCurrency, 'SOL')
})

test("behavior: SPEC §5 — the providers the project's remote config names are the ones offered; a config that is not an array of strings leaves none", () => {
  const withRemote = (onrampProviders: string[]) =>
    reduceAll([init(), connectEvm(), events.features.remoteConfigLoaded({ features: {}, onrampProviders }), modal.openRequested(), onramp.viewRequested()]).onramp!
  assert.equal(withRemote(['coinbase']).providers, ['coinbase'])
  assert.is(withRemote(['coinbase']).provider, 'coinbase')
  assert.equal(withRemote([]).providers, [])
  assert.equal(
    reduceAll([init(), connectEvm(), events.features.remoteConfigLoaded({ features: {} }), modal.openRequested(), onramp.viewRequested()]).onramp!.providers,
    ['meld', 'coinbase'],
    'none named: every built-in one',
  )
})

test('behavior: SPEC §5 — remoteOnrampProviders reads the onramp feature config: an array of strings, else none; no config, the built-in ones', () => {
  assert.equal(remoteOnrampProviders([{ id: 'onramp', isEnabled: true, config: ['meld', 'coinbase'] }]), ['meld', 'coinbase'])
  assert.equal(remoteOnrampProviders([{ id: 'onramp', isEnabled: true, config: ['meld', 7] }]), [])
  assert.equal(remoteOnrampProviders([{ id: 'onramp', isEnabled: true, config: 'meld' }]), [])
  assert.is(remoteOnrampProviders([{ id: 'onramp', isEnabled: true }]), undefined)
  assert.is(remoteOnrampProviders([{ id: 'swap', isEnabled: true, config: ['x'] }]), undefined)
})

test('behavior: SPEC §6 — the onramp flag off hides Buy (no view, no slice)', () => {
  const state = reduceAll([init({ features: { onramp: false } }), connectEvm(), modal.openRequested(), onramp.viewRequested()])
  assert.is(selectCanBuy(state), false)
  assert.is(state.onramp, undefined)
  assert.is.not(state.view, 'Buy')
})

test("error: amounts outside the payment method's limits are problem codes (card 10.00–7500.00, bank 10.00–25000.00), not English", () => {
  const below = opened(onramp.amountChanged({ amount: '9.99' }), onramp.checkoutRequested({ requestId: 'r' }))
  assert.is(below.onramp!.problem, 'amountBelowMin')
  assert.is(below.onramp!.status, 'idle')
  const above = opened(onramp.amountChanged({ amount: '8000' }), onramp.checkoutRequested({ requestId: 'r' }))
  assert.is(above.onramp!.problem, 'amountAboveMax')
  const bank = opened(onramp.amountChanged({ amount: '8000' }), onramp.paymentMethodSelected({ method: 'ach_bank_account' }))
  assert.is.not(selectOnrampProblem(bank), 'amountAboveMax', 'bank accounts go to 25000.00')
  assert.is(opened(onramp.amountChanged({ amount: '1.234' })).onramp && selectOnrampProblem(opened(onramp.amountChanged({ amount: '1.234' }))), 'amount')
  for (const code of ONRAMP_PROBLEMS) assert.type(defaultBuyMessages.problems[code], 'string', `catalogue text for ${code}`)
})

test('behavior: a quote counts only for the inputs still shown; Buy needs one', () => {
  const late = opened(
    onramp.amountChanged({ amount: '20' }),
    onramp.amountChanged({ amount: '30' }),
    onramp.quoteLoaded({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '20', quote: QUOTE, fallback: false }),
  )
  assert.is(late.onramp!.quote?.status, 'loading', 'the answer for 20 is dropped when 30 is typed')
  assert.is(selectOnrampProblem(late), 'noQuote')
  const ok = opened(onramp.amountChanged({ amount: '20' }), onramp.quoteLoaded({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '20', quote: QUOTE, fallback: false }))
  assert.is(selectOnrampProblem(ok), undefined)
})

test('behavior: while a checkout is open the inputs are frozen; a failure keeps them and the checkout URL', () => {
  const state = opened(
    onramp.amountChanged({ amount: '20' }),
    onramp.quoteLoaded({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '20', quote: QUOTE, fallback: false }),
    onramp.checkoutRequested({ requestId: 'r' }),
    onramp.checkoutOpened({ requestId: 'r', url: 'http://127.0.0.1:1/onramp/checkout/x' }),
    onramp.amountChanged({ amount: '999' }),
    onramp.failed({ requestId: 'r', stage: 'status', error: { name: 'HttpRequestError', shortMessage: 'HTTP request failed' } }),
  )
  const o = state.onramp!
  assert.is(o.amount, '20')
  assert.is(o.status, 'failure')
  assert.is(o.url, 'http://127.0.0.1:1/onramp/checkout/x')
  const again = reduceAll([onramp.statusCheckRequested({ requestId: 'r' })], state)
  assert.is(again.onramp!.status, 'checkout')
})

test('behavior: stale facts of another request change nothing', () => {
  const state = opened(
    onramp.amountChanged({ amount: '20' }),
    onramp.quoteLoaded({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '20', quote: QUOTE, fallback: false }),
    onramp.checkoutRequested({ requestId: 'r' }),
    onramp.checkoutOpened({ requestId: 'old', url: 'http://x/' }),
    onramp.purchaseCompleted({ requestId: 'old', hash: `0x${'1'.repeat(64)}`, amount: '1', symbol: 'USDC' }),
  )
  assert.is(state.onramp!.status, 'opening')
  assert.is(state.onramp!.url, undefined)
})

const SANDBOX_OPTIONS = {
  paymentCurrencies: DEFAULT_ONRAMP_OPTIONS.paymentCurrencies,
  purchaseCurrencies: ['ETH', 'USDC', 'LATCH'].map((symbol) => ({
    id: symbol,
    name: symbol,
    symbol,
    networks: [{ name: 'latch-sandbox-1', display_name: 'Sandbox', chain_id: '1', contract_address: '' }],
  })),
}
const picking = (...more: ModalEvent[]) =>
  reduceAll([init(), connectEvm(), modal.openRequested(), onramp.viewRequested(), onramp.optionsLoaded({ caipNetworkId: 'eip155:1', options: SANDBOX_OPTIONS, fallback: false }), ...more])

test('behavior: BuySelectToken opens once the options are there; a currency the network offers becomes the purchase currency, back in Buy, with a new quote', () => {
  assert.is(reduceAll([init(), connectEvm(), modal.openRequested(), onramp.viewRequested(), onramp.selectTokenRequested()]).view, 'Buy', 'not before the options')
  const open = picking(onramp.amountChanged({ amount: '25' }), onramp.selectTokenRequested())
  assert.is(open.view, 'BuySelectToken')
  assert.equal(
    selectPurchaseCurrencies(open.onramp!).map((c) => c.id),
    ['ETH', 'USDC', 'LATCH'],
  )
  const chosen = picking(onramp.amountChanged({ amount: '25' }), onramp.selectTokenRequested(), onramp.purchaseCurrencySelected({ currency: 'ETH' }))
  assert.is(chosen.view, 'Buy')
  assert.is(chosen.onramp!.purchaseCurrency, 'ETH')
  assert.equal(chosen.onramp!.quote, { status: 'loading', purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '25' })
})

test("error: SPEC §7 a currency the active network does not offer changes nothing; §8's built-in options (mainnets) still offer §9's default", () => {
  const before = picking(onramp.selectTokenRequested())
  const after = reduceAll([onramp.purchaseCurrencySelected({ currency: 'SOL' })], before)
  assert.is(after, before)
  const fallback = opened()
  assert.equal(
    selectPurchaseCurrencies({ ...fallback.onramp!, caipNetworkId: 'eip155:31337' }).map((c) => c.id),
    ['USDC'],
  )
})

test('error: no currency change while a purchase is under way (the checkout buys what it was opened for)', () => {
  const busy = picking(
    onramp.amountChanged({ amount: '25' }),
    onramp.quoteLoaded({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '25', quote: QUOTE, fallback: false }),
    onramp.checkoutRequested({ requestId: 'r' }),
  )
  assert.is(busy.onramp!.status, 'opening')
  assert.is(reduceAll([onramp.purchaseCurrencySelected({ currency: 'ETH' })], busy).onramp!.purchaseCurrency, 'USDC')
  assert.is(reduceAll([onramp.selectTokenRequested()], busy).view, busy.view)
})

test.run()
