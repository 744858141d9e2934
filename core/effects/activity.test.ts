import { map, throwError, timer, mergeMap, of } from 'rxjs'
import type { TestScheduler } from 'rxjs/testing'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { BlockchainApi, TransactionsPage } from '../clients/blockchainApi.ts'
import { ServiceError } from '../errors/ServiceError.ts'
import { events } from '../events/index.ts'
import { createStore } from '../store.ts'
import { connectEvm, init } from '../../test/fixtures/config.ts'
import { tx } from '../../test/fixtures/transactions.ts'
import { onVirtualTime } from '../../test/fixtures/virtual.ts'
import { selectActivity } from '../selectors/activity.ts'
import { activityEpic, PENDING_REFRESH_MS } from './activity.ts'
import { identityEpic } from './identity.ts'
import { nftsEpic } from './nfts.ts'

const LATENCY = 100
type Call = { account: string; cursor?: string; chainId?: string }

/** A blockchain service answering after 100 ms of virtual time, from `pages` by cursor. */
function fakeApi(scheduler: TestScheduler, pages: (call: Call, index: number) => TransactionsPage | Error) {
  const calls: Call[] = []
  const api = {
    getTransactions: (args: Call) => {
      const index = calls.push(args) - 1
      return timer(LATENCY, scheduler).pipe(
        mergeMap(() => {
          const page = pages(args, index)
          return page instanceof Error ? throwError(() => page) : of(page)
        }),
      )
    },
    getNfts: () => timer(LATENCY, scheduler).pipe(map(() => ({ data: [] }))),
    getIdentity: () => timer(LATENCY, scheduler).pipe(map(() => ({ name: 'alice.reown.id' }))),
  } as unknown as BlockchainApi
  return { api, calls }
}

function storeWith(scheduler: TestScheduler, api: BlockchainApi) {
  const store = createStore({ epics: { activityEpic, nftsEpic, identityEpic }, deps: { scheduler, window: undefined, adapters: [], blockchainApi: api } })
  store.dispatch(init())
  store.dispatch(connectEvm())
  return store
}

const types = (store: ReturnType<typeof storeWith>, prefix: string) =>
  store.log
    .entries()
    .filter((e) => e.type.startsWith(prefix))
    .map((e) => `${e.at} ${e.type}`)

test('behavior: SPEC §7 the first page is asked with the active chainId when Activity is chosen; more at the end of the list (cursor)', () => {
  onVirtualTime(({ scheduler, at }) => {
    const { api, calls } = fakeApi(scheduler, (call) => (call.cursor ? { data: [tx(3)] } : { data: [tx(1), tx(2)], next: 'c1' }))
    const store = storeWith(scheduler, api)
    at(10, () => store.dispatch(events.router.accountTabSelected({ tab: 'Activity' })))
    at(10 + LATENCY - 1, () => assert.is(selectActivity(store.getState()).status, 'loading'))
    at(10 + LATENCY, () => {
      assert.is(selectActivity(store.getState()).status, 'success')
      assert.equal(calls, [{ account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 'eip155:1' }])
      store.dispatch(events.activity.moreRequested())
      store.dispatch(events.activity.moreRequested())
    })
    at(10 + 2 * LATENCY, () => {
      assert.is(calls.length, 2, 'a second scroll while the page loads asks nothing')
      assert.is(calls[1]!.cursor, 'c1')
      assert.is(store.getState().activity!.transactions.length, 3)
      store.dispatch(events.activity.moreRequested())
    })
    at(10 + 3 * LATENCY, () => assert.is(calls.length, 2, 'no cursor, no further page'))
  })
})

test("error: SPEC §8 a failing history call gives the 'Failed to fetch transactions' snack", () => {
  onVirtualTime(({ scheduler, at }) => {
    const { api } = fakeApi(scheduler, () => new ServiceError('Failed to fetch transactions'))
    const store = storeWith(scheduler, api)
    at(0, () => store.dispatch(events.router.accountTabSelected({ tab: 'Activity' })))
    at(LATENCY, () => {
      assert.equal(types(store, 'activity/'), ['0 activity/pageRequested', `${LATENCY} activity/pageFailed`])
      assert.is(store.getState().snackbar?.message, 'Failed to fetch transactions')
    })
  })
})

test('behavior: a send through Latch refreshes the first page, then every 4 s while it is pending, and stops once listed', () => {
  const hash = `0x${'ab'.repeat(32)}`
  onVirtualTime(({ scheduler, at }) => {
    // The indexer lists the send from the third ask on.
    const { api, calls } = fakeApi(scheduler, (_call, index) => ({ data: index >= 3 ? [tx(9, { hash, operationType: 'send' }), tx(1)] : [tx(1)] }))
    const store = storeWith(scheduler, api)
    at(0, () => store.dispatch(events.router.accountTabSelected({ tab: 'Activity' })))
    at(LATENCY, () => {
      store.dispatch(events.send.tokenSelected({ token: { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', decimals: 18, balance: '1' } }))
      store.dispatch(events.send.amountChanged({ amount: '0.1' }))
      store.dispatch(events.send.receiverChanged({ receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }))
      store.dispatch(events.send.submitted({ requestId: 's1' }))
      store.dispatch(events.send.succeeded({ requestId: 's1', hash }))
      assert.is(selectActivity(store.getState()).pending.length, 1, 'shown at once, without a reload')
    })
    at(LATENCY + 2 * PENDING_REFRESH_MS + LATENCY, () => {
      const view = selectActivity(store.getState())
      assert.equal(view.pending, [])
      assert.equal(
        view.groups.flatMap((g) => g.transactions.map((t) => t.metadata.hash)),
        [hash, tx(1).metadata.hash],
        'listed once',
      )
    })
    at(LATENCY + 10 * PENDING_REFRESH_MS, () => assert.is(calls.length, 4, 'no more asks once nothing is pending'))
  })
})

test('behavior: switching network while Activity is shown loads the new chain; the old answer is dropped', () => {
  onVirtualTime(({ scheduler, at }) => {
    const { api, calls } = fakeApi(scheduler, (call) => ({ data: [tx(1, { chain: call.chainId! })] }))
    const store = storeWith(scheduler, api)
    at(0, () => store.dispatch(events.router.accountTabSelected({ tab: 'Activity' })))
    at(50, () => store.dispatch(events.networks.switched({ caipNetworkId: 'eip155:137' })))
    at(50 + LATENCY, () => {
      assert.equal(
        calls.map((c) => c.chainId),
        ['eip155:1', 'eip155:137'],
      )
      assert.equal(types(store, 'activity/pageLoaded'), [`${50 + LATENCY} activity/pageLoaded`])
      assert.is(store.getState().activity!.transactions[0]!.metadata.chain, 'eip155:137')
    })
  })
})

test('behavior: SPEC §9 the identity of the connected address becomes its profile name; NFTs load when their tab is chosen', () => {
  onVirtualTime(({ scheduler, at }) => {
    const { api } = fakeApi(scheduler, () => ({ data: [] }))
    const store = storeWith(scheduler, api)
    at(0, () => store.dispatch(events.router.accountTabSelected({ tab: 'NFTs' })))
    at(LATENCY, () => {
      assert.is(store.getState().accounts.eip155!.profileName, 'alice.reown.id')
      assert.is(store.getState().nfts?.status, 'success')
    })
  })
})

test.run()
