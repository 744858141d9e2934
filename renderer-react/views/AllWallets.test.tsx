import { $, $$, cleanup, click, createTestAdapter, createTestModal, exists, render, run, window } from '../../test/fixtures/dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { asyncScheduler } from 'rxjs'
import type { Modal, WalletInfo } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { createWalletApi } from '../../core/clients/walletApi.ts'
import { startWalletApi } from '../../sandbox/wallet-api/index.ts'
import { ModalProvider } from '../ModalProvider.tsx'
import { dispatchInternal } from '../../core/modal.ts'

test.after.each(cleanup)

const { wallets } = events
const wallet = (i: number) => ({ id: `w${i}`, name: `Wallet ${i}` })
const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => wallet(from + i))
const error = { name: 'HttpRequestError', shortMessage: 'Forced status 500 for projectId status-500', code: 500, status: 500 }
const rateLimited = (retryAfterMs?: number) => ({
  name: 'HttpRequestError',
  shortMessage: 'HTTP request failed with status 429',
  code: 429,
  status: 429,
  ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
})

async function openAllWallets(options: Parameters<typeof createTestModal>[0] = {}): Promise<Modal> {
  const modal = createTestModal(options)
  await render(<ModalProvider modal={modal} />)
  await run(() => modal.open({ view: 'AllWallets' }))
  assert.ok(exists('[data-view="AllWallets"]'))
  return modal
}

const loadPage = (modal: Modal, n: number, list: WalletInfo[], count: number) =>
  run(() => {
    modal.dispatch(wallets.listRequested({ list: 'all', page: n }))
    dispatchInternal(modal, wallets.pageLoaded({ list: 'all', page: n, wallets: list, count }))
  })

/** Types like a user: through the native value setter, so React's change tracking sees the new value. */
const type = (input: HTMLInputElement, value: string) =>
  run(() => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!
    setter.call(input, value)
    input.dispatchEvent(new window.Event('input', { bubbles: true }) as unknown as Event)
  })

const tiles = () => $$('[data-view="AllWallets"] [data-wallet-id]')
/** Wallets the grid lists (windowed, so rendered tiles are fewer once there are many). */
const listed = () => Number($('[data-view="AllWallets"] [data-wallet-count]').getAttribute('data-wallet-count'))

test('default: AllWallets shows a loading state until the first page arrives; the search box is labelled', async () => {
  const modal = await openAllWallets()
  assert.ok(exists('[data-wallets-loading]'))
  assert.is($$('[data-wallets-loading] [data-skeleton-tile]').length, 40, 'a skeleton grid of the page size, not a line of text')
  assert.is($('[data-wallets-loading]').getAttribute('aria-label'), 'Loading wallets…')
  await run(() => modal.dispatch(wallets.listRequested({ list: 'all', page: 1 })))
  assert.ok(exists('[data-wallets-loading]'))
  assert.is(tiles().length, 0)
  const search = $('[data-view="AllWallets"] input[type="search"]')
  assert.is(search.getAttribute('aria-label'), 'Search wallet')
})

test('behavior: SPEC §9 data — the first page of 40 as [data-wallet-id] tiles with their names, and Load more', async () => {
  const modal = await openAllWallets()
  await loadPage(modal, 1, page(1, 40), 90)
  assert.is(tiles().length, 40)
  assert.is(tiles()[0]!.querySelector('.latch-item-name')?.textContent, 'Wallet 1')
  assert.not.ok(exists('[data-wallets-loading]'))
  assert.ok(exists('[data-load-more]'))
})

test('behavior: SPEC §9 infinite scroll — Load more asks for the next page once; the last page removes the button', async () => {
  const modal = await openAllWallets()
  await loadPage(modal, 1, page(1, 40), 50)
  await click($('[data-load-more]'))
  const all = modal.getState().wallets.all
  assert.equal([all.status, all.status === 'loading' && all.page], ['loading', 2])
  assert.ok(exists('[data-wallets-loading]'), 'the grid stays, a loading row below')
  assert.is(tiles().length, 40)
  await run(() => dispatchInternal(modal, wallets.pageLoaded({ list: 'all', page: 2, wallets: page(41, 10), count: 50 })))
  assert.is(listed(), 50)
  assert.not.ok(exists('[data-load-more]'))
  assert.is(modal.eventLog().filter((e) => e.type === 'wallets/listRequested').length, 2)
})

test('behavior: SPEC §9 infinite scroll — the sentinel seen by an IntersectionObserver asks for the next page', async () => {
  const g = globalThis as { IntersectionObserver?: unknown }
  const original = g.IntersectionObserver
  const observers: ((entries: { isIntersecting: boolean }[]) => void)[] = []
  g.IntersectionObserver = class {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      observers.push(callback)
    }
    observe() {}
    disconnect() {}
  }
  try {
    const modal = await openAllWallets()
    await loadPage(modal, 1, page(1, 40), 100)
    assert.is(observers.length, 1)
    await run(() => observers[0]!([{ isIntersecting: true }]))
    const all = modal.getState().wallets.all
    assert.is(all.status === 'loading' && all.page, 2)
  } finally {
    g.IntersectionObserver = original
  }
})

