import { $, $$, cleanup, click, createTestModal, exists, render, run, waitUntil } from '../../test/fixtures/dom.ts'
import { of, throwError } from 'rxjs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Transaction } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import type { BlockchainApi } from '../../core/clients/blockchainApi.ts'
import { dispatchInternal } from '../../core/modal.ts'
import { EVM_ADDRESS } from '../../test/fixtures/networks.ts'
import { nftTransfer, tx } from '../../test/fixtures/transactions.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import { silentBlockchainApi } from '../../test/fixtures/silentBlockchainApi.ts'

test.after.each(cleanup)

const caipAddress = `eip155:1:${EVM_ADDRESS}`

async function openActivity(options: Parameters<typeof createTestModal>[0] = {}) {
  // A service exists (silent: the test feeds its answers); without one the tabs say 'unavailable'.
  const modal = createTestModal({ ...options, deps: { blockchainApi: silentBlockchainApi(), ...options.deps } })
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress })))
  await run(() => modal.open())
  await click($('[data-tab="Activity"]'))
  assert.ok(exists('[data-view="Account"] [data-tab-panel="Activity"]'))
  return modal
}

const rows = () =>
  $$('[data-transaction]').map((row) => [
    row.querySelector('[data-transaction-operation]')?.textContent,
    $$('[data-transfer]')
      .filter((t) => row.contains(t as unknown as Node))
      .map((t) => t.textContent),
    row.getAttribute('data-status'),
  ])

test('behavior: while the first page loads Activity shows a busy skeleton', async () => {
  const modal = await openActivity()
  await run(() => dispatchInternal(modal, events.activity.pageRequested({ caipAddress })))
  const panel = $('[data-activity="loading"]')
  assert.is(panel.getAttribute('aria-busy'), 'true')
  assert.is(panel.getAttribute('aria-label'), 'Loading activity')
})

