import { $, $$, cleanup, click, createTestAdapter, createTestModal, exists, focused, press, render, run } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../../core/coreEntry.ts'
import { EVM_ADDRESS } from '../../test/fixtures/networks.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import { dispatchInternal } from '../../core/modal.ts'

test.after.each(cleanup)

const connect = (chainId = 1) => events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress: `eip155:${chainId}:${EVM_ADDRESS}` })

async function openAccount(options: Parameters<typeof createTestModal>[0] = {}, chainId = 1) {
  const modal = createTestModal(options)
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, connect(chainId)))
  await run(() => modal.open())
  assert.ok(exists('[data-view="Account"]'), 'SPEC §2 connected: opens on Account')
  return modal
}

test('behavior: SPEC §9 the address is truncated to 4 leading and 6 trailing characters; the network is named', async () => {
  await openAccount()
  assert.is($('[data-view="Account"] [data-address]').textContent, '0xf3…b92266')
  assert.is($('[data-view="Account"] [data-address]').getAttribute('title'), EVM_ADDRESS)
  assert.match($('[data-account-network]').textContent ?? '', /Ethereum/)
})

test('behavior: the copy button puts the full address on the clipboard and confirms with a snackbar', async () => {
  await openAccount()
  await click($('[data-copy-address]'))
  assert.is(await navigator.clipboard.readText(), EVM_ADDRESS)
  assert.is($('[data-snackbar]').textContent, 'Address copied')
})

test('behavior: an unconfigured network (allowUnsupportedChain) is shown by its id', async () => {
  await openAccount({ allowUnsupportedChain: true }, 10)
  assert.match($('[data-account-network]').textContent ?? '', /eip155:10/)
})

test('behavior: the network row navigates to Networks', async () => {
  const modal = await openAccount()
  await click($('[data-account-network]'))
  assert.is(modal.getState().view, 'Networks')
  assert.ok(exists('[data-view="Networks"]'))
})

test('default: SPEC §2 account tabs Tokens, NFTs, Activity; Tokens selected', async () => {
  await openAccount()
  const tabs = $$('[data-tab]')
  assert.equal(
    tabs.map((t) => [t.getAttribute('data-tab'), t.getAttribute('role'), t.getAttribute('aria-selected')]),
    [
      ['Tokens', 'tab', 'true'],
      ['NFTs', 'tab', 'false'],
      ['Activity', 'tab', 'false'],
    ],
  )
  assert.is($('[role="tabpanel"]').getAttribute('data-tab-panel'), 'Tokens')
  assert.is($('[role="tabpanel"]').getAttribute('aria-labelledby'), tabs[0]!.id)
})

test('behavior: choosing a tab dispatches router/accountTabSelected and marks it aria-selected', async () => {
  const modal = await openAccount()
  await click($('[data-tab="NFTs"]'))
  const last = modal.eventLog().at(-1)
  assert.is(last?.type, 'router/accountTabSelected')
  assert.is(last?.type === 'router/accountTabSelected' ? last.tab : undefined, 'NFTs')
  assert.is($('[data-tab="NFTs"]').getAttribute('aria-selected'), 'true')
  assert.is($('[data-tab="Tokens"]').getAttribute('aria-selected'), 'false')
  assert.is($('[role="tabpanel"]').getAttribute('data-tab-panel'), 'NFTs')
  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  await press('ArrowRight')
  assert.is(modal.getState().accountTab, 'Activity')
  assert.is(focused(), $('[data-tab="Activity"]'))
  await press('ArrowRight')
  assert.is(modal.getState().accountTab, 'Tokens')
})

test('behavior: disconnect calls modal.disconnect(): the adapter is told and the modal closes', async () => {
  const adapter = createTestAdapter('eip155')
  const modal = await openAccount({ adapters: [adapter] })
  await click($('[data-disconnect]'))
  assert.is(adapter.calls.disconnect, 1)
  assert.is(modal.getState().status, 'disconnected')
  assert.is(modal.getState().open, false)
  assert.not.ok(exists('[data-latch-modal]'))
})

test("error: SPEC §8 a failed disconnect shows 'Failed to disconnect' and the button works again", async () => {
  const adapter = createTestAdapter('eip155', { disconnectError: new Error('wallet said no') })
  const modal = await openAccount({ adapters: [adapter] })
  await click($('[data-disconnect]'))
  assert.is(modal.getState().status, 'connected')
  assert.is($('[data-snackbar]').textContent, 'Failed to disconnect')
  assert.is($('[data-disconnect]').hasAttribute('disabled'), false)
  assert.is($('[data-disconnect]').textContent, 'Disconnect')
})

test.run()
