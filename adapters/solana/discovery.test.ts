import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Window } from 'happy-dom'
import type { ModalEvent } from '../../core/events/index.ts'
import type { CaipNetwork } from '../../core/types.ts'
import type { CreateConnectorFn } from './createConnector.ts'
import { createFakeWallet, ICON, registerWallet } from '../../test/fixtures/fakeStandardWallet.ts'
import { solanaAdapter } from './solanaAdapter.ts'
import { testConnector } from './testConnector.ts'
import type { StandardWalletsWindow } from './watchStandardWallets.ts'

/** The Solana adapter reads through web3.js, never the core's EIP-1193 transport. */
const noRpc = (): never => {
  throw new Error('the solana adapter does not use context.rpc')
}

const MAINNET: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

type Win = StandardWalletsWindow & { CustomEvent: typeof CustomEvent }

/** A happy-dom window whose listener registrations are counted per event type. */
function spiedWindow() {
  const window = new Window({ url: 'http://localhost:3000/' })
  const win = window as unknown as Win
  const live = new Map<string, number>()
  const spy: Win = {
    addEventListener(type, listener) {
      live.set(type, (live.get(type) ?? 0) + 1)
      win.addEventListener(type, listener)
    },
    removeEventListener(type, listener) {
      live.set(type, (live.get(type) ?? 0) - 1)
      win.removeEventListener(type, listener)
    },
    dispatchEvent: (event) => win.dispatchEvent(event),
    CustomEvent: win.CustomEvent,
  }
  return { window, win, spy, live }
}

function start(win: StandardWalletsWindow, connectors: CreateConnectorFn[] = []) {
  const emitted: ModalEvent[] = []
  const adapter = solanaAdapter({ window: win, connectors })
  const teardown = adapter.setup!({ emit: (e) => void emitted.push(e), networks: [MAINNET], rpc: noRpc })
  const discovered = () => emitted.flatMap((e) => (e.type === 'connectors/discovered' ? e.connectors : []))
  return { adapter, emitted, teardown, discovered }
}

test('behavior: a wallet registered before the app is ready answers app-ready and is reported ANNOUNCED (Wallet Standard discovery, SPEC §3 connector)', () => {
  const { win } = spiedWindow()
  const fake = createFakeWallet({ name: 'Early Wallet' })
  const unregister = registerWallet(win, fake.wallet)
  const { discovered, teardown, emitted } = start(win)
  assert.equal(discovered(), [{ id: 'early-wallet', name: 'Early Wallet', type: 'ANNOUNCED', chain: 'solana', imageUrl: ICON }])
  assert.is(emitted.length, 1, 'one connectors/discovered event')
  teardown()
  unregister()
})

test('behavior: a wallet registered after the app is ready is reported through wallet-standard:register-wallet', () => {
  const { win } = spiedWindow()
  const { discovered, teardown } = start(win)
  assert.equal(discovered(), [])
  const unregister = registerWallet(win, createFakeWallet({ name: 'Late Wallet' }).wallet)
  assert.equal(
    discovered().map((c) => c.name),
    ['Late Wallet'],
  )
  teardown()
  unregister()
})

test('behavior: only wallets with a solana:* chain and standard:connect are kept', () => {
  const { win } = spiedWindow()
  const { discovered, teardown } = start(win)
  const offs = [
    registerWallet(win, createFakeWallet({ name: 'EVM Only', chains: ['eip155:1'] }).wallet),
    registerWallet(win, createFakeWallet({ name: 'No Connect', without: ['standard:connect'] }).wallet),
    registerWallet(win, createFakeWallet({ name: 'Localnet', chains: ['solana:localnet'] }).wallet),
  ]
  assert.equal(
    discovered().map((c) => c.name),
    ['Localnet'],
  )
  teardown()
  offs.forEach((off) => {
    off()
  })
})

