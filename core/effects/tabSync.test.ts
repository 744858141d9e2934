/**
 * Tab sync's edges (SPEC.md §3 Connection: one connection per origin). A connection adopted from
 * another tab (`tabs/connectionAdopted`) starts the effects a restored connection starts — the
 * account's name and avatar, the multi-wallet list, the saved account type, the balances — through
 * the core's own lazy epics, as a page loads them. A network picked while disconnected reaches the
 * other tabs (SPEC.md §4: with no wallet to ask it is active at once, the network the origin's next
 * connection starts on), recorded there as a fact and never sent back.
 */
import { asyncScheduler, of } from 'rxjs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { BlockchainApi } from '../clients/blockchainApi.ts'
import { events } from '../events/index.ts'
import { createModal } from '../modal.ts'
import { replayFinal } from '../replay.ts'
import { createMemoryStorage } from '../storage.ts'
import { createStore } from '../store.ts'
import { init } from '../../test/fixtures/config.ts'
import { NETWORKS, polygon } from '../../test/fixtures/networks.ts'
import { offlineFetch } from '../../test/fixtures/offline.ts'
import { createTestAdapter } from '../../test/fixtures/testAdapter.ts'
import { until } from '../../test/fixtures/until.ts'
import { ACCOUNT_TYPES_KEY } from './accountType.ts'
import { balancesEpic } from './balances.ts'
import { coreEpics } from './index.ts'
import { CONNECTIONS_KEY } from './savedConnections.ts'

const EOA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SMART = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

test('behavior: SPEC.md §3 Connection — a connection adopted from another tab is named, listed, given its saved account type and its balances, as a restored one is', async () => {
  const storage = createMemoryStorage()
  // Another tab chose the smart account earlier (the origin's saved preference).
  await storage.set(ACCOUNT_TYPES_KEY, { eip155: 'smartAccount' })
  const asked: string[] = []
  const blockchainApi = {
    getIdentity: ({ address }: { address: string }) => (asked.push(`identity ${address}`), of({ name: 'tabs.latch.id', avatar: 'https://avatar.example/1.png' })),
    getBalance: ({ address }: { address: string }) => (asked.push(`balance ${address}`), of([])),
  } as unknown as BlockchainApi
  const { identityEpic, savedConnectionsEpic, accountTypeEpic } = coreEpics
  const store = createStore({
    epics: { identityEpic: identityEpic!, savedConnectionsEpic: savedConnectionsEpic!, accountTypeEpic: accountTypeEpic!, balancesEpic },
    deps: { scheduler: asyncScheduler, window: undefined, adapters: [createTestAdapter('eip155')], storage, blockchainApi },
  })
  store.dispatch(init({ features: { multiWallet: true } }))
  store.dispatch(
    events.tabs.connectionAdopted({
      connectorId: 'smart.wallet',
      namespace: 'eip155',
      caipAddress: `eip155:1:${EOA}`,
      accounts: [
        { address: EOA, type: 'eoa' },
        { address: SMART, type: 'smartAccount' },
      ],
    }),
  )
  await until(() => store.getState().accounts.eip155?.preferredAccountType === 'smartAccount', 'the saved account type applied')
  await until(() => store.getState().accounts.eip155?.profileName === 'tabs.latch.id', 'the identity loaded')
  await until(
    async () => ((await storage.get(CONNECTIONS_KEY)) as { eip155?: { connectorId: string }[] } | undefined)?.eip155?.[0]?.connectorId === 'smart.wallet',
    'listed among the saved connections',
  )
  assert.ok(asked.includes(`balance ${EOA}`), `balances asked: ${asked.join(', ')}`)
  assert.is(store.getState().accounts.eip155?.profileImage, 'https://avatar.example/1.png')
  assert.equal(asJson(replayFinal(store.log.export())), asJson(store.getState()), 'the log replays')
})

test('behavior: SPEC.md §4 a network picked while disconnected is followed by the other tabs, as a fact, and not sent back', async () => {
  const storage = createMemoryStorage()
  const channel = `latch/tabs/unit-${Date.now()}`
  const make = () =>
    createModal({
      projectId: 'p',
      networks: NETWORKS,
      adapters: [createTestAdapter('eip155')],
      deps: { window: undefined, fetch: offlineFetch, walletApi: null, blockchainApi: null, storage, tabChannel: channel },
    })
  // Each tab listens once its sync chunk is in (it opens its channel): counted, so A switches only then.
  const Native = globalThis.BroadcastChannel
  let opened = 0
  globalThis.BroadcastChannel = class extends Native {
    constructor(name: string) {
      super(name)
      if (name === channel) opened++
    }
  }
  const [a, b] = [make(), make()]
  const listening = new Native(channel)
  const heard: unknown[] = []
  listening.onmessage = (event) => heard.push(event.data)
  try {
    await Promise.all([a.load(), b.load()])
    await until(() => opened === 2, 'both tabs listen')
    assert.is.not(a.getState().activeCaipNetworkId, polygon.caipNetworkId)
    await a.switchNetwork(polygon.caipNetworkId)
    assert.is(a.getState().accounts.eip155?.status ?? 'disconnected', 'disconnected')
    await until(() => b.getState().activeCaipNetworkId === polygon.caipNetworkId, 'B follows the network A picked')
    assert.ok(
      b.eventLog().some((e) => e.type === 'tabs/networkSwitched'),
      'recorded as learned from another tab',
    )
    assert.not.ok(
      b.eventLog().some((e) => e.type === 'networks/switchRequested'),
      'not as its own request',
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    assert.equal(heard, [{ type: 'tabs/networkSwitched', caipNetworkId: polygon.caipNetworkId }], 'one message, from A only (no echo from B)')
    for (const modal of [a, b]) assert.equal(asJson(replayFinal(modal.eventLog())), asJson(modal.getState()))
  } finally {
    globalThis.BroadcastChannel = Native
    listening.close()
    a.destroy()
    b.destroy()
  }
})

test.run()
