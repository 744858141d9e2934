/**
 * `<latch-wallet-button wallet=… namespace=…>` (API.md, hosts without React): the WalletButton as
 * a custom element — its attributes are the button's props, a changed attribute renders it again,
 * and a click connects straight to that wallet with no modal list.
 */
import { $, cleanup, createTestAdapter, createTestModal, document, run, waitUntil, window } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../../core/coreEntry.ts'
import { dispatchInternal } from '../../core/modal.ts'
import type { ConnectorInfo } from '../../core/index.ts'
import { LatchWalletButtonElement } from './buttonElements.ts'

test.after.each(cleanup)

window.customElements.define('latch-wallet-button', LatchWalletButtonElement as unknown as Parameters<typeof window.customElements.define>[1])
const devWallet: ConnectorInfo = { id: 'dev.latch.wallet', name: 'Latch Dev Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'dev.latch.wallet' } }
const other: ConnectorInfo = { id: 'io.other', name: 'Other Wallet', type: 'INJECTED', chain: 'eip155' }

test("behavior: API.md <latch-wallet-button wallet> renders that wallet's button from its attributes, follows a changed attribute, and connects in one click without opening the modal", async () => {
  const adapter = createTestAdapter('eip155', { holdConnect: true })
  const modal = createTestModal({ adapters: [adapter] })
  await run(() => dispatchInternal(modal, events.connectors.discovered({ connectors: [devWallet, other] })))
  const element = document.createElement('latch-wallet-button') as unknown as LatchWalletButtonElement & HTMLElement
  element.setAttribute('wallet', 'io.other')
  element.setAttribute('namespace', 'eip155')
  await run(() => {
    document.body.appendChild(element as unknown as Parameters<typeof document.body.appendChild>[0])
    element.modal = modal
  })
  await waitUntil(() => document.querySelector('[data-latch-wallet-button="io.other"]') !== null, 'the button')
  // Named once the own-UI code (a lazy chunk, core/headless/ownUi.ts) reads the state.
  await waitUntil(() => $('[data-latch-wallet-button="io.other"]').textContent?.includes('Other Wallet') === true, "the wallet's name")
  await run(() => element.setAttribute('wallet', 'dev.latch.wallet'))
  await waitUntil(() => document.querySelector('[data-latch-wallet-button="dev.latch.wallet"]') !== null, 'the button for the new attribute')
  const button = $('[data-latch-wallet-button="dev.latch.wallet"]')
  await waitUntil(() => button.textContent?.includes('Latch Dev Wallet') === true, "the new wallet's name")
  await run(() => button.click())
  await waitUntil(() => button.dataset['step'] === 'approveInWallet', 'the approve-in-wallet step')
  await run(() => adapter.answerConnect())
  await waitUntil(() => modal.getState().accounts.eip155?.status === 'connected', 'connected')
  assert.is(modal.getState().accounts.eip155?.connectorId, 'dev.latch.wallet')
  assert.is(modal.getState().open, false, 'no modal list')
  await run(() => element.remove())
})

test.run()
