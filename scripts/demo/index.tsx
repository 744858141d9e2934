/**
 * The demo (`npm start`): the network and Connect buttons, the modal, and Latch DevTools (the live
 * event log, each state and what changed, the views over time, and a "Download log" button whose
 * file `npm run replay` reads: the bug-report flow). The
 * page follows the system's dark mode, as the modal does. No chain adapters exist
 * yet, so a simulated wallet (clearly labelled) stands in: it answers network switches and
 * disconnects, and the "Simulate" buttons dispatch the events a real adapter would.
 */
import { createRoot } from 'react-dom/client'
import { createModal, type Adapter, type CaipAddress, type CaipNetwork, type CaipNetworkId, type Modal } from '../../core/index.ts'
import { events } from '../../core/coreEntry.ts'
import { eip155Adapter } from '../../adapters/eip155/index.ts'
import { solanaAdapter } from '../../adapters/solana/index.ts'
import { walletConnect } from '../../adapters/walletconnect/index.ts'
import { AuthServiceSIWX, DefaultSIWX } from '../../adapters/siwx/index.ts'
import { embeddedWallet } from '../../adapters/embedded/index.ts'
import type { DemoConfig } from '../start.ts'
import { ConnectButton, ModalProvider, NetworkButton, useModal, useModalState } from '../../renderer-react/index.ts'
import { demoWallets } from './wallets.ts'
import { demoNetworks } from './networks.ts'
import { LatchDevtools } from '../../devtools/index.ts'
import { dispatchInternal } from '../../core/modal.ts'

const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

/** A stand-in wallet: approves connects and switches after a short "user approval" pause. */
const simulated = (namespace: Adapter['namespace']): Adapter => ({
  namespace,
  connect: ({ caipNetworkId }) =>
    new Promise((resolve) =>
      setTimeout(() => {
        const network = caipNetworkId ?? demoNetworks.find((n) => n.chainNamespace === namespace)!.caipNetworkId
        const address = namespace === 'solana' ? SOLANA_ADDRESS : EVM_ADDRESS
        resolve({ caipAddress: `${network}:${address}` as CaipAddress })
      }, 700),
    ),
  disconnect: () => Promise.resolve(),
  switchNetwork: () => new Promise((resolve) => setTimeout(resolve, 900)),
})

/**
 * The local world `npm start` runs (served as /sandbox.json): with it, the demo uses the real
 * adapters, the injected dev wallet and the sandbox chains and services. Served alone (no
 * sandbox), it falls back to simulated wallets and no services.
 */
const sandbox = (await fetch('/sandbox.json')
  .then((r) => (r.ok ? r.json() : null))
  .catch(() => null)) as DemoConfig | null

function sandboxNetworks(config: DemoConfig): CaipNetwork[] {
  const evm = config.evm.map(
    (c): CaipNetwork => ({
      id: c.chainId,
      caipNetworkId: `eip155:${c.chainId}`,
      chainNamespace: 'eip155',
      name: c.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [c.rpcUrl] } },
      // The sandbox wallet-list service's asset image of this chain (/public/getAssetImage/{id}).
      assets: { imageId: `latch-anvil-${c.chainId}` },
      testnet: true,
    }),
  )
  const solana = config.solana
  return solana
    ? [
        ...evm,
        {
          id: solana.caipNetworkId.split(':')[1]!,
          caipNetworkId: solana.caipNetworkId as CaipNetworkId,
          chainNamespace: 'solana',
          name: 'Solana (sandbox)',
          nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
          rpcUrls: { default: { http: [solana.rpcUrl], webSocket: [solana.wsUrl] } },
          assets: { imageId: 'latch-solana-local' },
          testnet: true,
        },
      ]
    : evm
}

const metadata = { name: 'Latch demo', description: 'Latch demo dapp', url: location.origin, icons: [] }
// WalletConnect through the sandbox relay (the test mobile wallet page pairs with it).
const wc =
  sandbox?.walletConnect &&
  walletConnect({ projectId: 'latch-demo', relayUrl: sandbox.walletConnect.relayUrl, verifyUrl: sandbox.walletConnect.verifyUrl, metadata, networks: sandboxNetworks(sandbox) })
/**
 * Sign in with a wallet, opt-in by the page's address (the "Try" panel's switches write it):
 * `?siwx=default` (DefaultSIWX, verified on the sandbox chains), `?siwx=server` (the sandbox auth
 * service); add `&required` for required mode. Without it the demo asks no sign-in. `?locale=es`
 * picks the modal's language (absent: the browser's).
 */
