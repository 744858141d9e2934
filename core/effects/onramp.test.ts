/** The onramp epic on virtual time: options and quotes with the §8 fallbacks, the checkout URL, the status polled until done, and bad answers. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { of, throwError, type Observable } from 'rxjs'
import type { BlockchainApi, OnrampCheckoutStatus } from '../clients/blockchainApi.ts'
import { DEFAULT_ONRAMP_OPTIONS, mockOnrampQuote } from '../clients/onrampDefaults.ts'
import { InvalidResponseError } from '../errors/InvalidResponseError.ts'
import { HttpRequestError } from '../errors/HttpRequestError.ts'
import { events } from '../events/index.ts'
import { createStore } from '../store.ts'
import { connectEvm, init } from '../../test/fixtures/config.ts'
import { onVirtualTime } from '../../test/fixtures/virtual.ts'
import { ONRAMP_CHECKOUT_TIMEOUT_MS, ONRAMP_QUOTE_DEBOUNCE_MS, ONRAMP_STATUS_POLL_MS, onrampEpic } from './onramp.ts'

const HASH = `0x${'c'.repeat(64)}`
const URL = 'http://127.0.0.1:9/onramp/checkout/s1'
const OPTIONS = {
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }],
  purchaseCurrencies: [{ id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'latch-sandbox-1', display_name: 'One', chain_id: '1', contract_address: '0x1' }] }],
}
const QUOTE = {
  coinbaseFee: { amount: '0.75', currency: 'USD' },
  networkFee: { amount: '0.50', currency: 'USD' },
  paymentSubtotal: { amount: '48.75', currency: 'USD' },
  paymentTotal: { amount: '50.00', currency: 'USD' },
  purchaseAmount: { amount: '48.75', currency: 'USDC' },
  quoteId: 'q1',
}

type Fakes = {
  options?: () => Observable<unknown>
  quote?: () => Observable<unknown>
  url?: () => Observable<string>
  /** The status answers, one per poll (the last one repeats). */
  statuses?: (() => Observable<OnrampCheckoutStatus>)[]
}
function fakes(f: Fakes = {}) {
  const calls: string[] = []
  let poll = 0
  const statuses = f.statuses ?? [() => of({ status: 'completed' as const, symbol: 'USDC', cryptoAmount: '48.75', txHash: HASH })]
  const api = {
    getOnrampOptions: () => (calls.push('options'), f.options ? f.options() : of(OPTIONS)),
    getOnrampQuote: (a: { amount: string; network: string }) => (calls.push(`quote ${a.amount} ${a.network}`), f.quote ? f.quote() : of(QUOTE)),
    getOnrampUrl: (a: { destinationWallets: { address: string; assets?: string[] }[]; purchaseAmount?: number }) => (
      calls.push(`url ${a.destinationWallets[0]!.assets} ${a.purchaseAmount}`), f.url ? f.url() : of(URL)
    ),
    getOnrampStatus: (url: string) => (calls.push(`status ${url}`), statuses[Math.min(poll++, statuses.length - 1)]!()),
  } as unknown as BlockchainApi
  return { api, calls }
}

function setup(scheduler: Parameters<typeof createStore>[0]['deps']['scheduler'], api: BlockchainApi) {
  const store = createStore({ epics: { onrampEpic }, deps: { scheduler, window: undefined, adapters: [], blockchainApi: api } })
  for (const e of [init(), connectEvm(), events.modal.openRequested(), events.onramp.viewRequested()]) store.dispatch(e)
  return store
}

const pending = () => of({ status: 'pending' as const, symbol: 'USDC', cryptoAmount: '48.75' })

