import { $, $$, cleanup, click, createTestAdapter, createTestModal, document, exists, render, run, type } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { CONNECT_FLOWS, type ConnectorInfo } from '../../core/index.ts'
import { events, replay } from '../../core/coreEntry.ts'
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
const walletConnect: ConnectorInfo = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }
const external: ConnectorInfo = { id: 'coinbase', name: 'Coinbase Wallet', type: 'EXTERNAL', chain: 'eip155', imageUrl: 'https://img.test/cb.png' }

/** The SPEC §2 rules are tested with every flow offered (`previewFlows`); the defaults hide the unlanded ones. */
async function openConnect(options: Parameters<typeof createTestModal>[0] = {}, connectors: ConnectorInfo[] = []) {
  const modal = createTestModal({ previewFlows: [...CONNECT_FLOWS], ...options })
  await render(<ModalProvider modal={modal} />)
  if (connectors.length) await run(() => dispatchInternal(modal, events.connectors.discovered({ connectors })))
  await run(() => modal.open())
  assert.ok(exists('[data-view="Connect"]'))
  return modal
}

const methodOrder = () => $$('[data-view="Connect"] [data-connect-method]').map((el) => el.getAttribute('data-connect-method'))

test('default: email and social login are not offered until their flows land; the wallet method is', async () => {
  await openConnect({ previewFlows: [] }, [metamask, walletConnect])
  assert.equal(methodOrder(), ['wallet'])
  assert.not.ok(exists('[data-social]'))
  assert.ok(exists('[data-wallet-id="walletConnect"]'), 'the WalletConnect row shows when its adapter is configured')
  assert.ok(exists('[data-wallet-id="io.metamask"]'))
})

test('parameters: previewFlows offers an unlanded flow (for Latch development)', async () => {
  await openConnect({ previewFlows: ['email'] })
  assert.equal(methodOrder(), ['email', 'wallet'])
})

test('default: SPEC §2 connect methods in the default order email, social, wallet', async () => {
  await openConnect()
  assert.equal(methodOrder(), ['email', 'social', 'wallet'])
})

test('behavior: SPEC §2 a shown injected or announced wallet puts wallet first (wallet, email, social)', async () => {
  await openConnect({}, [metamask])
  assert.equal(methodOrder(), ['wallet', 'email', 'social'])
})

test('parameters: SPEC §2 a configured connectMethodsOrder overrides both orders', async () => {
  await openConnect({ connectMethodsOrder: ['social', 'wallet', 'email'] }, [metamask])
  assert.equal(methodOrder(), ['social', 'wallet', 'email'])
})

test('parameters: SPEC §6 email and socials turned off leave only the wallet method', async () => {
  await openConnect({ features: { email: false, socials: false } })
  assert.equal(methodOrder(), ['wallet'])
})

test('behavior: SPEC §9 the wallet method lists the connectors in the default connector order (walletConnect, injected, external), with an All wallets entry', async () => {
  await openConnect({}, [metamask, walletConnect, external])
  const items = $$('[data-connect-method="wallet"] [data-wallet-id]')
  assert.equal(
    items.map((el) => el.getAttribute('data-wallet-id')),
    ['walletConnect', 'io.metamask', 'coinbase'],
  )
  assert.equal(
    items.map((el) => el.querySelector('.latch-item-name')?.textContent),
    ['WalletConnect', 'MetaMask', 'Coinbase Wallet'],
  )
  // Icons are <img> elements: the announced icon, the external image URL; none for WalletConnect here.
  assert.is(items[1]!.querySelector('img')?.getAttribute('src'), metamask.info!.icon)
  assert.is(items[2]!.querySelector('img')?.getAttribute('src'), 'https://img.test/cb.png')
  assert.is(items[0]!.querySelector('img'), null)
  assert.match(items[1]!.textContent ?? '', /Installed/)
  assert.not.match(items[2]!.textContent ?? '', /Installed/)
  assert.ok(exists('[data-connect-method="wallet"] [data-all-wallets]'))
})