const siwxParams = new URLSearchParams(location.search)
const siwxMode = siwxParams.get('siwx')
const siwxRequired = siwxParams.has('required')
const locale = siwxParams.get('locale') ?? undefined
/** Wallets the demo features (README: `featuredWalletIds`): Rainbow and OKX Wallet, from the sandbox's wallet list. */
const FEATURED_WALLET_IDS = ['f072cb86d05cd4802965f259d1b1182d9f296164b39ed7ad751297905c5250e0', '03d0c1e1d06879d921befdec06d93a976593cbbc2e6cb6d30b9622095d2ba87b']
const siwx =
  sandbox && siwxMode === 'server' && sandbox.auth
    ? new AuthServiceSIWX({ url: sandbox.auth, domain: location.host, uri: location.href, statement: 'Sign in to the Latch demo', expiration: 7 * 24 * 3600_000, required: siwxRequired })
    : sandbox && siwxMode === 'default'
      ? new DefaultSIWX({ networks: sandboxNetworks(sandbox), required: siwxRequired })
      : undefined
// Email login into an embedded wallet kept by the sandbox's secure site (own origin).
const ew = sandbox?.embedded && embeddedWallet({ secureSiteOrigin: sandbox.embedded.secureSiteOrigin, sdkUrl: sandbox.embedded.sdkUrl })
const evmConnectors = [...(wc ? [wc.eip155] : []), ...(ew ? [ew.eip155] : [])]
// The same login's Solana account (SPEC.md §3: the AUTH connector serves each namespace).
const solanaConnectors = [...(wc ? [wc.solana] : []), ...(ew ? [ew.solana] : [])]
const modal = sandbox
  ? createModal({
      ...(siwx ? { siwx } : {}),
      ...(locale ? { locale } : {}),
      featuredWalletIds: FEATURED_WALLET_IDS,
      projectId: 'latch-demo',
      networks: sandboxNetworks(sandbox),
      adapters: [
        eip155Adapter(evmConnectors.length ? { connectors: evmConnectors } : {}),
        solanaAdapter(solanaConnectors.length ? { connectors: solanaConnectors } : {}),
        ...(wc ? [wc] : []),
        ...(ew ? [ew] : []),
      ],
      metadata: { name: 'Latch demo', description: 'Latch demo dapp', url: location.origin, icons: [] },
      // Swaps run on the sandbox's anvil chains (its pools), outside SPEC §9's list.
      swapNetworks: sandbox.evm.map((c) => `eip155:${c.chainId}` as CaipNetworkId),
      // Local services only: the demo never calls hosted ones.
      endpoints: {
        blockchainApi: sandbox.blockchainApi,
        analytics: sandbox.analytics,
        ...(sandbox.walletApi ? { walletApi: sandbox.walletApi } : {}),
      },
    })
  : createModal({
      ...(locale ? { locale } : {}),
      projectId: 'latch-demo',
      networks: demoNetworks,
      adapters: [simulated('eip155'), simulated('solana')],
      metadata: { name: 'Latch demo', description: 'Latch demo dapp', url: location.origin, icons: [] },
      deps: { walletApi: null, blockchainApi: null },
    })
;(window as unknown as { latchModal: Modal }).latchModal = modal
// The demo shows its state and event log from the first moment, so it loads the modal's core at once;
// a host page leaves that to Latch, which loads it once the page is idle (README, "Entry points").
void modal.load()
// The embedded wallet, for the browser journeys (the popup messages it refused).
;(window as unknown as { latchEmbedded?: typeof ew }).latchEmbedded = ew

function SandboxPanel({ config }: { config: DemoConfig }) {
  return (
    <section className="demo-card" aria-labelledby="sandbox-title">
      <h2 id="sandbox-title">Local sandbox</h2>
      <p className="demo-hint">
        The Latch Dev Wallet is injected into this page (EIP-6963 and Wallet Standard). Press “Connect wallet” and choose it: its prompt asks before every connection, signature and transaction.
        Chains: {config.evm.map((c) => `${c.name} (${c.chainId})`).join(', ')}
        {config.solana ? ', Solana (LiteSVM)' : ''}.
      </p>
    </section>
  )
}

/** The page again with `changes` applied to its query (SIWX and the locale are read when the modal is made). */
function reloadWith(changes: Record<string, string | undefined>): void {
  const params = new URLSearchParams(location.search)
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) params.delete(key)
    else params.set(key, value)
  }
  const query = params.toString()
  location.search = query ? `?${query}` : ''
}

