import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../events/index.ts'
import { initialState, reduce } from './index.ts'
import { connectEvm, init } from '../../test/fixtures/config.ts'
import { reduceAll } from '../../test/fixtures/reduceAll.ts'
import { nftTransfer, tx } from '../../test/fixtures/transactions.ts'
import { selectActivity } from '../selectors/activity.ts'
import { PENDING_TRANSACTIONS_LIMIT } from '../rules/activity.ts'

const caipAddress = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const error = { name: 'ServiceError', shortMessage: 'Failed to fetch transactions' }
const ids = (list: readonly { id: string }[]) => list.map((t) => t.id)

test('behavior: SPEC §5 only the active chain is kept and transactions that are all spam NFTs are dropped', () => {
  const mixed = tx(5, { transfers: [nftTransfer('Latch Pass #1', false), nftTransfer('spam', true)] })
  const state = reduceAll([
    init(),
    connectEvm(),
    events.activity.pageRequested({ caipAddress }),
    events.activity.pageLoaded({
      caipAddress,
      transactions: [tx(1), tx(2, { chain: 'eip155:137' }), tx(3, { transfers: [nftTransfer('Claim 5000 USDC', true)] }), tx(4, { transfers: [] }), mixed],
    }),
  ])
  assert.equal(ids(state.activity!.transactions), [tx(1).id, tx(4).id, mixed.id])
  assert.is(state.activity!.status, 'success')
  assert.is(state.activity!.next, undefined)
})

test('behavior: SPEC §7 cursor paging: the next page is appended with its cursor; a stale page is ignored', () => {
  const state = reduceAll([
    init(),
    connectEvm(),
    events.activity.pageRequested({ caipAddress }),
    events.activity.pageLoaded({ caipAddress, transactions: [tx(1), tx(2)], next: 'c1' }),
    events.activity.pageRequested({ caipAddress, cursor: 'c1' }),
  ])
  assert.is(state.activity!.status, 'loadingMore')
  assert.ok(selectActivity(state).loadingMore)
  const after = reduceAll(
    [events.activity.pageLoaded({ caipAddress, cursor: 'other', transactions: [tx(9)], next: 'zz' }), events.activity.pageLoaded({ caipAddress, cursor: 'c1', transactions: [tx(3)] })],
    state,
  )
  assert.equal(ids(after.activity!.transactions), [tx(1).id, tx(2).id, tx(3).id])
  assert.is(after.activity!.next, undefined)
  assert.not.ok(selectActivity(after).hasMore)
})

test('behavior: a refresh of the first page while a next page loads keeps the list on screen and ends the loading of more', () => {
  const state = reduceAll([
    init(),
    connectEvm(),
    events.activity.pageRequested({ caipAddress }),
    events.activity.pageLoaded({ caipAddress, transactions: [tx(1)], next: 'c1' }),
    events.activity.pageRequested({ caipAddress, cursor: 'c1' }),
    events.activity.pageRequested({ caipAddress }),
  ])
  assert.is(state.activity!.status, 'success')
  assert.not.ok(selectActivity(state).loadingMore)
  assert.ok(selectActivity(state).hasMore, 'the cursor stays: scrolling asks the next page again')
})

test("error: SPEC §8 'Failed to fetch transactions' snack: list emptied, cursor cleared", () => {
  const state = reduceAll([
    init(),
    connectEvm(),
    events.activity.pageRequested({ caipAddress }),
    events.activity.pageLoaded({ caipAddress, transactions: [tx(1)], next: 'c1' }),
    events.activity.pageRequested({ caipAddress, cursor: 'c1' }),
    events.activity.pageFailed({ caipAddress, cursor: 'c1', error }),
  ])
  assert.equal(state.activity!.transactions, [])
  assert.is(state.activity!.next, undefined)
  assert.is(state.activity!.status, 'failure')
  assert.is(state.snackbar?.message, 'Failed to fetch transactions')
  assert.is(state.snackbar?.variant, 'error')
})

