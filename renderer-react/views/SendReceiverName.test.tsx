/** Send receivers in Send and SendPreview: the receiver's name and avatar (SPEC.md §3), a typed name's address, 'Error resolving name' (§8). */
import { $, cleanup, click, createTestAdapter, createTestModal, exists, render, run, window } from '../../test/fixtures/dom.ts'
import { act } from 'react'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Modal } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { dispatchInternal } from '../../core/modal.ts'
import { EVM_ADDRESS } from '../../test/fixtures/networks.ts'
import { silentBlockchainApi } from '../../test/fixtures/silentBlockchainApi.ts'
import { ModalProvider } from '../ModalProvider.tsx'

test.after.each(cleanup)

const caipAddress = `eip155:1:${EVM_ADDRESS}`
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const eth = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 5000, price: 2500, quantity: { decimals: '18', numeric: '2.5' }, iconUrl: 'https://img.test/eth.png' }

async function openSend(): Promise<Modal> {
  const modal = createTestModal({ adapters: [createTestAdapter('eip155')], deps: { blockchainApi: silentBlockchainApi() } })
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress })))
  await run(() => dispatchInternal(modal, events.balances.loaded({ caipAddress, balances: [eth] })))
  await run(() => modal.open())
  await click($('[data-action="Send"]'))
  return modal
}

async function type(input: HTMLElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set?.call(input, value)
    input.dispatchEvent(new window.Event('input', { bubbles: true }) as unknown as Event)
  })
}

test('behavior: a known receiver address shows its name and avatar (an image only)', async () => {
  const modal = await openSend()
  await type($('[data-send-receiver]'), RECEIVER)
  assert.not.ok(exists('[data-send-receiver-profile]'))
  await run(() => dispatchInternal(modal, events.names.receiverResolved({ receiver: RECEIVER, name: 'bob.reown.id', avatar: 'https://img.test/bob.png' })))
  assert.is($('[data-send-receiver-name]').textContent, 'bob.reown.id')
  assert.is($('[data-send-receiver-profile] img').getAttribute('src'), 'https://img.test/bob.png')
})

test("behavior: a typed name resolves: its address shows, and SendPreview pays that address; 'Error resolving name' otherwise", async () => {
  const modal = await openSend()
  await run(() => modal.dispatch(events.send.tokenSelected({ token: { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', decimals: 18, balance: '2.5' } })))
  await type($('[data-send-amount]'), '1')
  await type($('[data-send-receiver]'), 'nobody.reown.id')
  await run(() =>
    dispatchInternal(modal, events.names.receiverResolveFailed({ receiver: 'nobody.reown.id', error: { name: 'ServiceError', shortMessage: 'Error resolving name', code: 'Error resolving name' } })),
  )
  assert.is($('[data-send-receiver-error]').textContent, 'Error resolving name')
  await type($('[data-send-receiver]'), 'bob.reown.id')
  assert.not.ok(exists('[data-send-receiver-error]'), 'new text, no old error')
  await run(() => dispatchInternal(modal, events.names.receiverResolved({ receiver: 'bob.reown.id', address: RECEIVER, name: 'bob.reown.id' })))
  assert.is($('[data-send-receiver-address]').getAttribute('title'), RECEIVER)
  await click($('[data-send-preview]'))
  assert.ok(exists('[data-view="SendPreview"]'))
  assert.is($('[data-preview-receiver]').getAttribute('title'), RECEIVER)
  assert.match($('[data-preview-receiver]').textContent ?? '', /^bob\.reown\.id · 0x70…dc79C8$/)
})

test.run()
