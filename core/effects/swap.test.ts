/** The swap epic on virtual time: debounced quotes, the confirm chain, a rejected approval. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { asyncScheduler, of, throwError } from 'rxjs'
import type { Adapter } from '../adapter.ts'
import type { BlockchainApi } from '../clients/blockchainApi.ts'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.ts'
import { events } from '../events/index.ts'
import { createStore } from '../store.ts'
import { connectEvm, init } from '../../test/fixtures/config.ts'
import { onVirtualTime } from '../../test/fixtures/virtual.ts'
import { until } from '../../test/fixtures/until.ts'
import { ETH, SWAP_TOKENS, USDC, swapBalances } from '../../test/fixtures/swap.ts'
import { SWAP_QUOTE_DEBOUNCE_MS, swapEpic } from './swap.ts'

const H1 = `0x${'a'.repeat(64)}`
const H2 = `0x${'b'.repeat(64)}`

function fakes(options: { allowance?: string; rejectApprove?: boolean } = {}) {
  const calls: string[] = []
  const api = {
    getSwapTokens: () => (calls.push('tokens'), of({ tokens: SWAP_TOKENS.map(({ price: _p, ...t }) => t) })),
    getTokenPrices: () => of({ fungibles: SWAP_TOKENS.map((t) => ({ name: t.name, symbol: t.symbol, iconUrl: '', price: t.price, address: t.address })) }),
    getGasPrice: () => of({ standard: '1000000000', fast: '1', instant: '1' }),
    getSwapQuotes: (a: { amount: string }) => (calls.push(`quote ${a.amount}`), of({ quotes: [{ fromAmount: a.amount, fromAccount: USDC, toAmount: '30000000000000000', toAccount: ETH }] })),
    getSwapAllowance: () => (calls.push('allowance'), of({ allowance: options.allowance ?? '0' })),
    buildApproveTransaction: () => (calls.push('build-approve'), of({ tx: { from: '', to: USDC, data: '0x01', value: '0', eip155: { gas: 1, gasPrice: '1' } } })),
    buildSwapTransaction: () => (
      calls.push('build-transaction'), of({ tx: { from: '', to: 'eip155:1:0x0000000000000000000000000000000000000001', data: '0x02', amount: '0', eip155: { gas: 1, gasPrice: '1' } } })
    ),
  } as unknown as BlockchainApi
  const adapter: Adapter = {
    namespace: 'eip155',
    connect: async () => ({ caipAddress: 'eip155:1:0x0' as never }),
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    async sendTransaction(request) {
      calls.push(`send ${request.data}`)
      if (request.data === '0x01' && options.rejectApprove) throw new UserRejectedRequestError()
      return { hash: request.data === '0x01' ? H1 : H2 }
    },
    async getTransactionReceipt() {
      calls.push('receipt')
      return { status: 'success' }
    },
  }
  return { api, adapter, calls }
}

const setup = (scheduler: Parameters<typeof createStore>[0]['deps']['scheduler'], f: ReturnType<typeof fakes>) => {
  const store = createStore({ epics: { swapEpic }, deps: { scheduler, window: undefined, adapters: [f.adapter], blockchainApi: f.api } })
  for (const e of [init(), connectEvm(), swapBalances(), events.modal.openRequested(), events.swap.viewRequested()]) store.dispatch(e)
  return store
}

test('behavior: quotes wait for typing to pause (300 ms on deps.scheduler): one service call per pause', () => {
  const f = fakes()
  onVirtualTime(({ scheduler, at }) => {
    const store = setup(scheduler, f)
    at(0, () => store.dispatch(events.swap.tokenSelected({ side: 'from', address: USDC })))
    at(10, () => store.dispatch(events.swap.amountChanged({ amount: '1' })))
    at(100, () => store.dispatch(events.swap.amountChanged({ amount: '10' })))
    at(200, () => store.dispatch(events.swap.amountChanged({ amount: '100' })))
    at(200 + SWAP_QUOTE_DEBOUNCE_MS - 1, () => assert.is(store.getState().swap?.quote?.status, 'loading'))
    at(200 + SWAP_QUOTE_DEBOUNCE_MS, () => {
      assert.equal(
        f.calls.filter((c) => c.startsWith('quote')),
        ['quote 100000000'],
      )
      assert.equal(store.getState().swap?.quote, { status: 'success', from: USDC, to: ETH, fromAmount: '100', toAmount: '0.03', gasPrice: '1000000000', provider: '1inch' })
    })
  })
  assert.equal(f.calls[0], 'tokens')
})

/** Inputs quoted (the quote fed as the fact the epic would report), then SwapPreview. */
function previewed(store: ReturnType<typeof setup>) {
  store.dispatch(events.swap.tokenSelected({ side: 'from', address: USDC }))
  store.dispatch(events.swap.amountChanged({ amount: '100' }))
  store.dispatch(events.swap.quoteLoaded({ from: USDC, to: ETH, fromAmount: '100', toAmount: '0.03', gasPrice: '1000000000', provider: '1inch' }))
  store.dispatch(events.swap.previewRequested())
}
const settled = (store: ReturnType<typeof setup>) => () => store.getState().swap?.status === 'idle' && (store.getState().swap?.lastHash !== undefined || store.getState().swap?.error !== undefined)