test('behavior: an identical connector (same id, name and chain) is not reported twice (SPEC §5)', () => {
  const { win } = spiedWindow()
  const first = createFakeWallet({ name: 'Twin' })
  // Registered before the app: it answers app-ready, and announces itself once more later.
  const offs = [registerWallet(win, first.wallet)]
  const { discovered, adapter, teardown } = start(win)
  offs.push(registerWallet(win, first.wallet)) // the same wallet object again
  offs.push(registerWallet(win, createFakeWallet({ name: 'Twin' }).wallet)) // another object, same name
  offs.push(registerWallet(win, createFakeWallet({ name: 'Other' }).wallet))
  assert.equal(
    discovered().map((c) => c.name),
    ['Twin', 'Other'],
  )
  assert.is(adapter.getConnectors().length, 2)
  teardown()
  offs.forEach((off) => {
    off()
  })
})

test('behavior: configured connectors (the test connector) are reported first, as given', () => {
  const { win } = spiedWindow()
  const offs = [registerWallet(win, createFakeWallet({ name: 'Injected One' }).wallet)]
  const { discovered, teardown } = start(win, [testConnector()])
  assert.equal(
    discovered().map((c) => [c.id, c.type]),
    [
      ['test', 'EXTERNAL'],
      ['injected-one', 'ANNOUNCED'],
    ],
  )
  teardown()
  offs.forEach((off) => {
    off()
  })
})

test('behavior: setup returns a teardown that removes every listener (window and wallet events)', () => {
  const { win, spy, live } = spiedWindow()
  const fake = createFakeWallet({ name: 'Listened' })
  const unregister = registerWallet(win, fake.wallet)
  const { teardown, discovered } = start(spy)
  assert.is(live.get('wallet-standard:register-wallet'), 1)
  assert.is(fake.listenerCount(), 1, 'subscribed to standard:events change')
  teardown()
  assert.is(live.get('wallet-standard:register-wallet'), 0)
  assert.is(fake.listenerCount(), 0)
  const before = discovered().length
  registerWallet(win, createFakeWallet({ name: 'After Teardown' }).wallet)
  assert.is(discovered().length, before, 'nothing is reported after teardown')
  unregister()
})

test('behavior: standard:events change to another account → connection/connected on the connected network; to no account → connection/disconnected', async () => {
  const { win } = spiedWindow()
  const fake = createFakeWallet({ name: 'Switcher', seeds: [1, 2] })
  const unregister = registerWallet(win, fake.wallet)
  const { adapter, emitted, teardown } = start(win)
  const result = await adapter.connect({ connectorId: 'Switcher', caipNetworkId: MAINNET.caipNetworkId })
  const [a, b] = fake.accounts
  assert.is(result.caipAddress, `${MAINNET.caipNetworkId}:${a!.address}`)
  const count = () => emitted.filter((e) => e.type !== 'connectors/discovered').length
  assert.is(count(), 0, "the connect's own change is not reported again")

  fake.emitChange({ accounts: [a!, b!] })
  assert.is(count(), 0, 'the connected account is still granted: no news')
  fake.emitChange({ chains: ['solana:mainnet'] })
  assert.is(count(), 0, 'a change without accounts says nothing about accounts')

  fake.emitChange({ accounts: [b!] })
  assert.equal(emitted.at(-1), {
    type: 'connection/connected',
    connectorId: 'switcher',
    namespace: 'solana',
    caipAddress: `${MAINNET.caipNetworkId}:${b!.address}`,
  })
  fake.emitChange({ accounts: [] })
  assert.equal(emitted.at(-1), { type: 'connection/disconnected', namespace: 'solana' })
  assert.is(count(), 2)
  fake.emitChange({ accounts: [a!] })
  assert.is(count(), 2, 'once disconnected, the wallet no longer speaks for the session')
  teardown()
  unregister()
})

test('behavior: a change from a wallet that is not the connected one is ignored', async () => {
  const { win } = spiedWindow()
  const connectedWallet = createFakeWallet({ name: 'Connected', seeds: [1] })
  const bystander = createFakeWallet({ name: 'Bystander', seeds: [3, 4] })
  const offs = [registerWallet(win, connectedWallet.wallet), registerWallet(win, bystander.wallet)]
  const { adapter, emitted, teardown } = start(win)
  await adapter.connect({ connectorId: 'Connected' })
  bystander.emitChange({ accounts: [bystander.accounts[1]!] })
  bystander.emitChange({ accounts: [] })
  assert.equal(
    emitted.filter((e) => e.type !== 'connectors/discovered'),
    [],
  )
  teardown()
  offs.forEach((off) => {
    off()
  })
})

