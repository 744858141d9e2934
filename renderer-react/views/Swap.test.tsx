/** Swap and SwapPreview: each state a user can meet (loading, quote, error, approval needed, rejected). */
import { $, cleanup, click, createTestModal, exists, render, run } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../../core/coreEntry.ts'
import { dispatchInternal } from '../../core/modal.ts'
import { ETH, SWAP_TOKENS, USDC, swapBalances } from '../../test/fixtures/swap.ts'
import { EVM_ADDRESS, evmNetwork, NETWORKS } from '../../test/fixtures/networks.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import type { Modal } from '../../core/modal.ts'

test.after.each(cleanup)

const fact = (modal: Modal, event: Parameters<typeof dispatchInternal>[1]) => run(() => dispatchInternal(modal, event))

async function openSwap(options: { chainId?: number } = {}) {
  const chainId = options.chainId ?? 1
  // No service: the test feeds the swap epic's facts itself.
  const modal = createTestModal({ networks: [...NETWORKS, evmNetwork(31337, 'Anvil')], deps: { blockchainApi: null, walletApi: null } })
  await render(<ModalProvider modal={modal} />)
  await fact(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress: `eip155:${chainId}:${EVM_ADDRESS}` }))
  await fact(modal, swapBalances())
  await run(() => modal.open())
  await click($('[data-action="Swap"]'))
  assert.ok(exists('[data-view="Swap"]'))
  return modal
}

async function quoted(modal: Modal, from = ETH, to = USDC, amount = '1', toAmount = '2970') {
  await fact(modal, events.swap.tokensLoaded({ caipNetworkId: 'eip155:1', tokens: SWAP_TOKENS }))
  if (from !== ETH) await run(() => modal.dispatch(events.swap.tokenSelected({ side: 'from', address: from })))
  await run(() => modal.dispatch(events.swap.amountChanged({ amount })))
  await fact(modal, events.swap.quoteLoaded({ from, to, fromAmount: amount, toAmount, gasPrice: '1000000000', provider: '1inch' }))
}

test('behavior: Swap shows loading until the service token list arrives', async () => {
  await openSwap()
  assert.ok(exists('[data-swap-loading]'))
})

test('error: with the balances not read, Review says so instead of "Insufficient balance"', async () => {
  const modal = createTestModal({ networks: [...NETWORKS, evmNetwork(31337, 'Anvil')], deps: { blockchainApi: null, walletApi: null } })
  await render(<ModalProvider modal={modal} />)
  await fact(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress: `eip155:1:${EVM_ADDRESS}` }))
  await run(() => modal.open())
  await click($('[data-action="Swap"]'))
  await quoted(modal, USDC, ETH, '1', '0.00033')
  assert.not.ok(exists('[data-swap-balance="from"]'), 'no balance shown while unknown')
  await click($('[data-swap-review]'))
  assert.is($('[data-swap-problem]').getAttribute('data-swap-problem'), 'balanceUnknown')
  assert.is($('[data-swap-problem]').textContent, 'Your balance could not be read yet: try again in a moment')
})

test("error: SPEC §8 outside the swap networks Swap says 'Network not supported for Swaps'", async () => {
  await openSwap({ chainId: 31337 })
  assert.is($('[data-swap-problem]').textContent, 'Network not supported for Swaps')
})

test('behavior: the token pickers list the service tokens with balances and prices; typing shows the quote loading', async () => {
  const modal = await openSwap()
  await fact(modal, events.swap.tokensLoaded({ caipNetworkId: 'eip155:1', tokens: SWAP_TOKENS }))
  assert.match($('[data-swap-token="from"]').textContent ?? '', /ETH — 10 \(\$3,000\)/)
  assert.match($('[data-swap-balance="to"]').textContent ?? '', /500 USDC/)
  await run(() => modal.dispatch(events.swap.amountChanged({ amount: '1' })))
  assert.is($('[data-swap-quote]').getAttribute('data-swap-quote'), 'loading')
})

