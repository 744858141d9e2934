/**
 * The views page: an empty host with the modal mounted by `mountModal`. `window.latchViews.show`
 * builds a fresh modal (test adapters, no hosted services, no network) and brings it to one view
 * through the public API only: `open({ view })`, `connect`, `switchNetwork`, and the events the
 * app itself would receive (a wallet connected, balances loaded, a wallet-list page arrived, the
 * user typed into Send). `test/e2e/views.test.ts` drives it.
 */
import { silentBlockchainApi } from '../../fixtures/silentBlockchainApi.ts'
import { createMemoryStorage, createModal, type CaipNetwork, type CaipNetworkId, type Modal, type ThemeMode, type ViewName, type WalletInfo } from '../../../core/index.ts'
import { events } from '../../../core/coreEntry.ts'
import { mountModal } from '../../../renderer-react/index.ts'
import { demoWallets } from '../../../scripts/demo/wallets.ts'
import { createTestAdapter, type TestAdapter } from '../../fixtures/testAdapter.ts'
import { anvil, EVM_ADDRESS, evmNetwork, mainnet, optimism, polygon, SOLANA_ADDRESS, solanaMainnet } from '../../fixtures/networks.ts'
import { offlineFetch } from '../../fixtures/offline.ts'
import { dispatchInternal } from '../../../core/modal.ts'

/** A self-drawn square icon (a data URL: the page never calls out). */
export const icon = (background: string, letter: string, radius = 20): string =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80"><rect width="80" height="80" rx="${radius}" fill="${background}"/><text x="40" y="52" font-family="Arial,Helvetica,sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text></svg>`,
  )}`

const evm = (id: number, name: string, color: string): CaipNetwork => ({ ...evmNetwork(id, name), assets: { imageUrl: icon(color, name[0] ?? '?', 40) } })

/** Six configured networks: the Networks view has a real list (one testnet, one without an image). */
export const PAGE_NETWORKS: CaipNetwork[] = [
  { ...mainnet, assets: { imageUrl: icon('#627eea', 'E', 40) } },
  { ...polygon, assets: { imageUrl: icon('#8247e5', 'P', 40) } },
  evm(8453, 'Base', '#0052ff'),
  evm(42161, 'Arbitrum One', '#28a0f0'),
  { ...solanaMainnet, assets: { imageUrl: icon('#14f195', 'S', 40) } },
  { ...anvil, testnet: true },
]

export const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CAIP_ADDRESS = `eip155:1:${EVM_ADDRESS}`

const eth = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 6263.28,
  price: 2505.31,
  quantity: { decimals: '18', numeric: '2.5' },
  iconUrl: icon('#627eea', 'Ξ', 40),
}
const usdc = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  value: 1250.5,
  price: 1,
  quantity: { decimals: '6', numeric: '1250.5' },
  iconUrl: icon('#2775ca', '$', 40),
}
/** No icon: the letter avatar. */
const dai = {
  name: 'Dai Stablecoin',
  symbol: 'DAI',
  chainId: 'eip155:1',
  address: 'eip155:1:0x6B175474E89094C44Da98b954EedeAC495271d0F',
  value: 42.1,
  price: 1,
  quantity: { decimals: '18', numeric: '42.1' },
  iconUrl: '',
}

const WALLET_NAMES = ['Rainbow', 'Trust Wallet', 'Ledger Live', 'Zerion', 'Uniswap Wallet', 'OKX Wallet', 'Safe', 'Argent']
const COLORS = ['#ff6b6b', '#f59f00', '#37b24d', '#1c7ed6', '#7048e8', '#d6336c', '#0ca678', '#495057']
/** A first page of 40 wallets (of 90): real-looking names first, every one with an icon. */
export const WALLET_PAGE: WalletInfo[] = Array.from({ length: 40 }, (_, i) => {
  const name = WALLET_NAMES[i] ?? `Wallet ${i + 1}`
  return { id: `wallet-${i + 1}`, name, image_url: icon(COLORS[i % COLORS.length] ?? '#495057', name[0] ?? 'W') }
})

/** The views with a scenario of their own; every other view is simply opened. */
export type Scenario = (modal: Modal, adapters: { evm: TestAdapter; solana: TestAdapter }) => void

const connectEvm = (modal: Modal, caipAddress = CAIP_ADDRESS) => dispatchInternal(modal, events.connection.connected({ connectorId: 'io.metamask', namespace: 'eip155', caipAddress }))

const loadBalances = (modal: Modal) => dispatchInternal(modal, events.balances.loaded({ caipAddress: CAIP_ADDRESS, balances: [eth, usdc, dai] }))

