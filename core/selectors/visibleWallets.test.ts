import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../events/index.ts'
import { init } from '../../test/fixtures/config.ts'
import { reduceAll } from '../../test/fixtures/reduceAll.ts'
import { selectConnectWallets } from './connectWallets.ts'
import { selectVisibleWallets } from './visibleWallets.ts'
import type { ConnectorInfo } from '../reducers/state.ts'

const { wallets, connectors } = events
const dev = { id: 'dev', name: 'Latch Dev Wallet', rdns: 'dev.latch.wallet' }
const rainbow = { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow' }
const bitget = { id: 'bitget', name: 'Bitget Wallet', rdns: 'com.bitget.web3' }
const bitkeep = { id: 'bitkeep', name: 'BitKeep', rdns: 'com.bitget.web3' }
const zengo1 = { id: 'zengo1', name: 'Zengo' }
const zengo2 = { id: 'zengo2', name: 'Zengo' }
const metamask = { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' }
const devConnector = { id: 'dev.latch.wallet', name: 'Latch Dev Wallet', type: 'ANNOUNCED' as const, chain: 'eip155' as const, info: { rdns: 'dev.latch.wallet' } }
const wc = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' as const, chain: 'eip155' as const }

const loaded = (list: 'recommended' | 'featured' | 'all', ws: { id: string; name: string }[]) => [
  wallets.listRequested({ list, page: 1 }),
  wallets.pageLoaded({ list, page: 1, wallets: ws, count: ws.length }),
]

test('behavior: SPEC §5 AllWallets drops the duplicates by rdns and by name without rdns, and the excluded wallets', () => {
  const state = reduceAll([init({ excludeWalletIds: ['METAMASK'] }), ...loaded('all', [bitget, bitkeep, zengo1, zengo2, metamask, rainbow])])
  assert.equal(
    selectVisibleWallets(state).all.map((w) => w.id),
    ['bitget', 'zengo1', 'rainbow'],
  )
})

test('behavior: SPEC §5 recent wallets are left out of the other lists; SPEC §3 installed flag and its connector', () => {
  const state = reduceAll([
    init(),
    connectors.discovered({ connectors: [devConnector] }),
    wallets.recentAdded({ wallet: rainbow }),
    ...loaded('recommended', [rainbow, metamask, dev]),
    ...loaded('all', [rainbow, metamask, dev]),
  ])
  const visible = selectVisibleWallets(state)
  assert.equal(
    visible.recent.map((w) => w.id),
    ['rainbow'],
  )
  assert.equal(
    visible.recommended.map((w) => [w.id, w.installed]),
    [
      ['metamask', false],
      ['dev', true],
    ],
  )
  assert.equal(
    visible.all.map((w) => w.id),
    ['dev', 'metamask'],
    'installed first',
  )
  assert.equal(visible.all[0], { ...dev, installed: true, connectorId: 'dev.latch.wallet', namespace: 'eip155' })
})

test('behavior: featured wallets follow featuredWalletIds and are not repeated in recommended', () => {
  const state = reduceAll([init({ featuredWalletIds: ['rainbow', 'metamask'] }), ...loaded('featured', [metamask, rainbow]), ...loaded('recommended', [metamask, bitget])])
  const visible = selectVisibleWallets(state)
  assert.equal(
    visible.featured.map((w) => w.id),
    ['rainbow', 'metamask'],
  )
  assert.equal(
    visible.recommended.map((w) => w.id),
    ['bitget'],
  )
})

test('default: SPEC §9 Connect wallet section in the default connector order; installed wallets appear once, as connectors', () => {
  const state = reduceAll([
    init({ featuredWalletIds: ['bitget'], previewFlows: ['walletConnect'] }),
    connectors.discovered({ connectors: [devConnector, wc] }),
    wallets.recentAdded({ wallet: zengo1 }),
    ...loaded('featured', [bitget]),
    ...loaded('recommended', [dev, rainbow]),
  ])
  const items = selectConnectWallets(state)
  assert.equal(
    items.map((i) => [i.group, i.kind === 'connector' ? i.connector.id : i.wallet.id]),
    [
      ['walletConnect', 'walletConnect'],
      ['recent', 'zengo1'],
      ['injected', 'dev.latch.wallet'],
      ['featured', 'bitget'],
      ['recommended', 'rainbow'],
    ],
  )
})

test('default: with a WalletConnect connector, Connect lists not-installed wallets without previewFlows; without one, installed wallets and the featured ones (featuredWalletIds: the host asked for them)', () => {
  const steps = (found: ConnectorInfo[]) => [
    init({ featuredWalletIds: ['bitget'] }),
    connectors.discovered({ connectors: found }),
    wallets.recentAdded({ wallet: zengo1 }),
    ...loaded('featured', [bitget]),
    ...loaded('recommended', [dev, rainbow]),
  ]
  const rows = (found: ConnectorInfo[]) => selectConnectWallets(reduceAll(steps(found))).map((i) => [i.group, i.kind === 'connector' ? i.connector.id : i.wallet.id])
  assert.equal(rows([devConnector, wc]), [
    ['walletConnect', 'walletConnect'],
    ['recent', 'zengo1'],
    ['injected', 'dev.latch.wallet'],
    ['featured', 'bitget'],
    ['recommended', 'rainbow'],
  ])
  assert.equal(rows([devConnector]), [
    ['injected', 'dev.latch.wallet'],
    ['featured', 'bitget'],
  ])
})

test('behavior: featuredWalletIds without a WalletConnect adapter — Connect lists the featured wallets in their order; an installed one is its connector row, not listed twice', () => {
  const bitgetConnector = { id: 'com.bitget.web3', name: 'Bitget Wallet', type: 'ANNOUNCED' as const, chain: 'eip155' as const, info: { rdns: 'com.bitget.web3' } }
  const state = reduceAll([
    init({ featuredWalletIds: ['rainbow', 'bitget', 'metamask'] }),
    connectors.discovered({ connectors: [devConnector, bitgetConnector] }),
    ...loaded('featured', [metamask, bitget, rainbow]),
    ...loaded('recommended', [dev, zengo1]),
  ])
  const rows = selectConnectWallets(state).map((i) => [i.group, i.kind === 'connector' ? i.connector.id : i.wallet.id])
  assert.equal(rows, [
    ['injected', 'dev.latch.wallet'],
    ['injected', 'com.bitget.web3'],
    ['featured', 'rainbow'],
    ['featured', 'metamask'],
  ])
})

test('behavior: AllWallets starts with the featured wallets (featuredWalletIds order, each with its installed flag), then installed ones, and lists none of them twice', () => {
  const state = reduceAll([
    init({ featuredWalletIds: ['rainbow', 'metamask'] }),
    connectors.discovered({ connectors: [devConnector] }),
    ...loaded('featured', [metamask, rainbow]),
    ...loaded('all', [bitget, rainbow, dev, metamask]),
  ])
  assert.equal(
    selectVisibleWallets(state).all.map((w) => [w.id, w.installed]),
    [
      ['rainbow', false],
      ['metamask', false],
      ['dev', true],
      ['bitget', false],
    ],
  )
})

test('behavior: AllWallets shows no featured wallet before its own list has loaded (its loading skeleton stays)', () => {
  const state = reduceAll([init({ featuredWalletIds: ['rainbow'] }), ...loaded('featured', [rainbow])])
  assert.equal(selectVisibleWallets(state).all, [])
})

test('parameters: SPEC §9 a configured connectorOrder overrides the default', () => {
  const state = reduceAll([
    init({ connectorOrder: ['recommended', 'injected'], previewFlows: ['walletConnect'] }),
    connectors.discovered({ connectors: [devConnector, wc] }),
    ...loaded('recommended', [rainbow]),
  ])
  assert.equal(
    selectConnectWallets(state).map((i) => i.group),
    ['recommended', 'injected', 'walletConnect'],
  )
})

test('behavior: SPEC §3 MULTI_CHAIN a wallet injected on eip155 and solana is one Connect row covering both; a click connects on the active namespace', () => {
  // Wallet Standard carries no rdns: the Solana half is named like the wallet and has its name as id.
  const devSolana = { id: 'Latch Dev Wallet', name: 'Latch Dev Wallet', type: 'ANNOUNCED' as const, chain: 'solana' as const }
  const other = { id: 'other', name: 'Other Wallet', type: 'INJECTED' as const, chain: 'solana' as const }
  const base = [init(), connectors.discovered({ connectors: [devConnector, devSolana, other] })]
  const rows = (state: ReturnType<typeof reduceAll>) => selectConnectWallets(state).flatMap((i) => (i.kind === 'connector' ? [[i.id, i.connector.id, i.connector.chain, i.chains.join(',')]] : []))
  assert.equal(rows(reduceAll(base)), [
    ['dev.latch.wallet', 'dev.latch.wallet', 'eip155', 'eip155,solana'],
    ['other', 'other', 'solana', 'solana'],
  ])
  const onSolana = reduceAll([...base, events.modal.openRequested({ namespace: 'solana' })])
  assert.equal(rows(onSolana)[0], ['dev.latch.wallet', 'Latch Dev Wallet', 'solana', 'eip155,solana'], 'open({ namespace }) picks that namespace; the row keeps its id')
})

test('behavior: opened for a namespace (or a network of it picked while disconnected), Connect lists only wallets that connect there', () => {
  const evmOnly = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED' as const, chain: 'eip155' as const, info: { rdns: 'io.metamask' } }
  const devSolana = { id: 'Latch Dev Wallet', name: 'Latch Dev Wallet', type: 'ANNOUNCED' as const, chain: 'solana' as const }
  const ids = (state: ReturnType<typeof reduceAll>) => selectConnectWallets(state).map((i) => (i.kind === 'connector' ? `${i.id}@${i.connector.chain}` : i.wallet.id))
  const base = [init(), connectors.discovered({ connectors: [devConnector, devSolana, evmOnly] })]
  assert.equal(ids(reduceAll([...base, events.modal.openRequested()])), ['dev.latch.wallet@eip155', 'io.metamask@eip155'])
  const picked = reduceAll([...base, events.modal.openRequested({ view: 'Networks' }), events.networks.switchRequested({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })])
  assert.equal(ids(picked), ['dev.latch.wallet@solana'])
})

test('behavior: SPEC §5 two wallets with one name but different rdns (an impersonator) stay two rows', () => {
  const fake = { id: 'evil.fake', name: 'latch dev wallet', type: 'ANNOUNCED' as const, chain: 'solana' as const, info: { rdns: 'evil.fake' } }
  const state = reduceAll([init(), connectors.discovered({ connectors: [devConnector, fake] })])
  assert.equal(
    selectConnectWallets(state).flatMap((i) => (i.kind === 'connector' ? [[i.id, i.chains.join(',')]] : [])),
    [
      ['dev.latch.wallet', 'eip155'],
      ['evil.fake', 'solana'],
    ],
  )
})

test('behavior: two modals on one page keep their own selector caches (reading one does not evict the other)', () => {
  const a = reduceAll([init(), connectors.discovered({ connectors: [devConnector] })])
  const b = reduceAll([init(), connectors.discovered({ connectors: [wc] })])
  const [walletsA, itemsA] = [selectVisibleWallets(a), selectConnectWallets(a)]
  const [walletsB, itemsB] = [selectVisibleWallets(b), selectConnectWallets(b)]
  // Interleaved reads, as two renderers subscribed to two modals do: each gets its very own value back.
  assert.is(selectVisibleWallets(a), walletsA)
  assert.is(selectConnectWallets(a), itemsA)
  assert.is(selectVisibleWallets(b), walletsB)
  assert.is(selectConnectWallets(b), itemsB)
  assert.is.not(itemsA, itemsB)
})

test.run()