test('behavior: a quote shows provider, rate, price impact, network fee (gas price) and SPEC §9 1 % slippage', async () => {
  const modal = await openSwap()
  await quoted(modal)
  assert.is($('[data-swap-provider]').textContent, '1inch')
  assert.is($('[data-swap-rate]').textContent, '1 ETH = 2,970 USDC')
  assert.is($('[data-swap-price-impact]').textContent, '1 %')
  assert.is($('[data-swap-network-fee]').textContent, '0.00015 ETH ($0.45)')
  assert.is($('[data-swap-minimum]').textContent, '2,940.3 USDC')
})

test('behavior: the amount in either field — a quote fills the to field; typing there asks for the amount to pay, then shows it', async () => {
  const modal = await openSwap()
  await quoted(modal)
  assert.is(($('[data-swap-to-amount]') as HTMLInputElement).value, '2970')
  await run(() => modal.dispatch(events.swap.toAmountChanged({ amount: '5940' })))
  assert.is(($('[data-swap-to-amount]') as HTMLInputElement).value, '5940')
  assert.ok(exists('[data-swap-reverse="loading"]'))
  await fact(modal, events.swap.reverseQuoted({ from: ETH, to: USDC, toAmount: '5940', fromAmount: '2' }))
  assert.is(($('[data-swap-amount]') as HTMLInputElement).value, '2')
  assert.is(modal.getState().swap?.quote?.status, 'loading')
  await fact(modal, events.swap.reverseQuoteFailed({ from: ETH, to: USDC, toAmount: '5940', error: { name: 'LatchError', shortMessage: 'No quote' } }))
  assert.not.ok(exists('[data-swap-reverse="failure"]'), 'a failure for an amount no longer wanted is dropped')
})

test('error: a quote the service refuses shows its message; review says why it cannot go on', async () => {
  const modal = await openSwap()
  await fact(modal, events.swap.tokensLoaded({ caipNetworkId: 'eip155:1', tokens: SWAP_TOKENS }))
  await run(() => modal.dispatch(events.swap.amountChanged({ amount: '1' })))
  await fact(modal, events.swap.quoteFailed({ from: ETH, to: USDC, fromAmount: '1', error: { name: 'ServiceError', shortMessage: 'No route from ETH to USDC' } }))
  assert.match($('[data-swap-quote-error]').textContent ?? '', /No route from ETH to USDC/)
  await click($('[data-swap-review]'))
  assert.is($('[data-swap-problem]').textContent, 'Wait for a quote')
})

test('behavior: SwapPreview says an approval comes first, and the button says so', async () => {
  const modal = await openSwap()
  await quoted(modal, USDC, ETH, '100', '0.03')
  await click($('[data-swap-review]'))
  assert.ok(exists('[data-view="SwapPreview"]'))
  await fact(modal, events.swap.allowanceChecked({ from: USDC, fromAmount: '100', allowance: '0', approvalNeeded: true }))
  assert.match($('[data-swap-approval-needed]').textContent ?? '', /approval to spend USDC/)
  assert.is($('[data-swap-confirm]').textContent, 'Approve and swap')
})

test('error: a rejected approval says nothing was swapped; the confirm is offered again', async () => {
  const modal = await openSwap()
  await quoted(modal, USDC, ETH, '100', '0.03')
  await click($('[data-swap-review]'))
  await fact(modal, events.swap.allowanceChecked({ from: USDC, fromAmount: '100', allowance: '0', approvalNeeded: true }))
  await fact(modal, events.swap.submitted({ requestId: 's1' }))
  await fact(modal, events.swap.allowanceChecked({ from: USDC, fromAmount: '100', allowance: '0', approvalNeeded: true }))
  assert.is($('[data-swap-pending]').getAttribute('data-swap-pending'), 'approving')
  assert.ok(($('[data-swap-confirm]') as HTMLButtonElement).disabled)
  await fact(modal, events.swap.failed({ requestId: 's1', stage: 'approve', error: { name: 'UserRejectedRequestError', shortMessage: 'User rejected the request.', code: 4001 } }))
  assert.is($('[data-swap-error]').textContent, 'Approval rejected: nothing was swapped.')
  assert.not.ok(($('[data-swap-confirm]') as HTMLButtonElement).disabled)
})

test.run()
