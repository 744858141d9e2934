import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { TestScheduler } from 'rxjs/testing'
import type { Adapter } from '../adapter.ts'
import { events } from '../events/index.ts'
import { PAIRING_EXPIRED_AT_LEFT_MS, PAIRING_EXPIRY_MS, isPairingExpired } from '../rules/pairing.ts'
import { replay } from '../replay.ts'
import { createStore, type Store } from '../store.ts'
import { onVirtualTime } from '../../test/fixtures/virtual.ts'
import { init } from '../../test/fixtures/config.ts'
import { pairingEpic } from './pairing.ts'

const EXPIRES_AFTER = PAIRING_EXPIRY_MS - PAIRING_EXPIRED_AT_LEFT_MS

/** A WalletConnect-like adapter whose refresh issues `wc:N` at once (twice) and whose cancel is counted. */
function pairingAdapter(store: () => Store) {
  const calls = { refresh: 0, cancel: 0 }
  const adapter: Adapter = {
    namespace: 'eip155',
    connect: () => new Promise(() => undefined),
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    pairing: {
      refresh: async () => {
        calls.refresh++
        // Two fresh URIs, then none (the virtual clock would otherwise never run out of timers).
        if (calls.refresh <= 2) store().dispatch(events.pairing.uriIssued({ uri: `wc:${calls.refresh + 1}` }))
      },
      cancel: async () => {
        calls.cancel++
      },
    },
  }
  return { adapter, calls }
}

function setup(scheduler: TestScheduler) {
  let store: Store | undefined
  const { adapter, calls } = pairingAdapter(() => store!)
  store = createStore({ epics: { pairingEpic }, deps: { scheduler, window: undefined, adapters: [adapter] } })
  store.dispatch(init())
  return { store, calls }
}

test('behavior: SPEC §9 a pairing counts as expired at 10 s or less left of its 4 minutes', () => {
  assert.is(isPairingExpired({ expiresAt: PAIRING_EXPIRY_MS }, EXPIRES_AFTER - 1), false)
  assert.is(isPairingExpired({ expiresAt: PAIRING_EXPIRY_MS }, EXPIRES_AFTER), true)
})

test('behavior: SPEC §4 an expired pairing is replaced by a fresh URI without user action, in virtual time', () => {
  onVirtualTime(({ scheduler, at }) => {
    const { store, calls } = setup(scheduler)
    at(0, () => store.dispatch(events.pairing.uriIssued({ uri: 'wc:1' })))
    at(1, () => assert.equal(store.getState().pairing, { uri: 'wc:1', expiresAt: PAIRING_EXPIRY_MS, expired: false }))
    at(EXPIRES_AFTER - 1, () => assert.is(calls.refresh, 0))
    at(EXPIRES_AFTER, () => {
      assert.is(calls.refresh, 1)
      const expired = store.log.entries().filter((e) => e.type === 'pairing/expired')
      assert.equal(
        expired.map((e) => e.at),
        [EXPIRES_AFTER],
      )
      // The fresh URI is shown, with 4 minutes of its own.
      assert.equal(store.getState().pairing, { uri: 'wc:2', expiresAt: EXPIRES_AFTER + PAIRING_EXPIRY_MS, expired: false })
    })
    at(2 * EXPIRES_AFTER, () => assert.is(store.getState().pairing?.uri, 'wc:3'))
  })
})

test('behavior: a connection stops the pairing clock (no refresh after connecting)', () => {
  onVirtualTime(({ scheduler, at }) => {
    const { store, calls } = setup(scheduler)
    at(0, () => store.dispatch(events.pairing.uriIssued({ uri: 'wc:1' })))
    at(1000, () => store.dispatch(events.connection.connected({ connectorId: 'walletConnect', namespace: 'eip155', caipAddress: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })))
    at(PAIRING_EXPIRY_MS * 2, () => assert.is(calls.refresh, 0))
  })
})

test('behavior: closing the modal mid-pairing cancels the pairing and stops its clock', () => {
  onVirtualTime(({ scheduler, at }) => {
    const { store, calls } = setup(scheduler)
    at(0, () => {
      store.dispatch(events.modal.openRequested({}))
      store.dispatch(events.pairing.uriIssued({ uri: 'wc:1' }))
    })
    at(5000, () => store.dispatch(events.modal.closeRequested()))
    at(PAIRING_EXPIRY_MS, () => {
      assert.is(calls.cancel, 1)
      assert.is(calls.refresh, 0)
    })
  })
})

test('behavior: the pairing log replays to the same state (time enters as events)', () => {
  onVirtualTime(({ scheduler, at }) => {
    const { store } = setup(scheduler)
    at(0, () => store.dispatch(events.pairing.uriIssued({ uri: 'wc:1' })))
    at(EXPIRES_AFTER + 1, () => assert.equal(replay(store.log.entries()).final, store.getState()))
  })
})

test.run()
