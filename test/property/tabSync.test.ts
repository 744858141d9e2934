/**
 * Tabs that stay in sync (SPEC.md §3 Connection: one connection per origin), with Node's own
 * BroadcastChannel: several modals on one channel, as the tabs of one origin, over one storage and
 * one wallet (an injected wallet is one per browser). Random operations in random tabs converge to
 * the same connection state in every tab; the wallet prompts only in the tab that asked; every
 * message comes from a tab's own operation (never one it received: no echo, no loop); and each
 * tab's log replays to its own final state.
 */
import fc from 'fast-check'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Adapter } from '../../core/adapter.ts'
import { events } from '../../core/events/index.ts'
import { createModal, dispatchInternal } from '../../core/modal.ts'
import type { Modal as LatchModal } from '../../core/modalFacade.ts'
import { replayFinal } from '../../core/replay.ts'
import { createMemoryStorage } from '../../core/storage.ts'
import type { CaipAddress, CaipNetworkId } from '../../core/types.ts'
import { EVM_ADDRESS, mainnet, NETWORKS, polygon } from '../fixtures/networks.ts'
import { offlineFetch } from '../fixtures/offline.ts'

/** Messages posted and delivered on every channel of this process (the test's own count). */
const traffic = { opened: 0, posted: 0, delivered: 0, byTab: new Map<string, number>() }
let current = ''
const Native = globalThis.BroadcastChannel
/** Node's BroadcastChannel, counting: who posted (the tab whose code runs), and each delivery. */
class CountingChannel extends Native {
  readonly tab = current
  constructor(name: string) {
    super(name)
    traffic.opened++
  }
  override postMessage(message: unknown): void {
    traffic.posted++
    traffic.byTab.set(this.tab, (traffic.byTab.get(this.tab) ?? 0) + 1)
    super.postMessage(message)
  }
  override set onmessage(listener: ((event: MessageEvent) => void) | null) {
    super.onmessage = listener && ((event: MessageEvent) => (traffic.delivered++, listener(event)))
  }
  override get onmessage() {
    return super.onmessage
  }
}

/** One browser's injected wallet: authorised or not, on one chain; `prompts` counts its connect prompts. */
function sharedWallet() {
  return { authorized: false, chain: mainnet.caipNetworkId as CaipNetworkId, prompts: 0 }
}
type Wallet = ReturnType<typeof sharedWallet>

/** A tab's adapter over the shared wallet: `connect` prompts, `reconnect` is the silent restore. */
function walletAdapter(wallet: Wallet): Adapter {
  const address = (chain: CaipNetworkId) => `${chain}:${EVM_ADDRESS}` as CaipAddress
  return {
    namespace: 'eip155',
    connect: async ({ caipNetworkId }) => {
      wallet.prompts++
      wallet.authorized = true
      wallet.chain = caipNetworkId ?? wallet.chain
      return { caipAddress: address(wallet.chain) }
    },
    reconnect: async ({ caipNetworkId }) => (wallet.authorized ? { caipAddress: address(caipNetworkId ?? wallet.chain) } : undefined),
    disconnect: async () => void (wallet.authorized = false),
    switchNetwork: async (caipNetworkId) => void (wallet.chain = caipNetworkId),
  }
}

const operation = fc.oneof(
  fc.record({ kind: fc.constant('connect' as const), tab: fc.nat() }),
  fc.record({ kind: fc.constant('disconnect' as const), tab: fc.nat() }),
  fc.record({ kind: fc.constant('switch' as const), tab: fc.nat(), network: fc.constantFrom(mainnet.caipNetworkId, polygon.caipNetworkId) }),
)

/** Waits until every posted message reached every other tab and the adoptions they started have settled. */
async function quiet(tabs: number): Promise<void> {
  let stable = 0
  for (let i = 0; i < 2000 && stable < 5; i++) {
    const before = traffic.posted
    await new Promise((resolve) => setTimeout(resolve, 1))
    stable = traffic.delivered === traffic.posted * (tabs - 1) && before === traffic.posted ? stable + 1 : 0
  }
  if (stable < 5) throw new Error(`the tabs never went quiet: ${traffic.posted} posted, ${traffic.delivered} delivered`)
}

/**
 * What every tab must agree on: the connection and the network, a network picked while
 * disconnected included (the origin's next connection starts on it, SPEC.md §4).
 */
function connectionOf(modal: LatchModal) {
  const state = modal.getState()
  const account = state.accounts.eip155
  const network = state.activeCaipNetworkId
  if (account?.status !== 'connected') return { status: account?.status ?? 'disconnected', network }
  return { status: account.status, caipAddress: account.caipAddress, connectorId: account.connectorId, network }
}

/** Lets the event loop run (a message would be delivered by then): a wait, not a timed assertion. */
const ticks = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setTimeout(resolve, 1))
}

