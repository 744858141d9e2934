/** Swap's "amount in either field": the amount to receive typed in the to field becomes the amount to sell (reverse quote), on virtual time. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { of } from 'rxjs'
import type { BlockchainApi } from '../clients/blockchainApi.ts'
import { events } from '../events/index.ts'
import { createStore } from '../store.ts'
import { connectEvm, init } from '../../test/fixtures/config.ts'
import { onVirtualTime } from '../../test/fixtures/virtual.ts'
import { ETH, SWAP_TOKENS, USDC, swapBalances } from '../../test/fixtures/swap.ts'
import { SWAP_QUOTE_DEBOUNCE_MS, swapEpic } from './swap.ts'

/** A pool paying 0.0003 ETH per USDC (the USD prices say 0.000333: the estimate needs correcting). */
function fakes(options: { noQuote?: boolean } = {}) {
  const quotes: string[] = []
  const api = {
    getSwapTokens: () => of({ tokens: SWAP_TOKENS.map(({ price: _p, ...t }) => t) }),
    getTokenPrices: () => of({ fungibles: SWAP_TOKENS.map((t) => ({ name: t.name, symbol: t.symbol, iconUrl: '', price: t.price, address: t.address })) }),
    getGasPrice: () => of({ standard: '1000000000', fast: '1', instant: '1' }),
    getSwapQuotes: (a: { amount: string; from: string }) => {
      quotes.push(a.amount)
      const toAmount = options.noQuote ? '0' : a.from === USDC ? (BigInt(a.amount) * 300_000_000n).toString() : (BigInt(a.amount) / 300_000_000n).toString()
      return of({ quotes: [{ fromAmount: a.amount, fromAccount: a.from, toAmount, toAccount: ETH }] })
    },
  } as unknown as BlockchainApi
  return { api, quotes }
}

function setup(scheduler: Parameters<typeof createStore>[0]['deps']['scheduler'], api: BlockchainApi) {
  const store = createStore({ epics: { swapEpic }, deps: { scheduler, window: undefined, adapters: [], blockchainApi: api } })
  for (const e of [init(), connectEvm(), swapBalances(), events.modal.openRequested(), events.swap.viewRequested(), events.swap.tokenSelected({ side: 'from', address: USDC })]) store.dispatch(e)
  return store
}

test('behavior: typing 0.03 ETH to receive finds 100 USDC to pay (price estimate, one forward quote, one correction), then quotes it forward', () => {
  const f = fakes()
  onVirtualTime(({ scheduler, at }) => {
    const store = setup(scheduler, f.api)
    at(0, () => store.dispatch(events.swap.toAmountChanged({ amount: '0.03' })))
    at(1, () => {
      assert.equal(store.getState().swap?.wantedTo, { amount: '0.03', status: 'loading' })
      assert.is(store.getState().swap?.quote, undefined)
    })
    at(SWAP_QUOTE_DEBOUNCE_MS, () => {
      const swap = store.getState().swap!
      assert.is(swap.amount, '100')
      assert.is(swap.wantedTo, undefined)
      assert.is(swap.quote?.status, 'loading', 'the forward quote follows')
    })
    at(2 * SWAP_QUOTE_DEBOUNCE_MS, () => {
      const quote = store.getState().swap!.quote!
      assert.equal([quote.status, quote.fromAmount, quote.toAmount], ['success', '100', '0.03'])
    })
  })
  assert.equal(f.quotes.slice(0, 1), ['90000000'], 'the first forward quote is the USD-price estimate (90 USDC)')
})

test('error: no quote for the wanted amount says so; typing in the from field again clears it', () => {
  const f = fakes({ noQuote: true })
  onVirtualTime(({ scheduler, at }) => {
    const store = setup(scheduler, f.api)
    at(0, () => store.dispatch(events.swap.toAmountChanged({ amount: '0.03' })))
    at(SWAP_QUOTE_DEBOUNCE_MS, () => {
      assert.equal(store.getState().swap?.wantedTo, { amount: '0.03', status: 'failure', error: 'No quote' })
      store.dispatch(events.swap.amountChanged({ amount: '5' }))
      assert.is(store.getState().swap?.wantedTo, undefined)
    })
  })
})

test('behavior: an answer for an older typed amount is dropped (the reducer matches the amount and the tokens)', () => {
  const f = fakes()
  onVirtualTime(({ scheduler, at }) => {
    const store = setup(scheduler, f.api)
    at(0, () => {
      store.dispatch(events.swap.toAmountChanged({ amount: '0.03' }))
      store.dispatch(events.swap.reverseQuoted({ from: USDC, to: ETH, toAmount: '0.01', fromAmount: '33' }))
      assert.is(store.getState().swap?.amount, undefined)
    })
  })
})

test.run()