test("behavior: Buy loads the options, quotes once typing pauses (300 ms on deps.scheduler) on the active chain's onramp network", () => {
  const f = fakes()
  onVirtualTime(({ scheduler, at }) => {
    const store = setup(scheduler, f.api)
    at(0, () => {
      assert.is(store.getState().view, 'Buy')
      assert.is(store.getState().onramp?.optionsStatus, 'success')
      assert.is(store.getState().onramp?.purchaseCurrency, 'USDC', 'SPEC §9: USDC off Solana')
      store.dispatch(events.onramp.amountChanged({ amount: '5' }))
    })
    at(100, () => store.dispatch(events.onramp.amountChanged({ amount: '50' })))
    at(100 + ONRAMP_QUOTE_DEBOUNCE_MS - 1, () => assert.is(store.getState().onramp?.quote?.status, 'loading'))
    at(100 + ONRAMP_QUOTE_DEBOUNCE_MS, () => {
      assert.equal(
        f.calls.filter((c) => c.startsWith('quote')),
        ['quote 50 latch-sandbox-1'],
      )
      assert.equal(store.getState().onramp?.quote?.value, QUOTE)
      assert.is(store.getState().onramp?.quote?.fallback, undefined)
    })
  })
})

test('behavior: SPEC §8 — the options service failing gives the built-in options and says so; a failing quote gives the mock quote, marked', () => {
  const f = fakes({ options: () => of(DEFAULT_ONRAMP_OPTIONS), quote: () => throwError(() => new HttpRequestError({ call: 'blockchainApi.getOnrampQuote', url: 'x', status: 500 })) })
  onVirtualTime(({ scheduler, at }) => {
    const store = setup(scheduler, f.api)
    at(0, () => store.dispatch(events.onramp.amountChanged({ amount: '20' })))
    at(ONRAMP_QUOTE_DEBOUNCE_MS, () => {
      const onramp = store.getState().onramp!
      assert.is(onramp.optionsFallback, true)
      assert.equal(
        onramp.options?.paymentCurrencies.map((c) => c.id),
        ['USD', 'EUR'],
      )
      assert.equal(onramp.quote?.value, mockOnrampQuote({ amount: '20', paymentCurrency: 'USD' }))
      assert.is(onramp.quote?.fallback, true)
    })
  })
})

