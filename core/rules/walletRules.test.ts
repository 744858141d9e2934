import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { dedupeWallets } from './dedupeWallets.ts'
import { excludeRecentWallets } from './excludeRecentWallets.ts'
import { filterExcludedWallets } from './filterExcludedWallets.ts'
import { isInstalledWallet } from './isInstalledWallet.ts'
import { orderConnectors } from './orderConnectors.ts'

const w = (id: string, name: string, rdns?: string) => (rdns ? { id, name, rdns } : { id, name })

test('behavior: SPEC §5 wallet lists drop duplicates by rdns (first wins)', () => {
  const list = [w('1', 'Bitget Wallet', 'com.bitget.web3'), w('2', 'BitKeep', 'com.bitget.web3'), w('3', 'Rainbow', 'me.rainbow')]
  assert.equal(
    dedupeWallets(list).map((x) => x.id),
    ['1', '3'],
  )
})

test('behavior: SPEC §5 wallet lists drop duplicates by explorer id', () => {
  const list = [w('1', 'Rainbow', 'me.rainbow'), w('1', 'Rainbow again'), w('2', 'Other')]
  assert.equal(
    dedupeWallets(list).map((x) => x.id),
    ['1', '2'],
  )
})

test('behavior: SPEC §5 wallet lists drop duplicates by name only when there is no rdns', () => {
  const list = [w('1', 'Zengo'), w('2', 'Zengo'), w('3', 'Omni', 'a.omni'), w('4', 'Omni', 'b.omni'), w('5', 'Omni'), w('6', 'Omni')]
  assert.equal(
    dedupeWallets(list).map((x) => x.id),
    ['1', '3', '4', '5'],
  )
})

test('default: SPEC §5 dedupe keeps an already unique list as is', () => {
  const list = [w('1', 'A', 'a'), w('2', 'B'), w('3', 'C', 'c')]
  assert.equal(dedupeWallets(list), list)
  assert.equal(dedupeWallets([]), [])
})

test('behavior: SPEC §5 recent wallets are excluded from the other lists (by id, or by rdns)', () => {
  const list = [w('1', 'A', 'a'), w('2', 'B', 'b'), w('3', 'C')]
  assert.equal(
    excludeRecentWallets(list, [w('3', 'C')]).map((x) => x.id),
    ['1', '2'],
  )
  assert.equal(
    excludeRecentWallets(list, [w('9', 'B under another id', 'b')]).map((x) => x.id),
    ['1', '3'],
  )
  assert.equal(excludeRecentWallets(list, []), list)
})

test('behavior: SPEC §5 excluded wallets match by rdns or case-insensitive name, and by explorer id', () => {
  const list = [w('1', 'MetaMask', 'io.metamask'), w('2', 'Rainbow', 'me.rainbow'), w('3', 'Zerion'), w('4', 'Trust')]
  assert.equal(
    filterExcludedWallets(list, ['me.rainbow']).map((x) => x.id),
    ['1', '3', '4'],
  )
  assert.equal(
    filterExcludedWallets(list, ['METAMASK', 'zerion']).map((x) => x.id),
    ['2', '4'],
  )
  assert.equal(
    filterExcludedWallets(list, ['4']).map((x) => x.id),
    ['1', '2', '3'],
  )
  assert.equal(filterExcludedWallets(list, []), list)
})

test('behavior: SPEC §3 installed flag — the wallet rdns equals an announced or injected connector info.rdns', () => {
  const connectors = [
    { type: 'ANNOUNCED', info: { rdns: 'dev.latch.wallet' } },
    { type: 'INJECTED', info: { rdns: 'io.metamask' } },
    { type: 'WALLET_CONNECT', info: { rdns: 'me.rainbow' } },
    { type: 'EXTERNAL' },
  ]
  assert.is(isInstalledWallet({ rdns: 'dev.latch.wallet' }, connectors), true)
  assert.is(isInstalledWallet({ rdns: 'io.metamask' }, connectors), true)
  assert.is(isInstalledWallet({ rdns: 'me.rainbow' }, connectors), false, 'a WalletConnect connector is not a browser wallet')
  assert.is(isInstalledWallet({}, connectors), false)
  assert.is(isInstalledWallet({ rdns: 'dev.latch.wallet' }, []), false)
})

test('default: SPEC §9 default connector order walletConnect, recent, injected, featured, custom, external, recommended', () => {
  const all = {
    recommended: ['rec'],
    external: ['ext'],
    custom: ['cus'],
    featured: ['fea'],
    injected: ['inj'],
    recent: ['rnt'],
    walletConnect: ['wc'],
  }
  assert.equal(
    orderConnectors(all).map((g) => g.group),
    ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'],
  )
  assert.equal(
    orderConnectors(all).flatMap((g) => g.items),
    ['wc', 'rnt', 'inj', 'fea', 'cus', 'ext', 'rec'],
  )
})

test('parameters: SPEC §9 a configured connectorOrder overrides the default (the rest follow in default order)', () => {
  const groups = { walletConnect: ['wc'], injected: ['inj'], recommended: ['rec'], recent: ['rnt'] }
  assert.equal(
    orderConnectors(groups, ['recommended', 'injected']).map((g) => g.group),
    ['recommended', 'injected', 'walletConnect', 'recent'],
  )
  assert.equal(
    orderConnectors(groups, ['bogus', 'recent', 'recent']).map((g) => g.group),
    ['recent', 'walletConnect', 'injected', 'recommended'],
  )
})

test('behavior: SPEC §9 empty connector groups are left out', () => {
  assert.equal(orderConnectors({ walletConnect: [], injected: ['a'] }), [{ group: 'injected', items: ['a'] }])
  assert.equal(orderConnectors({}), [])
})

test.run()
