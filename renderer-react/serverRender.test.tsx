/**
 * Server rendering (SPEC.md §3 Connection, API.md `storage` / `initialState`), in Node without a
 * DOM: `latch`, `latch/react` and `latch/wagmi` import and render with no `window`, without a
 * throw or a console warning; the buttons render the same markup on the server and in the
 * browser's first render (React's hydration renders with `getServerSnapshot`, as renderToString
 * does, so the browser-side modal's server markup is what hydration compares); a returning
 * visitor's cookie renders them connected, and stays shown until the core's reconnect settles.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { NETWORKS, EVM_ADDRESS, SOLANA_ADDRESS } from '../test/fixtures/networks.ts'

const logged: string[] = []
for (const level of ['warn', 'error'] as const) {
  const original = console[level]
  console[level] = (...args: unknown[]) => {
    logged.push(`${level}: ${args.map(String).join(' ')}`)
    original(...args)
  }
}
assert.is(typeof (globalThis as { window?: unknown }).window, 'undefined', 'this suite runs without a DOM')

const [core, react, wagmi, eip155, { renderToString }, { createElement }] = await Promise.all([
  import('../core/index.ts'),
  import('./index.ts'),
  import('../adapters/wagmi/index.ts'),
  import('../adapters/eip155/index.ts'),
  import('react-dom/server'),
  import('react'),
])
const { createHydration } = await import('./hydration.ts')

const endpoints = { walletApi: 'http://127.0.0.1:9/w', blockchainApi: 'http://127.0.0.1:9/b', analytics: 'http://127.0.0.1:9/a' }
const SESSION = { eip155: { connectorId: 'dev.latch.wallet', caipAddress: `eip155:137:${EVM_ADDRESS}` as const } }
const COOKIE = `theme=dark; ${core.SESSION_COOKIE}=${encodeURIComponent(JSON.stringify(SESSION))}; other=1`

type Doc = { cookie: string; location?: { protocol: string } }
/** A document's cookie jar as a browser keeps it: `document.cookie = …` sets or (Max-Age=0) removes one. */
function cookieJar(): Doc & { jar: Map<string, string> } {
  const jar = new Map<string, string>()
  return {
    jar,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    },
    set cookie(line: string) {
      const [pair, ...attributes] = line.split(';')
      const at = pair!.indexOf('=')
      const name = pair!.slice(0, at)
      if (attributes.some((a) => a.trim() === 'Max-Age=0')) jar.delete(name)
      else jar.set(name, pair!.slice(at + 1))
    },
  }
}

function page(modal: ReturnType<typeof core.createModal>, initial?: ReturnType<typeof react.initialState>): string {
  const { ModalProvider, ConnectButton, AccountButton, NetworkButton } = react
  return renderToString(createElement(ModalProvider, { modal, initialState: initial }, createElement(ConnectButton), createElement(AccountButton), createElement(NetworkButton)))
}
const serverModal = () => core.createModal({ projectId: 'ssr', networks: NETWORKS, adapters: [eip155.eip155Adapter()], endpoints, storage: core.cookieStorage() })

test('behavior: latch, latch/react and latch/wagmi import and a modal renders its buttons with no window, no throw and no console warning', () => {
  assert.type(wagmi.latchConnector, 'function')
  const html = page(serverModal())
  assert.match(html, /data-latch-connect-button/)
  assert.match(html, /Connect wallet/)
  assert.equal(logged, [], 'no console warning or error')
})

test('behavior: initialState(cookieHeader) reads the session cookie; absent, corrupt or of no namespace it is undefined', () => {
  assert.equal(react.initialState(COOKIE), { session: SESSION })
  assert.is(react.initialState(undefined), undefined)
  assert.is(react.initialState('a=1'), undefined)
  assert.is(react.initialState(`${core.SESSION_COOKIE}=%7Bnot json`), undefined)
  // A corrupt namespace entry is skipped, the valid one beside it kept (as the session effect reads storage).
  const mixed = { ...SESSION, solana: { connectorId: 'x', caipAddress: 'eip155:1:0x0' } }
  assert.equal(react.initialState(`${core.SESSION_COOKIE}=${encodeURIComponent(JSON.stringify(mixed))}`), { session: SESSION })
})

test('behavior: a returning visitor is rendered connected on the server: address, network, the connected variant', () => {
  const html = page(serverModal(), react.initialState(COOKIE))
  assert.match(html, />0xf3…b92266</, 'the truncated address (SPEC.md §9)')
  assert.match(html, /Polygon/, 'the saved network')
  assert.not.match(html, /Connect wallet/)
  assert.equal(logged, [])
})

