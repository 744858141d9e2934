/**
 * SPEC.md §2 ConnectingWalletConnectBasic: the opening view with manual control (or no
 * adapters) on a desktop. With a WalletConnect connector it pairs as the modal opens and shows the
 * QR and Copy link in place, with "All wallets" below; without one, the wallet list only.
 */
import { $, cleanup, click, createTestAdapter, createTestModal, exists, render, run } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { ConnectorInfo } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { dispatchInternal } from '../../core/modal.ts'
import { ModalProvider } from '../ModalProvider.tsx'

test.after.each(cleanup)

const walletConnect: ConnectorInfo = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }
const URI = 'wc:basic@2?relay-protocol=irn&symKey=77'

async function openBasic(connectors: ConnectorInfo[]) {
  const adapter = createTestAdapter('eip155', { holdConnect: true })
  const modal = createTestModal({ manualControl: true, adapters: [adapter] })
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connectors.discovered({ connectors })))
  await run(() => modal.open())
  return { modal, adapter }
}

test('default: SPEC §2 with manual control the modal opens on ConnectingWalletConnectBasic and pairs at once: QR and Copy link in place, All wallets below', async () => {
  const { modal, adapter } = await openBasic([walletConnect])
  assert.is(modal.getState().view, 'ConnectingWalletConnectBasic')
  assert.equal(modal.getState().history, ['ConnectingWalletConnectBasic'], 'the pairing does not push another view')
  assert.equal(adapter.calls.connect, ['walletConnect'])
  assert.is($('[data-view="ConnectingWalletConnectBasic"] [data-walletconnect-pairing]').getAttribute('aria-busy'), 'true')
  await run(() => dispatchInternal(modal, events.pairing.uriIssued({ uri: URI })))
  assert.ok(exists('[data-view="ConnectingWalletConnectBasic"] [data-qr]'))
  assert.is($('[data-copy-link]').getAttribute('data-uri'), URI)
  assert.is($('[data-connector-name]').textContent, 'Scan with your phone')
  await click($('[data-all-wallets]'))
  assert.is(modal.getState().view, 'AllWallets')
})

test('behavior: the wallet approving in the pairing connects; the Basic view is left for the account', async () => {
  const { modal, adapter } = await openBasic([walletConnect])
  await run(() => adapter.answerConnect())
  assert.is(modal.getState().status, 'connected')
  assert.is(modal.getState().accounts.eip155?.connectorId, 'walletConnect')
})

test("error: SPEC §8 a rejection shows 'Connection rejected' in the Basic view; Retry pairs again there", async () => {
  const { modal, adapter } = await openBasic([walletConnect])
  await run(() => adapter.answerConnect(Object.assign(new Error('User rejected the request.'), { code: 4001 })))
  assert.is($('[data-view="ConnectingWalletConnectBasic"] [data-connect-error]').textContent, 'Connection rejected')
  await click($('[data-retry]'))
  assert.equal(adapter.calls.connect, ['walletConnect', 'walletConnect'])
  assert.equal(modal.getState().history, ['ConnectingWalletConnectBasic'])
  assert.ok(exists('[data-view="ConnectingWalletConnectBasic"] [data-walletconnect-pairing]'))
})

test('behavior: SPEC §2 without a WalletConnect connector the Basic view offers the wallet list only; nothing pairs', async () => {
  const { modal, adapter } = await openBasic([])
  assert.is(modal.getState().view, 'ConnectingWalletConnectBasic')
  assert.equal(adapter.calls.connect, [])
  assert.ok(exists('[data-walletconnect-basic]'))
  assert.not.ok(exists('[data-qr]'))
  await click($('[data-all-wallets]'))
  assert.is(modal.getState().view, 'AllWallets')
})

test.run()