test('behavior: featuredWalletIds without a WalletConnect adapter — Connect lists the featured wallets (SPEC §9 order, after the installed ones); one not installed leads to Downloads, its install links', async () => {
  const modal = await openConnect({ previewFlows: [], featuredWalletIds: ['rainbow'], adapters: [createTestAdapter('eip155', { holdConnect: true })] }, [metamask])
  const rainbow = { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow', chrome_store: 'https://chrome.example/rainbow', homepage: 'https://rainbow.example' }
  await run(() => {
    modal.dispatch(events.wallets.listRequested({ list: 'featured', page: 1 }))
    dispatchInternal(modal, events.wallets.pageLoaded({ list: 'featured', page: 1, wallets: [rainbow], count: 1 }))
    modal.dispatch(events.wallets.listRequested({ list: 'recommended', page: 1 }))
    dispatchInternal(modal, events.wallets.pageLoaded({ list: 'recommended', page: 1, wallets: [{ id: 'zerion', name: 'Zerion' }], count: 1 }))
  })
  const items = $$('[data-connect-method="wallet"] [data-wallet-id]')
  assert.equal(
    items.map((el) => el.getAttribute('data-wallet-id')),
    ['io.metamask', 'rainbow'],
    'featured listed; recommended still needs WalletConnect',
  )
  await click($('[data-wallet-id="rainbow"]'))
  assert.is(modal.getState().view, 'Downloads')
  assert.equal(
    $$('[data-download]').map((a) => [a.getAttribute('data-download'), a.getAttribute('href')]),
    [
      ['chrome_store', 'https://chrome.example/rainbow'],
      ['homepage', 'https://rainbow.example'],
    ],
  )
})

test('behavior: SPEC §9 recent and recommended wallets join the wallet method in connector order; one already installed is not listed twice', async () => {
  const modal = await openConnect({ adapters: [createTestAdapter('eip155', { holdConnect: true })] }, [metamask, walletConnect])
  const rainbow = { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow' }
  await run(() => {
    dispatchInternal(modal, events.wallets.recentAdded({ wallet: { id: 'zerion', name: 'Zerion' } }))
    modal.dispatch(events.wallets.listRequested({ list: 'recommended', page: 1 }))
    dispatchInternal(
      modal,
      events.wallets.pageLoaded({ list: 'recommended', page: 1, wallets: [{ id: 'mm', name: 'MetaMask', rdns: 'io.metamask' }, rainbow, { id: 'zerion', name: 'Zerion' }], count: 3 }),
    )
  })
  const items = $$('[data-connect-method="wallet"] [data-wallet-id]')
  assert.equal(
    items.map((el) => el.getAttribute('data-wallet-id')),
    ['walletConnect', 'zerion', 'io.metamask', 'rainbow'],
  )
  assert.match(items[1]!.textContent ?? '', /Recent/)
  await click($('[data-wallet-id="rainbow"]'))
  // It pairs over WalletConnect, the view that wallet's (its QR and links).
  assert.is(modal.getState().view, 'ConnectingWalletConnect')
  assert.equal(modal.getState().viewData, { connectorId: 'walletConnect', namespace: 'eip155', walletId: 'rainbow' })
  assert.equal(modal.getState().wallets.selected, rainbow)
})

test('behavior: All wallets navigates to the AllWallets view', async () => {
  const modal = await openConnect()
  await click($('[data-all-wallets]'))
  assert.is(modal.getState().view, 'AllWallets')
  assert.ok(exists('[data-view="AllWallets"]'))
})

test('parameters: SPEC §6 allWallets off hides the entry; with no wallet either the view says so', async () => {
  await openConnect({ features: { allWallets: false } })
  assert.not.ok(exists('[data-all-wallets]'))
  assert.match($('[data-connect-method="wallet"]').textContent ?? '', /No wallet detected/)
})

test('parameters: SPEC §5 excluded wallet ids are not listed', async () => {
  await openConnect({ excludeWalletIds: ['coinbase'] }, [metamask, external])
  assert.equal(
    $$('[data-wallet-id]').map((el) => el.getAttribute('data-wallet-id')),
    ['io.metamask'],
  )
})

test('behavior: choosing a wallet connects it: its connecting view shows while the wallet asks', async () => {
  const wallet = createTestAdapter('eip155', { holdConnect: true })
  const modal = await openConnect({ adapters: [wallet] }, [metamask, walletConnect])
  await click($('[data-wallet-id="io.metamask"]'))
  assert.is(modal.getState().view, 'ConnectingExternal')
  assert.equal(modal.getState().viewData, { connectorId: 'io.metamask', namespace: 'eip155' })
  assert.equal(wallet.calls.connect, ['io.metamask'])
  await run(() => wallet.answerConnect(Object.assign(new Error('no'), { code: 4001 })))
  await run(() => modal.dispatch(events.router.wentBack()))
  await click($('[data-wallet-id="walletConnect"]'))
  assert.is(modal.getState().view, 'ConnectingWalletConnect')
})

test('behavior: SPEC §3 MULTI_CHAIN a wallet on eip155 and solana is listed once; opened for solana, its click connects the solana side', async () => {
  const evm = createTestAdapter('eip155')
  const sol = createTestAdapter('solana')
  const dev: ConnectorInfo = { id: 'dev.latch.wallet', name: 'Latch Dev Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'dev.latch.wallet' } }
  const modal = createTestModal({ adapters: [evm, sol] })
  await render(<ModalProvider modal={modal} />)
  await run(() => dispatchInternal(modal, events.connectors.discovered({ connectors: [dev, { id: 'Latch Dev Wallet', name: 'Latch Dev Wallet', type: 'ANNOUNCED', chain: 'solana' }] })))
  await run(() => modal.open({ namespace: 'solana' }))
  const rows = $$('[data-connect-method="wallet"] [data-wallet-id="dev.latch.wallet"]')
  assert.is(rows.length, 1)
  assert.is(rows[0]!.getAttribute('data-chains'), 'eip155 solana')
  await click(rows[0]!)
  assert.equal(sol.calls.connect, ['Latch Dev Wallet'], "the click connects the wallet's Solana connector")
  assert.equal(evm.calls.connect, [])
})

test('error: a wallet named like markup is shown as text, never parsed (no injected <img>, no handler)', async () => {
  const hostile = '<img src=x onerror=alert(1)>'
  const modal = await openConnect({}, [{ id: 'evil', name: hostile, type: 'INJECTED', chain: 'eip155', imageUrl: 'javascript:alert(1)' }])
  const item = $('[data-wallet-id="evil"]')
  assert.is(item.querySelector('.latch-item-name')?.textContent, hostile)
  assert.is(document.querySelector('img[src="x"]'), null)
  assert.is(document.querySelector('[onerror]'), null)
  // An unsafe image URL is not used as a source: the initial letter is shown instead.
  assert.is(item.querySelector('img'), null)
  assert.is(item.querySelector('.latch-avatar')?.textContent, '<')
  assert.ok(modal.getState().connectors.some((c) => c.name === hostile))
})

test('behavior: the email method submits to the EmailLogin view; the address is not put in the log', async () => {
  const modal = await openConnect()
  const input = $('[data-connect-method="email"] input') as HTMLInputElement
  assert.is(input.getAttribute('type'), 'email')
  assert.ok(input.getAttribute('aria-label'))
  await type(input, 'ada@example.com')
  await click($('[data-connect-method="email"] button[type="submit"]'))
  assert.is(modal.getState().view, 'EmailLogin')
  assert.not.match(JSON.stringify(modal.eventLog()), /ada@example\.com/)
})

test('behavior: SPEC §9 the default socials are offered (first as a row, three more, the rest behind More); one navigates to ConnectingSocial', async () => {
  const modal = await openConnect()
  const providers = () => $$('[data-connect-method="social"] [data-social]').map((b) => b.getAttribute('data-social'))
  assert.equal(providers(), ['google', 'x', 'farcaster', 'discord'])
  assert.match($('[data-social="google"]').textContent ?? '', /Continue with Google/)
  assert.is($('[data-social="x"]').getAttribute('aria-label'), 'Continue with X')
  await click($('[data-connect-method="social"] [aria-expanded="false"]'))
  assert.equal(providers(), ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
  await click($('[data-social="github"]'))
  assert.is(modal.getState().view, 'ConnectingSocial')
  assert.equal(modal.getState().viewData, { provider: 'github' })
})

test('behavior: social providers show their icons (asset images) once loaded; the names stay as accessible names', async () => {
  const modal = await openConnect({ features: { socials: ['google', 'github', 'x'] } })
  await run(() => dispatchInternal(modal, events.assets.imagesLoaded({ images: { google: 'blob:g', github: 'blob:gh' } })))
  assert.is($('[data-social="google"] img')?.getAttribute('src'), 'blob:g')
  assert.is($('[data-social="github"] img')?.getAttribute('src'), 'blob:gh')
  assert.is($('[data-social="github"]').getAttribute('aria-label'), 'Continue with GitHub')
  assert.is($('[data-social="x"]').textContent, 'X', 'no icon yet: the name')
})

test('parameters: SPEC §6 configured socials are offered as given, without a More button when few', async () => {
  await openConnect({ features: { socials: ['github', 'discord'] } })
  assert.equal(
    $$('[data-social]').map((b) => b.getAttribute('data-social')),
    ['github', 'discord'],
  )
  assert.not.ok(exists('[data-connect-method="social"] [aria-expanded]'))
})

test('behavior: SPEC §5 inside Telegram on Android facebook and x are not offered; the modal records the platform, so the log replays it', async () => {
  // The page's window as Telegram's Android webview shows it.
  const telegramWindow = Object.create(window, {
    TelegramWebviewProxy: { value: {} },
    navigator: { value: { userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36', language: 'en-US' } },
  })
  const modal = await openConnect({ deps: { window: telegramWindow } })
  // Five left: the first as a row and four more, no More button.
  assert.equal(
    $$('[data-social]').map((b) => b.getAttribute('data-social')),
    ['google', 'farcaster', 'discord', 'apple', 'github'],
  )
  assert.is(modal.getState().env.telegram, 'android')
  assert.is(replay(modal.eventLog()).final.env.telegram, 'android')
})

test('behavior: SPEC §5 in Telegram on iOS with google the only configured provider, no social row is offered', async () => {
  const iosWindow = Object.create(window, {
    TelegramWebviewProxy: { value: {} },
    navigator: { value: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', language: 'en-US' } },
  })
  await openConnect({ features: { socials: ['google'] }, deps: { window: iosWindow } })
  assert.not.ok(exists('[data-connect-method="social"]'))
  assert.ok(exists('[data-connect-method="email"]'))
})

test('behavior: 1,000 announced providers: the wallet list renders only the rows in view plus a margin; All wallets stays last; scrolling moves the window', async () => {
  const flood = Array.from({ length: 1000 }, (_, i): ConnectorInfo => ({ id: `flood.w${i}`, name: `Flood ${i}`, type: 'ANNOUNCED', chain: 'eip155', info: { rdns: `flood.w${i}` } }))
  await openConnect({}, flood)
  const list = $('[data-connect-method="wallet"] [data-wallet-count]') as HTMLElement
  const rendered = () => $$('[data-connect-method="wallet"] [data-wallet-id]')
  assert.is(Number(list.getAttribute('data-wallet-count')), 1000)
  assert.ok(rendered().length > 0 && rendered().length <= 20, `rendered ${rendered().length}`)
  assert.is(list.lastElementChild?.querySelector('[data-all-wallets]') !== null, true, 'All wallets is the last row')
  // No layout in happy-dom: place the list 500 rows (64 px each) above the view, then scroll.
  list.getBoundingClientRect = () => ({ top: -64 * 500, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: -32000, toJSON: () => ({}) })
  const scroller = (list.closest('.latch-body') ?? document.defaultView) as unknown as { dispatchEvent(event: unknown): boolean }
  await run(() => void scroller.dispatchEvent(new (document.defaultView as unknown as { Event: typeof Event }).Event('scroll')))
  const names = rendered().map((el) => el.querySelector('.latch-item-name')?.textContent ?? '')
  assert.ok(rendered().length <= 24, `rendered ${rendered().length}`)
  assert.ok(names.includes('Flood 500') && !names.includes('Flood 0'), names.join())
})

test.run()