test('behavior: empty — a list with no wallet says so', async () => {
  const modal = await openAllWallets()
  await loadPage(modal, 1, [], 0)
  assert.match($('[data-wallets-empty]').textContent ?? '', /No wallet found/)
  assert.not.ok(exists('[data-load-more]'))
})

test("error: SPEC §8 a failed first page (500) shows 'Server Error', not the technical message, and retries on request", async () => {
  const modal = await openAllWallets()
  await run(() => {
    modal.dispatch(wallets.listRequested({ list: 'all', page: 1 }))
    dispatchInternal(modal, wallets.pageFailed({ list: 'all', page: 1, error }))
  })
  const shown = $('[data-wallets-error]')
  assert.is(shown.getAttribute('role'), 'alert')
  assert.match(shown.textContent ?? '', /Server Error/)
  assert.not.match(shown.textContent ?? '', /Forced status|projectId|HTTP/)
  await click($('[data-wallets-error] button'))
  assert.is(modal.getState().wallets.all.status, 'loading')
  assert.equal(modal.eventLog().find((e) => e.type === 'wallets/pageFailed')?.error, error, 'the details stay in the log')
})

const failFirstPage = (modal: Modal, e: Parameters<typeof wallets.pageFailed>[0]['error']) =>
  run(() => {
    modal.dispatch(wallets.listRequested({ list: 'all', page: 1 }))
    dispatchInternal(modal, wallets.pageFailed({ list: 'all', page: 1, error: e }))
  })

const rateLimitedCases: [number | undefined, string][] = [
  [58_000, 'Rate Limited — try again in 58 s'],
  [3_600_000, 'Rate Limited — try again in 60 min'],
  [99_999_999_999_000, 'Rate Limited'],
  [undefined, 'Rate Limited'],
]
for (const [retryAfterMs, text] of rateLimitedCases) {
  test(`error: SPEC §8 a 429 (Retry-After ${retryAfterMs ?? 'none'} ms) shows '${text}'`, async () => {
    const modal = await openAllWallets()
    await failFirstPage(modal, rateLimited(retryAfterMs))
    assert.is($('[data-wallets-error] p').textContent, text)
  })
}

test('error: failures without a status (timeout, reset, a body that is not a wallet list) show a plain §8-style text', async () => {
  const modal = await openAllWallets()
  await failFirstPage(modal, { name: 'InvalidResponseError', shortMessage: 'walletApi.getWallets: response.data is not an array' })
  assert.is($('[data-wallets-error] p').textContent, 'Network Error - Could not load wallets')
})

test('behavior: SPEC §9 search — typing dispatches the query; results replace the grid; no match says so; clearing returns to the list', async () => {
  const modal = await openAllWallets()
  await loadPage(modal, 1, page(1, 40), 40)
  const input = $('[data-view="AllWallets"] input[type="search"]') as HTMLInputElement
  await type(input, 'rain')
  assert.equal(modal.getState().wallets.search, { query: 'rain', status: 'loading', results: [] })
  assert.ok(exists('[data-wallets-loading]'))
  await run(() => dispatchInternal(modal, wallets.searchLoaded({ query: 'rain', wallets: [{ id: 'rb', name: 'Rainbow' }], count: 1 })))
  assert.equal(
    tiles().map((t) => t.querySelector('.latch-item-name')?.textContent),
    ['Rainbow'],
  )
  await type(input, 'zzz')
  await run(() => dispatchInternal(modal, wallets.searchLoaded({ query: 'zzz', wallets: [], count: 0 })))
  assert.match($('[data-wallets-empty]').textContent ?? '', /No wallet found/)
  await type(input, '')
  assert.is(tiles().length, 40)
})

test('error: a failed search shows why', async () => {
  const modal = await openAllWallets()
  await type($('[data-view="AllWallets"] input[type="search"]') as HTMLInputElement, 'x')
  await run(() => dispatchInternal(modal, wallets.searchFailed({ query: 'x', error })))
  assert.match($('[data-wallets-error]').textContent ?? '', /Server Error/)
})