let run = 0
async function session(count: number, operations: { kind: 'connect' | 'disconnect' | 'switch'; tab: number; network?: string }[]) {
  const channel = `latch/tabs/property-${run++}`
  const storage = createMemoryStorage()
  const wallet = sharedWallet()
  traffic.opened = traffic.posted = traffic.delivered = 0
  traffic.byTab.clear()
  globalThis.BroadcastChannel = CountingChannel as typeof BroadcastChannel
  const modals: LatchModal[] = []
  const own = new Map<string, number>()
  try {
    for (let i = 0; i < count; i++) {
      current = `tab${i}`
      const modal = createModal({
        projectId: 'p',
        networks: NETWORKS,
        adapters: [walletAdapter(wallet)],
        deps: { window: undefined, fetch: offlineFetch, walletApi: null, blockchainApi: null, storage, tabChannel: channel },
      })
      dispatchInternal(modal, events.connectors.discovered({ connectors: [{ id: 'injected', name: 'Injected', type: 'INJECTED', chain: 'eip155' }] }))
      modals.push(modal)
      // A tab listens once its sync chunk has loaded (at start); the next tab opens after, so each
      // channel is counted as its own tab's.
      for (let j = 0; j < 2000 && traffic.opened <= i; j++) await new Promise((resolve) => setTimeout(resolve, 1))
      assert.is(traffic.opened, i + 1, `tab ${i} opened its channel`)
    }
    await quiet(count)
    let connects = 0
    for (const op of operations) {
      const tab = op.tab % count
      const modal = modals[tab]!
      current = `tab${tab}`
      if (op.kind === 'connect') {
        if (modal.getState().accounts.eip155?.status === 'connected') continue
        connects++
        await modal.connect('injected', { namespace: 'eip155' })
      } else if (op.kind === 'disconnect') await modal.disconnect()
      else await modal.switchNetwork(op.network as CaipNetworkId)
      own.set(`tab${tab}`, (own.get(`tab${tab}`) ?? 0) + 1)
      await quiet(count)
      const first = connectionOf(modals[0]!)
      for (const [i, m] of modals.entries()) assert.equal(connectionOf(m), first, `tab ${i} after ${JSON.stringify(op)} in tab ${tab}`)
    }
    // The wallet prompted only for the connects asked, never in a tab that learned of one.
    assert.is(wallet.prompts, connects)
    // No echo: each tab posted at most once per operation of its own (a tab that only listened
    // posted nothing), however many messages it received and adopted.
    for (const [tab, posted] of traffic.byTab) assert.ok(posted <= (own.get(tab) ?? 0), `${tab} posted ${posted} for ${own.get(tab) ?? 0} operations of its own`)
    // SPEC.md §3 replay: each tab's own log (with what it learned as facts) replays to its own state.
    for (const modal of modals) assert.equal(JSON.parse(JSON.stringify(replayFinal(modal.eventLog()))), JSON.parse(JSON.stringify(modal.getState())))
  } finally {
    for (const modal of modals) modal.destroy()
    globalThis.BroadcastChannel = Native
  }
}

test('behavior: SPEC.md §3 Connection — random operations in random tabs converge, prompt only where asked, never echo, and replay', async () => {
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 2, max: 4 }), fc.array(operation, { minLength: 1, maxLength: 12 }), (count, operations) =>
      session(count, operations).catch((error: unknown) => {
        if (process.env.TABSYNC_SEED) console.error(error)
        throw error
      }),
    ),
    { numRuns: 25, ...(process.env.TABSYNC_SEED ? { seed: Number(process.env.TABSYNC_SEED), path: process.env.TABSYNC_PATH, endOnFailure: true, verbose: 2 } : {}) },
  )
})

test('behavior: a modal with syncTabs: false neither posts nor follows another tab', async () => {
  const storage = createMemoryStorage()
  const wallet = sharedWallet()
  traffic.posted = traffic.delivered = 0
  globalThis.BroadcastChannel = CountingChannel as typeof BroadcastChannel
  const make = (syncTabs: boolean) => {
    const modal = createModal({
      projectId: 'p',
      networks: NETWORKS,
      adapters: [walletAdapter(wallet)],
      syncTabs,
      deps: { window: undefined, fetch: offlineFetch, walletApi: null, blockchainApi: null, storage, tabChannel: 'latch/tabs/opt-out' },
    })
    dispatchInternal(modal, events.connectors.discovered({ connectors: [{ id: 'injected', name: 'Injected', type: 'INJECTED', chain: 'eip155' }] }))
    return modal
  }
  const [a, b] = [make(false), make(true)]
  try {
    await a.connect('injected', { namespace: 'eip155' })
    await ticks(50)
    assert.is(traffic.posted, 0, 'the opted-out tab posts nothing')
    await b.connect('injected', { namespace: 'eip155' })
    await b.disconnect()
    await ticks(50)
    assert.is(a.getState().accounts.eip155?.status, 'connected', 'the opted-out tab does not follow the other tab')
  } finally {
    a.destroy()
    b.destroy()
    globalThis.BroadcastChannel = Native
  }
})

test.run()