test('behavior: adapter.disconnect calls standard:disconnect and its own change is not reported as news', async () => {
  const { win } = spiedWindow()
  const fake = createFakeWallet({ name: 'Leaving' })
  const unregister = registerWallet(win, fake.wallet)
  const { adapter, emitted, teardown } = start(win)
  await adapter.connect({ connectorId: 'Leaving' })
  await adapter.disconnect()
  assert.is(fake.calls.disconnect, 1)
  assert.equal(
    emitted.filter((e) => e.type !== 'connectors/discovered'),
    [],
    'the core reports this disconnection itself',
  )
  teardown()
  unregister()
})

test('behavior: the connected wallet unregistering (its script left the page) → connection/disconnected', async () => {
  const { win } = spiedWindow()
  const fake = createFakeWallet({ name: 'Gone' })
  const unregister = registerWallet(win, fake.wallet)
  const { adapter, emitted, teardown } = start(win)
  await adapter.connect({ connectorId: 'Gone' })
  unregister()
  assert.equal(emitted.at(-1), { type: 'connection/disconnected', namespace: 'solana' })
  assert.equal(adapter.getConnectors(), [])
  assert.is(fake.listenerCount(), 0, 'its change listener is gone too')
  teardown()
})

/** Announces an EIP-6963 wallet on `win` now and on every request, as wallets do. */
function announceEvm(window: Window, info: { name: string; rdns: string }): () => void {
  const win = window as unknown as Win
  const announce = () => win.dispatchEvent(new win.CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: { uuid: 'u', icon: ICON, ...info }, provider: {} }) }) as unknown as Event)
  win.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => win.removeEventListener('eip6963:requestProvider', announce)
}

test("behavior: a Wallet Standard wallet takes its EIP-6963 twin's rdns as id (one id on both namespaces); a Solana-only one a slug of its name, never the display name", async () => {
  const { window, spy, live } = spiedWindow()
  const stopAnnouncing = announceEvm(window, { name: 'Latch Dev Wallet', rdns: 'dev.latch.wallet' })
  const dev = createFakeWallet({ name: 'Latch Dev Wallet' })
  const own = createFakeWallet({ name: 'Own Id' }).wallet
  Object.defineProperty(own, 'rdns', { value: 'com.own' })
  const offs = [registerWallet(spy, dev.wallet), registerWallet(spy, createFakeWallet({ name: 'Sol Only' }).wallet), registerWallet(spy, own)]
  const { adapter, teardown, discovered } = start(spy)
  assert.equal(
    discovered().map((c) => [c.id, c.name, c.info?.rdns]),
    [
      ['dev.latch.wallet', 'Latch Dev Wallet', 'dev.latch.wallet'],
      ['sol-only', 'Sol Only', undefined],
      ['com.own', 'Own Id', 'com.own'],
    ],
  )
  const result = await adapter.connect({ connectorId: 'dev.latch.wallet', caipNetworkId: MAINNET.caipNetworkId })
  assert.is(result.caipAddress, `${MAINNET.caipNetworkId}:${dev.accounts[0]!.address}`)
  // A session saved while ids were names still finds its wallet.
  assert.ok(await adapter.reconnect!({ connectorId: 'Latch Dev Wallet', caipNetworkId: MAINNET.caipNetworkId }))
  teardown()
  for (const off of offs) off()
  stopAnnouncing()
  assert.is(live.get('eip6963:announceProvider'), 0, 'the EIP-6963 listener is removed on teardown')
})

test('behavior: a wallet registered after start finds its twin announced just before it (the adapter asks again)', () => {
  const { window, spy } = spiedWindow()
  const { discovered, teardown } = start(spy)
  const stopAnnouncing = announceEvm(window, { name: 'Late Wallet', rdns: 'io.late' })
  const off = registerWallet(spy, createFakeWallet({ name: 'late wallet' }).wallet)
  assert.equal(
    discovered().map((c) => c.id),
    ['io.late'],
  )
  teardown()
  off()
  stopAnnouncing()
})

test.run()