/**
 * What a visitor can switch (README's features): the theme (live), the language, sign in with a
 * wallet and its required mode (each a reload: they are `createModal` options), and whether
 * several wallets share one session (the sandbox's remote config turns `multiWallet` on; read at
 * the first open).
 */
function TryPanel() {
  const modal = useModal()
  const themeMode = useModalState((s) => s.themeMode)
  const multiWallet = useModalState((s) => s.features.multiWallet)
  return (
    <section className="demo-card" aria-labelledby="try-title" data-demo-try>
      <h2 id="try-title">Try</h2>
      <div className="demo-actions">
        <label className="demo-field">
          Theme{' '}
          <select data-demo-theme value={themeMode} onChange={(e) => modal.setThemeMode(e.target.value === 'dark' ? 'dark' : 'light')}>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </label>
        <label className="demo-field">
          Language{' '}
          <select data-demo-locale value={locale ?? ''} onChange={(e) => reloadWith({ locale: e.target.value || undefined })}>
            <option value="">Browser's</option>
            <option value="en-US">English</option>
            <option value="es-ES">Español</option>
            <option value="ja-JP">日本語</option>
            <option value="ar-EG">العربية</option>
          </select>
        </label>
        {sandbox && (
          <label className="demo-field">
            Sign in with a wallet{' '}
            <select data-demo-siwx value={siwxMode ?? ''} onChange={(e) => reloadWith({ siwx: e.target.value || undefined, ...(e.target.value ? {} : { required: undefined }) })}>
              <option value="">Off</option>
              <option value="default">On (DefaultSIWX)</option>
              <option value="server">On (auth service)</option>
            </select>
          </label>
        )}
        {sandbox && (
          <label className="demo-field">
            <input type="checkbox" data-demo-required checked={siwxRequired} disabled={!siwx} onChange={(e) => reloadWith({ required: e.target.checked ? '' : undefined })} /> Required sign-in
          </label>
        )}
      </div>
      <p className="demo-hint" data-demo-multi-wallet={multiWallet ? 'on' : 'off'}>
        Several wallets in one session: {multiWallet ? 'on' : 'off'}
        {sandbox ? " (the sandbox's remote config turns it on at the first open; connect a second wallet from the account's Wallets)" : ''}. Featured wallets lead the wallet lists
        {sandbox ? '' : ' (with the sandbox)'}.
      </p>
    </section>
  )
}

function Simulate() {
  const modal = useModal()
  const themeMode = useModalState((s) => s.themeMode)
  const actions: [string, () => void][] = [
    ['Discover wallets', () => dispatchInternal(modal, events.connectors.discovered({ connectors: demoWallets }))],
    ['Connect EVM wallet', () => dispatchInternal(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress: `eip155:1:${EVM_ADDRESS}` }))],
    [
      'Connect Solana wallet',
      () =>
        dispatchInternal(
          modal,
          events.connection.connected({
            connectorId: 'phantom',
            namespace: 'solana',
            caipAddress: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_ADDRESS}`,
          }),
        ),
    ],
    ['Wallet on an unsupported chain', () => dispatchInternal(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress: `eip155:10:${EVM_ADDRESS}` }))],
    ['Snackbar', () => modal.dispatch(events.snackbar.requested({ message: 'Address copied', variant: 'success' }))],
    ['Shake', () => modal.dispatch(events.modal.shakeRequested())],
    [`Theme: ${themeMode === 'dark' ? 'light' : 'dark'}`, () => modal.setThemeMode(themeMode === 'dark' ? 'light' : 'dark')],
  ]
  return (
    <section className="demo-card" aria-labelledby="simulate-title">
      <h2 id="simulate-title">Simulate (stands in for wallet adapters)</h2>
      <div className="demo-actions">
        {actions.map(([label, act]) => (
          <button type="button" key={label} className="demo-button" onClick={act}>
            {label}
          </button>
        ))}
      </div>
    </section>
  )
}

function Demo() {
  return (
    <ModalProvider modal={modal}>
      <header className="demo-bar">
        <strong className="demo-title">Latch demo</strong>
        {/* One Connect button: it opens Connect, or Account once connected (with the address). */}
        <nav aria-label="Wallet">
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main className="demo-main">
        {sandbox ? <SandboxPanel config={sandbox} /> : <Simulate />}
        <TryPanel />
        {/* The session as a maintainer reads it: events, states, the views over time, Download log. */}
        <LatchDevtools modal={modal} />
      </main>
    </ModalProvider>
  )
}

const app = document.getElementById('app')
if (!app) throw new Error('#app missing')
createRoot(app).render(<Demo />)
