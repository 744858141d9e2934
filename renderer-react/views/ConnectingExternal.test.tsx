import { $, cleanup, click, createTestAdapter, createTestModal, exists, render, run } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { ConnectorInfo } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import { dispatchInternal } from '../../core/modal.ts'

test.after.each(cleanup)

const metamask: ConnectorInfo = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask', icon: 'data:image/svg+xml;base64,PHN2Zy8+' },
}
const rejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

async function startConnect(connector: ConnectorInfo = metamask) {
  const adapter = createTestAdapter('eip155', { holdConnect: true })
  const modal = createTestModal({ adapters: [adapter, createTestAdapter('solana')] })
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connectors.discovered({ connectors: [connector] })))
  await run(() => modal.open())
  let outcome: Promise<unknown> = Promise.resolve()
  await run(() => {
    outcome = modal.connect(connector.id, 'eip155').then(
      () => 'ok',
      (error: { shortMessage?: string; message: string }) => error.shortMessage ?? error.message,
    )
  })
  return { modal, adapter, outcome: () => outcome }
}

test("default: SPEC §2 ConnectingExternal shows the wallet's name and icon and 'Continue in <wallet>' while the wallet asks", async () => {
  const { modal } = await startConnect()
  assert.is(modal.getState().view, 'ConnectingExternal')
  assert.ok(exists('[data-view="ConnectingExternal"]'))
  assert.is($('[data-connector-name]').textContent, 'Continue in MetaMask')
  assert.is($('[data-connecting] img').getAttribute('src'), metamask.info?.icon)
  assert.is($('[data-connecting]').getAttribute('aria-busy'), 'true')
  assert.ok(exists('[data-connecting] [role="progressbar"][aria-label]'))
  assert.not.ok(exists('[data-retry]'))
  assert.is($('[data-latch-modal] h2').textContent, 'Connecting')
})

test("error: SPEC §8 a rejection shows 'Connection rejected' exactly, with Retry that connects again", async () => {
  const { modal, adapter, outcome } = await startConnect()
  await run(() => adapter.answerConnect(rejected()))
  await run(() => outcome())
  assert.is($('[data-connect-error]').textContent, 'Connection rejected')
  assert.is($('[data-connect-error]').getAttribute('role'), 'alert')
  assert.is(modal.getState().view, 'ConnectingExternal')
  // Retry calls modal.connect again: the wallet is asked a second time, the view waits again.
  await click($('[data-retry]'))
  assert.equal(adapter.calls.connect, ['io.metamask', 'io.metamask'])
  assert.is($('[data-connector-name]').textContent, 'Continue in MetaMask')
  assert.not.ok(exists('[data-connect-error]'))
  await run(() => adapter.answerConnect())
  assert.is(modal.getState().status, 'connected')
  assert.is(modal.getState().open, false, 'SPEC §4 connected from the modal: it closes')
})

test("error: SPEC §8 any other failure shows 'Failed to connect'", async () => {
  const { adapter, outcome } = await startConnect()
  await run(() => adapter.answerConnect(new Error('boom')))
  assert.is(await outcome(), 'Failed to connect')
  assert.is($('[data-connect-error]').textContent, 'Failed to connect')
  assert.ok(exists('[data-retry]'))
})

test('behavior: a wallet named <img src=x onerror=alert(1)> shows as text, never markup', async () => {
  const hostile = '<img src=x onerror=alert(1)>'
  await startConnect({ ...metamask, name: hostile, info: { rdns: 'io.metamask', icon: 'javascript:alert(1)' } })
  assert.is($('[data-connector-name]').textContent, `Continue in ${hostile}`)
  assert.not.ok(exists('[data-connecting] img'), 'a javascript: icon is not used as an image')
  assert.not.ok(exists('img[src="x"]'))
})

test('behavior: ConnectingWalletConnect for the WalletConnect connector shows a spinner, then the pairing QR and Copy link', async () => {
  const { modal } = await startConnect({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' })
  assert.is(modal.getState().view, 'ConnectingWalletConnect')
  assert.ok(exists('[data-view="ConnectingWalletConnect"] [data-walletconnect-pairing] [role="progressbar"]'))
  assert.is($('[data-latch-modal] h2').textContent, 'WalletConnect')
  const uri = 'wc:abc@2?relay-protocol=irn&symKey=00'
  await run(() => dispatchInternal(modal, events.pairing.uriIssued({ uri })))
  assert.ok(exists('[data-view="ConnectingWalletConnect"] [data-qr]'))
  assert.is($('[data-copy-link]').getAttribute('data-uri'), uri)
  assert.not.ok(exists('[role="progressbar"]'))
})

test.run()
