/**
 * SPEC.md §2 ConnectingWalletConnect for a wallet picked from the list (not installed):
 * the reducer routes it here when a WalletConnect connector exists and the pairing starts; the view
 * shows a spinner, then the QR with that wallet's icon, Copy link and the wallet's links; an
 * expired pairing's note; a rejection with Retry; on mobile the wallet's link opens by itself.
 */
import { $, $$, cleanup, click, createTestAdapter, createTestModal, exists, render, run, window } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { ConnectorInfo } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { dispatchInternal } from '../../core/modal.ts'
import { ModalProvider } from '../ModalProvider.tsx'

test.after.each(cleanup)

const walletConnect: ConnectorInfo = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }
const rainbow = {
  id: 'rainbow',
  name: 'Rainbow',
  image_url: 'https://images.example/rainbow.png',
  mobile_link: 'rainbow://',
  desktop_link: 'rainbowdesktop:',
  webapp_link: 'https://rnbwapp.com/',
}
const URI = 'wc:7f6e@2?relay-protocol=irn&symKey=5c1f'
const encoded = encodeURIComponent(URI)

async function chooseRainbow(options: { wallet?: typeof rainbow | Omit<typeof rainbow, 'mobile_link'>; connectors?: ConnectorInfo[] } = {}) {
  const adapter = createTestAdapter('eip155', { holdConnect: true })
  const modal = createTestModal({ adapters: [adapter, createTestAdapter('solana')] })
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connectors.discovered({ connectors: options.connectors ?? [walletConnect] })))
  await run(() => modal.open())
  // What AllWallets / Connect do on a click of a wallet that is not installed (useChooseWallet).
  await run(() => modal.dispatch(events.wallets.walletSelected({ wallet: options.wallet ?? rainbow })))
  await run(() => modal.dispatch(events.ui.walletChosen({ walletId: 'rainbow' })))
  return { modal, adapter }
}

test('default: SPEC §2 a listed wallet opens ConnectingWalletConnect and starts pairing through the WalletConnect connector; a spinner until the URI is there', async () => {
  const { modal, adapter } = await chooseRainbow()
  assert.is(modal.getState().view, 'ConnectingWalletConnect')
  assert.equal(adapter.calls.connect, ['walletConnect'])
  assert.is($('[data-walletconnect-pairing]').getAttribute('aria-busy'), 'true')
  assert.ok(exists('[data-walletconnect-pairing] [role="progressbar"]'))
  assert.not.ok(exists('[data-qr]'))
})

test("behavior: SPEC §2, §3 the pairing shows the QR with the wallet's icon in its middle, Copy link, and the wallet's mobile / desktop / web links", async () => {
  const { modal } = await chooseRainbow()
  await run(() => dispatchInternal(modal, events.pairing.uriIssued({ uri: URI })))
  assert.is($('[data-walletconnect-pairing]').getAttribute('aria-busy'), 'false')
  assert.is($('[data-connector-name]').textContent, 'Continue in Rainbow')
  assert.is($('[data-qr]').getAttribute('data-qr-ecc'), 'H', 'error correction H under the icon')
  assert.is($('[data-qr-icon] img').getAttribute('src'), rainbow.image_url)
  assert.is($('[data-copy-link]').getAttribute('data-uri'), URI)
  assert.is($('[data-copy-link]').textContent, 'Copy link')
  await click($('[data-copy-link]'))
  assert.is($('[data-copy-link]').textContent, 'Link copied')
  const links = Object.fromEntries($$('[data-wallet-link]').map((a) => [a.getAttribute('data-wallet-link'), a.getAttribute('href')]))
  assert.equal(links, {
    mobile_link: `rainbow://wc?uri=${encoded}`,
    desktop_link: `rainbowdesktop://wc?uri=${encoded}`,
    webapp_link: `https://rnbwapp.com/wc?uri=${encoded}`,
  })
  assert.is($('[data-wallet-link="mobile_link"]').textContent, 'Open Rainbow')
})

