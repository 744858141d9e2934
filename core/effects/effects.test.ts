import { asyncScheduler } from 'rxjs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Adapter } from '../adapter.ts'
import { events } from '../events/index.ts'
import { createStore, type Epic, type WindowLike } from '../store.ts'
import { connectEvm, init } from '../../test/fixtures/config.ts'
import { createTestAdapter } from '../../test/fixtures/testAdapter.ts'
import { authConnectorReloadEpic } from './authConnectorReload.ts'
import { disconnectEpic } from './disconnect.ts'
import { switchNetworkEpic } from './switchNetwork.ts'
import { systemThemeEpic } from './systemTheme.ts'

function fakeAdapter(namespace: Adapter['namespace'], fail: { disconnect?: boolean; switch?: boolean } = {}) {
  const adapter = createTestAdapter(namespace, {
    ...(fail.disconnect ? { disconnectError: new Error('wallet refused') } : {}),
    ...(fail.switch ? { switchError: Object.assign(new Error('User rejected the request'), { code: 4001 }) } : {}),
  })
  return {
    adapter,
    get calls() {
      return [...Array(adapter.calls.disconnect).fill('disconnect'), ...adapter.calls.switchNetwork.map((id) => `switch:${id}`)]
    },
  }
}

const storeWith = (epics: Record<string, Epic>, adapters: Adapter[] = [], window?: WindowLike) => {
  const store = createStore({ epics, deps: { scheduler: asyncScheduler, window, adapters } })
  store.dispatch(init())
  return store
}
const settle = () => new Promise((r) => setTimeout(r, 0))

test('behavior: SPEC §2 leaving ConnectingFarcaster while disconnected reloads the auth connector (the frame drops a pending Farcaster sign-in) and records it', async () => {
  let reloads = 0
  const auth = {
    connectorId: 'auth',
    connectEmail: async () => ({ action: 'VERIFY_OTP' as const }),
    connectDevice: async () => {},
    connectOtp: async () => {},
    authName: () => undefined,
    reload: async () => void reloads++,
  }
  const store = storeWith({ authConnectorReloadEpic }, [{ ...createTestAdapter('eip155'), auth }])
  store.dispatch(events.modal.openRequested())
  store.dispatch(events.router.navigated({ view: 'ConnectingFarcaster' }))
  store.dispatch(events.router.wentBack())
  await settle()
  assert.is(reloads, 1)
  assert.is(store.log.entries().filter((e) => e.type === 'embedded/authConnectorReloadRequested').length, 1)
})

test('error: an auth connector whose reload fails: the reload is still recorded', async () => {
  const auth = {
    connectorId: 'auth',
    connectEmail: async () => ({ action: 'VERIFY_OTP' as const }),
    connectDevice: async () => {},
    connectOtp: async () => {},
    authName: () => undefined,
    reload: async () => Promise.reject(new Error('frame gone')),
  }
  const store = storeWith({ authConnectorReloadEpic }, [{ ...createTestAdapter('eip155'), auth }])
  store.dispatch(events.modal.openRequested())
  store.dispatch(events.router.navigated({ view: 'ConnectingFarcaster' }))
  store.dispatch(events.router.wentBack())
  await settle()
  assert.is(store.log.entries().filter((e) => e.type === 'embedded/authConnectorReloadRequested').length, 1)
})

test('behavior: SPEC §2 leaving ConnectingFarcaster once connected does not reload', () => {
  const store = storeWith({ authConnectorReloadEpic })
  store.dispatch(events.modal.openRequested())
  store.dispatch(events.router.navigated({ view: 'ConnectingFarcaster' }))
  store.dispatch(connectEvm())
  store.dispatch(events.router.navigated({ view: 'Account', mode: 'reset' }))
  assert.is(store.log.entries().filter((e) => e.type === 'embedded/authConnectorReloadRequested').length, 0)
})

test('behavior: SPEC §4 the theme follows system preference changes (matchMedia)', () => {
  const listeners: ((e: { matches: boolean }) => void)[] = []
  const window: WindowLike = {
    matchMedia: () => ({
      matches: true,
      addEventListener: (_type, listener) => listeners.push(listener),
      removeEventListener: (_type, listener) => listeners.splice(listeners.indexOf(listener), 1),
    }),
  }
  const store = storeWith({ systemThemeEpic }, [], window)
  listeners.forEach((l) => {
    l({ matches: false })
  })
  assert.is(store.getState().themeMode, 'light')
  store.destroy()
  assert.is(listeners.length, 0, 'listener removed on destroy')
})

test('behavior: disconnect asks the adapter, then reports connection/disconnected', async () => {
  const fake = fakeAdapter('eip155')
  const store = storeWith({ disconnectEpic }, [fake.adapter])
  store.dispatch(connectEvm())
  store.dispatch(events.connection.disconnectRequested({}))
  await settle()
  assert.equal(fake.calls, ['disconnect'])
  assert.is(store.getState().status, 'disconnected')
})

test("error: SPEC §8 a failing adapter disconnect reports 'Failed to disconnect'", async () => {
  const { adapter } = fakeAdapter('eip155', { disconnect: true })
  const store = storeWith({ disconnectEpic }, [adapter])
  store.dispatch(connectEvm())
  store.dispatch(events.connection.disconnectRequested({ namespace: 'eip155' }))
  await settle()
  const failed = store.log.entries().find((e) => e.type === 'connection/disconnectFailed')
  assert.equal((failed as { error?: unknown })?.error, { name: 'ConnectionError', shortMessage: 'Failed to disconnect', details: 'wallet refused' })
  assert.is(store.getState().status, 'connected')
})

test('behavior: switching while connected asks the adapter and goes back on success', async () => {
  const fake = fakeAdapter('eip155')
  const store = storeWith({ switchNetworkEpic }, [fake.adapter])
  store.dispatch(connectEvm())
  store.dispatch(events.modal.openRequested())
  store.dispatch(events.networks.switchRequested({ caipNetworkId: 'eip155:137' }))
  assert.is(store.getState().view, 'SwitchNetwork')
  await settle()
  assert.equal(fake.calls, ['switch:eip155:137'])
  assert.is(store.getState().activeCaipNetworkId, 'eip155:137')
  assert.is(store.getState().view, 'Account')
})

test('error: a wallet rejecting the switch reports networks/switchFailed with its code', async () => {
  const { adapter } = fakeAdapter('eip155', { switch: true })
  const store = storeWith({ switchNetworkEpic }, [adapter])
  store.dispatch(connectEvm())
  store.dispatch(events.networks.switchRequested({ caipNetworkId: 'eip155:137' }))
  await settle()
  const failed = store.log.entries().find((e) => e.type === 'networks/switchFailed')
  assert.is((failed as { error?: { shortMessage: string } })?.error?.shortMessage, 'User rejected the request')
  assert.is(store.getState().activeCaipNetworkId, 'eip155:1')
})

test('error: switching with no adapter for the namespace fails with a clear reason', () => {
  const store = storeWith({ switchNetworkEpic })
  store.dispatch(connectEvm())
  store.dispatch(events.networks.switchRequested({ caipNetworkId: 'eip155:137' }))
  const failed = store.log.entries().find((e) => e.type === 'networks/switchFailed') as { error?: { details?: string } }
  assert.is(failed?.error?.details, 'No adapter for namespace eip155')
})

test.run()