test('behavior: the browser-side modal (window, light system theme, the cookie) hydrates the exact server markup, with and without a session', () => {
  const doc = cookieJar()
  doc.cookie = COOKIE.split('; ')[1]!
  const window = {
    matchMedia: (query: string) => ({ matches: !!(query.includes('light') || query === '(pointer: fine)'), addEventListener() {}, removeEventListener() {} }),
    navigator: { userAgent: 'Chrome' },
  }
  const browserModal = () =>
    core.createModal({
      projectId: 'ssr',
      networks: NETWORKS,
      adapters: [],
      endpoints,
      storage: core.cookieStorage({ document: doc, fallback: core.createMemoryStorage() }),
      deps: { window: window as never },
    })
  assert.is(browserModal().getState().themeMode, 'light', 'the browser modal differs from the server one (system theme)')
  assert.is(page(browserModal(), react.initialState(doc.cookie)), page(serverModal(), react.initialState(COOKIE)))
  assert.is(page(browserModal()), page(serverModal()))
})

test('behavior: no flash of "disconnected" — the saved session shows until the reconnect settles; a failed one then shows disconnected', () => {
  const base = serverModal().getState()
  const at = (account: object | undefined) => ({ ...base, accounts: account ? { eip155: account } : {} }) as typeof base
  const shown = (h: ReturnType<typeof createHydration>, state: typeof base) => h.view(state).accounts.eip155
  const ok = createHydration(() => base, { session: SESSION })
  for (const state of [at(undefined), at({ status: 'connecting', preferredAccountType: 'eoa' })]) {
    assert.is(shown(ok, state)?.status, 'connected')
    assert.is(shown(ok, state)?.address, EVM_ADDRESS)
  }
  const live = at({ status: 'connected', preferredAccountType: 'eoa', address: EVM_ADDRESS, caipAddress: `eip155:137:${EVM_ADDRESS}`, balance: '1' })
  assert.is(ok.view(live), live, 'connected: the live state itself from then on')
  assert.is(shown(ok, at(undefined)), undefined, 'a later disconnect shows at once')
  const failed = createHydration(() => base, { session: SESSION })
  shown(failed, at({ status: 'connecting', preferredAccountType: 'eoa' }))
  assert.is(shown(failed, at(undefined)), undefined, 'the reconnect failed: disconnected is the truth')
})

test('behavior: cookieStorage keeps only the session in a cookie (well under 4 KB), written before set() returns; other keys go to the fallback', async () => {
  const doc = cookieJar()
  const fallback = core.createMemoryStorage()
  const storage = core.cookieStorage({ document: doc, fallback })
  const session = { ...SESSION, solana: { connectorId: 'dev.latch.wallet', caipAddress: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_ADDRESS}` } }
  const write = storage.set('latch/session', { ...session, extra: 'x'.repeat(5000) })
  // Synchronous: a reload right after the call finds it (the durable-session guarantee).
  assert.ok(doc.jar.has(core.SESSION_COOKIE), 'written in the call itself')
  await write
  const line = `${core.SESSION_COOKIE}=${doc.jar.get(core.SESSION_COOKIE)}`
  const bytes = new TextEncoder().encode(line).length
  console.log(`cookieStorage: the two-namespace session cookie is ${bytes} bytes`)
  assert.ok(bytes < 400, `${bytes} bytes (well under the 4 KB a cookie may hold)`)
  assert.equal(await storage.get('latch/session'), session)
  assert.equal(react.initialState(doc.cookie), { session })
  await storage.set('latch/recentWallets', ['a'])
  assert.equal(await fallback.get('latch/recentWallets'), ['a'])
  assert.is(doc.jar.size, 1, 'nothing but the session in cookies')
  await storage.del('latch/session')
  assert.is(doc.jar.size, 0)
  assert.is(await storage.get('latch/session'), undefined)
})

test('behavior: latch/wagmi latchWagmiInitialState agrees with initialState: same account, chain, connector; undefined without a session or on a chain wagmi lacks', () => {
  const modal = serverModal()
  const config = wagmi.latchWagmiConfig(modal, { ssr: true })
  const latch = react.initialState(COOKIE)
  const state = wagmi.latchWagmiInitialState(config, latch)!
  const connection = state.connections.get(state.current!)!
  assert.is(`eip155:${state.chainId}:${connection.accounts[0]}`, latch!.session.eip155!.caipAddress)
  assert.is(connection.connector.type, 'latch')
  assert.is(state.status, 'reconnecting')
  assert.is(wagmi.latchWagmiInitialState(config, react.initialState('a=1')), undefined)
  const elsewhere = { eip155: { connectorId: 'x', caipAddress: `eip155:5:${EVM_ADDRESS}` as const } }
  assert.is(wagmi.latchWagmiInitialState(config, { session: elsewhere }), undefined)
  assert.equal(logged, [])
})

test.run()