/** Send, filled in as a user would: USDC, 250 of it, to a receiver. */
const fillSend = (modal: Modal) => {
  connectEvm(modal)
  loadBalances(modal)
  modal.open()
  dispatchInternal(modal, events.router.navigated({ view: 'Send' }))
  modal.dispatch(
    events.send.tokenSelected({
      token: { name: usdc.name, symbol: usdc.symbol, chainId: usdc.chainId, address: usdc.address, decimals: 6, balance: '1250.5', iconUrl: usdc.iconUrl },
    }),
  )
  modal.dispatch(events.send.amountChanged({ amount: '250' }))
  modal.dispatch(events.send.receiverChanged({ receiver: RECEIVER }))
}

// The outcome of a pending connect or switch is the view itself; the promise has nothing to add.
const ignore = () => undefined

export const SCENARIOS: Partial<Record<ViewName, Scenario>> = {
  // SPEC.md §6 pay: `modal.pay`'s request opens Pay on its choice of source.
  Pay: (modal) => {
    modal.dispatch(events.pay.requested({ requestId: 'pay-views', recipient: RECEIVER, asset: 'eip155:1/slip44:60', amount: '0.5', timeoutMs: 600_000 }))
  },
  Connect: (modal) => {
    dispatchInternal(modal, events.connectors.discovered({ connectors: demoWallets }))
    modal.open()
  },
  Account: (modal) => {
    connectEvm(modal)
    // Opening asks the (silent) service for balances: the scenario's answer comes after the ask.
    modal.open()
    loadBalances(modal)
  },
  RegisterAccountName: (modal) => {
    connectEvm(modal)
    modal.open()
    modal.dispatch(events.names.viewRequested())
    modal.dispatch(events.names.inputChanged({ input: 'latch-journey' }))
    dispatchInternal(
      modal,
      events.names.suggestionsLoaded({
        name: 'latch-journey.reown.id',
        suggestions: [
          { name: 'latch-journey.reown.id', registered: false },
          { name: 'latch-journey-1.reown.id', registered: true },
          { name: 'the-latch-journey.reown.id', registered: false },
        ],
      }),
    )
  },
  RegisterAccountNameSuccess: (modal) => {
    connectEvm(modal)
    modal.open()
    modal.dispatch(events.names.viewRequested())
    modal.dispatch(events.names.inputChanged({ input: 'latch-journey' }))
    dispatchInternal(modal, events.names.suggestionsLoaded({ name: 'latch-journey.reown.id', suggestions: [{ name: 'latch-journey.reown.id', registered: false }] }))
    modal.dispatch(events.names.registerSubmitted({ requestId: 'views-name', name: 'latch-journey' }))
    dispatchInternal(modal, events.names.registered({ requestId: 'views-name', name: 'latch-journey.reown.id', address: EVM_ADDRESS }))
  },
  Networks: (modal) => {
    connectEvm(modal)
    modal.open({ view: 'Networks' })
  },
  // The wallet is asked (held by the test adapter) while the view waits.
  SwitchNetwork: (modal) => {
    connectEvm(modal)
    modal.open({ view: 'Networks' })
    modal.switchNetwork('eip155:137').catch(ignore)
  },
  // Connected on eip155 only; Solana needs a wallet of its own.
  SwitchActiveChain: (modal) => {
    connectEvm(modal)
    modal.open()
    modal.switchNetwork(solanaMainnet.caipNetworkId as CaipNetworkId).catch(ignore)
  },
  // The wallet connected on OP Mainnet, which the page does not configure (SPEC.md §4).
  UnsupportedChain: (modal) => connectEvm(modal, `${optimism.caipNetworkId}:${EVM_ADDRESS}`),
  Send: fillSend,
  SendPreview: (modal) => {
    fillSend(modal)
    modal.dispatch(events.send.previewRequested())
  },
  Receive: (modal) => {
    connectEvm(modal)
    modal.open({ view: 'Receive' })
  },
  // Two wallets this session (multiWallet on): Coinbase current, MetaMask active (SPEC.md §4).
  ProfileWallets: (modal) => {
    dispatchInternal(modal, events.connectors.discovered({ connectors: demoWallets }))
    dispatchInternal(modal, events.features.remoteConfigLoaded({ features: { multiWallet: true } }))
    connectEvm(modal)
    dispatchInternal(modal, events.connection.connected({ connectorId: 'com.coinbase.wallet', namespace: 'eip155', caipAddress: CAIP_ADDRESS }))
    modal.open({ view: 'ProfileWallets' })
  },
  AllWallets: (modal) => {
    modal.open({ view: 'AllWallets' })
    modal.dispatch(events.wallets.listRequested({ list: 'all', page: 1 }))
    dispatchInternal(modal, events.wallets.pageLoaded({ list: 'all', page: 1, wallets: WALLET_PAGE, count: 90 }))
  },
  // The wallet asks the user (held by the test adapter).
  ConnectingExternal: (modal) => {
    dispatchInternal(modal, events.connectors.discovered({ connectors: demoWallets }))
    modal.open()
    modal.connect('io.metamask', 'eip155').catch(ignore)
  },
  // A listed wallet that is not installed (its install links until WalletConnect lands).
  Downloads: (modal) => {
    const wallet = { ...WALLET_PAGE[0]!, homepage: 'https://rainbow.example', chrome_store: 'https://chrome.example/rainbow', app_store: 'https://apps.example/rainbow' }
    modal.open({ view: 'AllWallets' })
    modal.dispatch(events.wallets.walletSelected({ wallet }))
    dispatchInternal(modal, events.router.navigated({ view: 'Downloads', data: { walletId: wallet.id } }))
  },
  ConnectingWalletConnect: (modal) => {
    dispatchInternal(modal, events.connectors.discovered({ connectors: demoWallets }))
    modal.open()
    modal.connect('walletConnect', 'eip155').catch(ignore)
  },
  // Connected, no session — the message the host's siwx made waits to be signed.
  SIWXSignMessage: (modal) => {
    connectEvm(modal)
    const data = {
      accountAddress: EVM_ADDRESS,
      chainId: 'eip155:1',
      domain: 'acme-swap.example',
      uri: 'https://acme-swap.example/',
      version: '1',
      nonce: 'a1b2c3d4e5f60718',
      statement: 'Sign in to Acme Swap',
      issuedAt: '2026-11-23T10:00:00.000Z',
      expirationTime: '2026-11-30T10:00:00.000Z',
    }
    const message = `acme-swap.example wants you to sign in with your Ethereum account:\n${EVM_ADDRESS}\n\nSign in to Acme Swap\n\nURI: https://acme-swap.example/\nVersion: 1\nChain ID: 1\nNonce: a1b2c3d4e5f60718\nIssued At: 2026-11-23T10:00:00.000Z\nExpiration Time: 2026-11-30T10:00:00.000Z`
    dispatchInternal(modal, events.siwx.messageCreated({ requestId: 'siwx-1', caipAddress: CAIP_ADDRESS, required: false, message, data }))
  },
}

