import { $, $$, cleanup, click, createTestAdapter, createTestModal, exists, render, run } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { ConnectorInfo } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import { dispatchInternal } from '../../core/modal.ts'

test.after.each(cleanup)

const metamask: ConnectorInfo = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' } }
const rabby: ConnectorInfo = { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.rabby' } }
const multiWallet = events.features.remoteConfigLoaded({ features: { multiWallet: true } })

/** Two wallets connected one after the other on eip155 (Rabby is the current one). */
async function twoWallets(flags: { multiWallet: boolean }) {
  const adapter = createTestAdapter('eip155')
  const modal = createTestModal({ adapters: [adapter] })
  await render(<ModalProvider modal={modal} />)
  await run(async () => {
    dispatchInternal(modal, events.connectors.discovered({ connectors: [metamask, rabby] }))
    if (flags.multiWallet) dispatchInternal(modal, multiWallet)
    await modal.connect('io.metamask', 'eip155')
    await modal.connect('io.rabby', 'eip155')
  })
  return { modal, adapter }
}

const rows = () => $$('[data-view="ProfileWallets"] [data-connection]').map((el) => `${el.getAttribute('data-connection')}:${el.getAttribute('data-kind')}`)

test('behavior: SPEC §4 ProfileWallets lists the session’s wallets with their kinds; Switch makes an active one current without a prompt', async () => {
  const { modal, adapter } = await twoWallets({ multiWallet: true })
  await run(() => modal.open())
  await click($('[data-account-wallets]'))
  assert.ok(exists('[data-view="ProfileWallets"]'))
  assert.equal(rows(), ['io.rabby:connected', 'io.metamask:active'])
  assert.is($('[data-connection="io.metamask"] [data-connection-action]').getAttribute('aria-label'), 'Switch to MetaMask')
  assert.is($('[data-connection="io.rabby"] [data-connection-action]').getAttribute('aria-label'), 'Disconnect Rabby')
  await click($('[data-connection="io.metamask"] [data-connection-action="switch"]'))
  assert.equal(adapter.calls.reconnect, ['io.metamask'])
  assert.equal(adapter.calls.connect, ['io.metamask', 'io.rabby'], 'no second prompt')
  assert.is(modal.getState().accounts.eip155?.connectorId, 'io.metamask')
})

test('behavior: SPEC §4 the connected wallet’s Disconnect makes it disconnected; its Reconnect runs the connect flow again', async () => {
  const { modal, adapter } = await twoWallets({ multiWallet: true })
  await run(() => modal.open({ view: 'ProfileWallets' }))
  await click($('[data-connection="io.rabby"] [data-connection-action="disconnect"]'))
  assert.is(adapter.calls.disconnect, 1)
  // Nothing is connected any more: the modal has closed (SPEC §2); reopen it on the view.
  await run(() => modal.open({ view: 'ProfileWallets' }))
  assert.equal(rows(), ['io.metamask:active', 'io.rabby:disconnected'])
  await click($('[data-connection="io.rabby"] [data-connection-action="reconnect"]'))
  assert.equal(adapter.calls.connect, ['io.metamask', 'io.rabby', 'io.rabby'])
})

test('parameters: SPEC §6 without multiWallet, Account has no Wallets row and ProfileWallets shows only the current connection, with no Add wallet', async () => {
  const { modal } = await twoWallets({ multiWallet: false })
  await run(() => modal.open())
  assert.not.ok(exists('[data-account-wallets]'))
  await run(() => modal.open({ view: 'ProfileWallets' }))
  assert.equal(rows(), ['io.rabby:connected'])
  assert.not.ok(exists('[data-add-wallet]'))
})

test('behavior: Add wallet goes to Connect; the Wallets row counts the session’s wallets', async () => {
  const { modal } = await twoWallets({ multiWallet: true })
  await run(() => modal.open())
  assert.is($('[data-account-wallets] .latch-item-tag').textContent, '2')
  await click($('[data-account-wallets]'))
  await click($('[data-add-wallet]'))
  assert.ok(exists('[data-view="Connect"]'))
})

test.run()
