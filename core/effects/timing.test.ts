import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { events } from '../events/index.ts'
import { SHAKE_MS, SNACKBAR_AUTO_HIDE_MS, SNACKBAR_ERROR_MS, SNACKBAR_REPLACE_MS, SNACKBAR_TRANSACTION_MS } from '../rules/constants.ts'
import { createStore, type Epic } from '../store.ts'
import { onVirtualTime } from '../../test/fixtures/virtual.ts'
import { connectEvm, init } from '../../test/fixtures/config.ts'
import { shakeEpic } from './shake.ts'
import { snackbarEpic } from './snackbar.ts'
import type { TestScheduler } from 'rxjs/testing'

const storeWith = (scheduler: TestScheduler, epics: Record<string, Epic>) => {
  const store = createStore({ epics, deps: { scheduler, window: undefined, adapters: [] } })
  store.dispatch(init())
  return store
}

test('behavior: SPEC §4 shake lasts 500 ms', () => {
  onVirtualTime(({ scheduler, at }) => {
    const store = storeWith(scheduler, { shakeEpic })
    at(10, () => store.dispatch(events.modal.shakeRequested()))
    at(10 + SHAKE_MS - 1, () => assert.is(store.getState().shake, true))
    at(10 + SHAKE_MS, () => assert.is(store.getState().shake, false))
    at(10 + SHAKE_MS + 1, () => {
      const ended = store.log.entries().filter((e) => e.type === 'modal/shakeEnded')
      assert.equal(
        ended.map((e) => e.at),
        [10 + SHAKE_MS],
      )
    })
  })
})

test('behavior: SPEC §4 a shake asked for while shaking does not extend it', () => {
  onVirtualTime(({ scheduler, at }) => {
    const store = storeWith(scheduler, { shakeEpic })
    at(0, () => store.dispatch(events.modal.shakeRequested()))
    at(300, () => store.dispatch(events.modal.shakeRequested()))
    at(SHAKE_MS, () => assert.is(store.getState().shake, false))
  })
})

test('behavior: SPEC §4 a failed connect shakes for 500 ms too', () => {
  onVirtualTime(({ scheduler, at }) => {
    const store = storeWith(scheduler, { shakeEpic })
    at(0, () => {
      store.dispatch(events.connection.connectRequested({ requestId: 'r', connectorId: 'c', namespace: 'eip155' }))
      store.dispatch(events.connection.connectFailed({ requestId: 'r', namespace: 'eip155', error: { name: 'E', shortMessage: 'Connection rejected' } }))
    })
    at(SHAKE_MS - 1, () => assert.is(store.getState().shake, true))
    at(SHAKE_MS, () => assert.is(store.getState().shake, false))
  })
})

test('behavior: SPEC §4 a new snack replaces an open one after 150 ms', () => {
  onVirtualTime(({ scheduler, at }) => {
    const store = storeWith(scheduler, { snackbarEpic })
    at(0, () => store.dispatch(events.snackbar.requested({ message: 'first', variant: 'info' })))
    at(100, () => store.dispatch(events.snackbar.requested({ message: 'second', variant: 'success' })))
    at(100 + SNACKBAR_REPLACE_MS - 1, () => assert.is(store.getState().snackbar, undefined))
    at(100 + SNACKBAR_REPLACE_MS, () => assert.is(store.getState().snackbar?.message, 'second'))
  })
})

test('behavior: SPEC §4 snacks auto-hide; the replacement gets its own full time', () => {
  onVirtualTime(({ scheduler, at }) => {
    const store = storeWith(scheduler, { snackbarEpic })
    at(0, () => store.dispatch(events.snackbar.requested({ message: 'a', variant: 'info' })))
    at(SNACKBAR_AUTO_HIDE_MS - 1, () => assert.is(store.getState().snackbar?.message, 'a'))
    at(SNACKBAR_AUTO_HIDE_MS, () => assert.is(store.getState().snackbar, undefined))
    const t = SNACKBAR_AUTO_HIDE_MS + 1000
    at(t, () => store.dispatch(events.snackbar.requested({ message: 'b', variant: 'info' })))
    at(t + 1000, () => store.dispatch(events.snackbar.requested({ message: 'c', variant: 'info' })))
    // 'b' would have hidden at t + AUTO_HIDE; 'c' appears at t + 1150 and lasts its own AUTO_HIDE.
    at(t + SNACKBAR_AUTO_HIDE_MS + 10, () => assert.is(store.getState().snackbar?.message, 'c'))
    at(t + 1000 + SNACKBAR_REPLACE_MS + SNACKBAR_AUTO_HIDE_MS, () => assert.is(store.getState().snackbar, undefined))
  })
})

test('behavior: an error snack hides itself after SNACKBAR_ERROR_MS, a sent transaction after SNACKBAR_TRANSACTION_MS', () => {
  onVirtualTime(({ scheduler, at }) => {
    const store = storeWith(scheduler, { snackbarEpic })
    at(0, () => store.dispatch(events.snackbar.requested({ message: 'Token Balance Unavailable', variant: 'error' })))
    at(SNACKBAR_ERROR_MS - 1, () => assert.is(store.getState().snackbar?.message, 'Token Balance Unavailable'))
    at(SNACKBAR_ERROR_MS, () => assert.is(store.getState().snackbar, undefined))
  })
  onVirtualTime(({ scheduler, at }) => {
    const store = storeWith(scheduler, { snackbarEpic })
    at(0, () => {
      store.dispatch(connectEvm())
      store.dispatch(events.send.tokenSelected({ token: { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', decimals: 18, balance: '1' } }))
      store.dispatch(events.send.amountChanged({ amount: '0.1' }))
      store.dispatch(events.send.receiverChanged({ receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }))
      store.dispatch(events.send.submitted({ requestId: 's' }))
      store.dispatch(events.send.succeeded({ requestId: 's', hash: '0xabc' }))
    })
    at(SNACKBAR_TRANSACTION_MS - 1, () => assert.is(store.getState().snackbar?.transaction?.hash, '0xabc'))
    at(SNACKBAR_TRANSACTION_MS, () => assert.is(store.getState().snackbar, undefined))
  })
})

test('behavior: WCAG 2.2.1 — a held snack (pointer over it, focus inside) does not hide; released, it gets its full time again', () => {
  onVirtualTime(({ scheduler, at }) => {
    const store = storeWith(scheduler, { snackbarEpic })
    at(0, () => store.dispatch(events.snackbar.requested({ message: 'a', variant: 'info' })))
    at(1000, () => store.dispatch(events.snackbar.holdStarted()))
    at(SNACKBAR_AUTO_HIDE_MS * 10, () => assert.is(store.getState().snackbar?.message, 'a'))
    at(SNACKBAR_AUTO_HIDE_MS * 10 + 1, () => store.dispatch(events.snackbar.holdEnded()))
    at(SNACKBAR_AUTO_HIDE_MS * 11, () => assert.is(store.getState().snackbar?.message, 'a', 'the full time again'))
    at(SNACKBAR_AUTO_HIDE_MS * 11 + 1, () => assert.is(store.getState().snackbar, undefined))
  })
})

test('behavior: a loading snack stays until replaced or dismissed', () => {
  onVirtualTime(({ scheduler, at }) => {
    const store = storeWith(scheduler, { snackbarEpic })
    at(0, () => store.dispatch(events.snackbar.requested({ message: 'Waiting…', variant: 'loading' })))
    at(SNACKBAR_AUTO_HIDE_MS * 5, () => assert.is(store.getState().snackbar?.message, 'Waiting…'))
  })
})

test.run()