test('behavior: a wallet named like markup shows as text; an unsafe image URL is never an <img>', async () => {
  const modal = await openAllWallets()
  const hostile = { id: 'evil', name: '<img src=x onerror=alert(1)>', image_url: 'javascript:alert(1)' }
  const fine = { id: 'ok', name: 'Fine', image_url: 'data:image/svg+xml;base64,PHN2Zy8+' }
  const sneaky = { id: 'svg', name: 'Sneaky', image_url: 'data:text/html,<script>alert(1)</script>' }
  await loadPage(modal, 1, [hostile, fine, sneaky], 3)
  await waitFor(() => $('[data-wallet-id="ok"] img') !== null)
  const tile = $('[data-wallet-id="evil"]')
  assert.is(tile.querySelector('.latch-item-name')?.textContent, hostile.name)
  assert.is(tile.querySelector('img'), null)
  assert.is($('[data-view="AllWallets"]').querySelectorAll('img[src="x"]').length, 0)
  assert.is($('[data-wallet-id="ok"] img')?.getAttribute('src'), fine.image_url)
  assert.is($('[data-wallet-id="svg"]').querySelector('img'), null)
})

test("behavior: an installed wallet's tile shows the icon its connector announces (as on Connect), not the list's", async () => {
  const modal = await openAllWallets()
  const icon = 'data:image/svg+xml;base64,PHN2Zy8+'
  await run(() =>
    dispatchInternal(modal, events.connectors.discovered({ connectors: [{ id: 'dev', name: 'Latch Dev Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'dev.latch.wallet', icon } }] })),
  )
  await loadPage(
    modal,
    1,
    [
      { id: 'devw', name: 'Latch Dev Wallet', rdns: 'dev.latch.wallet', image_url: 'https://img.example/generic.png' },
      { id: 'w1', name: 'W', image_url: 'https://img.example/w1.png' },
    ],
    2,
  )
  assert.is($('[data-wallet-id="devw"] img')?.getAttribute('src'), icon)
  assert.is($('[data-wallet-id="w1"] img')?.getAttribute('src'), 'https://img.example/w1.png')
})

test('behavior: SPEC §3 an installed wallet (rdns of an announced connector) connects through that connector', async () => {
  const adapter = createTestAdapter('eip155')
  const modal = await openAllWallets({ adapters: [adapter] })
  await run(() =>
    dispatchInternal(modal, events.connectors.discovered({ connectors: [{ id: 'dev', name: 'Latch Dev Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'dev.latch.wallet' } }] })),
  )
  await loadPage(modal, 1, [wallet(1), { id: 'devw', name: 'Latch Dev Wallet', rdns: 'dev.latch.wallet' }], 2)
  assert.equal(
    tiles().map((t) => t.getAttribute('data-wallet-id')),
    ['devw', 'w1'],
    'installed first',
  )
  assert.match(tiles()[0]!.textContent ?? '', /Installed/)
  await click($('[data-wallet-id="devw"]'))
  await run(() => undefined)
  assert.equal(adapter.calls.connect, ['dev'])
  assert.equal(
    modal.getState().wallets.recent.map((w) => w.id),
    ['devw'],
    'a connection through a listed wallet makes it recent',
  )
})

test('behavior: featuredWalletIds without a WalletConnect adapter — the featured wallets head the grid in their order, listed once; one not installed opens Downloads', async () => {
  const modal = await openAllWallets({ featuredWalletIds: ['f2', 'f1'] })
  const f1 = { id: 'f1', name: 'Featured 1', homepage: 'https://f1.example' }
  const f2 = { id: 'f2', name: 'Featured 2', homepage: 'https://f2.example' }
  await run(() => {
    modal.dispatch(wallets.listRequested({ list: 'featured', page: 1 }))
    dispatchInternal(modal, wallets.pageLoaded({ list: 'featured', page: 1, wallets: [f1, f2], count: 2 }))
  })
  await loadPage(modal, 1, [wallet(1), f1, wallet(2)], 3)
  assert.equal(
    tiles().map((t) => t.getAttribute('data-wallet-id')),
    ['f2', 'f1', 'w1', 'w2'],
  )
  await click($('[data-wallet-id="f2"]'))
  assert.is(modal.getState().view, 'Downloads')
  assert.equal(
    $$('[data-download]').map((a) => a.getAttribute('href')),
    ['https://f2.example'],
  )
})

test('behavior: until WalletConnect lands, a wallet that is not installed opens Downloads (its install links), not a "not available yet" panel', async () => {
  const modal = await openAllWallets()
  const listed = { id: 'w9', name: 'Wallet 9', homepage: 'https://w9.example', chrome_store: 'https://chrome.example/w9', app_store: 'javascript:alert(1)' }
  await loadPage(modal, 1, [listed], 1)
  await click($('[data-wallet-id="w9"]'))
  assert.is(modal.getState().view, 'Downloads')
  assert.equal(modal.getState().viewData, { walletId: 'w9' })
  assert.match($('[data-view="Downloads"] h3').textContent ?? '', /Wallet 9 is not installed/)
  assert.equal(
    $$('[data-download]').map((a) => [a.getAttribute('data-download'), a.getAttribute('href')]),
    [
      ['chrome_store', 'https://chrome.example/w9'],
      ['homepage', 'https://w9.example'],
    ],
    'http(s) links only',
  )
  assert.not.ok(exists('[data-not-yet-available]'))
  assert.not.ok(exists('[data-walletconnect-unavailable]'))
})

test('behavior: with a WalletConnect connector, a wallet that is not installed opens ConnectingWalletConnect with its walletId and pairs', async () => {
  const modal = await openAllWallets({ adapters: [createTestAdapter('eip155', { holdConnect: true })] })
  await run(() => dispatchInternal(modal, events.connectors.discovered({ connectors: [{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }] })))
  await loadPage(modal, 1, page(1, 3), 3)
  await click($('[data-wallet-id="w2"]'))
  assert.is(modal.getState().view, 'ConnectingWalletConnect')
  assert.equal(modal.getState().viewData, { connectorId: 'walletConnect', namespace: 'eip155', walletId: 'w2' })
  assert.is(modal.getState().status, 'connecting')
  assert.equal(modal.getState().wallets.selected, wallet(2))
})

test('behavior: a grid of 1,000 wallets renders only the rows in view plus a margin; scrolling moves the window; the sentinel still pages', async () => {
  const modal = await openAllWallets()
  await loadPage(modal, 1, page(1, 1000), 2000)
  assert.is(listed(), 1000)
  assert.ok(tiles().length > 0 && tiles().length <= 48, `rendered ${tiles().length}`)
  assert.is(tiles()[0]!.getAttribute('data-wallet-id'), 'w1')
  const grid = $('[data-view="AllWallets"] [data-wallet-count]') as HTMLElement
  // No layout in happy-dom: place the list 100 rows (116 px each) above the view, then scroll.
  grid.getBoundingClientRect = () => ({ top: -116 * 100, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: -11600, toJSON: () => ({}) })
  const scroller = (grid.closest('.latch-body') ?? window) as unknown as { dispatchEvent(event: unknown): boolean }
  await run(() => void scroller.dispatchEvent(new window.Event('scroll')))
  const ids = tiles().map((t) => Number(t.getAttribute('data-wallet-id')!.slice(1)))
  assert.ok(tiles().length <= 60, `rendered ${tiles().length}: the view and 4 rows each side`)
  assert.ok(ids.includes(401) && !ids.includes(1), `rows around row 100: ${ids[0]}…${ids.at(-1)}`)
  assert.is(Number(tiles()[0]!.parentElement!.getAttribute('aria-posinset')), ids[0], 'the position in the whole list is announced')
  assert.ok(Number.parseFloat(grid.style.paddingTop) > 0 && Number.parseFloat(grid.style.paddingBottom) > 0, 'padding stands for the rows not rendered')
  // Keyboard: every rendered tile is a focusable button, in order.
  assert.ok(tiles().every((t) => t.tagName === 'BUTTON'))
  assert.ok(exists('[data-load-more]'), 'the paging sentinel is still below the list')
  await click($('[data-load-more]'))
  const all = modal.getState().wallets.all
  assert.equal([all.status, all.status === 'loading' && all.page], ['loading', 2])
})

/** Polls `check` (inside act) until it holds, for real-time tests against the sandbox. */
async function waitFor(check: () => boolean, ms = 8000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('waitFor: timed out')
    await run(() => new Promise((resolve) => setTimeout(resolve, 25)))
  }
}

test('behavior: SPEC §9 end to end against the sandbox wallet API — first page of 40, Load more, search, images as <img>', async () => {
  const server = await startWalletApi()
  try {
    const walletApi = createWalletApi({ baseUrl: server.url, projectId: 'test-project', scheduler: asyncScheduler })
    const modal = await openAllWallets({ networks: [], deps: { walletApi } } as Parameters<typeof createTestModal>[0])
    await waitFor(() => tiles().length === 40)
    assert.ok(tiles().some((t) => t.querySelector('.latch-item-name')?.textContent === 'Latch Dev Wallet'))
    await waitFor(() => tiles().length === 40 && tiles().every((t) => t.querySelector('img')?.getAttribute('src')?.startsWith('blob:') ?? false))
    await click($('[data-load-more]'))
    await waitFor(() => listed() === 80)
    await type($('[data-view="AllWallets"] input[type="search"]') as HTMLInputElement, 'rain')
    await waitFor(() => modal.getState().wallets.search.status === 'success')
    const names = tiles().map((t) => t.querySelector('.latch-item-name')?.textContent ?? '')
    assert.ok(names.length > 0 && names.every((n) => n.toLowerCase().includes('rain')), names.join())
    const searches = server.requests().filter((r) => r.path === '/getWallets' && r.query.search !== undefined)
    assert.equal(
      searches.map((r) => [r.query.search, r.query.entries]),
      [['rain', '100']],
    )
  } finally {
    await server.stop()
  }
})

test.run()
