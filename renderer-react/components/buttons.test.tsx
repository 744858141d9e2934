import { $, cleanup, click, createTestAdapter, createTestModal, exists, render, run } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../../core/coreEntry.ts'
import { EVM_ADDRESS } from '../../test/fixtures/networks.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import { AccountButton } from './AccountButton.tsx'
import { ConnectButton } from './ConnectButton.tsx'
import { NetworkButton } from './NetworkButton.tsx'
import { dispatchInternal } from '../../core/modal.ts'

test.after.each(cleanup)

async function setup(options: Parameters<typeof createTestModal>[0] = {}) {
  const modal = createTestModal(options)
  await render(
    <ModalProvider modal={modal}>
      <ConnectButton />
      <AccountButton />
      <NetworkButton />
    </ModalProvider>,
  )
  return modal
}

const connected = events.connection.connected({
  connectorId: 'io.metamask',
  namespace: 'eip155',
  caipAddress: `eip155:137:${EVM_ADDRESS}`,
})

test('default: the three buttons are labelled <button>s; disconnected texts', async () => {
  await setup()
  for (const selector of ['[data-latch-connect-button]', '[data-latch-account-button]', '[data-latch-network-button]']) {
    const button = $(selector)
    assert.is(button.tagName, 'BUTTON')
    assert.is(button.getAttribute('type'), 'button')
    assert.ok((button.getAttribute('aria-label') ?? button.textContent ?? '').trim(), `${selector} is labelled`)
  }
  assert.is($('[data-latch-connect-button]').textContent, 'Connect wallet')
  // The default network (the first configured) is active before anyone connects.
  assert.is($('[data-latch-network-button] [data-label]').textContent, 'Ethereum')
})

test('behavior: ConnectButton opens the modal (SPEC §2 opening rules: Connect when disconnected)', async () => {
  const modal = await setup()
  await click($('[data-latch-connect-button]'))
  assert.is(modal.getState().open, true)
  assert.ok(exists('[data-view="Connect"]'))
})

test('behavior: SPEC §4 ConnectButton shows a busy state while connecting', async () => {
  const wallet = createTestAdapter('eip155', { holdConnect: true })
  const modal = await setup({ adapters: [wallet] })
  await run(() => modal.dispatch(events.connection.connectRequested({ requestId: 'r1', connectorId: 'io.metamask', namespace: 'eip155' })))
  const button = $('[data-latch-connect-button]')
  assert.is(button.getAttribute('aria-busy'), 'true')
  assert.is(button.textContent, 'Connecting…')
  await run(() => wallet.answerConnect(Object.assign(new Error('User rejected'), { code: 4001 })))
  assert.is($('[data-latch-connect-button]').getAttribute('aria-busy'), null)
  assert.is($('[data-latch-connect-button]').textContent, 'Connect wallet')
})

test('behavior: SPEC §9 connected, ConnectButton shows the truncated address and opens Account', async () => {
  const modal = await setup()
  await run(() => dispatchInternal(modal, connected))
  const button = $('[data-latch-connect-button]')
  assert.is(button.textContent, '0xf3…b92266')
  assert.is(button.getAttribute('aria-label'), `Open account ${EVM_ADDRESS}`)
  await click(button)
  assert.ok(exists('[data-view="Account"]'))
})

test('behavior: AccountButton shows network and address when connected and opens Account; else offers to connect', async () => {
  const modal = await setup()
  assert.is($('[data-latch-account-button] [data-label]').textContent, 'Connect wallet')
  await run(() => dispatchInternal(modal, connected))
  const button = $('[data-latch-account-button]')
  assert.is(button.querySelector('[data-label]')?.textContent, '0xf3…b92266')
  assert.is(button.querySelector('.latch-avatar')?.textContent, 'P', 'the network (Polygon) as an avatar')
  assert.is(button.getAttribute('aria-label'), `Account ${EVM_ADDRESS}`)
  await click(button)
  assert.is(modal.getState().view, 'Account')
})

test('behavior: NetworkButton names the active network and opens the Networks view', async () => {
  const modal = await setup()
  await run(() => dispatchInternal(modal, connected))
  const button = $('[data-latch-network-button]')
  assert.is(button.querySelector('[data-label]')?.textContent, 'Polygon')
  assert.is(button.getAttribute('aria-label'), 'Network: Polygon. Change network')
  await click(button)
  assert.is(modal.getState().view, 'Networks')
  assert.ok(exists('[data-view="Networks"]'))
})

test.run()