test("behavior: another account's answer does not land in the active account's list", () => {
  const state = reduceAll([
    init(),
    connectEvm(),
    events.activity.pageRequested({ caipAddress }),
    events.activity.pageLoaded({ caipAddress: 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8', transactions: [tx(1)] }),
  ])
  assert.is(state.activity!.status, 'loading')
  assert.equal(state.activity!.transactions, [])
})

/** A send through Latch that the wallet accepted (the send slice's own events). */
function sent(hash: string, amount = '0.5') {
  return [
    events.send.tokenSelected({ token: { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', decimals: 18, balance: '10' } }),
    events.send.amountChanged({ amount }),
    events.send.receiverChanged({ receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }),
    events.send.submitted({ requestId: hash }),
    events.send.succeeded({ requestId: hash, hash }),
  ]
}

test('behavior: SPEC §9 a transaction sent through Latch shows first as pending, and once listed it is not duplicated', () => {
  const hash = `0x${'ab'.repeat(32)}`
  const state = reduceAll([init(), connectEvm(), events.activity.pageRequested({ caipAddress }), events.activity.pageLoaded({ caipAddress, transactions: [tx(1)] }), ...sent(hash)])
  const view = selectActivity(state)
  assert.is(view.pending.length, 1)
  assert.is(view.pending[0]!.metadata.status, 'pending')
  assert.is(view.pending[0]!.metadata.operationType, 'send')
  assert.is(view.pending[0]!.transfers[0]!.quantity.numeric, '0.5')
  assert.is(view.pending[0]!.transfers[0]!.fungible_info?.symbol, 'ETH')
  const listed = tx(7, { hash: hash.toUpperCase().replace('0X', '0x'), operationType: 'send' })
  const after = reduceAll([events.activity.pageRequested({ caipAddress }), events.activity.pageLoaded({ caipAddress, transactions: [listed] })], state)
  assert.equal(selectActivity(after).pending, [])
  assert.equal(ids(after.activity!.transactions), [listed.id, tx(1).id], 'a refresh merges the first page in front')
})

test(`behavior: SPEC §9 at most ${PENDING_TRANSACTIONS_LIMIT} pending transactions, newest first`, () => {
  const sends = Array.from({ length: PENDING_TRANSACTIONS_LIMIT + 2 }, (_, i) => sent(`0x${(i + 1).toString(16).padStart(64, '0')}`)).flat()
  const state = reduceAll([init(), connectEvm(), ...sends])
  const pending = selectActivity(state).pending
  assert.is(pending.length, PENDING_TRANSACTIONS_LIMIT)
  assert.is(pending[0]!.metadata.hash, `0x${(PENDING_TRANSACTIONS_LIMIT + 2).toString(16).padStart(64, '0')}`)
})

test('behavior: the list is grouped by day, newest first; pending are on the chain they were sent on', () => {
  const state = reduceAll([
    init(),
    connectEvm(),
    events.activity.pageRequested({ caipAddress }),
    events.activity.pageLoaded({ caipAddress, transactions: [tx(3, { day: '2026-11-23' }), tx(2, { day: '2026-11-22' }), tx(1, { day: '2026-11-22' })] }),
    ...sent(`0x${'cd'.repeat(32)}`),
    events.networks.switched({ caipNetworkId: 'eip155:137' }),
  ])
  assert.equal(selectActivity(state).pending, [], 'the send was on eip155:1')
  const back = reduceAll([events.networks.switched({ caipNetworkId: 'eip155:1' })], state)
  const view = selectActivity(back)
  assert.is(view.pending.length, 1)
})

test('behavior: grouped by day', () => {
  const state = reduceAll([
    init(),
    connectEvm(),
    events.activity.pageRequested({ caipAddress }),
    events.activity.pageLoaded({ caipAddress, transactions: [tx(3, { day: '2026-11-23' }), tx(2, { day: '2026-11-22' }), tx(1, { day: '2026-11-22' })] }),
  ])
  assert.equal(
    selectActivity(state).groups.map((g) => [g.day, g.transactions.length]),
    [
      ['2026-11-23', 1],
      ['2026-11-22', 2],
    ],
  )
})

test('behavior: SPEC §9 activity is on eip155 only', () => {
  const state = reduceAll([
    init(),
    events.connection.connected({ connectorId: 'phantom', namespace: 'solana', caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' }),
  ])
  assert.is(selectActivity(state).status, 'unsupported')
})

test('behavior: ARCHITECTURE rule 4 an exported log with history pages and a send replays to the same Activity (ids and hashes kept on export)', async () => {
  const { createStore } = await import('../store.ts')
  const { replay } = await import('../replay.ts')
  const { asyncScheduler } = await import('rxjs')
  const store = createStore({ epics: {}, deps: { scheduler: asyncScheduler, window: undefined, adapters: [] } })
  const hash = `0x${'ab'.repeat(32)}`
  for (const event of [
    init(),
    connectEvm(),
    events.activity.pageRequested({ caipAddress }),
    events.activity.pageLoaded({ caipAddress, transactions: [tx(1), tx(2, { transfers: [nftTransfer('Latch Pass #1', false)] })], next: 'c1' }),
    ...sent(hash),
  ])
    store.dispatch(event)
  const exported = store.log.export()
  const loaded = exported.find((e) => e.type === 'activity/pageLoaded') as { transactions: { id: string; metadata: { hash: string } }[] }
  assert.is(loaded.transactions[0]!.id, tx(1).id)
  assert.is(loaded.transactions[0]!.metadata.hash, tx(1).metadata.hash)
  assert.equal(replay(exported).final.activity, store.getState().activity)
  store.destroy()
})

test('behavior: the final-state replay (one working copy) gives the same pending send and profile as the step-by-step one', async () => {
  const { replayFinal } = await import('../replay.ts')
  const { stamp } = await import('../../test/fixtures/reduceAll.ts')
  const log = stamp([
    init(),
    connectEvm(),
    events.identity.loaded({ address: caipAddress.split(':')[2]!, name: 'alice.reown.id' }),
    ...sent(`0x${'ab'.repeat(32)}`),
    events.connection.connected({ connectorId: 'injected', namespace: 'eip155', caipAddress: 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }),
  ])
  const stepwise = log.reduce(reduce, initialState)
  assert.is(stepwise.activity!.pending.length, 1)
  assert.is(stepwise.accounts.eip155!.profileName, undefined, 'another address: no name')
  assert.equal(replayFinal(log), stepwise)
})

test.run()