/** Other states of a view, reached from its scenario: failures, loading, empty lists, long content. */
export type Variant = {
  name: string
  view: ViewName
  /** Present once the state shows. */
  ready: string
  /** Brings the view to this state from its scenario (not `then`: `await` would take the variant for a promise). */
  reach: (...args: Parameters<Scenario>) => void | Promise<void>
}

/** Resolves once `ok()` holds (checked every 10 ms, for at most 2 s). */
async function until(ok: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((resolve) => setTimeout(resolve, 10))
}

const SOLANA_CAIP = `${solanaMainnet.caipNetworkId}:${SOLANA_ADDRESS}`

export const VARIANTS: Variant[] = [
  {
    name: 'ConnectingExternal: rejected, with Retry',
    view: 'ConnectingExternal',
    ready: '[data-retry]',
    reach: async (_modal, { evm }) => {
      // The view shows at connection/connectRequested; the adapter is asked just after.
      await until(() => evm.calls.connect.length > 0)
      evm.answerConnect(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    },
  },
  {
    name: 'AllWallets: the second page failed, with Try again',
    view: 'AllWallets',
    ready: '[data-wallets-error]',
    reach: (modal) => {
      modal.dispatch(events.wallets.listRequested({ list: 'all', page: 2 }))
      dispatchInternal(modal, events.wallets.pageFailed({ list: 'all', page: 2, error: { name: 'HttpRequestError', shortMessage: 'HTTP request failed.' } }))
    },
  },
  {
    name: 'AllWallets: a search that finds nothing',
    view: 'AllWallets',
    ready: '[data-wallets-empty]',
    reach: (modal) => {
      modal.dispatch(events.wallets.searchChanged({ query: 'zzz' }))
      dispatchInternal(modal, events.wallets.searchLoaded({ query: 'zzz', wallets: [], count: 0 }))
    },
  },
  {
    name: 'Account: balances loading',
    view: 'Account',
    ready: '[data-balances="loading"]',
    reach: (modal) => dispatchInternal(modal, events.balances.requested({ caipAddress: CAIP_ADDRESS })),
  },
  {
    name: 'Account: balances failed',
    view: 'Account',
    ready: '[data-balances="failure"]',
    reach: (modal) => dispatchInternal(modal, events.balances.failed({ caipAddress: CAIP_ADDRESS, error: { name: 'ServiceError', shortMessage: 'Token Balance Unavailable' } })),
  },
  {
    name: 'Account: the NFTs tab',
    view: 'Account',
    ready: '[data-tab-panel="NFTs"]',
    reach: (modal) => modal.dispatch(events.router.accountTabSelected({ tab: 'NFTs' })),
  },
  {
    name: 'Account: the NFTs grid, a long name',
    view: 'Account',
    ready: '[data-nfts="success"]',
    reach: (modal) => {
      modal.dispatch(events.router.accountTabSelected({ tab: 'NFTs' }))
      const nft = (tokenId: string, name: string, color: string) => ({
        chainId: 'eip155:1',
        contract: '0x8ce361602B935680E8DeC218b820ff5056BeB7af',
        tokenId,
        name,
        collection: { name: 'Latch Pass', symbol: 'LPASS' },
        preview: { url: icon(color, name[0] ?? '?', 8) },
        flags: { is_spam: false },
      })
      dispatchInternal(
        modal,
        events.nfts.loaded({
          caipAddress: CAIP_ADDRESS,
          nfts: [nft('1', 'Latch Pass #1', '#2fd47a'), nft('2', 'A very long collectible name that does not fit', '#a855f7'), nft('3', 'Pass', '#3396ff')],
        }),
      )
    },
  },
  {
    name: 'Account: Activity with a pending send, signs and two days',
    view: 'Account',
    ready: '[data-activity="success"] [data-transaction]',
    reach: (modal) => {
      modal.dispatch(events.router.accountTabSelected({ tab: 'Activity' }))
      const tx = (n: number, operationType: string, day: string, transfers: { symbol?: string; nft?: string; direction: string; numeric: string }[]) => ({
        id: `0x${n.toString(16).padStart(64, '0')}:1`,
        metadata: {
          operationType,
          hash: `0x${n.toString(16).padStart(64, '0')}`,
          chain: 'eip155:1',
          minedAt: `${day}T12:0${n}:00.000Z`,
          sentFrom: EVM_ADDRESS,
          sentTo: EVM_ADDRESS,
          status: 'confirmed',
        },
        transfers: transfers.map((t) =>
          t.nft
            ? { nft_info: { name: t.nft, content: { preview: { url: icon('#2fd47a', t.nft[0] ?? '?', 8) } }, flags: { is_spam: false } }, direction: t.direction, quantity: { numeric: t.numeric } }
            : { fungible_info: { symbol: t.symbol!, icon: { url: icon('#627eea', t.symbol![0] ?? '?', 20) } }, direction: t.direction, quantity: { numeric: t.numeric } },
        ),
      })
      dispatchInternal(modal, events.activity.pageRequested({ caipAddress: CAIP_ADDRESS }))
      dispatchInternal(
        modal,
        events.activity.pageLoaded({
          caipAddress: CAIP_ADDRESS,
          transactions: [
            tx(4, 'trade', '2026-11-23', [
              { symbol: 'ETH', direction: 'out', numeric: '0.5' },
              { symbol: 'USDC', direction: 'in', numeric: '1500.123456' },
            ]),
            tx(3, 'receive', '2026-11-23', [{ symbol: 'USDC', direction: 'in', numeric: '12.5' }]),
            tx(2, 'mint', '2026-11-22', [{ nft: 'Latch Pass #1', direction: 'in', numeric: '1' }]),
            tx(1, 'withdraw', '2026-11-22', [{ symbol: 'LATCH', direction: 'in', numeric: '1000' }]),
          ],
          next: 'c1',
        }),
      )
    },
  },
  {
    name: "Account: Activity 'Failed to fetch transactions'",
    view: 'Account',
    ready: '[data-activity-empty="failure"]',
    reach: (modal) => {
      modal.dispatch(events.router.accountTabSelected({ tab: 'Activity' }))
      dispatchInternal(modal, events.activity.pageRequested({ caipAddress: CAIP_ADDRESS }))
      dispatchInternal(modal, events.activity.pageFailed({ caipAddress: CAIP_ADDRESS, error: { name: 'ServiceError', shortMessage: 'Failed to fetch transactions' } }))
    },
  },
  {
    name: 'Account: Solana, a long token name and a large balance',
    view: 'Account',
    ready: '[data-token="native"]',
    reach: (modal) => {
      dispatchInternal(modal, events.connection.connected({ connectorId: 'phantom', namespace: 'solana', caipAddress: SOLANA_CAIP }))
      dispatchInternal(
        modal,
        events.balances.loaded({
          caipAddress: SOLANA_CAIP,
          balances: [
            {
              name: 'Wrapped Solana Liquid Staking Governance Token of the Realm',
              symbol: 'WSOLLSGTR',
              chainId: solanaMainnet.caipNetworkId,
              value: 123456789012.34,
              price: 150.12,
              quantity: { decimals: '9', numeric: '822385123.123456789' },
              iconUrl: icon('#9945ff', 'W', 40),
            },
          ],
        }),
      )
    },
  },
  {
    name: "Send: 'Invalid address'",
    view: 'Send',
    ready: '[data-send-error]',
    reach: (modal) => {
      modal.dispatch(events.send.receiverChanged({ receiver: '0x1234' }))
      modal.dispatch(events.send.previewRequested())
    },
  },
  {
    name: 'Networks: the wallet refused to switch',
    view: 'Networks',
    ready: '[data-network-error]',
    reach: (modal) =>
      dispatchInternal(modal, events.networks.switchFailed({ caipNetworkId: 'eip155:137', error: { name: 'UserRejectedRequestError', shortMessage: 'User rejected the request.', code: 4001 } })),
  },
  {
    name: 'Receive: a Solana address',
    view: 'Receive',
    ready: `[data-receive-address]`,
    reach: (modal) => dispatchInternal(modal, events.connection.connected({ connectorId: 'phantom', namespace: 'solana', caipAddress: SOLANA_CAIP })),
  },
]

export type ViewsPage = {
  /** Replaces the modal with a fresh one in `theme`, brought to `view`. */
  show(view: ViewName, theme: ThemeMode): void
  /** As `show`, in `locale` (the catalogue and `dir` of that language). */
  showIn(view: ViewName, theme: ThemeMode, locale: string): void
  /** A fresh modal opened on `view` without its scenario (AllWallets: the first load, nothing arrived yet). */
  showFresh(view: ViewName, theme: ThemeMode): void
  /** The other states of the views (`VARIANTS`): name, view, and what shows once there. */
  variants(): { name: string; view: ViewName; ready: string }[]
  /** Brings the view on screen (shown by `show`) to the state `variant` names. */
  advance(variant: string): Promise<void>
  /** The modal on screen. */
  modal(): Modal
}

let current: { modal: Modal; unmount(): void } | undefined

let currentAdapters: { evm: TestAdapter; solana: TestAdapter } | undefined

function show(view: ViewName, theme: ThemeMode, fresh = false, locale?: string): void {
  current?.unmount()
  current?.modal.destroy()
  const adapters = {
    evm: createTestAdapter('eip155', { holdConnect: true, holdSwitch: true }),
    solana: createTestAdapter('solana', { holdConnect: true, holdSwitch: true }),
  }
  const modal = createModal({
    projectId: 'views-page',
    networks: PAGE_NETWORKS,
    adapters: [adapters.evm, adapters.solana],
    themeMode: theme,
    ...(locale ? { locale } : {}),
    metadata: { name: 'Acme Swap', description: 'Views page', url: location.origin, icons: [] },
    // No services and no network: every answer comes from the scenario. Account's tabs need to know a
    // blockchain service exists (without one they say 'unavailable'): a silent one, whose
    // answers the variants play.
    deps: { walletApi: null, blockchainApi: view === 'Account' || view.startsWith('RegisterAccountName') ? silentBlockchainApi() : null, fetch: offlineFetch, storage: createMemoryStorage() },
  })
  const unmount = mountModal(modal)
  current = { modal, unmount }
  const scenario = SCENARIOS[view]
  currentAdapters = adapters
  if (scenario && !fresh) scenario(modal, adapters)
  else modal.open({ view })
}

async function advance(variant: string): Promise<void> {
  const next = VARIANTS.find((v) => v.name === variant)
  if (!next || !current || !currentAdapters) throw new Error(`Cannot advance to '${variant}'`)
  await next.reach(current.modal, currentAdapters)
}

const page: ViewsPage = {
  show: (view, theme) => show(view, theme),
  showIn: (view, theme, locale) => show(view, theme, false, locale),
  showFresh: (view, theme) => show(view, theme, true),
  variants: () => VARIANTS.map(({ name, view, ready }) => ({ name, view, ready })),
  advance,
  modal() {
    if (!current) throw new Error('show() a view first')
    return current.modal
  },
}
;(window as unknown as { latchViews: ViewsPage }).latchViews = page