// The wallet answers with promises, so the confirm chain runs on the async scheduler; the receipt's
// first poll is at 0 ms and finds it (no waiting on time: `until` waits for the outcome).
test('behavior: confirm with approval needed: allowance → approve → its receipt → build → swap → its receipt → done', async () => {
  const f = fakes()
  const store = setup(asyncScheduler, f)
  previewed(store)
  assert.is(store.getState().swap?.allowance?.approvalNeeded, true, 'SwapPreview shows the approval')
  store.dispatch(events.swap.submitted({ requestId: 's1' }))
  await until(settled(store), 'the swap settles')
  const state = store.getState()
  assert.is(state.view, 'Account')
  assert.is(state.swap?.lastHash, H2)
  const types = store.log
    .entries()
    .map((e) => e.type)
    .filter((t) => t.startsWith('swap/'))
  assert.equal(types.slice(types.indexOf('swap/submitted')), [
    'swap/submitted',
    'swap/allowanceChecked',
    'swap/approvalBroadcasted',
    'swap/approvalConfirmed',
    'swap/swapBroadcasted',
    'swap/succeeded',
  ])
  assert.equal(
    f.calls.filter((c) => c !== 'tokens'),
    ['allowance', 'allowance', 'build-approve', 'send 0x01', 'receipt', 'build-transaction', 'send 0x02', 'receipt'],
  )
  store.destroy()
})

test('behavior: enough allowance: no approval is sent', async () => {
  const f = fakes({ allowance: '1000000000000' })
  const store = setup(asyncScheduler, f)
  previewed(store)
  store.dispatch(events.swap.submitted({ requestId: 's1' }))
  await until(settled(store), 'the swap settles')
  assert.is(store.getState().swap?.lastHash, H2)
  assert.not.ok(f.calls.includes('build-approve'))
  store.destroy()
})

test('error: a rejected approval stops there: no swap is built or sent; SwapPreview keeps the step and code', async () => {
  const f = fakes({ rejectApprove: true })
  const store = setup(asyncScheduler, f)
  previewed(store)
  store.dispatch(events.swap.submitted({ requestId: 's1' }))
  await until(settled(store), 'the swap settles')
  const swap = store.getState().swap!
  assert.is(store.getState().view, 'SwapPreview')
  assert.is(swap.error?.stage, 'approve')
  assert.is(swap.error?.code, 4001)
  assert.is(swap.approveHash, undefined)
  assert.not.ok(f.calls.includes('build-transaction'))
  assert.not.ok(f.calls.includes('send 0x02'))
  store.destroy()
})

test("error: a quote the service refuses shows its message (SPEC §8: the API's message)", () => {
  const f = fakes()
  ;(f.api as { getSwapQuotes: unknown }).getSwapQuotes = () => throwError(() => ({ name: 'ServiceError', shortMessage: 'No route from USDC to ETH' }))
  onVirtualTime(({ scheduler, at }) => {
    const store = setup(scheduler, f)
    at(0, () => store.dispatch(events.swap.amountChanged({ amount: '1' })))
    at(SWAP_QUOTE_DEBOUNCE_MS, () => assert.is(store.getState().swap?.quote?.status, 'failure'))
  })
})

test.run()
