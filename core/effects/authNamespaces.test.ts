/**
 * One login, every namespace (SPEC.md §3 the AUTH connector serves each namespace, §4
 * connection status): after an email login connects eip155, a Solana adapter that lists the AUTH
 * connector joins the same session silently, the login's namespace stays active, sign out ends
 * both, and the log replays to the same state. Through the real modal with test adapters.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { VirtualClock } from '../../test/fixtures/testHarness.ts'
import { NETWORKS, SOLANA_ADDRESS } from '../../test/fixtures/networks.ts'
import { offlineFetch } from '../../test/fixtures/offline.ts'
import { createTestAdapter, type TestAdapterFlags } from '../../test/fixtures/testAdapter.ts'
import { until } from '../../test/fixtures/until.ts'
import type { Adapter } from '../adapter.ts'
import { fakeAuth } from '../../test/fixtures/fakeAuth.ts'
import { events, type StampedEvent } from '../events/index.ts'
import { createModal, dispatchInternal } from '../modal.ts'
import { replay } from '../replay.ts'
import { createMemoryStorage, type KeyValueStorage } from '../storage.ts'
import { SESSION_KEY } from '../storage.ts'
import { LAST_USED_CHAIN_KEY } from './authNamespaces.ts'

function authAdapter(): Adapter {
  const auth = fakeAuth({ authName: () => 'a@b.c' })
  return { namespace: 'eip155', connect: async () => Promise.reject(new Error('not routed')), disconnect: async () => undefined, switchNetwork: async () => undefined, auth }
}

function setup(options: { solanaAuth?: boolean; solana?: TestAdapterFlags; storage?: KeyValueStorage } = {}) {
  const evm = createTestAdapter('eip155')
  const solana = createTestAdapter('solana', options.solana)
  const modal = createModal({
    projectId: 'p',
    networks: NETWORKS,
    adapters: [evm, solana, authAdapter()],
    deps: { scheduler: new VirtualClock(), window: undefined, fetch: offlineFetch, walletApi: null, blockchainApi: null, ...(options.storage ? { storage: options.storage } : {}) },
  })
  dispatchInternal(
    modal,
    events.connectors.discovered({
      connectors: [
        { id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' },
        ...(options.solanaAuth === false ? [] : [{ id: 'auth', name: 'Email', type: 'AUTH' as const, chain: 'solana' as const }]),
      ],
    }),
  )
  modal.open()
  return { modal, evm, solana }
}

async function emailLogin(modal: ReturnType<typeof setup>['modal'], namespace: 'eip155' | 'solana' = 'eip155'): Promise<void> {
  modal.dispatch(events.ui.emailSubmitted({ email: 'a@b.c' }))
  await until(() => modal.getState().view === 'EmailVerifyOtp', 'the code is asked for')
  modal.dispatch(events.embedded.otpSubmitted({ email: 'a@b.c', otp: '123456' }))
  await until(() => modal.getState().accounts[namespace]?.status === 'connected', `${namespace} connected`)
}

test('behavior: SPEC §3 the AUTH connector serves each namespace — after an email login on eip155, Solana joins the same session without a prompt; eip155 stays active', async () => {
  const { modal, solana } = setup()
  await emailLogin(modal)
  await until(() => modal.getState().accounts.solana?.status === 'connected', 'solana joined')
  const state = modal.getState()
  assert.is(state.accounts.solana?.connectorId, 'auth')
  assert.is(state.accounts.solana?.address, SOLANA_ADDRESS)
  assert.is(state.accounts.solana?.authName, 'a@b.c')
  assert.equal(solana.calls.reconnect, ['auth'])
  assert.equal(solana.calls.connect, [], 'no prompt')
  assert.is(state.activeNamespace, 'eip155', 'the login namespace stays active')
  assert.ok(state.activeCaipNetworkId?.startsWith('eip155:'))
  assert.is(state.status, 'connected')
  assert.is(state.open, false, 'the login closed the modal; the join does not reopen it')
  const joined = (modal.eventLog() as StampedEvent[]).find((e) => e.type === 'connection/connected' && e.namespace === 'solana')
  assert.ok(joined && joined.type === 'connection/connected' && joined.joined === true && joined.requestId === undefined)
  modal.destroy()
})

test('behavior: SPEC §4 a switch to the joined Solana network makes Solana the active account, no connect flow', async () => {
  const { modal, solana } = setup()
  await emailLogin(modal)
  await until(() => modal.getState().accounts.solana?.status === 'connected', 'solana joined')
  await modal.switchNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  const state = modal.getState()
  assert.is(state.activeNamespace, 'solana')
  assert.is(state.accounts.solana?.caipAddress, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_ADDRESS}`)
  assert.equal(solana.calls.connect, [])
  modal.destroy()
})

test('behavior: without the AUTH connector on solana nothing joins; a join the wallet refuses leaves eip155 connected and active', async () => {
  const none = setup({ solanaAuth: false })
  await emailLogin(none.modal)
  assert.equal(none.solana.calls.reconnect, [])
  assert.is(none.modal.getState().accounts.solana, undefined)
  none.modal.destroy()

  const refused = setup({ solana: { reconnect: 'nothing' } })
  await emailLogin(refused.modal)
  await until(() => refused.solana.calls.reconnect.length === 1 && refused.modal.getState().accounts.solana === undefined, 'the join ended')
  const state = refused.modal.getState()
  assert.is(state.status, 'connected')
  assert.is(state.activeNamespace, 'eip155')
  refused.modal.destroy()
})

test('behavior: sign out (modal.disconnect()) ends both namespaces; the log replays to the live final state', async () => {
  const { modal, solana } = setup()
  await emailLogin(modal)
  await until(() => modal.getState().accounts.solana?.status === 'connected', 'solana joined')
  await modal.disconnect()
  assert.is(modal.getState().accounts.eip155, undefined)
  assert.is(modal.getState().accounts.solana, undefined)
  assert.is(modal.getState().status, 'disconnected')
  assert.is(solana.calls.disconnect, 1)
  const log = modal.eventLog() as StampedEvent[]
  const live = JSON.parse(
    JSON.stringify(modal.getState())
      .split('a@b.c')
      .join(JSON.stringify(log).match(/\[personal:[0-9a-f]+\]/)?.[0] ?? 'a@b.c'),
  )
  assert.equal(JSON.parse(JSON.stringify(replay(log).final)), live)
  modal.destroy()
})

test("behavior: SPEC §4 a reload restores the login's namespace (the only one saved) and Solana joins it again; eip155 stays active", async () => {
  const storage = createMemoryStorage()
  const first = setup({ storage })
  await emailLogin(first.modal)
  await until(() => first.modal.getState().accounts.solana?.status === 'connected', 'solana joined')
  await until(async () => Object.keys(((await storage.get(SESSION_KEY)) ?? {}) as object).join() === 'eip155', 'the login saved')
  first.modal.destroy()

  const second = setup({ storage }) // the page reloaded
  await until(() => second.modal.getState().accounts.solana?.status === 'connected', 'solana joined again')
  const state = second.modal.getState()
  assert.is(state.accounts.eip155?.connectorId, 'auth')
  assert.is(state.activeNamespace, 'eip155')
  assert.equal(second.solana.calls.connect, [], 'no prompt')
  assert.equal(second.solana.calls.reconnect, ['auth'])
  second.modal.destroy()
})

test('behavior: SPEC §3 embedded key "last used chain" — on Solana before the reload, the restored session lands on Solana again (the login namespace restores, Solana joins and is active)', async () => {
  const storage = createMemoryStorage()
  const first = setup({ storage })
  await emailLogin(first.modal)
  await until(() => first.modal.getState().accounts.solana?.status === 'connected', 'solana joined')
  await first.modal.switchNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  await until(async () => (await storage.get(LAST_USED_CHAIN_KEY)) === 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'the last used chain saved')
  first.modal.destroy()

  const second = setup({ storage }) // the page reloaded
  await until(() => second.modal.getState().activeNamespace === 'solana' && second.modal.getState().accounts.solana?.status === 'connected', 'back on Solana')
  const state = second.modal.getState()
  assert.is(state.activeCaipNetworkId, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  assert.is(state.accounts.eip155?.status, 'connected')
  assert.equal(second.solana.calls.connect, [], 'no prompt')
  assert.equal(replay(second.modal.eventLog() as StampedEvent[]).final.activeNamespace, 'solana')
  second.modal.destroy()
})

test('behavior: SPEC §3 on a Solana network, the email login connects the Solana account first and eip155 joins; Solana stays active', async () => {
  const { modal, evm, solana } = setup()
  modal.close()
  await modal.switchNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  modal.open()
  await emailLogin(modal, 'solana')
  await until(() => modal.getState().accounts.eip155?.status === 'connected', 'eip155 joined')
  const state = modal.getState()
  assert.equal(solana.calls.connect, ['auth'], 'the login connects Solana')
  assert.equal(evm.calls.reconnect, ['auth'], 'eip155 joins silently')
  assert.is(state.activeNamespace, 'solana')
  assert.is(state.accounts.solana?.authName, 'a@b.c')
  assert.is(state.accounts.eip155?.authName, 'a@b.c')
  modal.destroy()
})

test.run()