/** Inputs quoted (fed as the facts the epic would report), then Buy. */
function bought(store: ReturnType<typeof setup>) {
  store.dispatch(events.onramp.amountChanged({ amount: '50' }))
  store.dispatch(events.onramp.quoteLoaded({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', quote: QUOTE, fallback: false }))
  store.dispatch(events.onramp.checkoutRequested({ requestId: 'b1' }))
}

test('behavior: Buy generates the checkout URL (the quoted amount preset), polls its status every second, and is done when it completes', () => {
  const f = fakes({ statuses: [pending, pending, () => of({ status: 'completed', symbol: 'USDC', cryptoAmount: '48.75', txHash: HASH })] })
  onVirtualTime(({ scheduler, at }) => {
    const store = setup(scheduler, f.api)
    at(0, () => {
      bought(store)
      assert.is(store.getState().onramp?.status, 'checkout')
      assert.is(store.getState().onramp?.url, URL)
    })
    at(ONRAMP_STATUS_POLL_MS, () => assert.is(store.getState().onramp?.status, 'checkout', 'pending while the checkout is open'))
    at(2 * ONRAMP_STATUS_POLL_MS, () => {
      const onramp = store.getState().onramp!
      assert.is(onramp.status, 'success')
      assert.equal(onramp.result, { hash: HASH, amount: '48.75', symbol: 'USDC' })
    })
  })
  assert.ok(f.calls.includes('url USDC 48.75'))
  assert.is(f.calls.filter((c) => c === `status ${URL}`).length, 3, 'one read per poll, none after done')
})

test('error: a malformed status answer fails the status step with a typed error; the URL and inputs stay, and checking again finishes the purchase', () => {
  const bad = () => throwError(() => new InvalidResponseError({ call: 'blockchainApi.getOnrampStatus', field: 'status', reason: 'is not one of pending, completed' }))
  const f = fakes({ statuses: [bad, () => of({ status: 'completed', symbol: 'USDC', cryptoAmount: '48.75', txHash: HASH })] })
  onVirtualTime(({ scheduler, at }) => {
    const store = setup(scheduler, f.api)
    at(0, () => bought(store))
    at(1, () => {
      const onramp = store.getState().onramp!
      assert.is(onramp.status, 'failure')
      assert.is(onramp.error?.stage, 'status')
      assert.is(onramp.url, URL, 'the opened checkout is kept')
      assert.is(onramp.amount, '50', 'the inputs are kept')
      store.dispatch(events.onramp.statusCheckRequested({ requestId: 'b1' }))
    })
    at(2, () => assert.is(store.getState().onramp?.status, 'success'))
  })
})

test('error: a completed status without its transaction is an invalid answer, not a success', () => {
  const f = fakes({ statuses: [() => of({ status: 'completed', symbol: 'USDC', cryptoAmount: '48.75' })] })
  onVirtualTime(({ scheduler, at }) => {
    const store = setup(scheduler, f.api)
    at(0, () => bought(store))
    at(1, () => {
      assert.is(store.getState().onramp?.status, 'failure')
      assert.is(store.getState().onramp?.error?.message, 'Invalid checkout status')
    })
  })
})

test('error: the checkout URL failing fails the url step (service message kept); trying again keeps the inputs', () => {
  const f = fakes({ url: () => throwError(() => new Error('boom')) })
  onVirtualTime(({ scheduler, at }) => {
    const store = setup(scheduler, f.api)
    at(0, () => {
      bought(store)
      assert.equal(store.getState().onramp?.error, { stage: 'url', message: 'boom' })
      store.dispatch(events.onramp.resetRequested())
      const onramp = store.getState().onramp!
      assert.is(onramp.status, 'idle')
      assert.is(onramp.amount, '50')
      assert.is(onramp.quote?.status, 'success')
    })
  })
})

test('error: a URL that is not http(s) is refused (never opened)', () => {
  const f = fakes({ url: () => of('javascript:alert(1)') })
  onVirtualTime(({ scheduler, at }) => {
    const store = setup(scheduler, f.api)
    at(0, () => {
      bought(store)
      assert.is(store.getState().onramp?.error?.message, 'Invalid checkout URL')
      assert.is(store.getState().onramp?.url, undefined)
    })
  })
})

test('behavior: a checkout never completed times out (30 min on deps.scheduler) and says so', () => {
  const f = fakes({ statuses: [pending] })
  onVirtualTime(({ scheduler, at }) => {
    const store = setup(scheduler, f.api)
    at(0, () => bought(store))
    at(ONRAMP_CHECKOUT_TIMEOUT_MS - 1, () => assert.is(store.getState().onramp?.status, 'checkout'))
    at(ONRAMP_CHECKOUT_TIMEOUT_MS, () => assert.is(store.getState().onramp?.error?.stage, 'timeout'))
  })
})

test('behavior: BuySelectToken — choosing another purchase currency asks a quote for it on its onramp network; the checkout asks that asset', () => {
  const both = {
    ...OPTIONS,
    purchaseCurrencies: [...OPTIONS.purchaseCurrencies, { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [{ name: 'latch-sandbox-1', display_name: 'One', chain_id: '1', contract_address: '' }] }],
  }
  const quotes: string[] = []
  const f = fakes({ options: () => of(both) })
  const api = {
    ...f.api,
    getOnrampQuote: (a: { purchaseCurrency: string; network: string }) => (
      quotes.push(`${a.purchaseCurrency} ${a.network}`), of({ ...QUOTE, purchaseAmount: { amount: '0.0195', currency: a.purchaseCurrency } })
    ),
  } as unknown as BlockchainApi
  onVirtualTime(({ scheduler, at }) => {
    const store = setup(scheduler, api)
    at(0, () => store.dispatch(events.onramp.amountChanged({ amount: '50' })))
    at(ONRAMP_QUOTE_DEBOUNCE_MS, () => {
      store.dispatch(events.onramp.selectTokenRequested())
      store.dispatch(events.onramp.purchaseCurrencySelected({ currency: 'ETH' }))
    })
    at(2 * ONRAMP_QUOTE_DEBOUNCE_MS, () => {
      assert.equal(quotes, ['USDC latch-sandbox-1', 'ETH latch-sandbox-1'])
      assert.is(store.getState().onramp?.quote?.value?.purchaseAmount.currency, 'ETH')
      store.dispatch(events.onramp.checkoutRequested({ requestId: 'r1' }))
    })
    at(2 * ONRAMP_QUOTE_DEBOUNCE_MS + 1, () =>
      assert.ok(
        f.calls.some((c) => c.startsWith('url ETH')),
        f.calls.join(', '),
      ),
    )
  })
})

test.run()
