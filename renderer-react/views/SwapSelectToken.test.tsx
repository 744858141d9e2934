/** SwapSelectToken: the token picker replacing the plain selects — search, balances and prices, held first, the choice back in Swap. */
import { $, $$, cleanup, click, createTestModal, exists, render, run, type } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../../core/coreEntry.ts'
import { dispatchInternal } from '../../core/modal.ts'
import { ETH, SWAP_TOKENS, USDC, swapBalances } from '../../test/fixtures/swap.ts'
import { EVM_ADDRESS } from '../../test/fixtures/networks.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import type { Modal } from '../../core/modal.ts'
import { swapTokenChoices } from './swapTokenChoices.ts'

test.after.each(cleanup)

const fact = (modal: Modal, event: Parameters<typeof dispatchInternal>[1]) => run(() => dispatchInternal(modal, event))
const DAI = 'eip155:1:0x6b175474e89094c44da98b954eedeac495271d0f'
const LATCH = 'eip155:1:0x00000000000000000000000000000000000000aa'
const TOKENS = [...SWAP_TOKENS, { name: 'Dai Stablecoin', symbol: 'DAI', address: DAI, decimals: 18, price: 1 }, { name: 'Latch', symbol: 'LATCH', address: LATCH, decimals: 18 }]

async function openPicker(side: 'from' | 'to') {
  const modal = createTestModal({ deps: { blockchainApi: null, walletApi: null } })
  await render(<ModalProvider modal={modal} />)
  await fact(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress: `eip155:1:${EVM_ADDRESS}` }))
  await fact(modal, swapBalances())
  await run(() => modal.open())
  await click($('[data-action="Swap"]'))
  await fact(modal, events.swap.tokensLoaded({ caipNetworkId: 'eip155:1', tokens: TOKENS }))
  await click($(`[data-swap-token="${side}"]`))
  assert.ok(exists('[data-view="SwapSelectToken"]'))
  return modal
}

const search = (value: string) => type($('[data-swap-token-search]') as HTMLInputElement, value)

const listed = () => $$('[data-swap-token-option]').map((b) => b.getAttribute('data-swap-token-option'))

test('behavior: the picker lists the service tokens, held ones first by USD value (10 ETH, 500 USDC), then the rest by symbol, with balances and prices', async () => {
  await openPicker('from')
  assert.equal(listed(), ['ETH', 'USDC', 'DAI', 'LATCH'])
  assert.match($('[data-swap-token-option="ETH"] [data-swap-token-held]').textContent ?? '', /10 \(\$30,000\)/)
  assert.match($('[data-swap-token-option="DAI"]').textContent ?? '', /@ \$1/)
  assert.is($('[data-swap-token-option="ETH"]').getAttribute('aria-current'), 'true', 'the side’s current token is marked')
})

test('behavior: search matches symbol, name or address in any case; no match says so', async () => {
  await openPicker('to')
  await search('stable')
  assert.equal(listed(), ['DAI'])
  await search('0X00000000000000000000000000000000000000A')
  assert.equal(listed(), ['LATCH'])
  await search('nothing-like-this')
  assert.ok(exists('[data-swap-token-empty]'))
})

test('behavior: choosing a token returns to Swap with it on that side; choosing the other side’s token trades places', async () => {
  const modal = await openPicker('to')
  await click($('[data-swap-token-option="DAI"]'))
  assert.is(modal.getState().view, 'Swap')
  assert.is(modal.getState().swap?.to, DAI)
  await click($('[data-swap-token="from"]'))
  await click($('[data-swap-token-option="DAI"]'))
  assert.equal([modal.getState().swap?.from, modal.getState().swap?.to], [DAI, ETH])
  assert.is(modal.getState().swap?.selecting, undefined)
})

test('behavior: the token list helper sorts without a swap open (empty) and keeps unheld tokens after held ones', () => {
  assert.equal(swapTokenChoices({ accounts: {}, swap: undefined }, ''), [])
  void USDC
})

test.run()