test('behavior: the WalletConnect row (no wallet picked) shows the plain QR: no icon, error correction M, no wallet links', async () => {
  const adapter = createTestAdapter('eip155', { holdConnect: true })
  const modal = createTestModal({ adapters: [adapter, createTestAdapter('solana')] })
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connectors.discovered({ connectors: [walletConnect] })))
  await run(() => modal.open())
  await run(() => void modal.connect('walletConnect', 'eip155').catch(() => undefined))
  await run(() => dispatchInternal(modal, events.pairing.uriIssued({ uri: URI })))
  assert.is($('[data-connector-name]').textContent, 'Scan with your phone')
  assert.is($('[data-qr]').getAttribute('data-qr-ecc'), 'M')
  assert.not.ok(exists('[data-qr-icon]'))
  assert.not.ok(exists('[data-wallet-link]'))
})

test('behavior: SPEC §4 an expired pairing says a fresh code is on its way; the fresh URI replaces it', async () => {
  const { modal } = await chooseRainbow()
  await run(() => dispatchInternal(modal, events.pairing.uriIssued({ uri: URI })))
  const expiresAt = modal.getState().pairing!.expiresAt
  await run(() => dispatchInternal(modal, events.pairing.expired({ expiresAt })))
  assert.is($('[data-pairing-expired]').getAttribute('data-pairing-expired'), 'true')
  assert.is($('[data-walletconnect-pairing] p').textContent, 'The code expired: a fresh one is on its way…')
  await run(() => dispatchInternal(modal, events.pairing.uriIssued({ uri: 'wc:fresh@2?symKey=1' })))
  assert.is($('[data-pairing-expired]').getAttribute('data-pairing-expired'), 'false')
  assert.is($('[data-copy-link]').getAttribute('data-uri'), 'wc:fresh@2?symKey=1')
})

test("error: SPEC §8 a rejection in the wallet shows 'Connection rejected'; Retry pairs again for the same wallet", async () => {
  const { modal, adapter } = await chooseRainbow()
  await run(() => adapter.answerConnect(Object.assign(new Error('User rejected the request.'), { code: 4001 })))
  assert.is($('[data-connect-error]').textContent, 'Connection rejected')
  await click($('[data-retry]'))
  assert.equal(adapter.calls.connect, ['walletConnect', 'walletConnect'])
  assert.equal(modal.getState().viewData, { connectorId: 'walletConnect', namespace: 'eip155', walletId: 'rainbow' })
  await run(() => dispatchInternal(modal, events.pairing.uriIssued({ uri: URI })))
  assert.is($('[data-connector-name]').textContent, 'Continue in Rainbow')
})

test('error: a wallet-list link that would run code (javascript:) is not offered', async () => {
  const { modal } = await chooseRainbow({ wallet: { ...rainbow, mobile_link: 'javascript:alert(1)//' } })
  await run(() => dispatchInternal(modal, events.pairing.uriIssued({ uri: URI })))
  assert.not.ok(exists('[data-wallet-link="mobile_link"]'))
  assert.ok(exists('[data-wallet-link="webapp_link"]'))
})

test('behavior: SPEC §2 without a WalletConnect connector a listed wallet keeps leading to Downloads (no pairing is started)', async () => {
  const { modal, adapter } = await chooseRainbow({ connectors: [] })
  assert.is(modal.getState().view, 'Downloads')
  assert.equal(adapter.calls.connect, [])
})

test("behavior: SPEC §2 on a mobile device the wallet's mobile link opens by itself once the URI is there (once, not again for a refreshed URI)", async () => {
  const settings = window.happyDOM.settings.navigator
  const userAgent = settings.userAgent
  settings.userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'
  const opened: string[] = []
  const open = window.open
  window.open = ((url: string) => {
    opened.push(url)
    return null
  }) as typeof window.open
  try {
    const { modal } = await chooseRainbow()
    assert.is(modal.getState().env.isMobile, true)
    assert.equal(opened, [])
    await run(() => dispatchInternal(modal, events.pairing.uriIssued({ uri: URI })))
    assert.equal(opened, [`rainbow://wc?uri=${encoded}`])
    await run(() => dispatchInternal(modal, events.pairing.uriIssued({ uri: 'wc:fresh@2?symKey=1' })))
    assert.is(opened.length, 1)
  } finally {
    settings.userAgent = userAgent
    window.open = open
  }
})

test.run()