test('behavior: SPEC §9 rows grouped by day: operation, signed quantities at 3 decimals, status, image; spam-only transactions dropped', async () => {
  const modal = await openActivity()
  const trade: Transaction = tx(4, {
    operationType: 'trade',
    day: '2026-11-23',
    transfers: [
      { fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://img.test/eth.svg' } }, direction: 'out', quantity: { numeric: '0.1234567' } },
      { fungible_info: { name: 'USD Coin', symbol: 'USDC' }, direction: 'in', quantity: { numeric: '370.1' } },
    ],
  })
  const withdraw = tx(3, { operationType: 'withdraw', day: '2026-11-23', transfers: [{ fungible_info: { symbol: 'USDC' }, direction: 'in', quantity: { numeric: '5' } }] })
  const mint = tx(2, { operationType: 'mint', day: '2026-11-22', transfers: [nftTransfer('Latch Pass #1', false)] })
  const spam = tx(1, { day: '2026-11-22', transfers: [nftTransfer('Claim 5000 USDC', true)] })
  await run(() => dispatchInternal(modal, events.activity.pageRequested({ caipAddress })))
  await run(() => dispatchInternal(modal, events.activity.pageLoaded({ caipAddress, transactions: [trade, withdraw, mint, spam, tx(5, { chain: 'eip155:137' })] })))
  assert.equal(
    $$('[data-activity-day]').map((g) => g.getAttribute('data-activity-day')),
    ['2026-11-23', '2026-11-22'],
  )
  assert.equal(rows(), [
    ['Swapped', ['-0.123 ETH', '+370.1 USDC'], 'confirmed'],
    ['Withdrew', ['-5 USDC'], 'confirmed'],
    ['Minted', ['+1 Latch Pass #1'], 'confirmed'],
  ])
  assert.is($('[data-operation="trade"] img').getAttribute('src'), 'https://img.test/eth.svg')
  assert.is($('[data-operation="mint"] img').getAttribute('src'), `https://img.test/${encodeURIComponent('Latch Pass #1')}.svg`)
  assert.match($('[data-operation="trade"] [data-transaction-status]').textContent ?? '', /^Confirmed · \d{1,2}:\d{2}\s?[AP]M$/)
})

test('behavior: an empty history shows the empty state', async () => {
  const modal = await openActivity()
  await run(() => dispatchInternal(modal, events.activity.pageRequested({ caipAddress })))
  await run(() => dispatchInternal(modal, events.activity.pageLoaded({ caipAddress, transactions: [] })))
  assert.is($('[data-activity-empty="empty"]').textContent, 'No activity yet.')
})

test("error: SPEC §8 'Failed to fetch transactions': the list is emptied and the snack shows", async () => {
  const modal = await openActivity()
  await run(() => dispatchInternal(modal, events.activity.pageRequested({ caipAddress })))
  await run(() => dispatchInternal(modal, events.activity.pageLoaded({ caipAddress, transactions: [tx(1)], next: 'c1' })))
  await run(() => dispatchInternal(modal, events.activity.pageRequested({ caipAddress, cursor: 'c1' })))
  await run(() => dispatchInternal(modal, events.activity.pageFailed({ caipAddress, cursor: 'c1', error: { name: 'ServiceError', shortMessage: 'Failed to fetch transactions' } })))
  assert.not.ok(exists('[data-transaction]'))
  assert.not.ok(exists('[data-activity-more]'), 'cursor cleared: nothing more to load')
  assert.is($('[data-activity-empty="failure"]').textContent, 'Failed to fetch transactions')
  assert.is($('[data-snackbar]').textContent, 'Failed to fetch transactions')
})

test('behavior: SPEC §7 paging: "Load more" (the infinite-scroll sentinel) fetches the next page with the cursor and appends it', async () => {
  const calls: { cursor?: string; chainId?: string }[] = []
  const api = {
    getTransactions: (args: { cursor?: string; chainId?: string }) => {
      calls.push(args)
      return args.cursor ? of({ data: [tx(1, { day: '2026-11-21' })] }) : of({ data: [tx(3), tx(2)], next: 'c1' })
    },
    getIdentity: () => throwError(() => new Error('offline')),
  } as unknown as BlockchainApi
  await openActivity({ deps: { blockchainApi: api } })
  await waitUntil(() => exists('[data-transaction]'), 'the first page')
  assert.is($$('[data-transaction]').length, 2)
  await click($('[data-activity-more]'))
  await waitUntil(() => $$('[data-transaction]').length === 3, 'the second page')
  assert.equal(calls, [
    { account: EVM_ADDRESS, chainId: 'eip155:1' },
    { account: EVM_ADDRESS, chainId: 'eip155:1', cursor: 'c1' },
  ])
  assert.not.ok(exists('[data-activity-more]'), 'the last page has no cursor')
})

test('behavior: SPEC §9 a send through Latch shows first as pending', async () => {
  const modal = await openActivity()
  await run(() => dispatchInternal(modal, events.activity.pageRequested({ caipAddress })))
  await run(() => dispatchInternal(modal, events.activity.pageLoaded({ caipAddress, transactions: [tx(1)] })))
  await run(() => modal.dispatch(events.send.tokenSelected({ token: { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', decimals: 18, balance: '2' } })))
  await run(() => modal.dispatch(events.send.amountChanged({ amount: '0.0123456' })))
  await run(() => modal.dispatch(events.send.receiverChanged({ receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })))
  await run(() => modal.dispatch(events.send.submitted({ requestId: 'r1' })))
  await run(() => dispatchInternal(modal, events.send.succeeded({ requestId: 'r1', hash: `0x${'ef'.repeat(32)}` })))
  await click($('[data-tab="Activity"]'))
  const pending = $('[data-activity-pending]')
  assert.ok(pending.querySelector('[data-status="pending"]'))
  assert.is(pending.querySelector('[data-transfer]')?.textContent, '-0.012 ETH')
  assert.is($$('[data-transaction]')[0]!.getAttribute('data-status'), 'pending', 'pending first')
})

test('behavior: a transaction named <img src=x onerror=alert(1)> shows as text; a javascript: icon is no image', async () => {
  const modal = await openActivity()
  const hostile = '<img src=x onerror=alert(1)>'
  await run(() => dispatchInternal(modal, events.activity.pageRequested({ caipAddress })))
  await run(() =>
    dispatchInternal(
      modal,
      events.activity.pageLoaded({
        caipAddress,
        transactions: [tx(1, { operationType: hostile, transfers: [{ fungible_info: { symbol: hostile, icon: { url: 'javascript:alert(1)' } }, direction: 'in', quantity: { numeric: '1' } }] })],
      }),
    ),
  )
  assert.is($('[data-transaction-operation]').textContent, hostile)
  assert.not.ok(exists('img[src="x"]'))
  assert.not.ok(exists('[data-transaction] img'))
})

test('parameters: SPEC §6 features.activity false hides the Activity tab', async () => {
  const modal = createTestModal({ features: { activity: false } })
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress })))
  await run(() => modal.open())
  assert.equal(
    $$('[data-tab]').map((t) => t.getAttribute('data-tab')),
    ['Tokens', 'NFTs'],
  )
})

test('behavior: without a blockchain service the Activity and NFTs tabs say unavailable, never a skeleton forever', async () => {
  const modal = createTestModal({ deps: { blockchainApi: null } })
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress })))
  await run(() => modal.open())
  assert.is(modal.getState().config.noBlockchainApi, true, 'the state records that no service exists')
  await click($('[data-tab="Activity"]'))
  assert.is($('[data-activity="unavailable"]').textContent, 'Activity is unavailable: this app has no blockchain service.')
  assert.not.ok(exists('[aria-busy="true"]'))
  await click($('[data-tab="NFTs"]'))
  assert.is($('[data-nfts="unavailable"]').textContent, 'NFTs are unavailable: this app has no blockchain service.')
  assert.not.ok(exists('[data-choose-name]'), 'no name registration either')
})

test.run()
