import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { queueScheduler } from 'rxjs'
import { events } from '../events/index.ts'
import { replayFinal } from '../replay.ts'
import { createStore } from '../store.ts'
import { init } from '../../test/fixtures/config.ts'
import { basicPairingEpic } from './basicPairing.ts'

const wc = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' as const, chain: 'eip155' as const }

function setup(options: Parameters<typeof init>[0], connectors = [wc]) {
  const store = createStore({ epics: { basicPairingEpic }, deps: { scheduler: queueScheduler, window: undefined, adapters: [] } })
  store.dispatch(init(options))
  store.dispatch(events.connectors.discovered({ connectors }))
  return store
}

const requests = (store: ReturnType<typeof setup>) => store.log.entries().filter((e) => e.type === 'connection/connectRequested')

test('behavior: SPEC §2: opening on ConnectingWalletConnectBasic (manual control) pairs at once, in place', () => {
  const store = setup({ manualControl: true })
  store.dispatch(events.modal.openRequested())
  assert.is(requests(store).length, 1)
  const state = store.getState()
  assert.equal(state.history, ['ConnectingWalletConnectBasic'])
  assert.equal(state.viewData, { connectorId: 'walletConnect', namespace: 'eip155' })
  assert.is(state.status, 'connecting')
  assert.equal(replayFinal(store.log.entries()), state)
})

test('behavior: SPEC §2 opening on Connect (adapters, no manual control) or without a WalletConnect connector requests nothing', () => {
  const connect = setup({})
  connect.dispatch(events.modal.openRequested())
  assert.is(connect.getState().view, 'Connect')
  assert.is(requests(connect).length, 0)
  const none = setup({ manualControl: true }, [])
  none.dispatch(events.modal.openRequested())
  assert.is(none.getState().view, 'ConnectingWalletConnectBasic')
  assert.is(requests(none).length, 0)
})

test.run()
