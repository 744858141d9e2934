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
import type { Adapter, ConnectResult } from '../adapter.ts'
import { createModal, dispatchInternal } from '../modal.ts'
import { replayFinal } from '../replay.ts'
import { createMemoryStorage } from '../storage.ts'
import { createStore } from '../store.ts'
import { init } from '../../test/fixtures/config.ts'
import { EVM_ADDRESS, NETWORKS, polygon, SOLANA_ADDRESS } from '../../test/fixtures/networks.ts'
import { offlineFetch } from '../../test/fixtures/offline.ts'
import { createTestAdapter } from '../../test/fixtures/testAdapter.ts'
import { until } from '../../test/fixtures/until.ts'
import { ACCOUNT_TYPES_KEY, accountTypeEpic } from './accountType.ts'
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

test('behavior: SPEC.md §3 preferredAccountType — an account type another tab switched to is the one this tab restores at its next connection', async () => {
  const storage = createMemoryStorage()
  const tab = () => {
    const store = createStore({ epics: { accountTypeEpic }, deps: { scheduler: asyncScheduler, window: undefined, adapters: [createTestAdapter('eip155')], storage } })
    store.dispatch(init())
    return store
  }
  const accounts = [
    { address: EOA, type: 'eoa' as const },
    { address: SMART, type: 'smartAccount' as const },
  ]
  const connect = () => events.connection.connected({ connectorId: 'smart.wallet', namespace: 'eip155', caipAddress: `eip155:1:${EOA}`, accounts })
  const [a, b] = [tab(), tab()]
  a.dispatch(connect())
  a.dispatch(events.accounts.switchRequested({ namespace: 'eip155', accountType: 'smartAccount' }))
  await until(async () => ((await storage.get(ACCOUNT_TYPES_KEY)) as { eip155?: string } | undefined)?.eip155 === 'smartAccount', 'A saved the smart account')
  b.dispatch(connect())
  await until(() => b.getState().accounts.eip155?.address === SMART, 'B restored it')
  // A goes back to the EOA; B learns it from the channel.
  a.dispatch(events.accounts.switchRequested({ namespace: 'eip155', accountType: 'eoa' }))
  await until(async () => ((await storage.get(ACCOUNT_TYPES_KEY)) as { eip155?: string } | undefined)?.eip155 === 'eoa', 'A saved the EOA')
  b.dispatch(events.tabs.accountTypeSwitched({ namespace: 'eip155', accountType: 'eoa', caipAddress: `eip155:1:${EOA}` }))
  b.dispatch(events.connection.disconnected({ namespace: 'eip155' }))
  b.dispatch(connect())
  await new Promise((resolve) => setTimeout(resolve, 20))
  assert.is(b.getState().accounts.eip155?.address, EOA, 'B keeps the EOA, the origin’s saved choice')
  assert.equal(asJson(replayFinal(b.log.export())), asJson(b.getState()))
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

test('behavior: SPEC.md §3 one AUTH session — an embedded login adopted from another tab joins its Solana account here too; a sign-out learned before the join answers ends the join', async () => {
  const auth: Adapter = {
    namespace: 'eip155',
    connect: async () => Promise.reject(new Error('not routed')),
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    auth: { connectorId: 'auth', connectEmail: async () => ({ action: 'VERIFY_OTP' }), connectDevice: async () => undefined, connectOtp: async () => undefined, authName: () => 'a@b.c' },
  }
  const solana = createTestAdapter('solana')
  const answers: ((result: ConnectResult | undefined) => void)[] = []
  solana.reconnect = () => new Promise((resolve) => answers.push(resolve))
  const modal = createModal({
    projectId: 'p',
    networks: NETWORKS,
    adapters: [createTestAdapter('eip155'), solana, auth],
    deps: { window: undefined, fetch: offlineFetch, walletApi: null, blockchainApi: null, storage: createMemoryStorage(), tabChannel: undefined },
  })
  try {
    await modal.load()
    const connectors = [
      { id: 'auth', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const },
      { id: 'auth', name: 'Email', type: 'AUTH' as const, chain: 'solana' as const },
    ]
    dispatchInternal(modal, events.connectors.discovered({ connectors }))
    const adopt = () => dispatchInternal(modal, events.tabs.connectionAdopted({ connectorId: 'auth', namespace: 'eip155', caipAddress: `eip155:1:${EVM_ADDRESS}`, authName: 'a@b.c' }))
    adopt()
    await until(() => answers.length === 1, 'Solana asked to join, silently')
    answers[0]!({ caipAddress: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_ADDRESS}` })
    await until(() => modal.getState().accounts.solana?.status === 'connected', 'Solana joined')
    assert.is(modal.getState().activeNamespace, 'eip155', 'the adopted login stays the active one')

    // Signed out in another tab while this tab's next join is still asking the wallet.
    dispatchInternal(modal, events.tabs.disconnected({ namespace: 'solana' }))
    dispatchInternal(modal, events.tabs.disconnected({ namespace: 'eip155' }))
    adopt()
    await until(() => answers.length === 2 && modal.getState().accounts.solana?.status === 'connecting', 'joining again')
    dispatchInternal(modal, events.tabs.disconnected({ namespace: 'eip155' }))
    // The wallet answers the join just after: too late, the session it joins has ended.
    answers[1]!({ caipAddress: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_ADDRESS}` })
    await new Promise((resolve) => setTimeout(resolve, 20))
    assert.is(modal.getState().accounts.solana?.status ?? 'disconnected', 'disconnected', 'the join ended with the sign-out; its late answer joins nothing')
    // The exported log holds the email as its keyed token (personal data): the live state compared so.
    const log = modal.eventLog()
    const token = JSON.stringify(log).match(/\[personal:[0-9a-f]+\]/)?.[0] ?? ''
    assert.equal(asJson(replayFinal(log)), JSON.parse(JSON.stringify(modal.getState()).split('a@b.c').join(token)))
  } finally {
    modal.destroy()
  }
})

test.run()
